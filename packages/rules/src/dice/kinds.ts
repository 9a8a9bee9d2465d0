/** The dice an engine may ask for. `BLOCK` returns a face number 1..6 (see `BLOCK_FACES`). */
export const DIE_KINDS = ['D3', 'D6', 'D8', 'D16', 'BLOCK'] as const;
export type DieKind = (typeof DIE_KINDS)[number];

/** Number of faces of each die kind; a roll of that kind is an integer in 1..sides. */
export const DIE_SIDES: Readonly<Record<DieKind, number>> = {
  D3: 3,
  D6: 6,
  D8: 8,
  D16: 16,
  BLOCK: 6,
};

/**
 * The only source of randomness the engine sees. Passed into `apply`, never global.
 * Implementations: `SeededDice` (real games), `ScriptedDice` (tests).
 */
export interface Dice {
  /** `site`: where the roll is made (the engine's context); real dice ignore it, the odds read it. */
  roll(kind: DieKind, site?: RollSite): number;
}

/** What a roll is made in: the engine passes its `Context` (the state being changed). */
export interface RollSite {
  readonly s: object;
  /**
   * Faces the rolling procedure reads alike map to one number (a throw-in's D6 direction: 1–2, 3–4,
   * 5–6), so the odds branch once per group. Real dice ignore it: the roll is the same.
   */
  readonly alike?: (face: number) => number;
  /** The first of two dice of one kind whose total alone is read (a throw-in's 2D6 distance). */
  readonly totalOfTwo?: boolean;
}

export function isDieKind(value: unknown): value is DieKind {
  return typeof value === 'string' && (DIE_KINDS as readonly string[]).includes(value);
}

/** True when `value` is a face that a die of `kind` can show. */
export function isFaceOf(kind: DieKind, value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= DIE_SIDES[kind];
}
