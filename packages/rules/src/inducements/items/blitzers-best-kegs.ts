import { limited } from '../define.js';

/** 0–2 at 50k: +1 to each of the team's Knocked-out recovery rolls per keg (`koRecoveryBonus`). */
export const blitzersBestKegs = limited(
  'blitzers-best-kegs',
  "Blitzer's Best Kegs",
  () => 2,
  () => 50_000,
);
