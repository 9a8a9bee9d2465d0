import { BotRandom, type Command, hashState, type MatchState, randomBot } from '@dugout/rules';
import { blockOdds, reachableSquares } from '@dugout/rules/odds';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildServer, type DugoutServer } from '../../app.js';
import { openTestDatabase, type TestDatabase, testConfig } from '../../test-support/databases.js';

/**
 * Issue 18 on the server: a classic (LRB6) match, two LRB6 rosters played by random bots through the
 * match host to full time; its replay and `/verify` are clean, and the odds the web client works out from
 * the view it is sent (reach for a move, block odds for each target) answer on a classic state.
 */
async function coachId(app: DugoutServer, name: string): Promise<string> {
  const reply = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name, email: `${name}@example.com`, password: 'lrb6-nuffle-sees-7' },
  });
  return (reply.json() as { coach: { id: string } }).coach.id;
}

describe('a classic match end to end on the server', () => {
  let db: TestDatabase;
  let app: DugoutServer;
  beforeAll(async () => {
    db = await openTestDatabase('pglite');
    app = await buildServer(testConfig({ AUTH_RATE_LIMIT: '1000', REPLAY_RATE_LIMIT: '1000' }), {
      database: db,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  test('Khemri v Chaos Pact by bots to full time: replay and /verify clean, reach and block odds on the view', async () => {
    const home = await coachId(app, 'ClassicHome');
    const away = await coachId(app, 'ClassicAway');
    const match = await app.host.create({
      game: 'blood-bowl',
      options: { edition: 'classic' },
      seats: {
        home: { participant: { kind: 'coach', coachId: home, name: 'Home' }, choice: { roster: 'khemri' } },
        away: {
          participant: { kind: 'coach', coachId: away, name: 'Away' },
          choice: { roster: 'chaos-pact' },
        },
      },
    });
    const room = await app.host.room(match.id);
    const bot = randomBot(new BotRandom(new Uint8Array(32).fill(18)));
    let reachAsked = 0;
    let blocksAsked = 0;
    for (let i = 0; room.live && i < 20_000; i++) {
      const s = room.state as MatchState;
      const d = s.decision!;
      // What the coach to act is sent: the odds the client works out start from this state.
      const view = app.host
        .games()
        .find((g) => g.id === 'blood-bowl')!
        .viewFor(s, { recipient: d.team, over: false }) as MatchState;
      expect(view.edition).toBe('classic');
      if (d.player && d.kind === 'move-step' && reachAsked < 6) {
        const reach = reachableSquares(view, d.player);
        for (const o of d.options)
          if (o.type === 'move') {
            const square = reach.find((r) => r.x === o.square.x && r.y === o.square.y);
            expect(square, `reach offers ${o.square.x},${o.square.y}`).toBeDefined();
            expect(square!.probability).toBeGreaterThan(0);
            expect(square!.probability).toBeLessThanOrEqual(1);
          }
        reachAsked++;
      }
      // A few of each are enough to show the odds answer on classic states; every one would double the test's time.
      if (d.player && d.kind === 'block-target' && blocksAsked < 12) {
        for (const o of d.options)
          if (o.type === 'player') {
            const odds = blockOdds(view, d.player, o.player);
            const text = JSON.stringify(odds);
            expect(text).not.toMatch(/NaN|null/);
            blocksAsked++;
          }
      }
      const command: Command = bot(d);
      await room.submit({ seat: d.team, id: room.meta.seats[d.team]!.coachId! }, `c-${i}`, command);
    }
    expect(room.live).toBe(false);
    const final = room.state as MatchState;
    expect(final.finished).toBe(true);
    expect(final.edition).toBe('classic');
    expect(reachAsked).toBeGreaterThan(0);
    expect(blocksAsked).toBeGreaterThan(0);

    const verify = await app.inject({ method: 'GET', url: `/api/matches/${match.id}/verify` });
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toMatchObject({ ok: true, problems: [], dice: { ok: true, problems: [] } });

    const replay = await app.inject({ method: 'GET', url: `/api/matches/${match.id}/replay` });
    expect(replay.statusCode).toBe(200);
    const body = replay.json() as { steps: { command: unknown }[]; view: MatchState };
    expect(body.steps.length).toBeGreaterThan(100);
    expect(body.view.edition).toBe('classic');
    expect(body.view.finished).toBe(true);
    expect(hashState(body.view)).toBe(hashState(final));
  }, 300_000);
});
