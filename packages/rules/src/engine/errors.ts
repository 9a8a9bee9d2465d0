/** Stable codes of rejected commands; clients switch on these, messages are for humans. */
export const ILLEGAL_COMMAND_CODES = [
  'match-finished',
  'not-your-decision',
  'unexpected-command',
  'unknown-player',
  'player-not-eligible',
  'action-not-allowed',
  'square-out-of-reach',
  'illegal-choice',
  'malformed-command',
] as const;
export type IllegalCommandCode = (typeof ILLEGAL_COMMAND_CODES)[number];

/** Thrown by `apply` for a command the pending decision does not allow; the input state is untouched. */
export class IllegalCommandError extends Error {
  override readonly name = 'IllegalCommandError';
  constructor(
    readonly code: IllegalCommandCode,
    message: string,
  ) {
    super(message);
  }
}

/** An engine bug: a procedure broke an invariant. Never caused by a coach's command. */
export class EngineError extends Error {
  override readonly name = 'EngineError';
}
