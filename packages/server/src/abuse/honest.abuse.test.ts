import { DugoutClient } from '@dugout/client';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { refusal } from '../test-support/leagues.js';
import { startMatchServer } from '../test-support/matches.js';
import { ask, connected } from './support.js';

// Issue 15, item 7: origins, anonymous chat, look-alike names, weak passwords, log-in guessing, long names.
describe('honest names, strong passwords, own origin', () => {
  let server: Awaited<ReturnType<typeof startMatchServer>>;
  beforeAll(async () => {
    server = await startMatchServer('pglite', {}, { CHAT_RATE_LIMIT: '2', LOGIN_ATTEMPTS_PER_ACCOUNT: '3' });
  });
  afterAll(() => server.close());

  test('a live connection from a foreign Origin is refused; the own origin and no Origin connect', async () => {
    const attempt = (origin?: string) =>
      new Promise<boolean>((resolve) => {
        const socket = io(server.baseUrl, {
          reconnection: false,
          ...(origin ? { extraHeaders: { origin } } : {}),
        });
        socket.once('welcome', () => {
          socket.disconnect();
          resolve(true);
        });
        socket.once('connect_error', () => {
          socket.disconnect();
          resolve(false);
        });
      });
    expect(await attempt('https://evil.example')).toBe(false);
    expect(await attempt(server.baseUrl)).toBe(true);
    expect(await attempt()).toBe(true);
  });

  test("anonymous spectators' chat is limited per address, not per socket", async () => {
    const owner = await server.coach('Chatty');
    const match = await owner.playBot({ team: { roster: 'human' } });
    const anon = new DugoutClient({ baseUrl: server.baseUrl });
    const sockets = await Promise.all([1, 2, 3].map(() => connected(anon)));
    for (const s of sockets) expect((await ask(s, 'match:join', { matchId: match.id })).ok).toBe(true);
    const replies = [];
    for (const s of sockets)
      replies.push(await ask(s, 'match:chat', { matchId: match.id, channel: 'spectators', text: 'hi' }));
    expect(replies.map((r) => r.ok)).toEqual([true, true, false]);
    expect(replies[2]!.error?.code).toBe('chat/rate-limited');
    for (const s of sockets) s.disconnect();
  });

  test('look-alike names do not register: a Cyrillic А, full-width letters', async () => {
    const name = `AbuseAlpha${Date.now().toString(36)}`;
    await new DugoutClient({ baseUrl: server.baseUrl }).register({
      name,
      email: `${name}@example.com`,
      password: 'nuffle-sees-all-42',
    });
    const cyrillic = `\u0410${name.slice(1)}`;
    const fullWidth = [...name].map((c) => String.fromCodePoint(c.codePointAt(0)! + 0xfee0)).join('');
    for (const lookalike of [cyrillic, fullWidth]) {
      const error = await refusal(
        new DugoutClient({ baseUrl: server.baseUrl }).register({
          name: lookalike,
          email: `x${Date.now()}${lookalike.length}@example.com`,
          password: 'nuffle-sees-all-42',
        }),
      );
      expect(error).toMatchObject({ code: 'auth/name-confusable', status: 409 });
      expect(error.message).toContain(name);
    }
  });

  test.each(['Password12', 'qwerty1234', 'bloodbowl1'])(
    'the weak password %s is refused with a clear reason',
    async (password) => {
      const name = `Weak${Date.now().toString(36)}${password.length}`;
      const error = await refusal(
        new DugoutClient({ baseUrl: server.baseUrl }).register({
          name,
          email: `${name}@example.com`,
          password,
        }),
      );
      expect(error).toMatchObject({ code: 'auth/weak-password', status: 400 });
      expect(error.message).toMatch(/too easy to guess/);
    },
  );

  test('log-in attempts are limited per account: after three failures even the right password waits', async () => {
    const coach = await server.coach('Guessed');
    for (let i = 0; i < 3; i++) {
      // Each guess from a fresh client, as from many addresses: the account still counts them.
      const error = await refusal(
        new DugoutClient({ baseUrl: server.baseUrl }).login({
          login: coach.name,
          password: `guess-${i}-wrong`,
        }),
      );
      expect(error).toMatchObject({ code: 'auth/invalid-credentials' });
    }
    const waiting = await refusal(
      new DugoutClient({ baseUrl: server.baseUrl }).login({
        login: coach.name,
        password: 'nuffle-sees-all-42',
      }),
    );
    expect(waiting).toMatchObject({ code: 'rate-limited', status: 429 });
    expect((waiting.details as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(0);
  });

  test('a team name of 5,000 characters is refused, naming the field', async () => {
    const coach = await server.coach('Longname');
    const error = await refusal(coach.playBot({ team: { roster: 'human', name: 'x'.repeat(5000) } }));
    expect(error).toMatchObject({ status: 400 });
    expect(error.message).toMatch(/name/);
    const challenge = await refusal(
      coach.challenge({ team: { roster: 'human', name: 'x'.repeat(5000) } as never, to: coach.name }),
    );
    expect(challenge).toMatchObject({ status: 400 });
  });
});
