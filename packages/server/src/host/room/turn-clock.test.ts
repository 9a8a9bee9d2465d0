import { describe, expect, test } from 'vitest';
import { ManualClock } from '../clock.js';
import type { ClockDemand } from '../game-module.js';
import { MatchClock } from './turn-clock.js';

const turn = (key: string, seat: string): ClockDemand => ({
  key,
  kind: 'turn',
  seats: [seat],
  budgetMs: 60_000,
  onExpiry: 'claim',
});

function clockWith() {
  const time = new ManualClock();
  const expired: string[] = [];
  const clock = new MatchClock(time, { turnSeconds: 60 }, (seat, demand) =>
    expired.push(`${demand.key}:${seat}`),
  );
  return { time, clock, expired };
}

describe('a turn clock', () => {
  test('runs while the seat whose turn it is must decide, pauses while another seat decides', () => {
    const { time, clock } = clockWith();
    clock.update(turn('t1', 'home'), ['home']);
    time.advance(20_000);
    clock.update(turn('t1', 'home'), ['away']);
    expect(clock.view()).toMatchObject({ seat: 'home', kind: 'turn', remainingMs: 40_000, running: false });
    time.advance(100_000);
    expect(clock.view()).toMatchObject({ remainingMs: 40_000, expired: false });
    clock.update(turn('t1', 'home'), ['home']);
    expect(clock.view()).toMatchObject({ remainingMs: 40_000, running: true, turnSeconds: 60 });
  });

  test('reports the expiry once, and a new key starts the budget full', () => {
    const { time, clock, expired } = clockWith();
    clock.update(turn('t1', 'home'), ['home']);
    time.advance(60_000);
    expect(expired).toEqual(['t1:home']);
    expect(clock.expiredSeats()).toEqual(['home']);
    clock.update(turn('t1', 'home'), ['home']);
    time.advance(60_000);
    expect(expired).toEqual(['t1:home']);
    clock.update(turn('t2', 'away'), ['away']);
    expect(clock.view()).toMatchObject({ seat: 'away', remainingMs: 60_000, expired: false });
    expect(clock.expiredSeats()).toEqual([]);
  });

  test('no demand: no clock, and no timer left behind', () => {
    const { time, clock, expired } = clockWith();
    clock.update(turn('t1', 'home'), ['home']);
    clock.update(undefined, ['home']);
    time.advance(120_000);
    expect(clock.view()).toBeNull();
    expect(expired).toEqual([]);
  });
});

describe('time banks for a window where several seats may act', () => {
  const window = (seats: string[]): ClockDemand => ({
    key: 'w1',
    kind: 'bank',
    seats,
    budgetMs: 10_000,
    onExpiry: 'auto',
  });

  test('each seat spends its own bank while it may act; each expiry is reported for that seat', () => {
    const { time, clock, expired } = clockWith();
    clock.update(window(['p2', 'p3', 'p4']), ['p2', 'p3', 'p4']);
    time.advance(4_000);
    // p3 offers: it need not act any more, its bank stops.
    clock.update(window(['p2', 'p3', 'p4']), ['p2', 'p4']);
    time.advance(6_000);
    expect(expired.sort()).toEqual(['w1:p2', 'w1:p4']);
    const view = clock.view()!;
    expect(view.kind).toBe('bank');
    expect(view.seats).toEqual({
      p2: { remainingMs: 0, running: true, expired: true },
      p3: { remainingMs: 6_000, running: false, expired: false },
      p4: { remainingMs: 0, running: true, expired: true },
    });
    expect(clock.expiredSeats()).toEqual(['p2', 'p4']);
  });

  test('a seat that joins the window later gets a full bank', () => {
    const { time, clock } = clockWith();
    clock.update(window(['p2']), ['p2']);
    time.advance(7_000);
    clock.update(window(['p2', 'p5']), ['p2', 'p5']);
    expect(clock.remainingMs('p2')).toBe(3_000);
    expect(clock.remainingMs('p5')).toBe(10_000);
  });
});

describe('a clock taken over by another node', () => {
  test('resumes from its record with the time that was left, and still reports the expiry once', () => {
    const { time, clock } = clockWith();
    clock.update(turn('t1', 'home'), ['home']);
    time.advance(25_000);
    const record = clock.record();
    clock.dispose();
    // Another owner, on the same time, 5 s later: the time used so far is not given back.
    time.advance(5_000);
    const expired: string[] = [];
    const next = new MatchClock(time, { turnSeconds: 60 }, (seat, demand) =>
      expired.push(`${demand.key}:${seat}`),
    );
    next.restore(record!, turn('t1', 'home'));
    next.update(turn('t1', 'home'), ['home']);
    expect(next.view()).toMatchObject({ remainingMs: 30_000, running: true });
    time.advance(30_000);
    expect(expired).toEqual(['t1:home']);
  });

  test('a record of an earlier period is ignored: the new period starts afresh', () => {
    const { time, clock } = clockWith();
    clock.update(turn('t1', 'home'), ['home']);
    time.advance(25_000);
    const next = clockWith().clock;
    next.restore(clock.record()!, turn('t2', 'away'));
    next.update(turn('t2', 'away'), ['away']);
    expect(next.view()).toMatchObject({ seat: 'away', remainingMs: 60_000 });
  });
});
