import { parseSkillName } from '../skills/catalogue.js';
import type { RosterId } from './ids.js';
import type { Position, RawRoster, RawStarPlayer, Roster, StarPlayer } from './schema.js';

/*
 * Turning the roster data files into `Roster`s and `StarPlayer`s without zod, so that the web app (which
 * loads the rosters) does not bundle it. The data files are typed (`RawRoster`), and `validateRosterData`
 * (schema.ts, zod) checks them in full: the server calls it at start-up and rosters.test.ts calls it.
 */

/** Thrown when a data file does not match the schema; the message names the team, position and field. */
export class RosterDataError extends Error {
  override readonly name = 'RosterDataError';
}

type RawPosition = RawRoster['positions'][number];

function convertPosition(p: RawPosition): Position {
  return {
    id: p.id,
    name: p.name,
    keywords: p.keywords,
    max: p.max,
    cost: p.cost,
    ma: p.ma,
    st: p.st,
    ag: p.ag,
    pa: p.pa,
    av: p.av,
    skills: p.skills.map(parseSkillName),
    primary: p.primary,
    secondary: p.secondary,
  };
}

/** A typed roster data file as a `Roster` (skill names read into refs); checks nothing else. */
export function convertRoster(raw: RawRoster): Roster {
  return {
    id: raw.id as RosterId,
    name: raw.name,
    tier: raw.tier,
    rerollCost: raw.rerollCost,
    maxRerolls: raw.maxRerolls,
    apothecary: raw.apothecary,
    leagues: raw.leagues,
    specialRules: raw.specialRules,
    favouredChoice: raw.favouredChoice,
    conditionalRules: raw.conditionalRules,
    maxBigGuys: raw.maxBigGuys,
    positions: raw.positions.map(convertPosition),
  };
}

/** A typed star player entry as a `StarPlayer` (skill names read into refs, defaults filled in). */
export function convertStarPlayer(raw: RawStarPlayer): StarPlayer {
  return {
    id: raw.id,
    name: raw.name,
    cost: raw.cost,
    ma: raw.ma,
    st: raw.st,
    ag: raw.ag,
    pa: raw.pa,
    av: raw.av,
    keywords: raw.keywords,
    skills: raw.skills.map(parseSkillName),
    specialRule: raw.specialRule,
    playsFor: raw.playsFor,
    megaStar: raw.megaStar ?? false,
    pairedWith: raw.pairedWith ?? null,
    unverified: raw.unverified ?? null,
  };
}
