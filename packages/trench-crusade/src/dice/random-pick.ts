import { type Dice, rollDie } from './dice.js';

/**
 * One of `n` chosen at random with D6s (shooting into melee picks a model at random): one die for up to
 * 6, two read as a D36 beyond; faces past the largest multiple of n are re-rolled. Every die is returned.
 */
export function pickRandom(dice: Dice, n: number): { index: number; dice: number[] } {
  if (n <= 1) return { index: 0, dice: [] };
  const rolled: number[] = [];
  const faces = n <= 6 ? 6 : 36;
  const limit = faces - (faces % n);
  for (;;) {
    const a = rollDie(dice, 'D6');
    rolled.push(a);
    let v = a - 1;
    if (faces === 36) {
      const b = rollDie(dice, 'D6');
      rolled.push(b);
      v = v * 6 + (b - 1);
    }
    if (v < limit) return { index: v % n, dice: rolled };
  }
}
