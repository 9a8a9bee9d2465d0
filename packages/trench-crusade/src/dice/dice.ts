/** The dice Trench Crusade needs. D3 appears in Machine Armour's charge bonus. */
export const DIE_KINDS = ['D6', 'D3'] as const;
export type DieKind = (typeof DIE_KINDS)[number];

export const DIE_SIDES: Readonly<Record<DieKind, number>> = { D6: 6, D3: 3 };

/**
 * The engine's only source of randomness, passed into `create` and `apply`, never global. It is a
 * structural subset of `@dugout/rules`' `Dice`, so the host can pass a match's seeded, provably fair
 * stream as it is.
 */
export interface Dice {
  roll(kind: DieKind): number;
}

/** True when `value` is a face a die of `kind` can show. */
export function isFaceOf(kind: DieKind, value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= DIE_SIDES[kind];
}

/** Rolls one die and checks the face, so a faulty dice source fails loudly instead of corrupting a game. */
export function rollDie(dice: Dice, kind: DieKind): number {
  const value = dice.roll(kind);
  if (!isFaceOf(kind, value)) throw new RangeError(`the dice returned ${value} for a ${kind}`);
  return value;
}
