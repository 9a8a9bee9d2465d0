import { limited } from '../define.js';

/** Wizard: Sports-Wizard, 0–1 at 150k: once per game Fireball or Zap! at the end of any turn (`wizard.ts`). */
export const sportsWizard = limited(
  'sports-wizard',
  'Sports-Wizard',
  () => 1,
  () => 150_000,
);
