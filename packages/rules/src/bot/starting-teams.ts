import type { EditionId } from '../edition/edition.js';
import {
  type AnyTeam,
  buildClassicStartingTeam,
  buildStartingTeam,
  CLASSIC_ROSTER_IDS,
  type ClassicRosterId,
  checkTeamSheet,
  ROSTER_IDS,
  type RosterId,
} from '../rosters/index.js';

/** A roster id of either edition's list (`human` and `orc` are in both). */
export type AnyRosterId = RosterId | ClassicRosterId;

/** Which rosters self-play and the bench field in an edition, and how a starting team is built for one. */
interface EditionRosters {
  ids: readonly AnyRosterId[];
  /** The team sheet the edition's own team-building rules make for a new team of the roster. */
  sheet(id: AnyRosterId): unknown;
  /** The bench's game `g`: BB2025 keeps its Human v Orc (figures comparable across commits). */
  pairing(g: number): readonly [AnyRosterId, AnyRosterId];
}

/**
 * Game `g` of a run over every roster: home walks the list, away walks it at a step that grows by one each
 * full lap, so each roster plays home and away against a changing opponent and never itself.
 */
export function cyclingPair<T>(ids: readonly T[], g: number): readonly [T, T] {
  const n = ids.length;
  const home = g % n;
  const away = (home + 1 + (Math.floor(g / n) % (n - 1))) % n;
  return [ids[home] as T, ids[away] as T];
}

const EDITION_ROSTERS: Readonly<Record<EditionId, EditionRosters>> = {
  bb2025: {
    ids: ROSTER_IDS,
    sheet: (id) => buildStartingTeam(id as RosterId),
    pairing: () => ['human', 'orc'],
  },
  classic: {
    ids: CLASSIC_ROSTER_IDS,
    sheet: (id) => buildClassicStartingTeam(id as ClassicRosterId),
    pairing: (g) => cyclingPair(CLASSIC_ROSTER_IDS, g),
  },
};

export const selfPlayRosters = (edition: EditionId): readonly AnyRosterId[] => EDITION_ROSTERS[edition].ids;
export const benchPairing = (edition: EditionId, g: number) => EDITION_ROSTERS[edition].pairing(g);

const STARTING_TEAMS = new Map<string, AnyTeam>();

/**
 * The roster's starting team in the edition, built and checked by that edition's team-building rules, once
 * (`matchFromTeams` copies what it uses). An id the edition has no roster for is a clear error.
 */
export function startingTeam(edition: EditionId, id: AnyRosterId): AnyTeam {
  const key = `${edition}/${id}`;
  let team = STARTING_TEAMS.get(key);
  if (!team) {
    const rosters = EDITION_ROSTERS[edition];
    if (!rosters.ids.includes(id)) throw new Error(`the ${edition} rules have no roster "${id}"`);
    const r = checkTeamSheet(rosters.sheet(id), { expected: edition });
    if (!r.ok) {
      throw new Error(
        `${edition} starting team for ${id} is not legal: ${r.problems.map((p) => p.message).join('; ')}`,
      );
    }
    team = r.team;
    STARTING_TEAMS.set(key, team);
  }
  return team;
}
