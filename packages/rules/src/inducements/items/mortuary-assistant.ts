import { hasRule, limited } from '../define.js';

/** Mortuary Assistant, 0–1 at 100k for Masters of Undeath teams: once per game re-rolls a failed Regeneration. */
export const mortuaryAssistant = limited(
  'mortuary-assistant',
  'Mortuary Assistant',
  (team) => (hasRule(team, 'masters-of-undeath') ? 1 : 0),
  () => 100_000,
);
