import { z } from 'zod';
import type { SkillRef } from '../../skills/catalogue.js';
import { parseClassicSkillName } from '../../skills/classic/catalogue.js';
import { RosterDataError } from '../convert.js';
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

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const int = (min: number, max: number) => z.number().int().min(min).max(max);
const gold = z
  .number()
  .int()
  .min(0)
  .refine((n) => n % 10_000 === 0, 'must be a multiple of 10,000');
const access = z.array(z.enum(CLASSIC_ACCESS_CATEGORIES)).refine((a) => new Set(a).size === a.length, {
  message: 'lists a category twice',
});

/** LRB6 skill names as printed, turned into refs; an unknown name is an issue at its own index. */
const skillList = z.array(z.string()).transform((names, ctx) => {
  const refs: SkillRef[] = [];
  names.forEach((name, i) => {
    try {
      refs.push(parseClassicSkillName(name));
    } catch (err) {
      ctx.addIssue({ code: 'custom', path: [i], message: (err as Error).message });
    }
  });
  return refs;
});

const positionSchema = z
  .strictObject({
    id: z.string().regex(KEBAB, 'must be kebab-case'),
    name: z.string().min(1),
    max: int(1, 16),
    cost: gold,
    ma: int(1, 10),
    st: int(1, 7),
    ag: int(1, 6),
    av: int(5, 10),
    skills: skillList,
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
    rerollCost: gold,
    maxRerolls: int(0, 8),
    apothecary: z.boolean(),
    specialRules: z.array(z.enum(CLASSIC_TEAM_RULE_IDS)),
    positions: z.array(positionSchema).min(1),
  })
  .superRefine((roster, ctx) => {
    const seen = new Set<string>();
    roster.positions.forEach((p, i) => {
      if (seen.has(p.id))
        ctx.addIssue({ code: 'custom', path: ['positions', i, 'id'], message: 'duplicate id' });
      seen.add(p.id);
    });
  });

/** An LRB6 roster as written in a data file (skills as LRB6 prints them). */
export type RawClassicRoster = z.input<typeof classicRosterSchema>;

/** Check a raw LRB6 roster and convert it; throws `RosterDataError` naming the roster, position and field. */
export function parseClassicRoster(raw: unknown): ClassicRoster {
  const result = classicRosterSchema.safeParse(raw);
  if (result.success) {
    const r = result.data;
    return { ...r, positions: r.positions.map((p) => ({ ...p, pa: null })) } as ClassicRoster;
  }
  const r = raw as { id?: unknown; positions?: { id?: unknown }[] };
  const team = typeof r?.id === 'string' ? r.id : '?';
  const message = result.error.issues
    .map((issue) => {
      const path = issue.path;
      if (path[0] === 'positions' && typeof path[1] === 'number') {
        const pos = r.positions?.[path[1]];
        const name = typeof pos?.id === 'string' ? pos.id : `#${path[1]}`;
        return `classic roster "${team}", position "${name}", field "${path.slice(2).join('.') || '(position)'}": ${issue.message}`;
      }
      return `classic roster "${team}", field "${path.join('.') || '(roster)'}": ${issue.message}`;
    })
    .join('; ');
  throw new RosterDataError(message);
}

/** Check every LRB6 roster data file with zod (the server at start-up, rosters.test.ts). */
export function validateClassicRosterData(): void {
  for (const id of CLASSIC_ROSTER_IDS) {
    const roster = parseClassicRoster(RAW_CLASSIC_ROSTERS[id]);
    if (roster.id !== id)
      throw new RosterDataError(`classic roster "${id}", field "id": data file says "${roster.id}"`);
  }
}
