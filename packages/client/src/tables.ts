import type { ChallengeStatus, GameTable } from './protocol.js';

/** A two-seat table that starts by itself is a challenge (Blood Bowl's way to play another coach). */
export const isChallenge = (table: GameTable): boolean => table.autoStart && table.seats.length === 2;

/** A table's status in a challenge's words: started is accepted, an invitation declined is declined. */
export function challengeStatus(table: GameTable): ChallengeStatus {
  if (table.status === 'started') return 'accepted';
  if (table.seats.some((s) => s.declined)) return 'declined';
  return table.status === 'open' ? 'open' : 'cancelled';
}
