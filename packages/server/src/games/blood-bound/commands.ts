import { type Command, TOKENS } from '@dugout/blood-bound';
import { z } from 'zod';

// A seat as the module names them (`p1` … `p12`); the rules refuse a seat that is not at the table.
const seat = z.string().min(1).max(32);
const token = z.enum(TOKENS);

/**
 * The zod schema of `@dugout/blood-bound`'s `Command`, checked at the socket edge so the rules only see
 * well-formed commands. The compile-time check below keeps the two in step.
 */
export const commandSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('attack'), target: seat }).strict(),
  z.object({ type: z.literal('pass'), to: seat }).strict(),
  z.object({ type: z.literal('offer-intervention') }).strict(),
  z.object({ type: z.literal('decline-intervention') }).strict(),
  z.object({ type: z.literal('accept-intervention'), by: seat }).strict(),
  z.object({ type: z.literal('refuse-intervention') }).strict(),
  z.object({ type: z.literal('take-token'), token }).strict(),
  z.object({ type: z.literal('return-token'), token }).strict(),
  z.object({ type: z.literal('take-quill') }).strict(),
  z.object({ type: z.literal('assassinate'), target: seat }).strict(),
  z.object({ type: z.literal('look'), at: z.tuple([seat, seat]) }).strict(),
  z.object({ type: z.literal('alchemy'), effect: z.enum(['wound', 'heal']) }).strict(),
  z.object({ type: z.literal('compel'), target: seat }).strict(),
  z.object({ type: z.literal('shield'), to: seat }).strict(),
  z.object({ type: z.literal('retaliate') }).strict(),
  z.object({ type: z.literal('staff'), to: seat }).strict(),
  z.object({ type: z.literal('fan'), to: seat }).strict(),
  z.object({ type: z.literal('curse'), trueCurse: seat, falseCurses: z.array(seat).max(11) }).strict(),
  z.object({ type: z.literal('decline-ability') }).strict(),
]);

type Parsed = z.infer<typeof commandSchema>;
// Both directions must hold: every parsed command is a rules command and vice versa.
const _parsedIsCommand: (c: Parsed) => Command = (c) => c;
const _commandIsParsed: (c: Command) => Parsed = (c) => c;
void _parsedIsCommand;
void _commandIsParsed;
