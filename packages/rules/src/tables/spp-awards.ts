/** §4.11 Star Player Points per achievement, normally and for Brawlin' Brutes teams. */
export const SPP_ACHIEVEMENTS = [
  'completion',
  'superb-throw',
  'safe-landing',
  'interception',
  'casualty',
  'touchdown',
  'mvp',
  /** SPP from Prayers to Nuffle (counted in SPP, one each). */
  'prayers-to-nuffle',
] as const;
export type SppAchievement = (typeof SPP_ACHIEVEMENTS)[number];

export const SPP_AWARDS = {
  /** An Accurate pass caught by a team-mate with no bounce. */
  completion: { standard: 1, brawlinBrutes: 1 },
  /** Thrower of a Superb Throw Team-mate that lands. */
  'superb-throw': { standard: 1, brawlinBrutes: 1 },
  /** The thrown (or kicked) player, for landing safely. */
  'safe-landing': { standard: 1, brawlinBrutes: 1 },
  interception: { standard: 2, brawlinBrutes: 2 },
  /** Casualty caused in a Block Action. */
  casualty: { standard: 2, brawlinBrutes: 3 },
  touchdown: { standard: 3, brawlinBrutes: 2 },
  mvp: { standard: 4, brawlinBrutes: 4 },
  'prayers-to-nuffle': { standard: 1, brawlinBrutes: 1 },
} as const satisfies Record<SppAchievement, { standard: number; brawlinBrutes: number }>;

/** SPP for one achievement. Prayer bonuses (Perfect Passing etc.) are applied by the caller. */
export function sppAward(achievement: SppAchievement, brawlinBrutes = false): number {
  const row = SPP_AWARDS[achievement];
  return brawlinBrutes ? row.brawlinBrutes : row.standard;
}
