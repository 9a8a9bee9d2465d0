import { EDITION_IDS } from '@dugout/rules';
import { z } from 'zod';

export const TeamChoiceSchema = z.union([
  z
    .object({
      roster: z.string().min(1).max(64),
      name: z.string().min(1).max(60).optional(),
      // The rules the roster is looked up in (issue 18); the match's edition when left out.
      edition: z.enum(EDITION_IDS).optional(),
    })
    .strict(),
  z.object({ sheet: z.record(z.string(), z.unknown()) }).strict(),
]);

export const ParticipantSchema = z.object({
  kind: z.enum(['coach', 'bot']),
  coachId: z.string().optional(),
  name: z.string(),
  replaced: z.object({ coachId: z.string().optional(), name: z.string(), at: z.string() }).optional(),
});

const ResultSchema = z.object({
  winner: z.string().nullable(),
  side: z.string().optional(),
  seats: z.record(
    z.string(),
    z.object({
      result: z.enum(['win', 'draw', 'loss']),
      place: z.number().int().optional(),
      side: z.string().optional(),
    }),
  ),
  reason: z.enum(['played', 'forfeit', 'conceded', 'abandoned']),
  details: z.unknown().optional(),
});

export const MatchSummarySchema = z.object({
  id: z.uuid(),
  game: z.string(),
  version: z.string(),
  status: z.enum(['live', 'finished']),
  seats: z.record(z.string(), ParticipantSchema),
  seedCommitment: z.string(),
  seed: z.string().nullable(),
  seq: z.number().int(),
  turnSeconds: z.number().int(),
  result: ResultSchema.nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** Whatever the game module shows of the match for this recipient (MatchHeadline). */
  headline: z.record(z.string(), z.unknown()).nullable().optional(),
});

export const MatchResponseSchema = z.object({ match: MatchSummarySchema });
export const MatchListSchema = z.object({ matches: z.array(MatchSummarySchema) });

export const ReplaySchema = z.object({
  matchId: z.uuid(),
  game: z.string(),
  recipient: z.string(),
  at: z.number().int(),
  view: z.unknown(),
  steps: z.array(
    z.object({
      seq: z.number().int(),
      seat: z.string(),
      actor: z.string(),
      command: z.unknown(),
      events: z.array(z.unknown()),
    }),
  ),
});

export const VerifySchema = z.object({
  matchId: z.uuid(),
  ok: z.boolean(),
  seed: z.string(),
  seedCommitment: z.string(),
  commitmentMatches: z.boolean(),
  commandsChecked: z.number().int(),
  finalHash: z.string(),
  problems: z.array(z.string()),
  dice: z.object({
    ok: z.boolean(),
    rollsChecked: z.number().int(),
    unrecorded: z.number().int(),
    problems: z.array(z.string()),
  }),
  rulings: z.object({
    checked: z.boolean(),
    ok: z.boolean().nullable(),
    version: z.string(),
    versions: z.array(z.string()),
    runningVersion: z.string(),
    note: z.string().optional(),
    problems: z.array(z.string()),
  }),
});

export const IdParams = z.object({ id: z.uuid({ error: 'must be a match, table or challenge id' }) });
export const TurnSeconds = z.number().int().min(10).max(3600).optional();

/** A Blood Bowl match's rules (issue 18), for the routes that make one: BB2025 when left out. */
export const EditionField = z.enum(EDITION_IDS);

/** Exhibition inducements (issue 16): each coach may spend this budget, in gold: multiples of 5k, at most 2M. */
export const InducementsField = z
  .object({ budget: z.number().int().min(0).max(2_000_000).multipleOf(5_000) })
  .strict();
