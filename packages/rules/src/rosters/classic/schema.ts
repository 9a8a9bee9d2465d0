import { z } from 'zod';
import type { SkillRef } from '../../skills/catalogue.js';
import { parseClassicSkillName } from '../../skills/classic/catalogue.js';
import { RosterDataError } from '../convert.js';
import { gold, int, kebabId, rosterDataError, skillList, uniquePositionIds } from '../schema-parts.js';
import { CLASSIC_ROSTER_IDS, type ClassicRosterId, isClassicRosterId } from './ids.js';
import { RAW_CLASSIC_ROSTERS } from './teams/index.js';

/** LRB6 skill categories a position may advance in (Extraordinary skills are never chosen). */
export const CLASSIC_ACCESS_CATEGORIES = ['G', 'A', 'P', 'S', 'M'] as const;
export type ClassicAccessCategory = (typeof CLASSIC_ACCESS_CATEGORIES)[number];

/** Team rules of LRB6 rosters beyond their players' skills. */
export const CLASSIC_TEAM_RULE_IDS = ['raise-the-dead'] as const;
export type ClassicTeamRuleId = (typeof CLASSIC_TEAM_RULE_IDS)[number];

/**
 * A position of an LRB6 roster, checked. AG is the 1–6 characteristic read through the AG table, AV the
 * value a roll must beat; LRB6 has no PA (`pa: null`) and no keywords.
 */
export interface ClassicPosition {
  readonly id: string;
  readonly name: string;
  readonly max: number;
  readonly cost: number;
  readonly ma: number;
  readonly st: number;
  readonly ag: number;
  readonly pa: null;
  readonly av: number;
  readonly skills: readonly SkillRef[];
  /** Categories open on a normal advance roll. */
  readonly primary: readonly ClassicAccessCategory[];
  /** Categories open only on a double. */
  readonly secondary: readonly ClassicAccessCategory[];
}

export interface ClassicRoster {
  readonly id: ClassicRosterId;
  readonly name: string;
  readonly rerollCost: number;
  readonly maxRerolls: number;
  readonly apothecary: boolean;
  readonly specialRules: readonly ClassicTeamRuleId[];
  readonly positions: readonly ClassicPosition[];
}

const price = gold(10_000);
const access = z.array(z.enum(CLASSIC_ACCESS_CATEGORIES)).refine((a) => new Set(a).size === a.length, {
  message: 'lists a category twice',
});

const positionSchema = z
  .strictObject({
    id: kebabId(),
    name: z.string().min(1),
    max: int(1, 16),
    cost: price,
    ma: int(1, 10),
    st: int(1, 7),
    ag: int(1, 6),
    av: int(5, 10),
    skills: skillList(parseClassicSkillName),
    primary: access,
    secondary: access,
  })
  .superRefine((p, ctx) => {
    const both = p.primary.filter((c) => p.secondary.includes(c));
    if (both.length > 0)
      ctx.addIssue({ code: 'custom', path: ['secondary'], message: `also primary: ${both.join('')}` });
  });

export const classicRosterSchema = z
  .strictObject({
    id: z.string().refine(isClassicRosterId, 'is not one of CLASSIC_ROSTER_IDS'),
    name: z.string().min(1),
    rerollCost: price,
    maxRerolls: int(0, 8),
    apothecary: z.boolean(),
    specialRules: z.array(z.enum(CLASSIC_TEAM_RULE_IDS)),
    positions: z.array(positionSchema).min(1),
  })
  .superRefine(uniquePositionIds);

/** An LRB6 roster as written in a data file (skills as LRB6 prints them). */
export type RawClassicRoster = z.input<typeof classicRosterSchema>;

/** Check a raw LRB6 roster and convert it; throws `RosterDataError` naming the roster, position and field. */
export function parseClassicRoster(raw: unknown): ClassicRoster {
  const result = classicRosterSchema.safeParse(raw);
  if (result.success) {
    const r = result.data;
    return { ...r, positions: r.positions.map((p) => ({ ...p, pa: null })) } as ClassicRoster;
  }
  throw rosterDataError('classic roster', raw, result.error);
}

/** Check every LRB6 roster data file with zod (the server at start-up, rosters.test.ts). */
export function validateClassicRosterData(): void {
  for (const id of CLASSIC_ROSTER_IDS) {
    const roster = parseClassicRoster(RAW_CLASSIC_ROSTERS[id]);
    if (roster.id !== id)
      throw new RosterDataError(`classic roster "${id}", field "id": data file says "${roster.id}"`);
  }
}
