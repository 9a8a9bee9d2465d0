import { limited } from '../define.js';

/** Weather Mage, 0–1 at 25k: once per game at the start of an own turn, re-roll the weather ±2 (`start-of-turn.ts`). */
export const weatherMage = limited(
  'weather-mage',
  'Weather Mage',
  () => 1,
  () => 25_000,
);
