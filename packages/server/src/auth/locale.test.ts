import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { databaseKinds, startTestServer } from '../test-support/databases.js';

const PASSWORD = 'grim-reaper-blitz-77';

function sessionCookie(response: request.Response): string {
  const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  const session = cookies.find((c) => c.startsWith('dugout_session='));
  if (!session) throw new Error('no session cookie was set');
  return session.split(';')[0]!;
}

describe.each(databaseKinds())('the coach language on %s', (kind) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  const http = () => request(server.app.server);

  beforeAll(async () => {
    server = await startTestServer(kind, { AUTH_RATE_LIMIT: '1000' });
  });
  afterAll(() => server.close());

  test('a new coach follows the browser; PATCH /me remembers the language across log-ins', async () => {
    const name = `Lang${Date.now().toString(36)}`;
    const registered = await http()
      .post('/api/auth/register')
      .send({ name, email: `${name.toLowerCase()}@example.com`, password: PASSWORD });
    expect(registered.body.coach.locale).toBeNull();
    const cookie = sessionCookie(registered);

    const changed = await http().patch('/api/auth/me').set('cookie', cookie).send({ locale: 'ko' });
    expect(changed.status).toBe(200);
    expect(changed.body.coach).toMatchObject({ name, locale: 'ko' });

    const login = await http().post('/api/auth/login').send({ login: name, password: PASSWORD });
    expect(login.body.coach.locale).toBe('ko');
    const me = await http().get('/api/auth/me').set('cookie', sessionCookie(login));
    expect(me.body.coach.locale).toBe('ko');

    const reset = await http().patch('/api/auth/me').set('cookie', cookie).send({ locale: null });
    expect(reset.body.coach.locale).toBeNull();
  });

  test('an unknown language is refused with a stable code; without a session, not-logged-in', async () => {
    const name = `Lang2${Date.now().toString(36)}`;
    const registered = await http()
      .post('/api/auth/register')
      .send({ name, email: `${name.toLowerCase()}@example.com`, password: PASSWORD });
    const bad = await http()
      .patch('/api/auth/me')
      .set('cookie', sessionCookie(registered))
      .send({ locale: 'fr' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('validation/invalid-request');

    const anonymous = await http().patch('/api/auth/me').send({ locale: 'ja' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.code).toBe('auth/not-logged-in');
  });
});
