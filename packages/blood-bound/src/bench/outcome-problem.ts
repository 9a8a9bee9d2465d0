import { leaderOf } from '../leader.js';
import { cardAt } from '../query.js';
import type { BloodBoundState } from '../state.js';
import { otherClan } from '../types.js';

/**
 * Why a finished game's outcome is not a valid winner, or null when it is: re-derived from the state by the
 * rules of capture, clan victory and the True Curse, with every seat's result checked.
 */
export function outcomeProblem(s: BloodBoundState): string | null {
  const o = s.outcome;
  if (!o) return 'the game has not ended';
  const captured = s.players.find((p) => p.seat === o.captured);
  if (captured?.tokens.length !== 3) return `${o.captured} was captured without showing three tokens`;
  if (o.capturedBy === o.captured) return 'a player captured themselves';
  const victim = cardAt(s, o.captured).faction;
  const capturer = cardAt(s, o.capturedBy).faction;
  const trueCurse = s.secret.curses.find((c) => c.face === 'true-curse')?.seat ?? null;
  let winner: string;
  if (victim === 'secret-order') {
    winner = 'inquisitor';
  } else {
    if (capturer === 'secret-order') return 'the Inquisitor made a capture';
    const rival = otherClan(capturer);
    const clan = victim === rival && leaderOf(s, rival) === o.captured ? capturer : rival;
    winner = trueCurse !== null && leaderOf(s, clan) === trueCurse ? 'inquisitor' : clan;
  }
  if (o.winner !== winner) return `the winner is ${winner}, not ${o.winner}`;
  for (const seat of s.seats) {
    const faction = cardAt(s, seat).faction;
    const wins = winner === 'inquisitor' ? faction === 'secret-order' : faction === winner;
    if (o.seats[seat] !== (wins ? 'win' : 'loss')) return `${seat} should ${wins ? 'win' : 'lose'}`;
  }
  return null;
}
