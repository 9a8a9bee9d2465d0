import { z } from 'zod';
import { EDITION_IDS } from '../edition/edition.js';
import { PITCH_HEIGHT, PITCH_WIDTH } from '../pitch.js';
import { isSkillId, parseSkillName, type SkillRef } from '../skills/catalogue.js';
import { findClassicSkill } from '../skills/classic/catalogue.js';
import { isClassicOnlySkillId } from '../skills/classic/ids.js';
import { DUGOUT_BOXES, ONCE_PER_TURN_ACTIONS, PLAYER_STATUSES, SIDES, WEATHERS } from '../types.js';

const side = z.enum(SIDES);

/** A square as `[x, y]` or `{ "x": .., "y": .. }`, on the pitch. */
export const squareSchema = z
  .union([
    z.tuple([z.number().int(), z.number().int()]).transform(([x, y]) => ({ x, y })),
    z.strictObject({ x: z.number().int(), y: z.number().int() }),
  ])
  .refine((s) => s.x >= 0 && s.x < PITCH_WIDTH && s.y >= 0 && s.y < PITCH_HEIGHT, {
    message: `square must be on the pitch (x 0–${PITCH_WIDTH - 1}, y 0–${PITCH_HEIGHT - 1})`,
  });

/** A skill as a printed name (`"Loner (4+)"`), an id (`"dodge"`) or `{ "id", "value" }`. */
export const skillSchema = z
  .union([
    z.string(),
    z.strictObject({ id: z.string(), value: z.union([z.number(), z.string()]).optional() }),
  ])
  .transform((v, ctx): SkillRef => {
    if (typeof v === 'string') {
      try {
        return parseSkillName(v);
      } catch (e) {
        // An LRB6 name BB2025 does not print (`"Claw"`, `"Stakes"`) reads as the classic catalogue does.
        const lrb6 = findClassicSkill(v);
        if (lrb6) return { ...lrb6.ref };
        ctx.addIssue({ code: 'custom', message: (e as Error).message });
        return z.NEVER;
      }
    }
    if (!isSkillId(v.id) && !isClassicOnlySkillId(v.id)) {
      ctx.addIssue({ code: 'custom', message: `unknown skill id "${v.id}"` });
      return z.NEVER;
    }
    return v.value === undefined ? { id: v.id } : { id: v.id, value: v.value };
  });

export const playerSchema = z.strictObject({
  id: z.string().min(1),
  team: side,
  name: z.string().optional(),
  number: z.number().int().min(0).optional(),
  /** A roster position id (`"human-lineman"`), looked up in the team's roster. */
  position: z.string().optional(),
  /** A Star Player id (`"the-mighty-zug"`): its stats, skills and special rule from the data. */
  star: z.string().optional(),
  ma: z.number().int().min(1).max(9).optional(),
  st: z.number().int().min(1).max(8).optional(),
  ag: z.number().int().min(1).max(6).optional(),
  pa: z.number().int().min(1).max(6).nullable().optional(),
  av: z.number().int().min(3).max(11).optional(),
  skills: z.array(skillSchema).optional(),
  keywords: z.array(z.string()).optional(),
  status: z.enum(PLAYER_STATUSES).optional(),
  at: squareSchema.optional(),
  box: z.enum(DUGOUT_BOXES).optional(),
  niggling: z.number().int().min(0).optional(),
  activated: z.boolean().optional(),
  distracted: z.boolean().optional(),
  rooted: z.boolean().optional(),
});

export const teamSchema = z.strictObject({
  name: z.string().optional(),
  roster: z.string().optional(),
  rerolls: z.number().int().min(0).max(8).optional(),
  rerollsPerHalf: z.number().int().min(0).max(8).optional(),
  leaderRerolls: z.number().int().min(0).max(1).optional(),
  apothecary: z.boolean().optional(),
  fanFactor: z.number().int().min(0).optional(),
  dedicatedFans: z.number().int().min(0).max(7).optional(),
  cheerleaders: z.number().int().min(0).optional(),
  assistantCoaches: z.number().int().min(0).optional(),
  score: z.number().int().min(0).optional(),
  turn: z.number().int().min(0).max(8).optional(),
});

export const ballSchema = z.union([
  z.null(),
  z.strictObject({ at: squareSchema }),
  z.strictObject({ carrier: z.string() }),
  z.strictObject({ inAir: squareSchema }),
]);

export const scenarioSchema = z.strictObject({
  edition: z.enum(EDITION_IDS).optional(),
  /** Where the match starts: a team turn (default), a drive's set-up, or the pre-match sequence. */
  phase: z.enum(['turn', 'setup', 'pre-match']).optional(),
  half: z.number().int().min(1).max(2).optional(),
  /** The team whose turn it is (phase "turn"). */
  activeTeam: side.optional(),
  /** The active team's turn number (phase "turn"; default 1). Other markers via teams.*.turn. */
  turn: z.number().int().min(1).max(8).optional(),
  /** The team kicking in the current drive (default: the non-active team). */
  kickingTeam: side.optional(),
  weather: z.enum(WEATHERS).optional(),
  teams: z.strictObject({ home: teamSchema.optional(), away: teamSchema.optional() }).optional(),
  players: z.array(playerSchema),
  ball: ballSchema.optional(),
  /** Once-per-turn actions the active team has already declared this turn. */
  declared: z.array(z.enum(ONCE_PER_TURN_ACTIONS)).optional(),
});

export type ScenarioInput = z.input<typeof scenarioSchema>;
export type Scenario = z.output<typeof scenarioSchema>;
