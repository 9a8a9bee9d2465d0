import type { DugoutSocket } from '@dugout/client';
import { DugoutClient } from '@dugout/client';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ManualClock } from '../host/clock.js';
import { api, humanDraft, refusal } from '../test-support/leagues.js';
import { startMatchServer } from '../test-support/matches.js';
import { ask, closed, connected } from './support.js';

// Issue 15, item 3: one address or account cannot hog the server.
describe('volume limits', () => {
  let server: Awaited<ReturnType<typeof startMatchServer>>;
  beforeAll(async () => {
    server = await startMatchServer(
      'pglite',
      {},
      {
        MAX_CONNECTIONS_PER_ADDRESS: '6',
        MAX_OPEN_TABLES_PER_COACH: '3',
        MAX_LIVE_BOT_MATCHES_PER_COACH: '2',
        MAX_MATCHES_PER_SOCKET: '2',
        MAX_PENDING_TEAMS_PER_LEAGUE: '1',
        REPLAY_RATE_LIMIT: '3',
        SOCKET_RATE_LIMIT: '20',
        SOCKET_FLOOD_DISCONNECT: '5',
      },
    );
  });
  afterAll(() => server.close());

  test('connections per address: the one over the limit is refused with a reason; closing one frees a place', async () => {
    const client = new DugoutClient({ baseUrl: server.baseUrl });
    const open: DugoutSocket[] = [];
    for (let i = 0; i < 6; i++) open.push(await connected(client));
    const refused = await connected(client).catch(
      (error: { data?: { code: string; message: string } }) => error,
    );
    expect((refused as { data?: { code: string } }).data?.code).toBe('limit/connections');
    expect((refused as { data: { message: string } }).data.message).toMatch(/at most 6/);
    const gone = closed(open[0]!);
    open[0]!.disconnect();
    await gone;
    await expect
      .poll(async () => {
        const again = await connected(client).catch(() => undefined);
        if (again) open.push(again);
        return again !== undefined;
      })
      .toBe(true);
    for (const s of open) s.disconnect();
  });

  test('open challenges per coach: the fourth is refused and the receiver still sees the three', async () => {
    const spammer = await server.coach('Spam');
    const receiver = await server.coach('Target');
    for (let i = 0; i < 3; i++) await spammer.challenge({ team: { roster: 'human' }, to: receiver.name });
    const error = await refusal(spammer.challenge({ team: { roster: 'human' }, to: receiver.name }));
    expect(error).toMatchObject({ code: 'limit/open-tables', status: 429 });
    expect(error.message).toMatch(/most you may \(3\)/);
    expect((await receiver.challenges()).filter((c) => c.from.name === spammer.name)).toHaveLength(3);
    // Cancelling one frees a place.
    const [first] = await spammer.challenges();
    await spammer.cancelChallenge(first!.id);
    await spammer.challenge({ team: { roster: 'human' }, to: receiver.name });
  });

  test('live bot matches per coach: the third is refused', async () => {
    const coach = await server.coach('Bots');
    await coach.playBot({ team: { roster: 'human' } });
    await coach.playBot({ team: { roster: 'human' } });
    const error = await refusal(coach.playBot({ team: { roster: 'human' } }));
    expect(error).toMatchObject({ code: 'limit/live-bot-matches', status: 429 });
    expect((await coach.matches('mine')).filter((m) => m.status === 'live')).toHaveLength(2);
  });

  test('matches joined per socket: the third join is refused until one is left', async () => {
    const watcher = new DugoutClient({ baseUrl: server.baseUrl });
    const ids = [];
    for (const bot of ['a', 'b', 'c']) {
      const other = await server.coach(`Owner${bot}`);
      ids.push((await other.playBot({ team: { roster: 'orc' } })).id);
    }
    const socket = await connected(watcher);
    expect((await ask(socket, 'match:join', { matchId: ids[0] })).ok).toBe(true);
    expect((await ask(socket, 'match:join', { matchId: ids[1] })).ok).toBe(true);
    const third = await ask(socket, 'match:join', { matchId: ids[2] });
    expect(third.error?.code).toBe('limit/joined-matches');
    // Joining one already joined again is no new match.
    expect((await ask(socket, 'match:join', { matchId: ids[1] })).ok).toBe(true);
    expect((await ask(socket, 'match:leave', { matchId: ids[0] })).ok).toBe(true);
    expect((await ask(socket, 'match:join', { matchId: ids[2] })).ok).toBe(true);
    socket.disconnect();
  });

  test('pending teams per coach and league: a second team waiting in the same league is refused', async () => {
    const commissioner = await server.coach('Comm');
    const league = await api.createLeague(commissioner, `League ${commissioner.name}`);
    const coach = await server.coach('Drafter');
    await api.draft(coach, league.id, humanDraft('First Team'));
    const error = await refusal(api.draft(coach, league.id, humanDraft('Second Team')));
    expect(error).toMatchObject({ code: 'limit/pending-teams', status: 429 });
    // Once approved, it no longer waits: the coach may draft another.
    const teams = (await commissioner.league(league.id)).teams;
    await api.approve(commissioner, league.id, teams[0]!.id);
    await api.draft(coach, league.id, humanDraft('Second Team'));
  });

  test('replay requests per address: the fourth in a minute is refused', async () => {
    const coach = await server.coach('Replayer');
    const match = await coach.playBot({ team: { roster: 'human' } });
    const anon = new DugoutClient({ baseUrl: server.baseUrl });
    for (let i = 0; i < 3; i++) await anon.replay(match.id);
    expect(await refusal(anon.replay(match.id))).toMatchObject({ code: 'rate-limited', status: 429 });
  });

  test('a socket that keeps flooding after being told is closed', async () => {
    const socket = await connected(new DugoutClient({ baseUrl: server.baseUrl }));
    const errors: string[] = [];
    socket.on('socket:error', (e) => errors.push(e.code));
    const gone = closed(socket);
    for (let i = 0; i < 200; i++) socket.emit('lobby:watch', {}, () => undefined);
    expect(await gone).toBe('io server disconnect');
    expect(errors).toContain('socket/flooding');
  });
});

describe('idle bot matches', () => {
  const clock = new ManualClock(Date.now());
  let server: Awaited<ReturnType<typeof startMatchServer>>;
  beforeAll(async () => {
    server = await startMatchServer('pglite', { clock }, { BOT_MATCH_IDLE_MINUTES: '5' });
  });
  afterAll(() => server.close());

  test('a bot match nobody plays ends by itself after the idle time (the idle coach forfeits)', async () => {
    const coach = await server.coach('Idle');
    const match = await coach.playBot({ team: { roster: 'human' } });
    await expect
      .poll(
        async () => {
          clock.advance(60_000);
          return (await coach.match(match.id)).status;
        },
        { timeout: 60_000, interval: 50 },
      )
      .toBe('finished');
    const finished = await coach.match(match.id);
    expect(finished.result?.reason).toBe('forfeit');
    expect(finished.result?.winner).toBe('away');
    // The limit counts live matches only: the coach may start another.
    await coach.playBot({ team: { roster: 'human' } });
  });
});
