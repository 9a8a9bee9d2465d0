/**
 * LRB6 experience (classic rules reference §4): Star Player Points per achievement and the star levels
 * at which a player earns an advance. Values as botbowl's BB2016 data, which LRB6 shares.
 */

import type { PlayerRecord } from '../../state/types.js';

export const CLASSIC_SPP_ACHIEVEMENTS = [
  'completion',
  'touchdown',
  'interception',
  'casualty',
  'mvp',
] as const;
export type ClassicSppAchievement = (typeof CLASSIC_SPP_ACHIEVEMENTS)[number];

export const CLASSIC_SPP_AWARDS: Readonly<Record<ClassicSppAchievement, number>> = {
  completion: 1,
  touchdown: 3,
  interception: 2,
  casualty: 2,
  mvp: 5,
};

/** What a player did in one match, as counted for SPP. */
export type ClassicMatchRecord = Readonly<Record<ClassicSppAchievement, number>>;

/** An LRB6 match record from the engine's per-player record, with the MVP chosen after the match. */
export function classicRecordOf(
  record: Pick<PlayerRecord, 'touchdowns' | 'casualtiesSpp' | 'completions' | 'interceptions'>,
  mvp: boolean,
): ClassicMatchRecord {
  return {
    touchdown: record.touchdowns,
    casualty: record.casualtiesSpp,
    completion: record.completions,
    interception: record.interceptions,
    mvp: mvp ? 1 : 0,
  };
}

/** SPP a match record earns. */
export function classicSppFor(record: ClassicMatchRecord): number {
  return CLASSIC_SPP_ACHIEVEMENTS.reduce((sum, a) => sum + record[a] * CLASSIC_SPP_AWARDS[a], 0);
}

/** The star levels, from the SPP a player must have reached. */
export const CLASSIC_STAR_LEVELS = [
  { name: 'Rookie', spp: 0 },
  { name: 'Experienced', spp: 6 },
  { name: 'Veteran', spp: 16 },
  { name: 'Emerging Star', spp: 31 },
  { name: 'Star', spp: 51 },
  { name: 'Super Star', spp: 76 },
  { name: 'Legend', spp: 176 },
] as const;
export type ClassicStarLevel = (typeof CLASSIC_STAR_LEVELS)[number]['name'];

/** The star level of a player with `spp` Star Player Points (LRB6 SPP are never spent). */
export function classicStarLevel(spp: number): ClassicStarLevel {
  let level: ClassicStarLevel = 'Rookie';
  for (const l of CLASSIC_STAR_LEVELS) if (spp >= l.spp) level = l.name;
  return level;
}

/** How many advances a player has earned with `spp`: one per level above Rookie. */
export function classicAdvancesEarned(spp: number): number {
  return CLASSIC_STAR_LEVELS.filter((l) => l.spp > 0 && spp >= l.spp).length;
}
