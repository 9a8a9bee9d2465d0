import type { MatchConnection, MatchUpdate, TurnClock } from '@dugout/client';
import type { MatchState } from '@dugout/rules';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { touchdownPolicy } from '../games/blood-bowl/test-support/policy.js';
import { startMatchServer } from '../test-support/matches.js';

const FIXED = new Uint8Array(32).fill(2);
const viewOf = (c: MatchConnection) => c.view as MatchState;

describe('small updates: a patch of the view with its hash, a full view on a mismatch', () => {
  let server: Awaited<ReturnType<typeof startMatchServer>>;
  beforeAll(async () => {
    server = await startMatchServer('pglite', { seeds: () => FIXED });
  });
  afterAll(() => server.close());

  async function newMatch() {
    const home = await server.coach('Home');
    const away = await server.coach('Away');
    const challenge = await home.challenge({ team: { roster: 'human' }, to: away.name });
    const { match } = await away.acceptChallenge(challenge.id, { team: { roster: 'orc' } });
    const sizes: number[] = [];
    const updates: MatchUpdate[] = [];
    const conns = {
      home: server.track(await home.joinMatch(match.id, { listeners: { update: (u) => updates.push(u) } })),
      away: server.track(await away.joinMatch(match.id)),
    };
    conns.home.socket.on('match:update', (u) => sizes.push(Buffer.byteLength(JSON.stringify(u))));
    return { match, conns, sizes, updates };
  }

  async function step(conns: Record<'home' | 'away', MatchConnection>): Promise<number> {
    const s = viewOf(conns.home);
    const team = s.decision!.team as 'home' | 'away';
    const { seq } = await conns[team].send(touchdownPolicy(viewOf(conns[team])));
    await seen(conns, seq);
    return seq;
  }

  /** Both connections have seen command `seq`. */
  const seen = (conns: Record<'home' | 'away', MatchConnection>, seq: number) =>
    expect.poll(() => [conns.home.seq, conns.away.seq]).toEqual([seq, seq]);

  test('every update carries a patch, never the whole view, and the patched views are the server state', async () => {
    const { match, conns, sizes, updates } = await newMatch();
    let seq = 0;
    for (let i = 0; i < 20; i++) seq = await step(conns);
    await seen(conns, seq);
    const room = await server.app.host.room(match.id);
    const truth = JSON.parse(JSON.stringify(room.state));
    expect(conns.home.view).toEqual(truth);
    expect(conns.away.view).toEqual(truth);
    expect(conns.home.drifted).toBe(0);
    // Listeners still get the whole view with each update.
    expect(updates.at(-1)!.view).toEqual(truth);
    // The full view is several kilobytes; a patch a small part of it.
    const full = Buffer.byteLength(JSON.stringify(truth));
    sizes.sort((a, b) => a - b);
    expect(sizes[Math.floor(sizes.length / 2)]!).toBeLessThan(full / 4);
  });

  test('a client whose view drifted finds the hash differs on the next update and takes a full view', async () => {
    const { match, conns } = await newMatch();
    let seq = await step(conns);
    await seen(conns, seq);
    // A buggy screen writes into the view it was given.
    (viewOf(conns.home).teams.home as { score: number }).score = 9;
    seq = await step(conns);
    await seen(conns, seq);
    await expect.poll(() => conns.home.drifted).toBe(1);
    const truth = JSON.parse(JSON.stringify((await server.app.host.room(match.id)).state));
    await expect.poll(() => conns.home.view).toEqual(truth);
    expect(viewOf(conns.home).teams.home.score).toBe(truth.teams.home.score);
    // And patches apply again after the resync.
    seq = await step(conns);
    await seen(conns, seq);
    expect(conns.home.view).toEqual(JSON.parse(JSON.stringify((await server.app.host.room(match.id)).state)));
    expect(conns.home.drifted).toBe(1);
  });

  test('an update leaves the clock out while it is as the previous one left it; listeners still get it', async () => {
    const { match, conns, updates } = await newMatch();
    const raw: { clock?: unknown }[] = [];
    conns.home.socket.on('match:update', (u) => raw.push(u));
    const room = await server.app.host.room(match.id);
    // The clock as it lasts: without the moment it was read and the time left then.
    const lasting = (c: TurnClock | null) => {
      if (!c) return c;
      const { at: _at, remainingMs: _left, ...rest } = c;
      return rest;
    };
    for (let i = 0; i < 30; i++) {
      await step(conns);
      expect(lasting(updates.at(-1)!.clock)).toEqual(lasting(room.clock()));
    }
    // Both kinds happen: commands that leave the clock as it was, and ones that change it.
    expect(raw.some((u) => 'clock' in u)).toBe(true);
    expect(raw.some((u) => !('clock' in u))).toBe(true);
  });
});
