import { z } from 'zod';
import type { SkillRef } from '../skills/catalogue.js';
import { RosterDataError } from './convert.js';

/** The zod pieces both editions' roster schemas are built from. */

export const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const kebabId = () => z.string().regex(KEBAB, 'must be kebab-case');
export const int = (min: number, max: number) => z.number().int().min(min).max(max);

/** Gold pieces in steps of `step` (BB2025 prices in 5k, LRB6 in 10k). */
export const gold = (step: number) =>
  z
    .number()
    .int()
    .min(0)
    .refine((n) => n % step === 0, `must be a multiple of ${step.toLocaleString('en')}`);

/** Skill names as printed, turned into refs by `parse`; an unknown name is an issue at its own index. */
export const skillList = (parse: (name: string) => SkillRef) =>
  z.array(z.string()).transform((names, ctx) => {
    const refs: SkillRef[] = [];
    names.forEach((name, i) => {
      try {
        refs.push(parse(name));
      } catch (err) {
        ctx.addIssue({ code: 'custom', path: [i], message: (err as Error).message });
      }
    });
    return refs;
  });

/** A roster's positions must have distinct ids. */
export function uniquePositionIds(roster: { positions: readonly { id: string }[] }, ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  roster.positions.forEach((p, i) => {
    if (seen.has(p.id))
      ctx.addIssue({ code: 'custom', path: ['positions', i, 'id'], message: 'duplicate id' });
    seen.add(p.id);
  });
}

export function describeIssues(error: z.ZodError, where: (path: readonly PropertyKey[]) => string): string {
  return error.issues.map((issue) => `${where(issue.path)}: ${issue.message}`).join('; ');
}

/** A `RosterDataError` naming the roster (`label` "roster", "classic roster"), position and field of each issue. */
export function rosterDataError(label: string, raw: unknown, error: z.ZodError): RosterDataError {
  const r = raw as { id?: unknown; positions?: { id?: unknown; name?: unknown }[] };
  const team = typeof r?.id === 'string' ? r.id : '?';
  return new RosterDataError(
    describeIssues(error, (path) => {
      if (path[0] === 'positions' && typeof path[1] === 'number') {
        const pos = r.positions?.[path[1]];
        const name =
          typeof pos?.id === 'string' ? pos.id : typeof pos?.name === 'string' ? pos.name : `#${path[1]}`;
        return `${label} "${team}", position "${name}", field "${path.slice(2).join('.') || '(position)'}"`;
      }
      return `${label} "${team}", field "${path.join('.') || '(roster)'}"`;
    }),
  );
}
