import { limited } from '../define.js';

/**
 * Bloodweiser Babes, 0–2 at 50k: +1 to each of the team's Knocked-out recovery rolls per Babe, the same
 * effect as BB2025's Blitzer's Best Kegs (`koRecoveryBonus`).
 */
export const bloodweiserBabes = limited(
  'bloodweiser-babes',
  'Bloodweiser Babes',
  () => 2,
  () => 50_000,
);
