import { expect } from 'vitest';
import { cardOf } from '../characters.js';
import { leaderOf } from '../leader.js';
import { cardAt } from '../query.js';
import type { BloodBoundState } from '../state.js';
import { otherClan } from '../types.js';

/**
 * Asserts a finished game has a valid winner, re-deriving it from the seed's rules rather than trusting the
 * outcome: the capture, the clan that wins by it, the Curse, and every seat's result.
 */
export function expectValidOutcome(s: BloodBoundState): void {
  const o = s.outcome;
  expect(o, 'the game ended').not.toBeNull();
  if (!o) return;
  expect(s.players.find((p) => p.seat === o.captured)?.tokens).toHaveLength(3);
  expect(o.capturedBy).not.toBe(o.captured);
  const captured = cardAt(s, o.captured);
  const capturer = cardAt(s, o.capturedBy);
  const trueCurse = s.secret.curses.find((c) => c.face === 'true-curse')?.seat ?? null;
  let winner: string;
  if (captured.faction === 'secret-order') {
    winner = 'inquisitor';
  } else {
    expect(capturer.faction).not.toBe('secret-order');
    const own = capturer.faction as 'phoenix' | 'gargoyle';
    const clan =
      captured.faction === otherClan(own) && leaderOf(s, otherClan(own)) === o.captured
        ? own
        : otherClan(own);
    winner = trueCurse !== null && leaderOf(s, clan) === trueCurse ? 'inquisitor' : clan;
  }
  expect(o.winner).toBe(winner);
  for (const [i, seat] of s.seats.entries()) {
    const faction = cardOf(s.secret.cards[i] as Parameters<typeof cardOf>[0]).faction;
    const wins = winner === 'inquisitor' ? faction === 'secret-order' : faction === winner;
    expect(o.seats[seat]).toBe(wins ? 'win' : 'loss');
  }
  expect(Object.values(o.seats)).toContain('win');
}
