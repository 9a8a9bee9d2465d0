import type { MatchResult, Participant } from '@dugout/client';
import { describe, expect, test } from 'vitest';
import { ManualClock } from '../clock.js';
import type { LeaveRuling } from '../game-module.js';
import { LocalPresence } from '../presence.js';
import { MatchSeats } from './seats.js';

const coach = (id: string): Participant => ({ kind: 'coach', coachId: id, name: id.toUpperCase() });
const WIN: MatchResult = {
  winner: 'p1',
  seats: { p1: { result: 'win' }, p2: { result: 'loss' } },
  reason: 'forfeit',
};

function seats(ruling: LeaveRuling, participants: Record<string, Participant>) {
  const time = new ManualClock();
  const log: string[] = [];
  const s: MatchSeats = new MatchSeats(participants, {
    matchId: 'm1',
    presence: new LocalPresence(time),
    time,
    graceMs: 300_000,
    ruling: () => ruling,
    async takeOver(seat) {
      log.push(`bot takes ${seat}`);
      s.replaced(seat, new Date(time.now()));
    },
    async end(seat, result) {
      log.push(`ends: ${seat} left, ${result.reason}`);
    },
    announce: (p) =>
      log.push(
        `presence ${Object.values(p)
          .map((x) => (x.connected ? 'on' : 'off'))
          .join(',')}`,
      ),
    failed: (error) => log.push(`failed ${String(error)}`),
  });
  const settle = () => new Promise((r) => setImmediate(r));
  return { s, time, log, settle };
}

describe('seats and presence', () => {
  test("a coach's seat, never a seat a bot took over; bots and coaches are told apart", async () => {
    const { s, time } = seats(
      { kind: 'bot' },
      { p1: coach('a'), p2: coach('b'), p3: { kind: 'bot', name: 'Bot' } },
    );
    expect(s.seatOf('b')).toBe('p2');
    expect(s.seatOf('nobody')).toBeUndefined();
    expect(s.humanSeats()).toEqual(['p1', 'p2']);
    expect(s.botSeats()).toEqual(['p3']);
    s.replaced('p2', new Date(time.now()));
    expect(s.seatOf('b')).toBeUndefined();
    expect(s.participants.p2).toMatchObject({ kind: 'bot', replaced: { coachId: 'b', name: 'B' } });
  });

  test('connections are announced; a reconnect within the grace period keeps the seat', async () => {
    const { s, time, log, settle } = seats({ kind: 'bot' }, { p1: coach('a'), p2: coach('b') });
    await s.connected('p1', 'x');
    await s.connected('p2', 'y');
    await s.disconnected('p2', 'y');
    time.advance(299_000);
    await s.connected('p2', 'z');
    time.advance(10_000);
    await settle();
    expect(log).toEqual(['presence on,off', 'presence on,on', 'presence on,off', 'presence on,on']);
  });

  test('ruling "bot": after the grace period a bot takes the seat by itself', async () => {
    const { s, time, log, settle } = seats(
      { kind: 'bot' },
      { p1: coach('a'), p2: coach('b'), p3: coach('c') },
    );
    await s.connected('p2', 'y');
    await s.disconnected('p2', 'y');
    time.advance(300_000);
    await settle();
    expect(log.filter((l) => !l.startsWith('presence'))).toEqual(['bot takes p2']);
    expect(s.botSeats()).toEqual(['p2']);
  });

  test('at load, a coach who never came counts as away from then on', async () => {
    const { s, time, log, settle } = seats({ kind: 'end', result: WIN }, { p1: coach('a'), p2: coach('b') });
    await s.connected('p1', 'x');
    await s.watch();
    time.advance(300_000);
    await settle();
    expect(log.filter((l) => !l.startsWith('presence'))).toEqual(['ends: p2 left, forfeit']);
  });

  test('ruling "forfeit": nothing happens by itself; the other coach may claim after the grace period', async () => {
    const { s, time, log, settle } = seats(
      { kind: 'forfeit', result: WIN },
      { p1: coach('a'), p2: coach('b') },
    );
    await s.connected('p1', 'x');
    await expect(s.claimable('p1')).rejects.toMatchObject({ code: 'match/grace-not-over' });
    await s.connected('p2', 'y');
    await expect(s.claimable('p1')).rejects.toMatchObject({ code: 'match/opponent-connected' });
    await s.disconnected('p2', 'y');
    time.advance(100_000);
    await expect(s.claimable('p1')).rejects.toMatchObject({
      code: 'match/grace-not-over',
      details: { remainingSeconds: 200 },
    });
    time.advance(200_000);
    await settle();
    expect(await s.claimable('p1')).toEqual({ seat: 'p2', result: WIN });
    expect(log.filter((l) => !l.startsWith('presence'))).toEqual([]);
  });

  test('a game where leaving does not forfeit refuses the claim with its own code', async () => {
    const { s, time } = seats({ kind: 'bot' }, { p1: coach('a'), p2: coach('b') });
    await s.connected('p1', 'x');
    time.advance(1_000);
    await expect(s.claimable('p1')).rejects.toMatchObject({ code: 'match/no-forfeit' });
  });
});
