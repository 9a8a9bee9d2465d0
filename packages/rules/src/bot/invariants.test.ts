import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { GameEvent } from '../engine/events.js';
import type { MatchState } from '../state/types.js';
import { SIDES } from '../types.js';
import { selfPlay } from './self-play.js';

/** Invariants that must hold after every command of any match. */
function checkInvariants(s: MatchState, previous: MatchState | null, events: readonly GameEvent[]): void {
  const squares = new Set<string>();
  for (const p of s.players) {
    if (p.at === null) {
      expect(p.box, `${p.id} is neither on the pitch nor in a box`).not.toBeNull();
      continue;
    }
    expect(p.box).toBeNull();
    expect(p.at.x >= 0 && p.at.x < 26 && p.at.y >= 0 && p.at.y < 15, `${p.id} off the pitch`).toBe(true);
    const key = `${p.at.x},${p.at.y}`;
    expect(squares.has(key), `two players in ${key}`).toBe(false);
    squares.add(key);
  }
  for (const side of SIDES) {
    expect(s.players.filter((p) => p.team === side && p.at !== null).length).toBeLessThanOrEqual(11);
    const t = s.teams[side];
    expect(t.rerolls).toBeGreaterThanOrEqual(0);
    expect(t.driveRerolls).toBeGreaterThanOrEqual(0);
    expect(t.leaderRerolls).toBeGreaterThanOrEqual(0);
    expect(t.apothecaries).toBeGreaterThanOrEqual(0);
  }
  // The ball is in exactly one place.
  const ball = s.ball;
  if (ball.kind === 'carried') {
    const carrier = s.players.find((p) => p.id === ball.player);
    expect(carrier?.at, 'the ball carrier is on the pitch').not.toBeNull();
    expect(carrier?.status).toBe('standing');
  } else if (ball.kind === 'ground') {
    expect(squares.has(`${ball.at.x},${ball.at.y}`), 'a loose ball shares a square with a player').toBe(
      false,
    );
  }
  // Turn markers only move forward, except for the Time-out kick-off event and a new half.
  if (previous && previous.half === s.half) {
    const timeOut = events.some((e) => e.kind === 'kick-off' && e.event === 'time-out');
    if (!timeOut)
      for (const side of SIDES) expect(s.teams[side].turn).toBeGreaterThanOrEqual(previous.teams[side].turn);
  }
  expect(s.half >= (previous?.half ?? 1)).toBe(true);
  if (s.finished) {
    expect(s.decision).toBeNull();
    expect(s.stack).toEqual([]);
  } else {
    expect(s.decision?.options.length).toBeGreaterThan(0);
  }
}

describe('random games keep every invariant (fast-check)', () => {
  test('after every step, for random seeds', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (seed) => {
        let previous: MatchState | null = null;
        const r = selfPlay({
          seed,
          onStep: (s, _c, events) => {
            checkInvariants(s, previous, events);
            previous = s;
          },
        });
        expect(r.state.finished).toBe(true);
      }),
      { numRuns: 6 },
    );
  });
});
