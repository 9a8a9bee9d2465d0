import type { MatchState } from '@dugout/rules';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildServer } from '../app.js';
import { touchdownPolicy } from '../games/blood-bowl/test-support/policy.js';
import { testConfig } from '../test-support/databases.js';
import { startMatchServer, until } from '../test-support/matches.js';

describe('idle matches leave memory and come back on demand', () => {
  let server: Awaited<ReturnType<typeof startMatchServer>>;
  beforeAll(async () => {
    server = await startMatchServer('pglite');
  });
  afterAll(() => server.close());

  test('an idle match is unloaded and the next command loads it again where it was; start-up resumes only recently played matches', async () => {
    const coach = await server.coach('Idle');
    const match = await coach.playBot({ team: { roster: 'human' }, botTeam: { roster: 'orc' } });
    const conn = server.track(await coach.joinMatch(match.id));
    const homeToAct = () => (conn.view as MatchState).decision?.team === 'home';
    const host = server.app.host;
    let unloaded = 0;
    for (let i = 0; i < 40 && unloaded < 6; i++) {
      await until(homeToAct, 'the coach to decide');
      expect(host.loadedRooms()).toBe(1);
      // The toss and the kick-off choices are on a clock the host ends by itself (issue 16): the match
      // stays. Otherwise nothing is pending by itself (the turn clock only lets the opponent claim, the
      // bot waits): it may go.
      if ((await host.room(match.id)).clock()?.onExpiry === 'auto') {
        expect(await host.unloadIdle(0)).toEqual([]);
      } else {
        expect(await host.unloadIdle(0)).toEqual([match.id]);
        expect(host.loadedRooms()).toBe(0);
        unloaded++;
      }
      const before = conn.seq;
      const ack = await conn.send(touchdownPolicy(conn.view as MatchState));
      expect(ack).toEqual({ seq: before + 1, duplicate: false });
      await until(() => conn.seq >= ack.seq, 'the update after reloading');
      expect(host.loadedRooms()).toBe(1);
    }
    expect(unloaded).toBe(6);
    // The bot answers the last command on its own: wait until it is the coach's turn again (nothing more
    // is written to the match then), or its write could land after the back-dating below.
    await until(homeToAct, 'the coach to decide');
    // The live seq is the log's last command (the match row moves only at snapshots and the end).
    const last = await server.app.db.prisma.matchCommand.aggregate({
      where: { matchId: match.id },
      _max: { seq: true },
    });
    expect(last._max.seq).toBe(conn.seq);

    // A node starting on the same database resumes only the matches played within the unload time (their
    // clocks and bots go on); one untouched for longer waits until it is asked for.
    await server.app.db.prisma.match.update({
      where: { id: match.id },
      data: { updatedAt: new Date(Date.now() - 3_600_000) },
    });
    const recent = await coach.playBot({ team: { roster: 'human' }, botTeam: { roster: 'orc' } });
    const other = await buildServer(testConfig(), { database: server.db });
    await other.ready();
    try {
      await other.host.resumed;
      expect(other.host.loadedRooms()).toBe(1);
      // The one loaded is the recent match: asking for it loads nothing more.
      await other.host.room(recent.id);
      expect(other.host.loadedRooms()).toBe(1);
      const snapshot = await other.host.live(match.id).snapshot('spectator');
      expect(snapshot.seq).toBe(conn.seq);
      expect(other.host.loadedRooms()).toBe(2);
    } finally {
      await other.close();
    }
  });
});
