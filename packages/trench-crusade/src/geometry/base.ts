/**
 * Round bases by size. Measurements are base to base, so every distance needs the base's radius; line
 * of sight needs a model's height, which the rules take from the miniature itself: we take it from the
 * base (house rule, README).
 */
export const BASE_SIZES_MM = [25, 32, 40, 50] as const;
export type BaseSize = (typeof BASE_SIZES_MM)[number];

export const MM_PER_INCH = 25.4;

export function baseRadius(mm: number): number {
  return mm / MM_PER_INCH / 2;
}

/** House rule: a model stands this tall, in inches, by base size. */
export const MODEL_HEIGHT: Readonly<Record<BaseSize, number>> = { 25: 1.25, 32: 1.5, 40: 1.75, 50: 2.25 };

export function modelHeight(mm: number): number {
  return MODEL_HEIGHT[mm as BaseSize] ?? 1.5;
}

/** The seed: large bases (50mm or more) need a bigger height difference for the elevated-position bonus. */
export function isLargeBase(mm: number): boolean {
  return mm >= 50;
}
