import { type Dice, rollDie } from './dice.js';

/**
 * A ±DICE pool (reference §1.1, seed p. 9): roll `base` D6 plus one die per ±DICE, then keep `base` of
 * them: the highest for +DICE, the lowest for -DICE. +DICE and -DICE cancel in pairs first, so only the
 * net `modifier` matters. The seed's own example: 3 dice with one +DICE → roll 4, keep the best 3.
 */
export interface PoolRoll {
  /** Dice the roll starts from (2 for the Action Success Chart and the Injury Chart, 3 for a 3D6 roll). */
  base: number;
  /** Net ±DICE after cancelling in pairs. */
  modifier: number;
  /** Every die rolled, in the order rolled. */
  dice: number[];
  /** Faces kept, in the order rolled. */
  kept: number[];
  /** Faces dropped, in the order rolled. */
  dropped: number[];
  /** Sum of the kept dice. */
  total: number;
}

/** Number of dice to roll for a pool. */
export function poolSize(base: number, modifier: number): number {
  return base + Math.abs(modifier);
}

/**
 * Which dice a pool keeps: indexes into `faces`, in rolling order. Ties are broken by rolling order,
 * which never changes the total.
 */
export function keptIndexes(faces: readonly number[], base: number, modifier: number): number[] {
  if (modifier === 0) return faces.map((_, i) => i);
  const order = faces
    .map((face, i) => ({ face, i }))
    .sort((p, q) => (modifier > 0 ? q.face - p.face : p.face - q.face) || p.i - q.i);
  return order
    .slice(0, base)
    .map((o) => o.i)
    .sort((p, q) => p - q);
}

/** Splits already rolled faces into kept and dropped dice. */
export function settlePool(faces: readonly number[], base: number, modifier: number): PoolRoll {
  if (faces.length !== poolSize(base, modifier)) {
    throw new RangeError(
      `a pool of ${base} dice at ${modifier} ±DICE needs ${poolSize(base, modifier)} dice`,
    );
  }
  const keep = new Set(keptIndexes(faces, base, modifier));
  const kept = faces.filter((_, i) => keep.has(i));
  const dropped = faces.filter((_, i) => !keep.has(i));
  return { base, modifier, dice: [...faces], kept, dropped, total: kept.reduce((a, b) => a + b, 0) };
}

export function rollPool(dice: Dice, base: number, modifier: number): PoolRoll {
  if (!Number.isInteger(base) || base < 1) throw new RangeError(`a pool needs at least one die, got ${base}`);
  if (!Number.isInteger(modifier)) throw new RangeError(`±DICE must be a whole number, got ${modifier}`);
  const faces: number[] = [];
  for (let i = 0; i < poolSize(base, modifier); i++) faces.push(rollDie(dice, 'D6'));
  return settlePool(faces, base, modifier);
}
