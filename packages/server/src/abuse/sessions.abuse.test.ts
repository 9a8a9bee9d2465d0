import { DugoutClient } from '@dugout/client';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ManualClock } from '../host/clock.js';
import { databaseKinds } from '../test-support/databases.js';
import { startMatchServer } from '../test-support/matches.js';
import { ask, closed, connected } from './support.js';

// Issue 15, item 5: a live connection does not outlive its session.
describe.each(databaseKinds())('sessions that end close their sockets on %s', (kind) => {
  let server: Awaited<ReturnType<typeof startMatchServer>>;
  beforeAll(async () => {
    server = await startMatchServer(kind);
  });
  afterAll(() => server.close());

  async function liveMatch() {
    const home = await server.coach('Home');
    const away = await server.coach('Away');
    const challenge = await home.challenge({ team: { roster: 'human' }, to: away.name });
    const { match } = await away.acceptChallenge(challenge.id, { team: { roster: 'orc' } });
    return { home, away, matchId: match.id };
  }

  /** Joins as a coach, checks the seat may act, and returns the socket. */
  async function seated(client: DugoutClient, matchId: string) {
    const socket = await connected(client);
    const joined = await ask(socket, 'match:join', { matchId });
    expect(joined.ok).toBe(true);
    expect((joined.snapshot as { as: string }).as).not.toBe('spectator');
    return socket;
  }

  test('after log-out the socket opened with that session is closed, and reconnecting it is a spectator', async () => {
    const { home, matchId } = await liveMatch();
    const socket = await seated(home, matchId);
    const seq = (await server.app.host.room(matchId)).seq;
    const gone = closed(socket);
    await home.logout();
    expect(await gone).toBe('io server disconnect');
    // The attacker reconnects the same socket with the old cookie: it is anonymous now.
    socket.connect();
    await new Promise((resolve) => socket.once('welcome', resolve));
    const rejoined = await ask(socket, 'match:join', { matchId });
    expect((rejoined.snapshot as { as: string }).as).toBe('spectator');
    const refused = await ask(socket, 'match:command', { matchId, clientId: 'after-logout', command: {} });
    expect(refused.error?.code).toBe('match/spectators-cannot-act');
    expect((await server.app.host.room(matchId)).seq).toBe(seq);
    socket.disconnect();
  });

  test("a password change closes the coach's other sessions' sockets but keeps this one", async () => {
    const { home, matchId } = await liveMatch();
    const other = new DugoutClient({ baseUrl: server.baseUrl });
    await other.login({ login: home.name, password: 'nuffle-sees-all-42' });
    const stolen = await seated(other, matchId);
    const mine = await seated(home, matchId);
    const gone = closed(stolen);
    await home.changePassword({
      currentPassword: 'nuffle-sees-all-42',
      newPassword: 'a new dugout passphrase 77',
    });
    expect(await gone).toBe('io server disconnect');
    expect(mine.connected).toBe(true);
    expect(await other.me()).toBeNull();
    expect((await home.me())?.name).toBe(home.name);
    mine.disconnect();
  });

  test('a password change needs the current password and a strong new one, and says which is wrong', async () => {
    const coach = await server.coach('Changer');
    await expect(
      coach.changePassword({ currentPassword: 'not my password', newPassword: 'a new dugout passphrase 77' }),
    ).rejects.toMatchObject({ code: 'auth/wrong-password' });
    await expect(
      coach.changePassword({ currentPassword: 'nuffle-sees-all-42', newPassword: '1234567890' }),
    ).rejects.toMatchObject({ code: 'auth/weak-password' });
    // Nothing changed: the old password still logs in.
    await new DugoutClient({ baseUrl: server.baseUrl }).login({
      login: coach.name,
      password: 'nuffle-sees-all-42',
    });
  });

  test('an expiry noticed by a request closes the sockets of that session too', async () => {
    const { home, matchId } = await liveMatch();
    const socket = await seated(home, matchId);
    const me = await home.me();
    await server.db.prisma.session.updateMany({
      where: { coachId: me!.id },
      data: { expiresAt: new Date(0) },
    });
    const gone = closed(socket);
    expect(await home.me()).toBeNull();
    expect(await gone).toBe('io server disconnect');
  });
});

describe('a session that expires while its socket is open', () => {
  const clock = new ManualClock(Date.now());
  let server: Awaited<ReturnType<typeof startMatchServer>>;
  beforeAll(async () => {
    server = await startMatchServer('pglite', { clock });
  });
  afterAll(() => server.close());

  test('closes the socket at the expiry', async () => {
    const coach = await server.coach('Expiring');
    const socket = await connected(coach);
    expect((await coach.me())?.name).toBe(coach.name);
    const gone = closed(socket);
    clock.advance(31 * 86_400_000);
    expect(await gone).toBe('io server disconnect');
    expect(await coach.me()).toBeNull();
  });
});
