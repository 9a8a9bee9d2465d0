import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { databaseKinds } from '../test-support/databases.js';
import { startMatchServer } from '../test-support/matches.js';

describe.each(databaseKinds())('challenges on %s', (kind) => {
  let server: Awaited<ReturnType<typeof startMatchServer>>;
  beforeAll(async () => {
    server = await startMatchServer(kind);
  });
  afterAll(() => server.close());

  test('an open challenge can be accepted by anyone but its author', async () => {
    const author = await server.coach('Open');
    const taker = await server.coach('Taker');
    const challenge = await author.challenge({ team: { roster: 'wood-elf' }, turnSeconds: 120 });
    expect(challenge).toMatchObject({ status: 'open', to: null, matchId: null, turnSeconds: 120 });
    expect((await taker.challenges()).map((c) => c.id)).toContain(challenge.id);
    await expect(author.acceptChallenge(challenge.id, { team: { roster: 'human' } })).rejects.toMatchObject({
      code: 'challenge/own-challenge',
    });
    const { challenge: accepted, match } = await taker.acceptChallenge(challenge.id, {
      team: { roster: 'human' },
    });
    expect(accepted).toMatchObject({ status: 'accepted', matchId: match.id, matchStatus: 'live' });
    expect(match.turnSeconds).toBe(120);
    expect(match.seats).toMatchObject({
      home: { name: (await author.me())!.name },
      away: { name: (await taker.me())!.name },
    });
    await expect(taker.acceptChallenge(challenge.id, { team: { roster: 'human' } })).rejects.toMatchObject({
      code: 'challenge/not-open',
      status: 409,
    });
  });

  test('the turn clock is part of the challenge both coaches see; the acceptor cannot change it (issue 15)', async () => {
    const challenger = await server.coach('Clock');
    const acceptor = await server.coach('Stall');
    const challenge = await challenger.challenge({
      team: { roster: 'orc' },
      to: acceptor.name,
      turnSeconds: 300,
    });
    const seen = (await acceptor.challenges()).find((c) => c.id === challenge.id);
    // What the acceptor agrees to: the clock and the challenger's team.
    expect(seen).toMatchObject({ turnSeconds: 300, fromTeam: { roster: 'orc' }, status: 'open' });
    // The attack: accept with a 10-second clock, to end the challenger's turns every 10 s.
    await expect(
      acceptor.call('POST', `/api/challenges/${challenge.id}/accept`, {
        team: { roster: 'human' },
        turnSeconds: 10,
      }),
    ).rejects.toMatchObject({
      code: 'validation/invalid-request',
      status: 400,
      message: expect.stringMatching(/turnSeconds/),
    });
    expect((await challenger.challenges()).find((c) => c.id === challenge.id)?.status).toBe('open');
    const { match } = await acceptor.acceptChallenge(challenge.id, { team: { roster: 'human' } });
    expect(match.turnSeconds).toBe(300);
  });

  test('decline is for the challenged coach, cancel for the challenger; both only while open', async () => {
    const a = await server.coach('Alpha');
    const b = await server.coach('Beta');
    const c = await server.coach('Gamma');
    const bName = (await b.me())!.name;
    const first = await a.challenge({ team: { roster: 'orc' }, to: bName });
    await expect(c.acceptChallenge(first.id, { team: { roster: 'orc' } })).rejects.toMatchObject({
      code: 'challenge/not-yours',
    });
    await expect(a.declineChallenge(first.id)).rejects.toMatchObject({ code: 'challenge/not-yours' });
    expect(await b.declineChallenge(first.id)).toMatchObject({ status: 'declined' });
    await expect(b.acceptChallenge(first.id, { team: { roster: 'orc' } })).rejects.toMatchObject({
      code: 'challenge/not-open',
    });
    const second = await a.challenge({ team: { roster: 'orc' }, to: bName });
    await expect(b.cancelChallenge(second.id)).rejects.toMatchObject({ code: 'challenge/not-yours' });
    expect(await a.cancelChallenge(second.id)).toMatchObject({ status: 'cancelled' });
    await expect(a.cancelChallenge(second.id)).rejects.toMatchObject({ code: 'challenge/not-open' });
  });

  test('bad requests change nothing and say why', async () => {
    const a = await server.coach('Delta');
    await expect(a.challenge({ team: { roster: 'orc' }, to: 'nobody-by-this-name' })).rejects.toMatchObject({
      code: 'challenge/unknown-coach',
      status: 404,
    });
    await expect(a.challenge({ team: { roster: 'orc' }, to: (await a.me())!.name })).rejects.toMatchObject({
      code: 'challenge/own-challenge',
    });
    await expect(a.challenge({ team: { sheet: { rosterId: 'orc', players: [] } } })).rejects.toMatchObject({
      code: 'match/invalid-team',
    });
    await expect(
      a.acceptChallenge('00000000-0000-4000-8000-000000000000', { team: { roster: 'orc' } }),
    ).rejects.toMatchObject({
      code: 'challenge/not-found',
      status: 404,
    });
    const anonymous = await fetch(`${server.baseUrl}/api/challenges`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ team: { roster: 'orc' } }),
    });
    expect(anonymous.status).toBe(401);
    const name = (await a.me())!.name;
    expect((await a.challenges()).filter((c) => c.from.name === name)).toEqual([]);
  });
});
