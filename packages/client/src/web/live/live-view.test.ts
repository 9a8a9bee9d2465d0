import { loadScenario, type MatchState } from '@dugout/rules';
import { describe, expect, test } from 'vitest';
import { DugoutApiError } from '../../client.js';
import { MatchError } from '../../match-connection.js';
import type { TurnClock } from '../../protocol.js';
import { LiveLog } from './live-log.js';
import {
  clockRemaining,
  commandRefusalText,
  formatClock,
  liveErrorText,
  mayConcede,
  seatConnection,
  seatTimer,
} from './live-view.js';

const clock = (over: Partial<TurnClock> = {}): TurnClock => ({
  seat: 'home',
  kind: 'turn',
  turnSeconds: 240,
  budgetMs: 240_000,
  onExpiry: 'claim',
  remainingMs: 90_000,
  running: true,
  at: '2026-11-29T20:00:00.000Z',
  expired: false,
  ...over,
});

describe('turn clocks', () => {
  test.each([
    [0, '0:00'],
    [1, '0:01'],
    [999, '0:01'],
    [59_001, '1:00'],
    [240_000, '4:00'],
    [-5, '0:00'],
  ])('%d ms reads %s', (ms, text) => {
    expect(formatClock(ms)).toBe(text);
  });

  test('a running clock counts down from when it arrived; a paused one stands still', () => {
    expect(clockRemaining(clock(), 1_000, 11_000)).toBe(80_000);
    expect(clockRemaining(clock({ running: false }), 1_000, 11_000)).toBe(90_000);
    expect(clockRemaining(clock(), 1_000, 500_000)).toBe(0);
  });

  test('each seat shows its own clock, or a full turn while the other coach plays', () => {
    expect(seatTimer('home', clock(), 240, 0, 0)).toEqual({ kind: 'running', text: '1:30', low: false });
    expect(seatTimer('home', clock(), 240, 0, 70_000)).toEqual({ kind: 'running', text: '0:20', low: true });
    expect(seatTimer('away', clock(), 240, 0, 0)).toEqual({ kind: 'idle', text: '4:00' });
    expect(seatTimer('home', clock({ running: false }), 240, 0, 5_000)).toEqual({
      kind: 'paused',
      text: '1:30',
    });
    expect(seatTimer('home', clock({ expired: true, remainingMs: 0 }), 240, 0, 0)).toEqual({
      kind: 'expired',
    });
    expect(seatTimer('home', null, 120, 0, 0)).toEqual({ kind: 'idle', text: '2:00' });
  });
});

describe('connections', () => {
  test('a bot is always there; a coach is online while one of their connections is', () => {
    expect(seatConnection({ kind: 'bot', name: 'Bot' })).toBe('bot');
    expect(
      seatConnection({ kind: 'coach', name: 'Griff' }, { connected: true, disconnectedSince: null }),
    ).toBe('connected');
    expect(
      seatConnection(
        { kind: 'coach', name: 'Griff' },
        { connected: false, disconnectedSince: '2026-11-29T20:00:00Z' },
      ),
    ).toBe('away');
    expect(seatConnection(undefined)).toBe('away');
  });
});

describe('the live dice log', () => {
  test('keeps each command once, in sequence order, however the updates arrive', () => {
    const log = new LiveLog<{ seq: number }>();
    const event = (seq: number) => ({ kind: 'note', text: `e${seq}`, seq });
    expect(log.add(2, [event(2)])).toBe(true);
    expect(log.add(1, [event(1)])).toBe(true);
    expect(log.add(2, [event(2)])).toBe(false);
    log.add(3, [event(3), event(4)]);
    expect(log.events.map((e) => e.seq)).toEqual([1, 2, 3, 4]);
    expect(log.size).toBe(3);
  });
});

describe('refused requests', () => {
  test('are said from the catalogue by their code, with the server detail where the message has one', () => {
    expect(liveErrorText(new MatchError('match/not-your-turn', 'x'))).toBe(
      'It is not your decision: wait for your opponent.',
    );
    expect(liveErrorText(new MatchError('match/unexpected-command', 'waiting for a block die'))).toBe(
      'That is not what the match is waiting for: waiting for a block die',
    );
    expect(liveErrorText(new MatchError('timeout', 'x'))).toMatch(/did not answer in time/);
    expect(liveErrorText(new DugoutApiError('challenge/not-open', 'x', 409))).toBe(
      'That challenge is no longer open.',
    );
    expect(liveErrorText(new Error('boom'))).toMatch(/Something went wrong/);
  });
});

describe('refused commands', () => {
  const names = { player: (id: string) => (id === 'h1' ? 'Griff' : id), team: (s: string) => s };
  test('name the player and the action, as the practice mode does', () => {
    expect(
      commandRefusalText(
        new MatchError('match/action-not-allowed', 'x'),
        { type: 'activate', player: 'h1', action: 'blitz' },
        names,
      ),
    ).toBe('Griff cannot declare Blitz now.');
    expect(
      commandRefusalText(
        new MatchError('match/illegal-square', 'x'),
        { type: 'move', square: { x: 1, y: 1 } },
        names,
      ),
    ).toBe('That square cannot be reached.');
    // Other refusals keep the server's catalogue message.
    expect(commandRefusalText(new MatchError('match/finished', 'x'), { type: 'end-turn' }, names)).toBe(
      'The match is over.',
    );
  });
});

describe('concede', () => {
  const start = (): MatchState =>
    loadScenario({
      teams: { home: { name: 'Reavers' }, away: { name: 'Eye' } },
      players: [
        { id: 'h1', team: 'home', number: 1, at: [10, 7] },
        { id: 'a1', team: 'away', number: 1, at: [15, 7] },
      ],
    });

  test('is offered only at the start of the own turn, before any activation', () => {
    const s = start();
    expect(s.decision?.kind).toBe('activation');
    expect(mayConcede(s, 'home')).toBe(true);
    expect(mayConcede(s, 'away')).toBe(false);
    const acted = { ...s, players: s.players.map((p) => (p.id === 'h1' ? { ...p, activated: true } : p)) };
    expect(mayConcede(acted, 'home')).toBe(false);
    expect(mayConcede({ ...s, finished: true }, 'home')).toBe(false);
  });
});
