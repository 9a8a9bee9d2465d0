import { parseClassicSkillName } from '../../skills/classic/catalogue.js';
import { RosterDataError } from '../convert.js';
import { RosterLookupError } from '../rosters.js';
import { CLASSIC_ROSTER_IDS, type ClassicRosterId } from './ids.js';
import type { ClassicPosition, ClassicRoster, RawClassicRoster } from './schema.js';
import { RAW_CLASSIC_ROSTERS } from './teams/index.js';

/** A typed data file as a `ClassicRoster` (skill names read into refs), without zod (the web app loads it). */
function convert(raw: RawClassicRoster): ClassicRoster {
  return {
    id: raw.id as ClassicRosterId,
    name: raw.name,
    rerollCost: raw.rerollCost,
    maxRerolls: raw.maxRerolls,
    apothecary: raw.apothecary,
    specialRules: raw.specialRules,
    positions: raw.positions.map(
      (p): ClassicPosition => ({ ...p, pa: null, skills: p.skills.map(parseClassicSkillName) }),
    ),
  };
}

/** Every LRB6 roster, read once; the full zod check is `validateClassicRosterData` (schema.ts). */
const ROSTERS: ReadonlyMap<ClassicRosterId, ClassicRoster> = new Map(
  CLASSIC_ROSTER_IDS.map((id) => {
    const roster = convert(RAW_CLASSIC_ROSTERS[id]);
    if (roster.id !== id)
      throw new RosterDataError(`classic roster "${id}", field "id": data file says "${roster.id}"`);
    return [id, roster];
  }),
);

export function getClassicRoster(id: ClassicRosterId): ClassicRoster {
  const roster = ROSTERS.get(id);
  if (!roster) throw new RosterLookupError(`unknown classic roster "${id}"`);
  return roster;
}

export function listClassicRosters(): ClassicRoster[] {
  return [...ROSTERS.values()];
}

export function findClassicPosition(
  rosterId: ClassicRosterId,
  positionId: string,
): ClassicPosition | undefined {
  return getClassicRoster(rosterId).positions.find((p) => p.id === positionId);
}

export function getClassicPosition(rosterId: ClassicRosterId, positionId: string): ClassicPosition {
  const position = findClassicPosition(rosterId, positionId);
  if (!position) {
    const known = getClassicRoster(rosterId)
      .positions.map((p) => p.id)
      .join(', ');
    throw new RosterLookupError(
      `classic roster "${rosterId}" has no position "${positionId}" (it has ${known})`,
    );
  }
  return position;
}
