import type { PlayerRecord } from '../../state/types.js';
import type { ClassicLeaguePlayer } from './advancement.js';
import { type ClassicMatchRecord, classicAdvancesEarned, classicSppFor } from './experience.js';

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

/** One player's experience from a match: the SPP earned and how many new advances that brings. */
export interface ClassicExperience {
  playerId: string;
  spp: number;
  advancesDue: number;
}

/**
 * The experience step of an LRB6 league's post-game: each player's match earns SPP by the LRB6 awards,
 * and each star level reached is an advance to roll (`rollClassicAdvance`). Pure; the same input gives
 * the same players back, so running it again on the result of the first run would count twice: the
 * caller stores the result with the match, once.
 */
export function classicExperienceAfterMatch(
  players: readonly ClassicLeaguePlayer[],
  records: Readonly<Record<string, ClassicMatchRecord>>,
): { players: ClassicLeaguePlayer[]; experience: ClassicExperience[] } {
  const experience: ClassicExperience[] = [];
  const next = players.map((p) => {
    const record = records[p.id];
    if (record === undefined) return p;
    const spp = classicSppFor(record);
    const after = { ...p, spp: p.spp + spp };
    experience.push({ playerId: p.id, spp, advancesDue: classicAdvancesEarned(after.spp) - p.advances });
    return after;
  });
  return { players: next, experience };
}
