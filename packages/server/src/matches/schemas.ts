import { z } from 'zod';

export const TeamChoiceSchema = z.union([
  z.object({ roster: z.string().min(1).max(64), name: z.string().min(1).max(60).optional() }).strict(),
  z.object({ sheet: z.record(z.string(), z.unknown()) }).strict(),
]);

const ParticipantSchema = z.object({
  kind: z.enum(['coach', 'bot']),
  coachId: z.string().optional(),
  name: z.string(),
});

const ResultSchema = z.object({
  winner: z.string().nullable(),
  reason: z.enum(['played', 'forfeit', 'conceded']),
  details: z.unknown().optional(),
});

export const MatchSummarySchema = z.object({
  id: z.uuid(),
  game: z.string(),
  status: z.enum(['live', 'finished']),
  seats: z.record(z.string(), ParticipantSchema),
  seedCommitment: z.string(),
  seed: z.string().nullable(),
  seq: z.number().int(),
  turnSeconds: z.number().int(),
  result: ResultSchema.nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  headline: z
    .object({
      teams: z.record(z.string(), z.string()),
      unnamedTeams: z.record(z.string(), z.string()).optional(),
      score: z.record(z.string(), z.number()),
      period: z.number(),
      turn: z.record(z.string(), z.number()),
    })
    .nullable()
    .optional(),
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
});

export const ChallengeSchema = z.object({
  id: z.uuid(),
  game: z.string(),
  from: z.object({ id: z.string(), name: z.string() }),
  to: z.object({ id: z.string(), name: z.string() }).nullable(),
  status: z.enum(['open', 'accepted', 'declined', 'cancelled']),
  matchId: z.string().nullable(),
  createdAt: z.string(),
});

export const IdParams = z.object({ id: z.uuid({ error: 'must be a match or challenge id' }) });
export const TurnSeconds = z.number().int().min(10).max(3600).optional();
