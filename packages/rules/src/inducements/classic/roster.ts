import { isClassicRosterId } from '../../rosters/classic/ids.js';
import { getClassicRoster } from '../../rosters/classic/rosters.js';
import type { ClassicRoster } from '../../rosters/classic/schema.js';
import type { InducingTeam } from '../types.js';

/** The LRB6 roster of an inducing team (a classic match's teams always have one). */
export function classicRosterOf(team: InducingTeam): ClassicRoster {
  if (!isClassicRosterId(team.rosterId))
    throw new Error(`LRB6 inducements: "${team.rosterId}" is not an LRB6 roster`);
  return getClassicRoster(team.rosterId);
}

/** Whether the team's LRB6 roster allows an Apothecary (Khemri, Necromantic, Nurgle and Undead do not). */
export const mayHireApothecary = (team: InducingTeam): boolean => classicRosterOf(team).apothecary;
