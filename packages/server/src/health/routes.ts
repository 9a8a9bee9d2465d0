import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/database.js';

const HealthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  uptimeSeconds: z.number(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    ok: z.boolean(),
    latencyMs: z.number().optional(),
    error: z.string().optional(),
  }),
});

/** Liveness and database status, for load balancers and for people. */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['health'],
        summary: 'Process and database status',
        response: { 200: HealthResponse, 503: HealthResponse },
      },
    },
    async (request, reply) => {
      const started = performance.now();
      let database: z.infer<typeof HealthResponse>['database'];
      try {
        await db.sql.query('SELECT 1');
        database = {
          kind: db.kind,
          ok: true,
          latencyMs: Math.round((performance.now() - started) * 10) / 10,
        };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        database = { kind: db.kind, ok: false, error: 'database unreachable' };
      }
      return reply.code(database.ok ? 200 : 503).send({
        status: database.ok ? 'ok' : 'degraded',
        uptimeSeconds: Math.round(process.uptime()),
        database,
      });
    },
  );
};
