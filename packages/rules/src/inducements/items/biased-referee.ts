import { hasRule, limited } from '../define.js';

/**
 * Biased Referee: Dodgy League Rep, 0–1 at 120k (80k Bribery and Corruption): after each opposing Foul
 * the opponent is sent off on D6 5+, and +1 to this team's Argue the Call (hooks in `effects.ts`).
 */
export const biasedReferee = limited(
  'biased-referee',
  'Biased Referee: Dodgy League Rep',
  () => 1,
  (team) => (hasRule(team, 'bribery-and-corruption') ? 80_000 : 120_000),
);
