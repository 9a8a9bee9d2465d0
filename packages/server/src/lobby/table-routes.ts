import type { GameInfo } from '@dugout/client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Accounts } from '../auth/accounts.js';
import { allSeats, type GameModule } from '../host/game-module.js';
import type { MatchHost } from '../host/match-host.js';
import { ErrorResponse } from '../http/schemas.js';
import { IdParams, MatchSummarySchema } from '../matches/schemas.js';
import {
  GameInfoSchema,
  GameTableSchema,
  OpenTableBody,
  SeatParams,
  SetSeatBody,
  TakeSeatBody,
} from './schemas.js';
import { requireCoach } from './session.js';
import type { Tables } from './tables.js';

export interface TableRoutesOptions {
  accounts: Accounts;
  host: MatchHost;
  tables: Tables;
}

/** What the lobby needs to know of a game to open a table for it. */
export function gameInfo(module: GameModule): GameInfo {
  return {
    id: module.id,
    version: module.version,
    seats:
      module.seats.kind === 'fixed'
        ? { kind: 'fixed', seats: [...module.seats.seats] }
        : { kind: 'range', min: module.seats.min, max: module.seats.max, names: allSeats(module.seats) },
    optionsSchema: z.toJSONSchema(module.optionsSchema, { unrepresentable: 'any' }),
    seatChoice: module.checkSeatChoice !== undefined,
    bots: module.bot !== undefined,
  };
}

const TableResponse = z.object({ table: GameTableSchema });
const errors = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
};

/** The games hosted, and lobby tables for any of them. */
export const tableRoutes: FastifyPluginAsyncZod<TableRoutesOptions> = async (
  app,
  { accounts, host, tables },
) => {
  app.get(
    '/games',
    {
      schema: {
        tags: ['tables'],
        summary: 'The games this server hosts: seats, options schema, bots',
        response: { 200: z.object({ games: z.array(GameInfoSchema) }) },
      },
    },
    async () => ({ games: host.games().map(gameInfo) }),
  );

  app.post(
    '/tables',
    {
      schema: {
        tags: ['tables'],
        summary: 'Open a table: a game, its options, the turn clock, my seat and choice, coaches to invite',
        body: OpenTableBody,
        response: { 201: TableResponse, ...errors },
      },
    },
    async (request, reply) => {
      const coach = await requireCoach(accounts, request);
      return reply.code(201).send({ table: await tables.open(coach, request.body) });
    },
  );

  app.get(
    '/tables',
    {
      schema: {
        tags: ['tables'],
        summary: 'Open tables I can sit at, and my own tables',
        querystring: z.object({ game: z.string().min(1).max(64).optional() }),
        response: { 200: z.object({ tables: z.array(GameTableSchema) }), 401: ErrorResponse },
      },
    },
    async (request) => {
      const coach = await requireCoach(accounts, request);
      return { tables: await tables.list(coach, request.query.game) };
    },
  );

  app.get(
    '/tables/:id',
    {
      schema: {
        tags: ['tables'],
        summary: 'One table',
        params: IdParams,
        response: { 200: TableResponse, 404: ErrorResponse },
      },
    },
    async (request) => ({ table: await tables.get(request.params.id) }),
  );

  app.post(
    '/tables/:id/seats/:seat/take',
    {
      schema: {
        tags: ['tables'],
        summary: 'Take an open seat (or the one kept for me); a table that starts by itself starts when full',
        params: SeatParams,
        body: TakeSeatBody,
        response: {
          200: z.object({ table: GameTableSchema, match: MatchSummarySchema.optional() }),
          ...errors,
        },
      },
    },
    async (request) => {
      const coach = await requireCoach(accounts, request);
      return tables.take(coach, request.params.id, request.params.seat, request.body.choice);
    },
  );

  app.post(
    '/tables/:id/seats/:seat/leave',
    {
      schema: {
        tags: ['tables'],
        summary: 'Give my seat up before the start',
        params: SeatParams,
        response: { 200: TableResponse, ...errors },
      },
    },
    async (request) => {
      const coach = await requireCoach(accounts, request);
      return { table: await tables.leave(coach, request.params.id, request.params.seat) };
    },
  );

  app.put(
    '/tables/:id/seats/:seat',
    {
      schema: {
        tags: ['tables'],
        summary: 'The creator opens an empty seat, keeps it for a coach, or gives it to a bot',
        params: SeatParams,
        body: SetSeatBody,
        response: { 200: TableResponse, ...errors },
      },
    },
    async (request) => {
      const coach = await requireCoach(accounts, request);
      return { table: await tables.setSeat(coach, request.params.id, request.params.seat, request.body) };
    },
  );

  for (const [action, summary] of [
    ['bots', 'The creator gives every empty seat to a bot'],
    ['decline', 'Decline the seat kept for me'],
    ['cancel', 'The creator cancels the table'],
  ] as const) {
    app.post(
      `/tables/:id/${action}`,
      {
        schema: { tags: ['tables'], summary, params: IdParams, response: { 200: TableResponse, ...errors } },
      },
      async (request) => {
        const coach = await requireCoach(accounts, request);
        const id = request.params.id;
        const table =
          action === 'bots'
            ? await tables.fillWithBots(coach, id)
            : action === 'decline'
              ? await tables.decline(coach, id)
              : await tables.cancel(coach, id);
        return { table };
      },
    );
  }

  app.post(
    '/tables/:id/start',
    {
      schema: {
        tags: ['tables'],
        summary: 'The creator starts the match once every seat is taken',
        params: IdParams,
        response: { 201: z.object({ table: GameTableSchema, match: MatchSummarySchema }), ...errors },
      },
    },
    async (request, reply) => {
      const coach = await requireCoach(accounts, request);
      return reply.code(201).send(await tables.start(coach, request.params.id));
    },
  );
};
