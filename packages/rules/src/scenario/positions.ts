import type { EditionId } from '../edition/edition.js';
import { editionOf } from '../edition/editions.js';
import { isClassicRosterId } from '../rosters/classic/ids.js';
import { findClassicPosition } from '../rosters/classic/rosters.js';
import { isRosterId } from '../rosters/ids.js';
import { findPosition } from '../rosters/rosters.js';
import type { SkillRef } from '../skills/catalogue.js';
import type { Stats } from '../state/types.js';

type Played = { readonly edition: EditionId };

/** What a scenario player takes from its roster position. */
export interface ScenarioPosition {
  stats: Stats;
  keywords: readonly string[];
  skills: readonly SkillRef[];
}

/** A BB2025 roster's position, its characteristics read in the match's edition. */
function bb2025Position(s: Played, roster: string, id: string): ScenarioPosition | undefined {
  const pos = isRosterId(roster) ? findPosition(roster, id) : undefined;
  if (!pos) return undefined;
  const printed = { ma: pos.ma, st: pos.st, ag: pos.ag, pa: pos.pa, av: pos.av };
  return { stats: editionOf(s).fromBb2025Stats(printed), keywords: pos.keywords, skills: pos.skills };
}

/**
 * Where each edition's scenarios find a `position`: BB2025's rosters; in a classic match an LRB6 roster's
 * position when the roster is an LRB6 one, else a BB2025 one standing in. Kept out of the edition records
 * so that the web app's live view loads no roster data.
 */
type Find = (s: Played, roster: string, id: string) => ScenarioPosition | undefined;
const POSITIONS: Readonly<Record<EditionId, Find>> = {
  bb2025: bb2025Position,
  classic: (s, roster, id) => {
    const pos = isClassicRosterId(roster) ? findClassicPosition(roster, id) : undefined;
    if (!pos) return bb2025Position(s, roster, id);
    return {
      stats: { ma: pos.ma, st: pos.st, ag: pos.ag, pa: null, av: pos.av },
      keywords: [],
      skills: pos.skills,
    };
  },
};

export const scenarioPosition = (s: Played, roster: string, id: string): ScenarioPosition | undefined =>
  POSITIONS[s.edition](s, roster, id);
