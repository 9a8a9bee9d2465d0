/** Stable codes of refused commands and set-ups; clients switch on these, messages are for people. */
export const REJECTION_CODES = [
  // set-up
  'player-count',
  'bad-seat-name',
  'duplicate-seat',
  'unknown-first-player',
  // any command
  'game-over',
  'unknown-seat',
  'not-your-decision',
  'malformed-command',
  'unexpected-command',
  // naming a seat
  'unknown-target',
  'cannot-target-yourself',
  'target-shielded',
  'inquisitor-limit',
  'already-holds-card',
  'supply-empty',
  'same-seat-twice',
  // intervention
  'already-answered',
  'not-offered',
  // tokens
  'token-not-on-card',
  'staff-forbids-clan-token',
  'token-not-held',
  // anything else a decision does not list
  'illegal-choice',
] as const;
export type RejectionCode = (typeof REJECTION_CODES)[number];

/**
 * A set-up or command the rules refuse. Thrown by `setup` and `apply`; the state given is untouched. The
 * message never names a secret the refused seat does not already know.
 */
export class BloodBoundRejection extends Error {
  override readonly name = 'BloodBoundRejection';
  constructor(
    readonly code: RejectionCode,
    message: string,
  ) {
    super(message);
  }
}

/** A broken invariant of the rules themselves, never caused by a player's command. */
export class RulesError extends Error {
  override readonly name = 'RulesError';
}
