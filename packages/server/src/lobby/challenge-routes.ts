import { type Challenge, challengeStatus, type ErrorCode, type GameTable } from '@dugout/client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Accounts } from '../auth/accounts.js';
import { AppError } from '../errors.js';
import { ErrorResponse } from '../http/schemas.js';
import {
  EditionField,
  IdParams,
  InducementsField,
  MatchSummarySchema,
  TeamChoiceSchema,
} from '../matches/schemas.js';
import { ChallengeSchema, TurnSecondsField } from './schemas.js';
import { requireCoach } from './session.js';
import type { Tables } from './tables.js';

export interface ChallengeRoutesOptions {
  accounts: Accounts;
  tables: Tables;
  /** The game challenges are for (the lobby's two-seat game). */
  game: string;
}

/** A challenge is a two-seat table: the challenger's seat and the other one, kept for a coach or open. */
export function challengeOf(table: GameTable): Challenge {
  const [own, other] = table.seats;
  return {
    id: table.id,
    game: table.game,
    from: table.creator,
    to: other?.invited ?? null,
    status: challengeStatus(table),
    fromTeam: own?.choice ?? null,
    turnSeconds: table.turnSeconds,
    matchId: table.matchId,
    matchStatus: table.matchStatus,
    createdAt: table.createdAt,
  };
}

/** The table errors a challenge reports in its own words. */
const AS_CHALLENGE: Partial<Record<ErrorCode, ErrorCode>> = {
  'table/not-found': 'challenge/not-found',
  'table/not-open': 'challenge/not-open',
  'table/seat-taken': 'challenge/not-open',
  'table/seat-reserved': 'challenge/not-yours',
  'table/not-yours': 'challenge/not-yours',
  'table/already-seated': 'challenge/own-challenge',
  'table/unknown-coach': 'challenge/unknown-coach',
};

async function asChallenge<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const code = error instanceof AppError ? AS_CHALLENGE[error.code] : undefined;
    if (code && error instanceof AppError)
      throw new AppError(code, error.statusCode, error.message, error.details);
    throw error;
  }
}

const ChallengeResponse = z.object({ challenge: ChallengeSchema });

/**
 * Blood Bowl's challenges on top of lobby tables: a challenge to a named coach (or open to anyone) is a
 * two-seat table with the challenger at home, the turn clock both coaches see, and a start as soon as
 * the other seat is taken. Accepting brings a team and nothing else: the clock is the challenger's.
 */
export const challengeRoutes: FastifyPluginAsyncZod<ChallengeRoutesOptions> = async (
  app,
  { accounts, tables, game },
) => {
  const load = (id: string) => asChallenge(() => tables.get(id));

  app.post(
    '/',
    {
      schema: {
        tags: ['challenges'],
        summary: 'Challenge a named coach, or post an open challenge, with the turn clock of the match',
        body: z
          .object({
            team: TeamChoiceSchema,
            to: z.string().trim().min(1).max(24).optional(),
            turnSeconds: TurnSecondsField.optional(),
            edition: EditionField.optional(),
            inducements: InducementsField.optional(),
          })
          .strict(),
        response: { 201: ChallengeResponse, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const coach = await requireCoach(accounts, request);
      const { team, to, turnSeconds, edition, inducements } = request.body;
      const options = { ...(edition ? { edition } : {}), ...(inducements ? { inducements } : {}) };
      if (to && to.toLowerCase() === coach.name.toLowerCase()) {
        throw new AppError('challenge/own-challenge', 400, 'You cannot challenge yourself.');
      }
      const table = await asChallenge(() =>
        tables.open(coach, {
          game,
          choice: team,
          autoStart: true,
          ...(to ? { invite: [to] } : {}),
          ...(turnSeconds ? { turnSeconds } : {}),
          ...(Object.keys(options).length > 0 ? { options } : {}),
        }),
      );
      return reply.code(201).send({ challenge: challengeOf(table) });
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
      const list = await tables.list(coach, game);
      return { challenges: list.filter((t) => t.seats.length === 2).map(challengeOf) };
    },
  );

  app.post(
    '/:id/accept',
    {
      schema: {
        tags: ['challenges'],
        summary:
          "Accept a challenge with a team: the match starts at once, the challenger at home, on the challenger's clock",
        params: IdParams,
        body: z.object({ team: TeamChoiceSchema }).strict(),
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
      const table = await load(request.params.id);
      const challenge = challengeOf(table);
      if (challenge.from.id === coach.id) {
        throw new AppError('challenge/own-challenge', 400, 'You cannot accept your own challenge.');
      }
      if (challenge.to && challenge.to.id !== coach.id) {
        throw new AppError('challenge/not-yours', 403, 'This challenge is addressed to another coach.');
      }
      if (challenge.status !== 'open') {
        throw new AppError('challenge/not-open', 409, `This challenge is ${challenge.status}.`);
      }
      const seat = table.seats[1]!.seat;
      const { table: started, match } = await asChallenge(() =>
        tables.take(coach, table.id, seat, request.body.team),
      );
      if (!match) throw new AppError('challenge/not-open', 409, 'This challenge did not start.');
      return reply.code(201).send({ challenge: challengeOf(started), match });
    },
  );

  for (const [action, who] of [
    ['decline', 'to'],
    ['cancel', 'from'],
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
        const table = await load(request.params.id);
        const challenge = challengeOf(table);
        const allowed = who === 'from' ? challenge.from.id === coach.id : challenge.to?.id === coach.id;
        if (!allowed) {
          throw new AppError(
            'challenge/not-yours',
            403,
            who === 'from'
              ? 'Only the challenger can cancel a challenge.'
              : 'Only the challenged coach can decline.',
          );
        }
        if (challenge.status !== 'open') {
          throw new AppError('challenge/not-open', 409, `This challenge is ${challenge.status}.`);
        }
        const after = await asChallenge(() =>
          action === 'decline' ? tables.decline(coach, table.id) : tables.cancel(coach, table.id),
        );
        return { challenge: challengeOf(after) };
      },
    );
  }
};
