import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Accounts } from '../auth/accounts.js';
import type { Limits } from '../config.js';
import type { PrismaClient } from '../db/database.js';
import { AppError } from '../errors.js';
import type { MatchHost } from '../host/match-host.js';
import { ErrorResponse } from '../http/schemas.js';
import { currentCoach, requireCoach } from '../lobby/session.js';
import {
  EditionField,
  IdParams,
  InducementsField,
  MatchListSchema,
  MatchResponseSchema,
  ReplaySchema,
  TeamChoiceSchema,
  TurnSeconds,
  VerifySchema,
} from './schemas.js';

export interface MatchRoutesOptions {
  accounts: Accounts;
  host: MatchHost;
  /** The game of exhibition and bot matches. */
  game: string;
  /** For the volume limits (live bot matches of a coach). */
  prisma?: PrismaClient;
  limits?: Pick<Limits, 'liveBotMatchesPerCoach' | 'replaysPerMinute'>;
}

/** Matches over HTTP: play the bot, list, replay, verify. Live play is on the socket. */
export const matchRoutes: FastifyPluginAsyncZod<MatchRoutesOptions> = async (
  app,
  { accounts, host, game, prisma, limits },
) => {
  app.post(
    '/bot',
    {
      schema: {
        tags: ['matches'],
        summary: 'Start an exhibition match against the random bot',
        body: z.object({
          team: TeamChoiceSchema,
          botTeam: TeamChoiceSchema.optional(),
          seat: z.enum(['home', 'away']).optional(),
          turnSeconds: TurnSeconds,
          edition: EditionField.optional(),
          inducements: InducementsField.optional(),
        }),
        response: { 201: MatchResponseSchema, 400: ErrorResponse, 401: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      const coach = await requireCoach(accounts, request);
      const most = limits?.liveBotMatchesPerCoach;
      if (prisma && most !== undefined) {
        const live = await prisma.match.count({
          where: {
            status: 'live',
            AND: [{ seats: { some: { coachId: coach.id } } }, { seats: { some: { bot: true } } }],
          },
        });
        if (live >= most) {
          throw new AppError(
            'limit/live-bot-matches',
            429,
            `You have ${live} live matches against the bot, the most you may (${most}): finish one first (one nobody plays ends by itself).`,
            { limit: most },
          );
        }
      }
      const mine = request.body.seat ?? 'home';
      const botSeat = mine === 'home' ? 'away' : 'home';
      const seats = {
        [mine]: {
          participant: { kind: 'coach' as const, coachId: coach.id, name: coach.name },
          choice: request.body.team,
        },
        [botSeat]: {
          participant: { kind: 'bot' as const, name: 'Bot' },
          choice: request.body.botTeam ?? request.body.team,
        },
      };
      const match = await host.create({
        game,
        seats: { home: seats.home!, away: seats.away! },
        ...(request.body.turnSeconds ? { turnSeconds: request.body.turnSeconds } : {}),
        ...(request.body.edition || request.body.inducements
          ? {
              options: {
                ...(request.body.edition ? { edition: request.body.edition } : {}),
                ...(request.body.inducements ? { inducements: request.body.inducements } : {}),
              },
            }
          : {}),
      });
      return reply.code(201).send({ match });
    },
  );

  app.get(
    '/',
    {
      schema: {
        tags: ['matches'],
        summary: 'List matches: live ones to watch, my matches, or recently finished ones',
        querystring: z.object({
          list: z.enum(['live', 'mine', 'recent']).default('live'),
          limit: z.coerce.number().int().min(1).max(100).default(50),
        }),
        response: { 200: MatchListSchema, 401: ErrorResponse },
      },
    },
    async (request) => {
      const { list, limit } = request.query;
      if (list === 'mine') {
        const coach = await requireCoach(accounts, request);
        return { matches: await host.list({ coachId: coach.id, limit }, coach.id) };
      }
      const coach = await currentCoach(accounts, request);
      return {
        matches: await host.list({ status: list === 'live' ? 'live' : 'finished', limit }, coach?.id),
      };
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['matches'],
        summary: 'One match',
        params: IdParams,
        response: { 200: MatchResponseSchema, 404: ErrorResponse },
      },
    },
    async (request) => ({
      match: await host.summary(request.params.id, (await currentCoach(accounts, request))?.id),
    }),
  );

  app.get(
    '/:id/replay',
    {
      // Each replay rebuilds the match from its log: limited per address. The replay screen asks for one
      // step's board (`steps=none`, rebuilt from the nearest snapshot) per step, up to 8 a second while
      // playing: those count apart, with 20 times the budget, so watching a replay is never refused.
      config: {
        rateLimit: {
          max: (request) =>
            (limits?.replaysPerMinute ?? 1_000_000) * (stepViewOnly(request) ? STEP_VIEW_FACTOR : 1),
          keyGenerator: (request) => `${request.ip}|${stepViewOnly(request) ? 'step' : 'log'}`,
          timeWindow: '1 minute',
        },
      },
      schema: {
        tags: ['matches'],
        summary: "A match's every step with its events, and the view after step `at` (default: the latest)",
        params: IdParams,
        querystring: z.object({
          at: z.coerce.number().int().min(0).optional(),
          /** `none`: only the view (a replay stepping through a log it already has). */
          steps: z.enum(['all', 'none']).default('all'),
        }),
        response: { 200: ReplaySchema, 404: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request) => {
      const match = await host.summary(request.params.id);
      const coach = await currentCoach(accounts, request);
      return host.replay(match.id, host.recipientOf(match, coach?.id), request.query.at, {
        steps: request.query.steps === 'all',
      });
    },
  );

  app.get(
    '/:id/verify',
    {
      schema: {
        tags: ['matches'],
        summary:
          'Check a finished match from its revealed seed: every die always; the rulings when this server runs the version it was played under',
        params: IdParams,
        response: { 200: VerifySchema, 404: ErrorResponse, 409: ErrorResponse },
      },
    },
    async (request) => host.verify(request.params.id),
  );
};

/** How many more single-step boards than whole replays an address may ask for a minute. */
const STEP_VIEW_FACTOR = 20;
const stepViewOnly = (request: { query: unknown }): boolean =>
  (request.query as { steps?: unknown } | undefined)?.steps === 'none';
