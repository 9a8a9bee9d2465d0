import { hasRule, limited } from '../define.js';

/**
 * Plague Doctor, 0–1 at 100k for Favoured of Nurgle teams: once per game either re-rolls a failed
 * Regeneration or acts as an Apothecary (`regenerationReroll`, `plagueDoctorReady`).
 */
export const plagueDoctor = limited(
  'plague-doctor',
  'Plague Doctor',
  (team) => (hasRule(team, 'favoured-of-nurgle') ? 1 : 0),
  () => 100_000,
);
