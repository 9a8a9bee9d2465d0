/** §4.7 SPP cost of an advancement, by how many advancements the player already has. */
export const ADVANCEMENT_KINDS = [
  'random-primary',
  'chosen-primary',
  'chosen-secondary',
  'characteristic',
] as const;
export type AdvancementKind = (typeof ADVANCEMENT_KINDS)[number];

/** Player levels, one per advancement taken (the 6th and later are Legend). */
export const PLAYER_LEVELS = [
  'experienced',
  'veteran',
  'emerging-star',
  'star',
  'super-star',
  'legend',
] as const;
export type PlayerLevel = (typeof PLAYER_LEVELS)[number];

/** Row i = the (i + 1)th advancement. */
export const ADVANCEMENT_COST_TABLE = [
  {
    level: 'experienced',
    'random-primary': 3,
    'chosen-primary': 6,
    'chosen-secondary': 10,
    characteristic: 14,
  },
  { level: 'veteran', 'random-primary': 4, 'chosen-primary': 8, 'chosen-secondary': 12, characteristic: 16 },
  {
    level: 'emerging-star',
    'random-primary': 6,
    'chosen-primary': 12,
    'chosen-secondary': 16,
    characteristic: 20,
  },
  { level: 'star', 'random-primary': 8, 'chosen-primary': 16, 'chosen-secondary': 20, characteristic: 24 },
  {
    level: 'super-star',
    'random-primary': 10,
    'chosen-primary': 20,
    'chosen-secondary': 24,
    characteristic: 28,
  },
  { level: 'legend', 'random-primary': 15, 'chosen-primary': 30, 'chosen-secondary': 34, characteristic: 38 },
] as const satisfies readonly ({ level: PlayerLevel } & Record<AdvancementKind, number>)[];

/**
 * SPP cost of the next advancement for a player who already has `taken` advancements. Beyond the
 * sixth the Legend row applies (the rulebook stops there; unverified reading).
 */
export function advancementCost(taken: number, kind: AdvancementKind): number {
  if (!Number.isInteger(taken) || taken < 0) {
    throw new RangeError(`advancement cost: advancements taken must be a non-negative integer, got ${taken}`);
  }
  const row = ADVANCEMENT_COST_TABLE[Math.min(taken, ADVANCEMENT_COST_TABLE.length - 1)];
  return (row as (typeof ADVANCEMENT_COST_TABLE)[number])[kind];
}

/** Level name for a player with `advancements` advancements (undefined for none: a rookie). */
export function playerLevel(advancements: number): PlayerLevel | undefined {
  if (advancements <= 0) return undefined;
  return PLAYER_LEVELS[Math.min(advancements, PLAYER_LEVELS.length) - 1];
}
