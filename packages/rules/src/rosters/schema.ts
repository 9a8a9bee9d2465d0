import { z } from 'zod';
import { parseSkillName, type SkillCategory, type SkillRef } from '../skills/catalogue.js';
import type { Characteristics } from '../tables/characteristics.js';
import { validateClassicRosterData } from './classic/schema.js';
import { RosterDataError } from './convert.js';
import { isRosterId, ROSTER_IDS, type RosterId } from './ids.js';
import {
  FAVOURED_IDS,
  type FavouredId,
  LEAGUE_IDS,
  type LeagueId,
  TEAM_RULE_IDS,
  type TeamRuleId,
} from './leagues.js';
import {
  describeIssues,
  gold,
  int,
  kebabId,
  rosterDataError,
  skillList,
  uniquePositionIds,
} from './schema-parts.js';
import { RAW_STAR_PLAYERS } from './star-players.data.js';
import { RAW_ROSTERS } from './teams/index.js';

/** Skill categories a position may advance in (traits are never bought). */
export type AccessCategory = Exclude<SkillCategory, 'T'>;

/** A position of a roster, checked. AG, PA and AV are target numbers (3 = 3+); PA `null` is "–". */
export interface Position extends Readonly<Characteristics> {
  readonly id: string;
  readonly name: string;
  /** As printed, e.g. `['Big Guy', 'Troll']`. */
  readonly keywords: readonly string[];
  /** Most players of this position a team may have. */
  readonly max: number;
  /** Hiring fee in gold pieces. */
  readonly cost: number;
  readonly skills: readonly SkillRef[];
  readonly primary: readonly AccessCategory[];
  readonly secondary: readonly AccessCategory[];
}

export interface Roster {
  readonly id: RosterId;
  readonly name: string;
  /** GW tier (May 2026 list), 1 strongest … 4. */
  readonly tier: 1 | 2 | 3 | 4;
  readonly rerollCost: number;
  readonly maxRerolls: number;
  /** May hire an Apothecary. */
  readonly apothecary: boolean;
  /** Leagues this roster may play in; with several, the team picks one at the draft. */
  readonly leagues: readonly LeagueId[];
  /** Rules every team of this roster has. */
  readonly specialRules: readonly TeamRuleId[];
  /** Pick exactly one at the draft (Chaos Chosen, Chaos Renegades); empty when there is no choice. */
  readonly favouredChoice: readonly FavouredId[];
  /** Rules gained by playing in a given league (Norse in Chaos Clash gain Favoured of Khorne). */
  readonly conditionalRules: readonly { readonly rule: TeamRuleId; readonly whenLeague: LeagueId }[];
  /** Cap on players with the Big Guy keyword in total, beyond each position's own max; null = none. */
  readonly maxBigGuys: number | null;
  readonly positions: readonly Position[];
}

/** Who may hire a star: anyone, anyone outside a league, a league, or a Favoured of… team. */
export type StarEligibility = 'any' | 'any-except-sylvanian-spotlight' | LeagueId | FavouredId;

export interface StarPlayer extends Readonly<Characteristics> {
  readonly id: string;
  readonly name: string;
  /** Hiring fee in gold pieces; for a pair, the fee for both. */
  readonly cost: number;
  readonly keywords: readonly string[];
  readonly skills: readonly SkillRef[];
  /** Name of the star's own special rule (its text is not reproduced). */
  readonly specialRule: string;
  readonly playsFor: readonly StarEligibility[];
  readonly megaStar: boolean;
  /** Star hired together with this one, for one fee (Grak and Crumbleberry …). */
  readonly pairedWith: string | null;
  /** Set when the entry rests on a single unofficial source. */
  readonly unverified: string | null;
}

const ACCESS = z.enum(['A', 'D', 'G', 'M', 'P', 'S']);
const price = gold(5_000);
const skills = skillList(parseSkillName);

const stats = {
  ma: int(1, 9),
  st: int(1, 8),
  ag: int(1, 6),
  pa: int(1, 6).nullable(),
  av: int(3, 11),
};

const positionSchema = z.strictObject({
  id: kebabId(),
  name: z.string().min(1),
  keywords: z.array(z.string().min(1)).min(1),
  max: int(1, 16),
  cost: price,
  ...stats,
  skills,
  primary: z.array(ACCESS),
  secondary: z.array(ACCESS),
});

export const rosterSchema = z
  .strictObject({
    id: z.string().refine(isRosterId, 'is not one of ROSTER_IDS'),
    name: z.string().min(1),
    tier: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
    rerollCost: price,
    maxRerolls: int(0, 8),
    apothecary: z.boolean(),
    leagues: z.array(z.enum(LEAGUE_IDS)).min(1),
    specialRules: z.array(z.enum(TEAM_RULE_IDS)),
    favouredChoice: z.array(z.enum(FAVOURED_IDS)),
    conditionalRules: z.array(
      z.strictObject({ rule: z.enum(TEAM_RULE_IDS), whenLeague: z.enum(LEAGUE_IDS) }),
    ),
    maxBigGuys: int(1, 16).nullable(),
    positions: z.array(positionSchema).min(1),
  })
  .superRefine(uniquePositionIds);

export const starPlayerSchema = z.strictObject({
  id: kebabId(),
  name: z.string().min(1),
  cost: price,
  ...stats,
  keywords: z.array(z.string().min(1)).min(1),
  skills,
  specialRule: z.string().min(1),
  playsFor: z
    .array(
      z.union([
        z.literal('any'),
        z.literal('any-except-sylvanian-spotlight'),
        z.enum(LEAGUE_IDS),
        z.enum(FAVOURED_IDS),
      ]),
    )
    .min(1),
  megaStar: z.boolean().default(false),
  pairedWith: kebabId().nullable().default(null),
  unverified: z.string().nullable().default(null),
});

/** A roster as written in a data file (skills as printed names). */
export type RawRoster = z.input<typeof rosterSchema>;
export type RawStarPlayer = z.input<typeof starPlayerSchema>;

export { RosterDataError } from './convert.js';

/** Check a raw roster and convert it; throws `RosterDataError` listing every problem. */
export function parseRoster(raw: unknown): Roster {
  const result = rosterSchema.safeParse(raw);
  if (result.success) return result.data as Roster;
  throw rosterDataError('roster', raw, result.error);
}

/** Check a raw star player and convert it; throws `RosterDataError` naming the star and field. */
export function parseStarPlayer(raw: unknown): StarPlayer {
  const result = starPlayerSchema.safeParse(raw);
  if (result.success) return result.data as StarPlayer;
  const id = typeof (raw as { id?: unknown })?.id === 'string' ? (raw as { id: string }).id : '?';
  throw new RosterDataError(
    describeIssues(result.error, (path) => `star player "${id}", field "${path.join('.') || '(star)'}"`),
  );
}

/**
 * Check every roster and star player data file against the schemas (zod). The rosters themselves are read
 * without zod (convert.ts, so the web app does not bundle it): the server calls this at start-up and
 * rosters.test.ts calls it. Throws `RosterDataError` for the first bad file.
 */
export function validateRosterData(): void {
  for (const id of ROSTER_IDS) {
    const roster = parseRoster(RAW_ROSTERS[id]);
    if (roster.id !== id)
      throw new RosterDataError(`roster "${id}", field "id": data file says "${roster.id}"`);
  }
  for (const raw of RAW_STAR_PLAYERS) parseStarPlayer(raw);
  validateClassicRosterData();
}
