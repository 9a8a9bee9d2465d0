import type { Challenge } from '@dugout/client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Accounts } from '../auth/accounts.js';
import type { PrismaClient } from '../db/database.js';
import { AppError } from '../errors.js';
import type { Prisma } from '../generated/prisma/client.js';
import { CommandRejected } from '../host/game-module.js';
import type { MatchHost } from '../host/match-host.js';
import { ErrorResponse } from '../http/schemas.js';
import {
  ChallengeSchema,
  IdParams,
  MatchSummarySchema,
  TeamChoiceSchema,
  TurnSeconds,
} from '../matches/schemas.js';
import { requireCoach } from './session.js';

export interface LobbyRoutesOptions {
  accounts: Accounts;
  prisma: PrismaClient;
  host: MatchHost;
  game: string;
}

const include = {
  fromCoach: { select: { id: true, name: true } },
  toCoach: { select: { id: true, name: true } },
};
type Row = Prisma.ChallengeGetPayload<{ include: typeof include }>;

const toChallenge = (row: Row): Challenge => ({
  id: row.id,
  game: row.game,
  from: row.fromCoach,
  to: row.toCoach,
  status: row.status,
  matchId: row.matchId,
  createdAt: row.createdAt.toISOString(),
});

const ChallengeResponse = z.object({ challenge: ChallengeSchema });

/** Challenges: to a named coach or open to anyone; accept (which starts the match), decline, cancel. */
export const lobbyRoutes: FastifyPluginAsyncZod<LobbyRoutesOptions> = async (
  app,
  { accounts, prisma, host, game },
) => {
  const checkTeam = (team: unknown) => {
    const module = host.module(game);
    try {
      module.prepare(Object.fromEntries(module.seats.map((s) => [s, team])));
    } catch (error) {
      if (error instanceof CommandRejected) throw new AppError(error.code, 400, error.message, error.details);
      throw error;
    }
  };
  const load = async (id: string) => {
    const row = await prisma.challenge.findUnique({ where: { id }, include });
    if (!row) throw new AppError('challenge/not-found', 404, 'There is no such challenge.');
    return row;
  };

  app.post(
    '/',
    {
      schema: {
        tags: ['challenges'],
        summary: 'Challenge a named coach, or post an open challenge',
        body: z.object({ team: TeamChoiceSchema, to: z.string().trim().min(1).max(24).optional() }),
        response: { 201: ChallengeResponse, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const coach = await requireCoach(accounts, request);
      checkTeam(request.body.team);
      let toCoachId: string | null = null;
      if (request.body.to) {
        const to = await prisma.coach.findUnique({ where: { nameKey: request.body.to.toLowerCase() } });
        if (!to)
          throw new AppError('challenge/unknown-coach', 404, `There is no coach named "${request.body.to}".`);
        if (to.id === coach.id)
          throw new AppError('challenge/own-challenge', 400, 'You cannot challenge yourself.');
        toCoachId = to.id;
      }
      const row = await prisma.challenge.create({
        data: {
          id: crypto.randomUUID(),
          game,
          fromCoachId: coach.id,
          toCoachId,
          fromTeam: request.body.team as Prisma.InputJsonValue,
        },
        include,
      });
      return reply.code(201).send({ challenge: toChallenge(row) });
    },
  );

  app.get(
    '/',
    {
      schema: {
        tags: ['challenges'],
        summary: 'Open challenges I can accept, and my own challenges',
        response: { 200: z.object({ challenges: z.array(ChallengeSchema) }), 401: ErrorResponse },
      },
    },
    async (request) => {
      const coach = await requireCoach(accounts, request);
      const rows = await prisma.challenge.findMany({
        where: {
          OR: [
            { status: 'open', OR: [{ toCoachId: null }, { toCoachId: coach.id }] },
            { fromCoachId: coach.id },
          ],
        },
        orderBy: { createdAt: 'desc' },
        take: 100,
        include,
      });
      return { challenges: rows.map(toChallenge) };
    },
  );

  app.post(
    '/:id/accept',
    {
      schema: {
        tags: ['challenges'],
        summary: 'Accept a challenge: the match starts at once, the challenger at home',
        params: IdParams,
        body: z.object({ team: TeamChoiceSchema, turnSeconds: TurnSeconds }),
        response: {
          201: z.object({ challenge: ChallengeSchema, match: MatchSummarySchema }),
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
          409: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const coach = await requireCoach(accounts, request);
      const row = await load(request.params.id);
      if (row.fromCoachId === coach.id) {
        throw new AppError('challenge/own-challenge', 400, 'You cannot accept your own challenge.');
      }
      if (row.toCoachId && row.toCoachId !== coach.id) {
        throw new AppError('challenge/not-yours', 403, 'This challenge is addressed to another coach.');
      }
      if (row.status !== 'open')
        throw new AppError('challenge/not-open', 409, `This challenge is ${row.status}.`);
      checkTeam(request.body.team);
      const claimed = await prisma.challenge.updateMany({
        where: { id: row.id, status: 'open' },
        data: { status: 'accepted', updatedAt: new Date() },
      });
      if (claimed.count !== 1)
        throw new AppError('challenge/not-open', 409, 'This challenge was just taken.');
      try {
        const match = await host.create({
          game: row.game,
          teams: { home: row.fromTeam, away: request.body.team },
          participants: {
            home: { kind: 'coach', coachId: row.fromCoach.id, name: row.fromCoach.name },
            away: { kind: 'coach', coachId: coach.id, name: coach.name },
          },
          ...(request.body.turnSeconds ? { turnSeconds: request.body.turnSeconds } : {}),
        });
        const updated = await prisma.challenge.update({
          where: { id: row.id },
          data: { matchId: match.id },
          include,
        });
        return reply.code(201).send({ challenge: toChallenge(updated), match });
      } catch (error) {
        await prisma.challenge.update({ where: { id: row.id }, data: { status: 'open' } });
        throw error;
      }
    },
  );

  for (const [action, status, who] of [
    ['decline', 'declined', 'to'],
    ['cancel', 'cancelled', 'from'],
  ] as const) {
    app.post(
      `/:id/${action}`,
      {
        schema: {
          tags: ['challenges'],
          summary: action === 'decline' ? 'Decline a challenge addressed to me' : 'Withdraw my own challenge',
          params: IdParams,
          response: {
            200: ChallengeResponse,
            401: ErrorResponse,
            403: ErrorResponse,
            404: ErrorResponse,
            409: ErrorResponse,
          },
        },
      },
      async (request) => {
        const coach = await requireCoach(accounts, request);
        const row = await load(request.params.id);
        const allowed = who === 'from' ? row.fromCoachId === coach.id : row.toCoachId === coach.id;
        if (!allowed) {
          throw new AppError(
            'challenge/not-yours',
            403,
            who === 'from'
              ? 'Only the challenger can cancel a challenge.'
              : 'Only the challenged coach can decline.',
          );
        }
        const moved = await prisma.challenge.updateMany({
          where: { id: row.id, status: 'open' },
          data: { status, updatedAt: new Date() },
        });
        if (moved.count !== 1)
          throw new AppError('challenge/not-open', 409, `This challenge is ${row.status}.`);
        return { challenge: toChallenge(await load(row.id)) };
      },
    );
  }
};
