import { limited } from '../define.js';
import { mayHireApothecary } from './roster.js';

/**
 * Igor, 0–1 at 100k, only for a team that may not hire an Apothecary: once in the match he re-rolls a
 * failed Regeneration roll (`regenerationReroll`, the Mortuary Assistant's effect).
 */
export const igor = limited(
  'igor',
  'Igor',
  (team) => (mayHireApothecary(team) ? 0 : 1),
  () => 100_000,
);
