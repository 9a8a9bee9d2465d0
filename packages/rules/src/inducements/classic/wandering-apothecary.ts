import { limited } from '../define.js';
import { addApothecary } from '../items/wandering-apothecary.js';
import { mayHireApothecary } from './roster.js';

/**
 * LRB6 Wandering Apothecaries, 0–2 at 100k, only for a team that may hire an Apothecary: each works as an
 * Apothecary once this game.
 */
export const classicWanderingApothecary = limited(
  'wandering-apothecary',
  'Wandering Apothecary',
  (team) => (mayHireApothecary(team) ? 2 : 0),
  () => 100_000,
  addApothecary,
);
