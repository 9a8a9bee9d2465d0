import { DugoutClient, type DugoutSocket } from '@dugout/client';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startMatchServer } from '../test-support/matches.js';
import { ask, connected } from './support.js';

// Issue 15, item 2: a crowd joining and leaving costs each notice once a second, not once per socket.
describe('spectator counts in batches', () => {
  let server: Awaited<ReturnType<typeof startMatchServer>>;
  beforeAll(async () => {
    server = await startMatchServer('pglite', {}, { MAX_CONNECTIONS_PER_ADDRESS: '1000' });
  });
  afterAll(() => server.close());

  test('200 anonymous sockets join and leave: the coach sees a handful of counts, ending at the truth', async () => {
    const coach = await server.coach('Watched');
    const match = await coach.playBot({ team: { roster: 'human' } });
    const counts: number[] = [];
    const mine = await connected(coach);
    mine.on('match:spectators', (p) => counts.push(p.count));
    expect((await ask(mine, 'match:join', { matchId: match.id })).ok).toBe(true);
    const started = Date.now();
    const anon = new DugoutClient({ baseUrl: server.baseUrl });
    const crowd: DugoutSocket[] = [];
    for (let i = 0; i < 200; i += 20) {
      const batch = await Promise.all(Array.from({ length: 20 }, () => connected(anon)));
      await Promise.all(batch.map((s) => ask(s, 'match:join', { matchId: match.id })));
      crowd.push(...batch);
    }
    await expect.poll(() => counts.at(-1), { timeout: 30_000 }).toBe(200);
    const duringJoins = counts.length;
    for (const s of crowd) s.disconnect();
    await expect.poll(() => counts.at(-1), { timeout: 30_000 }).toBe(0);
    // One notice per second and match at most (the first at once), however fast the crowd came and went.
    const seconds = Math.ceil((Date.now() - started) / 1000);
    expect(counts.length).toBeLessThanOrEqual(seconds + 2);
    expect(counts.length).toBeLessThan(400);
    expect(duringJoins).toBeGreaterThan(0);
    mine.disconnect();
  });
});
