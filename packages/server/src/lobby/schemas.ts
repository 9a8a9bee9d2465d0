import { z } from 'zod';
import { ParticipantSchema, TeamChoiceSchema } from '../matches/schemas.js';

const CoachRef = z.object({ id: z.string(), name: z.string() });

export const TableSeatSchema = z.object({
  seat: z.string(),
  taken: ParticipantSchema.nullable(),
  invited: CoachRef.nullable(),
  declined: z.boolean(),
  choice: z.unknown(),
});

export const GameTableSchema = z.object({
  id: z.uuid(),
  game: z.string(),
  status: z.enum(['open', 'started', 'cancelled']),
  creator: CoachRef,
  options: z.unknown(),
  turnSeconds: z.number().int(),
  autoStart: z.boolean(),
  seats: z.array(TableSeatSchema),
  matchId: z.string().nullable(),
  matchStatus: z.enum(['live', 'finished']).nullable(),
  createdAt: z.string(),
});

export const GameInfoSchema = z.object({
  id: z.string(),
  version: z.string(),
  seats: z.union([
    z.object({ kind: z.literal('fixed'), seats: z.array(z.string()) }),
    z.object({
      kind: z.literal('range'),
      min: z.number().int(),
      max: z.number().int(),
      names: z.array(z.string()),
    }),
  ]),
  optionsSchema: z.unknown(),
  seatChoice: z.boolean(),
  bots: z.boolean(),
});

export const ChallengeSchema = z.object({
  id: z.uuid(),
  game: z.string(),
  from: CoachRef,
  to: CoachRef.nullable(),
  status: z.enum(['open', 'accepted', 'declined', 'cancelled']),
  fromTeam: z.unknown(),
  turnSeconds: z.number().int(),
  matchId: z.string().nullable(),
  matchStatus: z.enum(['live', 'finished']).nullable(),
  createdAt: z.string(),
});

export const TurnSecondsField = z.number().int().min(10).max(3600);
export const SeatParams = z.object({
  id: z.uuid({ error: 'must be a table id' }),
  seat: z.string().min(1).max(32),
});
/** A seat's choice: module-specific (a Blood Bowl team), checked by the game module. */
export const SeatChoice = z.unknown();

export const OpenTableBody = z
  .object({
    game: z.string().min(1).max(64),
    options: z.unknown().optional(),
    seatCount: z.number().int().min(1).max(64).optional(),
    turnSeconds: TurnSecondsField.optional(),
    seat: z.string().min(1).max(32).optional(),
    choice: SeatChoice.optional(),
    invite: z.array(z.string().trim().min(1).max(24)).max(63).optional(),
    autoStart: z.boolean().optional(),
  })
  .strict();

export const TakeSeatBody = z.object({ choice: SeatChoice.optional() }).strict();

export const SetSeatBody = z.discriminatedUnion('to', [
  z.object({ to: z.literal('open') }).strict(),
  z.object({ to: z.literal('invite'), coach: z.string().trim().min(1).max(24) }).strict(),
  z.object({ to: z.literal('bot'), choice: SeatChoice.optional() }).strict(),
]);

export { TeamChoiceSchema };
