import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { databaseKinds, startTestServer } from '../test-support/databases.js';

const GOOD_PASSWORD = 'grim-reaper-blitz-77';

function sessionCookie(response: request.Response): string {
  const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  const session = cookies.find((c) => c.startsWith('dugout_session='));
  if (!session) throw new Error('no session cookie was set');
  return session.split(';')[0]!;
}

describe.each(databaseKinds())('accounts on %s', (kind) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  const http = () => request(server.app.server);
  let counter = 0;
  const unique = () => `Coach${++counter}${Date.now().toString(36)}`.slice(0, 24);

  beforeAll(async () => {
    server = await startTestServer(kind, { AUTH_RATE_LIMIT: '1000' });
  });
  afterAll(() => server.close());

  async function register(name = unique(), password = GOOD_PASSWORD) {
    const response = await http()
      .post('/api/auth/register')
      .send({ name, email: `${name.toLowerCase()}@example.com`, password });
    return { name, response };
  }

  test('register creates the coach, logs in and returns it', async () => {
    const { name, response } = await register();
    expect(response.status).toBe(201);
    expect(response.body.coach).toMatchObject({
      name,
      email: `${name.toLowerCase()}@example.com`,
      roles: [],
    });
    expect(response.body.coach).not.toHaveProperty('passwordHash');
    const cookie = response.headers['set-cookie']?.[0] ?? '';
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const me = await http().get('/api/auth/me').set('cookie', sessionCookie(response));
    expect(me.status).toBe(200);
    expect(me.body.coach.name).toBe(name);
  });

  test('the password is stored as an argon2 hash, never in clear', async () => {
    const { name } = await register();
    const coach = await server.db.prisma.coach.findUniqueOrThrow({ where: { name } });
    expect(coach.passwordHash).toMatch(/^\$argon2id\$/);
    expect(coach.passwordHash).not.toContain(GOOD_PASSWORD);
  });

  test('me without a session says the coach is not logged in', async () => {
    const response = await http().get('/api/auth/me');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({
      error: { code: 'auth/not-logged-in', message: 'You are not logged in.' },
    });
    const forged = await http().get('/api/auth/me').set('cookie', 'dugout_session=forged');
    expect(forged.status).toBe(401);
  });

  test('log in by name (any case) or by email', async () => {
    const { name } = await register();
    const byName = await http()
      .post('/api/auth/login')
      .send({ login: name.toUpperCase(), password: GOOD_PASSWORD });
    expect(byName.status).toBe(200);
    expect(byName.body.coach.name).toBe(name);
    const byEmail = await http()
      .post('/api/auth/login')
      .send({ login: `${name.toLowerCase()}@EXAMPLE.com`, password: GOOD_PASSWORD });
    expect(byEmail.status).toBe(200);
    const me = await http().get('/api/auth/me').set('cookie', sessionCookie(byEmail));
    expect(me.body.coach.name).toBe(name);
  });

  test.each([
    ['a wrong password', (name: string) => ({ login: name, password: 'not-the-password-1' })],
    ['an unknown coach', () => ({ login: 'nobody-by-that-name', password: GOOD_PASSWORD })],
  ])('log in with %s is refused without saying which part was wrong', async (_case, body) => {
    const { name } = await register();
    const response = await http().post('/api/auth/login').send(body(name));
    expect(response.status).toBe(401);
    expect(response.body.error).toEqual({
      code: 'auth/invalid-credentials',
      message: 'Wrong name, email or password.',
    });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  test('log out ends the session and clears the cookie', async () => {
    const { response } = await register();
    const cookie = sessionCookie(response);
    const out = await http().post('/api/auth/logout').set('cookie', cookie);
    expect(out.status).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/dugout_session=;/);
    expect((await http().get('/api/auth/me').set('cookie', cookie)).status).toBe(401);
    // Logging out twice, or without a session, is harmless.
    expect((await http().post('/api/auth/logout')).status).toBe(204);
  });

  test('an expired session is refused and removed', async () => {
    const { name, response } = await register();
    const coach = await server.db.prisma.coach.findUniqueOrThrow({ where: { name } });
    await server.db.prisma.session.updateMany({
      where: { coachId: coach.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await http().get('/api/auth/me').set('cookie', sessionCookie(response))).status).toBe(401);
    expect(await server.db.prisma.session.count({ where: { coachId: coach.id } })).toBe(0);
  });

  test('a taken name is refused, whatever its case, and nothing is created', async () => {
    const { name } = await register();
    const before = await server.db.prisma.coach.count();
    const again = await http()
      .post('/api/auth/register')
      .send({ name: name.toUpperCase(), email: 'someone-else@example.com', password: GOOD_PASSWORD });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({
      code: 'auth/name-taken',
      message: `The name "${name.toUpperCase()}" is already taken.`,
    });
    expect(await server.db.prisma.coach.count()).toBe(before);
  });

  test('a taken email is refused', async () => {
    const { name } = await register();
    const again = await http()
      .post('/api/auth/register')
      .send({ name: unique(), email: `${name.toLowerCase()}@Example.COM`, password: GOOD_PASSWORD });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('auth/email-taken');
  });

  test.each([
    ['short', /at least 10 characters/],
    ['aaaaaaaaaaaa', /at least 4 different characters/],
    ['qwertyuiop', /most common passwords/],
    ['{name}-is-great', /must not contain your name/],
  ])('a weak password (%s) is refused, saying why', async (password, reason) => {
    const name = unique();
    const response = await http()
      .post('/api/auth/register')
      .send({ name, email: `${name}@example.com`, password: password.replace('{name}', name) });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('auth/weak-password');
    expect(response.body.error.message).toMatch(/^Password is too weak: /);
    expect(response.body.error.message).toMatch(reason);
    expect(await server.db.prisma.coach.count({ where: { name } })).toBe(0);
  });

  test('an invalid body names every field that is wrong', async () => {
    const response = await http().post('/api/auth/register').send({ name: 'x!', email: 'not-an-email' });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('validation/invalid-request');
    const paths = response.body.error.details.problems.map((p: { path: string }) => p.path);
    expect(paths).toEqual(expect.arrayContaining(['body.name', 'body.email', 'body.password']));
    expect(response.body.error.message).toMatch(/body\.password: is required/);
  });

  test('malformed JSON gets a clear error, not a crash', async () => {
    const response = await http()
      .post('/api/auth/login')
      .set('content-type', 'application/json')
      .send('{"login": ');
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('validation/invalid-request');
  });

  test('unknown API paths answer a JSON 404', async () => {
    const response = await http().get('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(response.body.error).toEqual({ code: 'not-found', message: 'There is no GET /api/nothing-here.' });
  });

  test('every response carries a request id, and a given one is kept', async () => {
    const response = await http().get('/healthz').set('x-request-id', 'trace-me-123');
    expect(response.headers['x-request-id']).toBe('trace-me-123');
    expect((await http().get('/healthz')).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('rate limit', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer('pglite', { AUTH_RATE_LIMIT: '3' });
  });
  afterAll(() => server.close());

  test('login attempts beyond the limit are refused with 429 and a wait time', async () => {
    const attempt = () =>
      request(server.app.server)
        .post('/api/auth/login')
        .send({ login: 'someone', password: 'whatever-it-is' });
    for (let i = 0; i < 3; i++) expect((await attempt()).status).toBe(401);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('rate-limited');
    expect(limited.body.error.message).toMatch(/^Too many attempts: wait \d+ seconds and try again\.$/);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  test('the limit does not apply to ordinary reads', async () => {
    for (let i = 0; i < 6; i++) expect((await request(server.app.server).get('/healthz')).status).toBe(200);
  });
});
