import { describe, expect, test } from 'vitest';
import {
  act,
  END_TURN,
  expectDecision,
  mv,
  pl,
  rollsOf,
  run,
  turn,
  turnoverOf,
} from '../__fixtures__/helpers.js';
import { d6, twoD6 } from '../dice/index.js';
import type { Command } from '../engine/commands.js';
import type { ScenarioInput } from '../scenario/schema.js';
import { withInducements } from './__fixtures__/match.js';
import type { Purchase } from './types.js';

type P = ScenarioInput['players'][number];
const FOUL: Command[] = [act('h1', 'foul'), { type: 'player', player: 'a1' }];
const ARGUE: Command = { type: 'choose', choice: 'argue' };
const DECLINE: Command = { type: 'decline' };
const item = (id: Purchase['item'], cost = 0): Purchase => ({ item: id, cost });

const foulScene = () =>
  turn([
    { id: 'h1', team: 'home', at: [10, 7] },
    { id: 'a1', team: 'away', at: [11, 7], status: 'prone' },
  ]);

/** The end of the first half with a Knocked-out away player (KO recovery rolls at the end of the drive). */
const koScene = () =>
  turn(
    [
      { id: 'h1', team: 'home', at: [5, 7] },
      { id: 'a1', team: 'away', at: [20, 7] },
      { id: 'a2', team: 'away', box: 'knocked-out' } as P,
    ],
    { turn: 8, kickingTeam: 'home' },
  );

describe('inducements acting in the match', () => {
  test.each([
    ['no inducement: 3 stays Knocked-out', [], 3, 'knocked-out'],
    ["one Blitzer's Best Keg: 3 + 1 recovers", [item('blitzers-best-kegs')], 3, 'reserves'],
    ['two Kegs: 2 + 2 recovers', [item('blitzers-best-kegs'), item('blitzers-best-kegs')], 2, 'reserves'],
    ['two Kegs: 1 + 2 stays', [item('blitzers-best-kegs'), item('blitzers-best-kegs')], 1, 'knocked-out'],
    ['Josef Bugman: 3 + 1 recovers', [item('josef-bugman')], 3, 'reserves'],
    [
      'Kegs and Bugman: 1 + 2 stays, 2 + 2 recovers',
      [item('blitzers-best-kegs'), item('josef-bugman')],
      2,
      'reserves',
    ],
  ])('KO recovery (§3.16), %s', (_name, bought, roll, box) => {
    const s0 = withInducements(koScene(), { away: bought as Purchase[] });
    const { state, events } = run(s0, [END_TURN], [d6(roll)]);
    expect(rollsOf(events, 'ko-recovery')[0]).toMatchObject({ natural: [roll] });
    expect(pl(state, 'a2').box).toBe(box);
  });

  test("a team's Kegs do not help the other team's players", () => {
    const s0 = withInducements(koScene(), { home: [item('blitzers-best-kegs'), item('blitzers-best-kegs')] });
    const { state } = run(s0, [END_TURN], [d6(3)]);
    expect(pl(state, 'a2').box).toBe('knocked-out');
  });

  test.each([
    ['plain: 5 is not enough', {}, 5, 'sent-off'],
    ['Friends with the Ref: 5 stays', { prayers: ['friends-with-the-ref'] }, 5, null],
    ['Biased Referee: 5 + 1 stays', { bought: [item('biased-referee')] }, 5, null],
    ['Biased Referee: 4 + 1 is sent off', { bought: [item('biased-referee')] }, 4, 'sent-off'],
    [
      'both: 4 + 1 reaches 5',
      { bought: [item('biased-referee')], prayers: ['friends-with-the-ref'] },
      4,
      null,
    ],
    [
      'both: a natural 1 still ejects',
      { bought: [item('biased-referee')], prayers: ['friends-with-the-ref'] },
      1,
      'sent-off',
    ],
  ] as const)('Argue the Call, %s', (_name, own, roll, box) => {
    const s0 = withInducements(
      foulScene(),
      { home: [...((own as { bought?: Purchase[] }).bought ?? [])] },
      {
        home: [...((own as { prayers?: ['friends-with-the-ref'] }).prayers ?? [])],
      },
    );
    // The armour double sends the fouler off; the coach argues.
    const first = run(s0, FOUL, [twoD6(1, 1)]);
    expectDecision(first.state, 'argue-the-call', 'home');
    const rest = run(first.state, [ARGUE], [d6(roll)]);
    const state = rest.state.decision?.kind === 'bribe' ? run(rest.state, [DECLINE]).state : rest.state;
    expect(pl(state, 'h1').box).toBe(box);
  });

  test.each([
    ['5 sends the fouler off', 5, true],
    ['4 does not', 4, false],
  ])("the fouled team's Biased Referee after a Foul: %s", (_name, roll, off) => {
    const s0 = withInducements(foulScene(), { away: [item('biased-referee')] });
    const { state, events } = run(s0, FOUL, [twoD6(5, 6), d6(roll), twoD6(1, 2)]);
    expect(rollsOf(events, 'biased-referee')[0]).toMatchObject({ natural: [roll], success: off });
    if (off) expectDecision(state, 'argue-the-call', 'home');
    else expect(turnoverOf(events)).toBeNull();
  });

  test("the fouling team's own Biased Referee does not watch its fouls", () => {
    const s0 = withInducements(foulScene(), { home: [item('biased-referee')] });
    const { events } = run(s0, FOUL, [twoD6(5, 6), twoD6(1, 2)]);
    expect(rollsOf(events, 'biased-referee')).toHaveLength(0);
  });

  test.each([
    ['armour broken: sent off', [5, 6], true],
    ['armour held: no', [2, 3], false],
  ] as const)('Under Scrutiny (the fouled team prays): %s', (_name, armour, off) => {
    const s0 = withInducements(foulScene(), {}, { away: ['under-scrutiny'] });
    const rolls = off ? [twoD6(armour[0], armour[1]), twoD6(1, 2)] : [twoD6(armour[0], armour[1])];
    const { state } = run(s0, FOUL, rolls);
    if (off) expectDecision(state, 'argue-the-call', 'home');
    else expectDecision(state, 'activation', 'home');
  });

  test.each([
    ['the opponents pray for Moles: −1, a 2 fails', 'away', 2, false],
    ["the runner's own team prays: no modifier", 'home', 2, true],
  ] as const)('Moles Under the Pitch, %s', (_name, side, roll, ok) => {
    const s0 = withInducements(
      turn([{ id: 'h1', team: 'home', at: [5, 7], ma: 1 }]),
      {},
      {
        [side]: ['moles-under-the-pitch'],
      },
    );
    const rolls = ok ? [d6(roll)] : [d6(roll), ...twoD6(1, 2)];
    const { events } = run(s0, [act('h1'), mv(6, 7), mv(7, 7)], rolls);
    expect(rollsOf(events, 'rush')[0]).toMatchObject({ natural: [roll], success: ok });
  });
});
