/** Why a league action was refused. Stable codes for the server; messages for the coach. */
export const LEAGUE_RULE_ERROR_CODES = [
  'unknown-player',
  'player-not-active',
  'not-enough-spp',
  'skill-not-available',
  'already-has-skill',
  'characteristic-not-allowed',
  'characteristic-at-limit',
  'invalid-choice',
  'position-full',
  'roster-full',
  'too-few-players',
  'not-enough-treasury',
  'captain-cannot-be-fired',
  'no-lasting-injury',
  'staff-not-allowed',
  'staff-at-maximum',
  'no-staff',
  'positional-keyword',
  'keyword-not-on-causer',
  'not-a-journeyman',
  'number-taken',
  'step-out-of-order',
] as const;
export type LeagueRuleErrorCode = (typeof LEAGUE_RULE_ERROR_CODES)[number];

export class LeagueRuleError extends Error {
  override readonly name = 'LeagueRuleError';
  constructor(
    readonly code: LeagueRuleErrorCode,
    message: string,
  ) {
    super(message);
  }
}
