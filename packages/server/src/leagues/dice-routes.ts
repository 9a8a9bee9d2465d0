import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PrismaClient } from '../db/database.js';
import { AppError } from '../errors.js';
import { ErrorResponse } from '../http/schemas.js';
import { teamSeeds } from './dice-seeds.js';

const SeedSchema = z.object({
  id: z.uuid(),
  purpose: z.enum(['post-game', 'between-games']),
  commitment: z.string(),
  seed: z.string().nullable(),
  position: z.number().int(),
  createdAt: z.string(),
  revealedAt: z.string().nullable(),
});

/**
 * The dice seeds of a team's league rolls outside matches (issue 15): each one's commitment from the
 * start, its seed once its rolls are over, so anyone can check the rolls in the audit log against it.
 */
export const diceSeedRoutes: FastifyPluginAsyncZod<{ prisma: PrismaClient }> = async (app, { prisma }) => {
  app.get(
    '/teams/:id/dice-seeds',
    {
      schema: {
        tags: ['leagues'],
        summary: "A team's post-game and between-games dice seeds: commitments, and the seeds once revealed",
        params: z.object({ id: z.uuid({ error: 'must be a team id (a UUID)' }) }),
        response: { 200: z.object({ seeds: z.array(SeedSchema) }), 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const team = await prisma.leagueTeam.findUnique({
        where: { id: request.params.id },
        select: { id: true },
      });
      if (!team) throw new AppError('league/team-not-found', 404, 'There is no such team.');
      const matches = await prisma.leagueMatch.findMany({
        where: { fixture: { OR: [{ homeTeamId: team.id }, { awayTeamId: team.id }] } },
        select: { id: true },
      });
      return {
        seeds: await teamSeeds(
          prisma,
          team.id,
          matches.map((m) => m.id),
        ),
      };
    },
  );
};
