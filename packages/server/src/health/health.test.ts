import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildServer } from '../app.js';
import { databaseKinds, openTestDatabase, startTestServer, testConfig } from '../test-support/databases.js';

describe.each(databaseKinds())('GET /healthz on %s', (kind) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  test('reports the process and the database as up', async () => {
    const response = await request(server.app.server).get('/healthz');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'ok', database: { kind, ok: true } });
    expect(response.body.database.latencyMs).toBeGreaterThanOrEqual(0);
    expect(response.body.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });
});

test('a database that does not answer makes /healthz say degraded with 503', async () => {
  const db = await openTestDatabase('pglite');
  const broken = {
    ...db,
    sql: {
      ...db.sql,
      query: async () => {
        throw new Error('connection refused');
      },
    },
  };
  const app = await buildServer(testConfig(), { database: broken });
  await app.ready();
  try {
    const response = await request(app.server).get('/healthz');
    expect(response.status).toBe(503);
    expect(response.body).toMatchObject({
      status: 'degraded',
      database: { kind: 'pglite', ok: false, error: 'database unreachable' },
    });
  } finally {
    await app.close();
    await db.close();
  }
});

describe('OpenAPI', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(() => server.close());

  test('the document lists every API route with its zod-derived schemas', async () => {
    const response = await request(server.app.server).get('/docs/json');
    expect(response.status).toBe(200);
    const paths = response.body.paths as Record<
      string,
      Record<string, { requestBody?: unknown; responses: Record<string, unknown> }>
    >;
    expect(Object.keys(paths).sort()).toEqual(
      [
        '/api/auth/login',
        '/api/auth/logout',
        '/api/auth/me',
        '/api/auth/password',
        '/api/auth/register',
        '/api/auth/session',
        '/healthz',
        '/api/matches/',
        '/api/matches/bot',
        '/api/matches/{id}',
        '/api/matches/{id}/replay',
        '/api/matches/{id}/verify',
        '/api/challenges/',
        '/api/challenges/{id}/accept',
        '/api/challenges/{id}/decline',
        '/api/challenges/{id}/cancel',
        '/api/games',
        '/api/tables',
        '/api/tables/{id}',
        '/api/tables/{id}/bots',
        '/api/tables/{id}/cancel',
        '/api/tables/{id}/decline',
        '/api/tables/{id}/seats/{seat}',
        '/api/tables/{id}/seats/{seat}/leave',
        '/api/tables/{id}/seats/{seat}/take',
        '/api/tables/{id}/start',
        '/api/leagues/',
        '/api/leagues/fixtures/by-match/{matchId}',
        '/api/leagues/fixtures/of-match/{matchId}',
        '/api/leagues/{id}',
        '/api/leagues/{id}/audit',
        '/api/leagues/{id}/commissioners',
        '/api/leagues/{id}/settings',
        '/api/leagues/{id}/seasons',
        '/api/leagues/{id}/seasons/{seasonId}/finish',
        '/api/leagues/{id}/seasons/{seasonId}/fixtures',
        '/api/leagues/{id}/seasons/{seasonId}/leaders',
        '/api/leagues/{id}/seasons/{seasonId}/redraft',
        '/api/leagues/{id}/seasons/{seasonId}/schedule',
        '/api/leagues/{id}/seasons/{seasonId}/standings',
        '/api/leagues/{id}/teams',
        '/api/leagues/classic-rosters',
        '/api/leagues/{id}/teams/{teamId}/approve',
        '/api/leagues/{id}/teams/{teamId}/reject',
        '/api/leagues/{id}/fixtures/{fixtureId}',
        '/api/leagues/{id}/fixtures/{fixtureId}/deadline',
        '/api/leagues/{id}/fixtures/{fixtureId}/post-game',
        '/api/leagues/{id}/fixtures/{fixtureId}/post-game/verify',
        '/api/leagues/{id}/fixtures/{fixtureId}/result',
        '/api/leagues/{id}/fixtures/{fixtureId}/start',
        '/api/leagues/{id}/fixtures/{fixtureId}/unplayed',
        '/api/teams/{id}',
        '/api/teams/{id}/audit',
        '/api/teams/{id}/captain',
        '/api/teams/{id}/dice-seeds',
        '/api/teams/{id}/hire',
        '/api/teams/{id}/classic-journeymen',
        '/api/teams/{id}/override',
        '/api/teams/{id}/redraft',
        '/api/teams/{id}/redraft/preview',
        '/api/teams/{id}/staff',
        '/api/teams/{id}/staff/release',
        '/api/teams/{id}/players/{playerId}/advance',
        '/api/teams/{id}/players/{playerId}/classic-advance',
        '/api/teams/{id}/players/{playerId}/fire',
        '/api/teams/{id}/players/{playerId}/retire',
        '/api/players/{id}',
      ].sort(),
    );
    const register = paths['/api/auth/register']?.post;
    const body = JSON.stringify(register?.requestBody);
    expect(body).toContain('"minLength":3');
    expect(body).toContain('"format":"email"');
    expect(Object.keys(register?.responses ?? {})).toEqual(
      expect.arrayContaining(['201', '400', '409', '429']),
    );
  });

  test('the documentation UI is served', async () => {
    const response = await request(server.app.server).get('/docs/').redirects(1);
    expect(response.status).toBe(200);
    expect(response.text).toContain('swagger');
  });
});
