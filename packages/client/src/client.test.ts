import { describe, expect, test } from 'vitest';
import { DugoutApiError, DugoutClient } from './client.js';

function fakeFetch(responses: Response[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    const next = responses.shift();
    if (!next) throw new Error('no more responses');
    return next;
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

const coach = {
  id: '1',
  name: 'Griff',
  email: 'g@example.com',
  roles: [],
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('DugoutClient in Node', () => {
  test('keeps the session cookie the server sets and sends it back', async () => {
    const { fetch, calls } = fakeFetch([
      json(200, { coach }, { 'set-cookie': 'dugout_session=abc; Path=/; HttpOnly' }),
      json(200, { coach }),
    ]);
    const client = new DugoutClient({ baseUrl: 'http://dugout.test/', fetch });
    await client.login({ login: 'Griff', password: 'x' });
    await client.me();
    expect(calls[0]?.url).toBe('http://dugout.test/api/auth/login');
    expect((calls[1]?.init.headers as Record<string, string> | undefined)?.cookie).toBe('dugout_session=abc');
  });

  test('turns an error body into a DugoutApiError with the code, message and status', async () => {
    const { fetch } = fakeFetch([
      json(409, { error: { code: 'auth/name-taken', message: 'The name "Griff" is already taken.' } }),
    ]);
    const error = await new DugoutClient({ baseUrl: 'http://x', fetch })
      .register({ name: 'Griff', email: 'g@example.com', password: 'long-enough-1' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DugoutApiError);
    expect(error).toMatchObject({
      code: 'auth/name-taken',
      status: 409,
      message: 'The name "Griff" is already taken.',
    });
  });

  test('me() asks the session route, which answers null (200) when not logged in', async () => {
    const { fetch, calls } = fakeFetch([json(200, { coach: null })]);
    expect(await new DugoutClient({ baseUrl: 'http://x', fetch }).me()).toBeNull();
    expect(calls[0]?.url).toBe('http://x/api/auth/session');
  });

  test('an unreachable server is a network error, not a crash', async () => {
    const fetch = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof globalThis.fetch;
    await expect(new DugoutClient({ baseUrl: 'http://x', fetch }).health()).rejects.toMatchObject({
      code: 'network',
      status: 0,
    });
  });
});
