import {
  ACTION_KINDS,
  CLASSIC_ONLY_SKILL_IDS,
  type Command,
  SIDES,
  SKILL_IDS,
  STAR_RULE_IDS,
} from '@dugout/rules';

import { z } from 'zod';

// A skill of either edition's catalogue (classic matches carry a few LRB6-only ones).
const ANY_SKILL_ID = z.enum([...SKILL_IDS, ...CLASSIC_ONLY_SKILL_IDS]);

// The pitch plus one square beyond each edge: the engine offers a push into the crowd as that square.
const square = z
  .object({ x: z.number().int().min(-1).max(26), y: z.number().int().min(-1).max(15) })
  .strict();
const player = z.string().min(1).max(64);
const team = { team: z.enum(SIDES).optional() };

/**
 * The zod schema of the engine's `Command` (packages/rules/src/engine/commands.ts), checked at the socket
 * edge so the engine only ever sees well-formed commands. The compile-time check below keeps the two in
 * step: a command shape added to the engine fails to type-check here until it is added.
 */
export const commandSchema = z.discriminatedUnion('type', [
  z.object({ ...team, type: z.literal('activate'), player, action: z.enum(ACTION_KINDS) }).strict(),
  z.object({ ...team, type: z.literal('end-turn') }).strict(),
  z.object({ ...team, type: z.literal('move'), square }).strict(),
  z.object({ ...team, type: z.literal('end-activation') }).strict(),
  z
    .object({
      ...team,
      type: z.literal('reroll'),
      source: z.union([z.literal('team'), ANY_SKILL_ID, z.enum(STAR_RULE_IDS)]),
    })
    .strict(),
  z.object({ ...team, type: z.literal('no-reroll') }).strict(),
  z.object({ ...team, type: z.literal('use-skill'), skill: ANY_SKILL_ID }).strict(),
  z.object({ ...team, type: z.literal('decline') }).strict(),
  z.object({ ...team, type: z.literal('choose'), choice: z.string().min(1).max(64) }).strict(),
  z.object({ ...team, type: z.literal('player'), player }).strict(),
  z.object({ ...team, type: z.literal('square'), square }).strict(),
  z.object({ ...team, type: z.literal('formation'), name: z.string().min(1).max(64) }).strict(),
  z.object({ ...team, type: z.literal('bench') }).strict(),
  z.object({ ...team, type: z.literal('done') }).strict(),
  z.object({ ...team, type: z.literal('concede') }).strict(),
]);

type Parsed = z.infer<typeof commandSchema>;
// Both directions must hold: every parsed command is an engine command and vice versa.
const _parsedIsCommand: (c: Parsed) => Command = (c) => c;
const _commandIsParsed: (c: Command) => Parsed = (c) => c;
void _parsedIsCommand;
void _commandIsParsed;
