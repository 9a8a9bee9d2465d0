import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { GameEvent } from '../engine/events.js';
import type { MatchState } from '../state/types.js';
import { SIDES } from '../types.js';
import { selfPlay } from './self-play.js';

function check(ok: boolean, message: string): void {
  if (!ok) throw new Error(`invariant broken: ${message}`);
}

/** Invariants that must hold after every command of any match. */
export function checkInvariants(
  s: MatchState,
  previous: MatchState | null,
  events: readonly GameEvent[],
): void {
  const squares = new Set<number>();
  for (const p of s.players) {
    if (p.at === null) {
      check(p.box !== null, `${p.id} is neither on the pitch nor in a box`);
      continue;
    }
    check(p.box === null, `${p.id} is on the pitch and in a box`);
    check(p.at.x >= 0 && p.at.x < 26 && p.at.y >= 0 && p.at.y < 15, `${p.id} is off the pitch`);
    const key = p.at.y * 26 + p.at.x;
    check(!squares.has(key), `two players in (${p.at.x},${p.at.y})`);
    squares.add(key);
  }
  for (const side of SIDES) {
    check(
      s.players.filter((p) => p.team === side && p.at !== null).length <= 11,
      `${side} has more than 11 on the pitch`,
    );
    const t = s.teams[side];
    check(t.rerolls >= 0 && t.driveRerolls >= 0 && t.leaderRerolls >= 0, `${side} has negative re-rolls`);
    check(t.apothecaries >= 0, `${side} has a negative apothecary count`);
  }
  // The ball is in exactly one place.
  const ball = s.ball;
  if (ball.kind === 'carried') {
    const carrier = s.players.find((p) => p.id === ball.player);
    // A carrier going down lets go of the ball at once, so a carrier is always on the pitch and Standing.
    check(carrier?.at != null, 'the ball carrier is off the pitch');
    check(carrier?.status === 'standing', 'the ball carrier is not Standing');
  } else if (ball.kind === 'ground') {
    // A loose ball lies under a player only while that player decides on re-rolling a failed pick-up,
    // or while it is going down there (the ball bounces once its armour and injury are resolved).
    const under = s.players.find((p) => p.at?.x === ball.at.x && p.at?.y === ball.at.y);
    const pending =
      under &&
      ((s.decision?.kind === 'reroll' && s.decision.player === under.id) ||
        s.stack.some((p) => p.kind === 'going-down' && p.player === under.id));
    check(!under || pending === true, 'a loose ball shares a square with a player');
  }
  // Turn markers only move forward, except for the Time-out kick-off event and a new half.
  if (previous && previous.half === s.half) {
    const timeOut = events.some((e) => e.kind === 'kick-off' && e.event === 'time-out');
    if (!timeOut)
      for (const side of SIDES)
        check(s.teams[side].turn >= previous.teams[side].turn, `${side} turn marker went back`);
  }
  check(s.half >= (previous?.half ?? 1), 'the half went back');
  if (s.finished)
    check(s.decision === null && s.stack.length === 0, 'a finished match left a procedure or decision');
  else check((s.decision?.options.length ?? 0) > 0, 'an unfinished match has no decision');
}

describe('random games keep every invariant (fast-check)', () => {
  test('after every step, for random seeds', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (seed) => {
        let previous: MatchState | null = null;
        let previousJson = '';
        const r = selfPlay({
          seed,
          maxDecisions: 20_000,
          onStep: (s, _c, events) => {
            checkInvariants(s, previous, events);
            // apply never changes the state it was given.
            check(
              previous === null || JSON.stringify(previous) === previousJson,
              'apply modified its input state',
            );
            previous = s;
            previousJson = JSON.stringify(s);
          },
        });
        expect(r.state.finished).toBe(true);
      }),
      { numRuns: 4, endOnFailure: true },
    );
  });
});
