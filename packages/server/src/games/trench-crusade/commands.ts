import { ABILITY_ACTIONS, type Command as EngineCommand } from '@dugout/trench-crusade';
import { z } from 'zod';

// Inches on the 48" table; a little beyond the edge so a refused point gets the rules' own message.
const inches = z.number().finite().min(-2).max(50);
const point = z.object({ x: inches, y: inches }).strict();
const model = z.string().min(1).max(16);
const weapon = z.number().int().min(-1).max(31);
const floor = z.number().int().min(0).max(9);

const step = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('walk'), to: point }).strict(),
  z.object({ kind: z.literal('climb'), floor }).strict(),
  z.object({ kind: z.literal('jump-down'), to: point }).strict(),
  z.object({ kind: z.literal('jump'), to: point, floor }).strict(),
]);
const path = z.array(step).min(1).max(24);
const targets = z.array(model).min(1).max(12);

/** The engine's commands (packages/trench-crusade/src/engine/commands.ts), checked at the socket edge. */
export const engineCommandSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('choose-zone'), edge: z.enum(['south', 'north']) }).strict(),
  z.object({ type: z.literal('field'), models: z.array(model).max(30) }).strict(),
  z.object({ type: z.literal('deploy'), model, at: point, floor: floor.optional() }).strict(),
  z.object({ type: z.literal('choose-first'), first: z.enum(['a', 'b']) }).strict(),
  z.object({ type: z.literal('activate'), model }).strict(),
  z.object({ type: z.literal('stand'), model }).strict(),
  z.object({ type: z.literal('move'), model, path }).strict(),
  z.object({ type: z.literal('dash'), model, path }).strict(),
  z.object({ type: z.literal('charge'), model, targets, path }).strict(),
  z.object({ type: z.literal('retreat'), model, path }).strict(),
  z.object({ type: z.literal('shoot'), model, weapon, targets }).strict(),
  z.object({ type: z.literal('melee'), model, weapon, target: model, offHand: weapon.optional() }).strict(),
  z
    .object({
      type: z.literal('ability'),
      model,
      ability: z.enum(ABILITY_ACTIONS),
      target: model.optional(),
      use: z.enum(['remove-marker', 'stand']).optional(),
    })
    .strict(),
  z.object({ type: z.literal('end-activation'), model }).strict(),
  z
    .object({
      type: z.literal('spend-blood'),
      spend: z
        .array(
          z.object({ markers: z.number().int().min(0).max(6), bloodbath: z.boolean().optional() }).strict(),
        )
        .max(12),
    })
    .strict(),
  z
    .object({
      type: z.literal('free-attacks'),
      attacks: z.array(z.object({ model, weapon: weapon.nullable() }).strict()).max(12),
    })
    .strict(),
  z.object({ type: z.literal('fall-side'), side: z.enum(['take-off', 'landing']) }).strict(),
  z.object({ type: z.literal('concede') }).strict(),
]);

/**
 * Moves by destination, for screens: the module finds the path on the same ½" grid its reachable area
 * shows (`reachableArea`, `pathTo`) and gives the engine that path. A charge at targets without a point
 * picks the cheapest spot within 1" of them all.
 */
export const destinationSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('move-to'), model, to: point }).strict(),
  z.object({ type: z.literal('dash-to'), model, to: point }).strict(),
  z.object({ type: z.literal('retreat-to'), model, to: point }).strict(),
  z.object({ type: z.literal('charge-at'), model, targets, to: point.optional() }).strict(),
]);

export const commandSchema = z.union([engineCommandSchema, destinationSchema]);

export type DestinationCommand = z.infer<typeof destinationSchema>;
export type TrenchCommand = EngineCommand | DestinationCommand;

type Parsed = z.infer<typeof engineCommandSchema>;
// Both directions must hold: every parsed command is an engine command and vice versa.
const _parsedIsCommand: (c: Parsed) => EngineCommand = (c) => c;
const _commandIsParsed: (c: EngineCommand) => Parsed = (c) => c;
void _parsedIsCommand;
void _commandIsParsed;
