import { describe, expect, test } from 'vitest';
import { act, pl, run, turn } from '../__fixtures__/helpers.js';
import { block, d6, d16, twoD6 } from '../dice/index.js';
import type { Command } from '../engine/commands.js';
import { humans, orcs } from '../league/fixtures.js';
import { postGameOf } from '../league/post-game/fixtures.js';
import { awardSpp } from '../league/post-game/spp.js';
import type { PrayerId } from '../tables/prayers-to-nuffle.js';
import { withInducements } from './__fixtures__/match.js';

const THROW: Command = { type: 'choose', choice: 'pass' };
const to = (x: number, y: number): Command => ({ type: 'square', square: { x, y } });
const DECLINE: Command = { type: 'decline' };

/** An accurate Quick pass from h1 (5,7) to h2 (8,7), caught: a Completion. */
function completion(prayers: PrayerId[]) {
  const s0 = turn(
    [
      { id: 'h1', team: 'home', at: [5, 7] },
      { id: 'h2', team: 'home', at: [8, 7] },
    ],
    { ball: { carrier: 'h1' } },
  );
  return run(withInducements(s0, {}, { home: prayers }), [act('h1', 'pass'), THROW, to(8, 7)], [d6(4), d6(3)])
    .state;
}

describe('Prayers that pay SPP (§4.3)', () => {
  test.each([
    ['none', [], 0, 0],
    ['Perfect Passing: the Completion is worth 2 (1 more)', ['perfect-passing'], 1, 0],
    ['Dazzling Catching: 1 for the catch', ['dazzling-catching'], 0, 1],
    ['both', ['perfect-passing', 'dazzling-catching'], 1, 1],
  ] as const)('%s', (_name, prayers, thrower, catcher) => {
    const s = completion([...prayers]);
    expect(pl(s, 'h1').record.completions).toBe(1);
    expect(pl(s, 'h1').record.prayerSpp ?? 0).toBe(thrower);
    expect(pl(s, 'h2').record.prayerSpp ?? 0).toBe(catcher);
  });

  test('Fan Interaction: an opponent pushed into the crowd who becomes a Casualty gives the pusher 2', () => {
    const s0 = turn([
      { id: 'h1', team: 'home', at: [10, 1] },
      { id: 'a1', team: 'away', at: [10, 0] },
    ]);
    const s = withInducements(s0, {}, { home: ['fan-interaction'] });
    const first = run(s, [act('h1', 'block'), { type: 'player', player: 'a1' }], [block('push-back')]);
    // Into the crowd: injury 5+5 is a Casualty, D16 1 Badly Hurt.
    const { state } = run(first.state, [to(10, -1), DECLINE], [twoD6(5, 5), d16(1)]);
    expect(pl(state, 'a1').box).toBe('casualty');
    expect(pl(state, 'h1').record.prayerSpp).toBe(2);
    // No SPP for a crowd casualty otherwise.
    expect(pl(state, 'h1').record.casualtiesSpp).toBe(0);
  });

  test('Fouling Frenzy: a Casualty caused by a Foul earns 2', () => {
    const s0 = turn([
      { id: 'h1', team: 'home', at: [10, 7] },
      { id: 'a1', team: 'away', at: [11, 7], status: 'prone' },
    ]);
    const s = withInducements(s0, {}, { home: ['fouling-frenzy'] });
    const { state } = run(
      s,
      [act('h1', 'foul'), { type: 'player', player: 'a1' }],
      [twoD6(5, 6), twoD6(4, 6), d16(1)],
    );
    expect(pl(state, 'a1').box).toBe('casualty');
    expect(pl(state, 'h1').record.prayerSpp).toBe(2);
  });

  test('the league post-game pays prayer SPP as their own reason', () => {
    const pg = postGameOf(
      { team: humans('h'), players: { 1: { prayerSpp: 3, completions: 1 } } },
      { team: orcs('o') },
    );
    const { events } = awardSpp(pg);
    expect(events.find((e) => e.type === 'spp' && e.number === 1)).toMatchObject({
      amount: 4,
      reasons: [
        { achievement: 'completion', count: 1, spp: 1 },
        { achievement: 'prayers-to-nuffle', count: 3, spp: 3 },
      ],
    });
  });
});
