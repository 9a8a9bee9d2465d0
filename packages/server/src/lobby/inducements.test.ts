import type { MatchState } from '@dugout/rules';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bloodBowlModule } from '../games/blood-bowl/module.js';
import { startMatchServer } from '../test-support/matches.js';

// Issue 16: a challenge and a match against the bot may carry an inducement budget; the match starts with
// the inducement step and each coach's purse. A budget the rules do not allow is refused, naming it.
describe('an inducement budget in the lobby', () => {
  let server: Awaited<ReturnType<typeof startMatchServer>>;
  beforeAll(async () => {
    server = await startMatchServer('pglite', { games: [bloodBowlModule()] });
  });
  afterAll(() => server.close());

  const purses = (s: MatchState) => ({
    home: s.inducements?.sides.home.treasury,
    away: s.inducements?.sides.away.treasury,
  });

  test('a challenge with a budget starts a match whose coaches each have it to spend', async () => {
    const home = await server.coach('PurseH');
    const away = await server.coach('PurseA');
    const c = await home.challenge({
      team: { roster: 'human' },
      to: away.name,
      inducements: { budget: 150_000 },
    });
    const { match } = await away.acceptChallenge(c.id, { team: { roster: 'orc' } });
    const view = (await home.replay(match.id, 0, { steps: false })).view as MatchState;
    expect(view.decision).toMatchObject({ kind: 'inducements', team: 'home' });
    expect(purses(view)).toEqual({ home: 150_000, away: 150_000 });
  });

  test('against the bot too; without a budget there is no inducement step', async () => {
    const coach = await server.coach('PurseBot');
    const vsBot = await coach.playBot({ team: { roster: 'human' }, inducements: { budget: 50_000 } });
    const view = (await coach.replay(vsBot.id, 0, { steps: false })).view as MatchState;
    expect(purses(view)).toEqual({ home: 50_000, away: 50_000 });
    const plain = await coach.playBot({ team: { roster: 'human' } });
    const none = (await coach.replay(plain.id, 0, { steps: false })).view as MatchState;
    expect(none.inducements).toBeUndefined();
  });

  test.each([
    ['off the 5k steps', 12_345],
    ['over 2M', 2_005_000],
    ['negative', -5_000],
  ])('a budget %s is refused, naming the field, and nothing is opened', async (_what, budget) => {
    const coach = await server.coach('PurseBad');
    const before = (await coach.challenges()).length;
    await expect(
      coach.challenge({ team: { roster: 'human' }, inducements: { budget } }),
    ).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/inducements/) });
    await expect(coach.playBot({ team: { roster: 'human' }, inducements: { budget } })).rejects.toMatchObject(
      {
        status: 400,
      },
    );
    expect((await coach.challenges()).length).toBe(before);
  });
});
