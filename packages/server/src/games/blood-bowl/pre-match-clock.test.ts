import type { MatchState } from '@dugout/rules';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ManualClock } from '../../host/clock.js';
import { startMatchServer, until } from '../../test-support/matches.js';
import { bloodBowlModule } from './module.js';

// Issue 16: outside a team turn the inducements, the coin toss and the kick-off's choices are on the
// clock too; a coach who never answers gets the default (buy nothing, the first choice) and the match
// moves on to the set-up.

describe('a pre-match decision nobody answers is answered by the clock', () => {
  const clock = new ManualClock();
  let server: Awaited<ReturnType<typeof startMatchServer>>;
  beforeAll(async () => {
    server = await startMatchServer('pglite', { games: [bloodBowlModule()], clock });
  });
  afterAll(() => server.close());

  test('with a 10-second clock: both coaches buy nothing, the toss and the kick-off choice are made', async () => {
    const home = await server.coach('ClkH');
    const away = await server.coach('ClkA');
    const table = await home.openTable({
      game: 'blood-bowl',
      options: { inducements: { budget: 300_000 } },
      turnSeconds: 10,
      choice: { roster: 'human' },
      invite: [away.name],
      autoStart: false,
    });
    await away.takeSeat(table.id, 'away', { choice: { roster: 'orc' } });
    const { match } = await home.startTable(table.id);
    const room = await server.app.host.room(match.id);
    const state = () => room.state as MatchState;
    const decision = () => `${state().decision?.kind}:${state().decision?.team}`;

    expect(decision()).toBe('inducements:home');
    expect(room.clock()).toMatchObject({ seat: 'home', budgetMs: 10_000, onExpiry: 'auto', running: true });
    // Not a moment early.
    clock.advance(9_999);
    expect(decision()).toBe('inducements:home');
    clock.advance(1);
    await until(() => decision() === 'inducements:away', 'home to be done by the clock');
    expect(state().inducements?.sides.home).toMatchObject({ bought: [], done: true });
    // The second coach has its own full time.
    expect(room.clock()).toMatchObject({ seat: 'away', remainingMs: 10_000 });
    clock.advance(10_000);
    await until(() => state().inducements?.sides.away.done === true, 'away to be done by the clock');
    expect(state().inducements?.sides.away.bought).toEqual([]);

    // The toss and the kick-or-receive choice wait no longer than a turn each, then the set-up begins.
    for (let i = 0; i < 5 && !state().decision?.kind.startsWith('setup'); i++) {
      const before = room.seq;
      expect(['coin-toss', 'kick-or-receive']).toContain(state().decision?.kind);
      clock.advance(10_000);
      await until(() => room.seq > before, `${decision()} to be answered by the clock`);
    }
    expect(state().decision?.kind).toMatch(/^setup/);
    const steps = (await home.replay(match.id)).steps;
    expect(steps.length).toBeGreaterThanOrEqual(4);
    expect(steps.every((s) => s.actor === 'timeout')).toBe(true);
    // Nobody may wait forever, but a formation is never made for a coach: the set-up is off the clock.
    expect(room.clock()).toBeNull();
  });
});
