/**
 * Player characteristics and their limits (§3.1). AG, PA and AV are target numbers (3 = 3+);
 * PA `null` is the printed "–" (the player cannot pass).
 */
export const CHARACTERISTICS = ['ma', 'st', 'ag', 'pa', 'av'] as const;
export type Characteristic = (typeof CHARACTERISTICS)[number];

export interface Characteristics {
  ma: number;
  st: number;
  ag: number;
  pa: number | null;
  av: number;
}

/** Allowed range of each characteristic's printed number (MA 1–9, ST 1–8, AG/PA 1+..6+, AV 3+..11+). */
export const CHARACTERISTIC_LIMITS: Readonly<Record<Characteristic, { min: number; max: number }>> = {
  ma: { min: 1, max: 9 },
  st: { min: 1, max: 8 },
  ag: { min: 1, max: 6 },
  pa: { min: 1, max: 6 },
  av: { min: 3, max: 11 },
};

/** MA and ST get better upwards, AG and PA downwards (target numbers); AV upwards (9+ → 10+). */
const BETTER: Readonly<Record<Characteristic, 1 | -1>> = { ma: 1, st: 1, ag: -1, pa: -1, av: 1 };

/**
 * The characteristics after a one-step reduction of `c` (a Lasting Injury), or `null` when the
 * reduction cannot apply because it is already at its limit or PA is "–": the injury is then only
 * Miss Next Game (§4.6, seed).
 */
export function reduceCharacteristic(stats: Characteristics, c: Characteristic): Characteristics | null {
  return step(stats, c, -BETTER[c]);
}

/**
 * The characteristics after a one-step improvement of `c` (§4.8), or `null` at the limit. Improving a
 * PA of "–" gives 6+ (our reading, as in BB2020). The league's "+2 per characteristic" cap is not
 * checked here.
 */
export function improveCharacteristic(stats: Characteristics, c: Characteristic): Characteristics | null {
  if (c === 'pa' && stats.pa === null) return { ...stats, pa: CHARACTERISTIC_LIMITS.pa.max };
  return step(stats, c, BETTER[c]);
}

function step(stats: Characteristics, c: Characteristic, delta: number): Characteristics | null {
  const current = stats[c];
  if (current === null) return null;
  const next = current + delta;
  const { min, max } = CHARACTERISTIC_LIMITS[c];
  if (next < min || next > max) return null;
  return { ...stats, [c]: next };
}
