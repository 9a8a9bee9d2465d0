import { describe, expect, test } from 'vitest';
import { act, END, pl } from '../../__fixtures__/helpers.js';
import { block as blockDie, twoD6 } from '../../dice/index.js';
import {
  away,
  block,
  DECLINE,
  expectUsed,
  NEXT_HOME_TURN,
  REROLL,
  run,
  square,
  star,
  target,
  turn,
} from '../__fixtures__/scene.js';

// H'thark: ST 6; a1 at his ST so one die is rolled.
const scene = () => turn([star('s', 10, 7, 'hthark-the-unstoppable'), away('a1', 11, 7, { st: 6 })]);
const BLITZ = [act('s', 'blitz'), target('a1'), target('a1')];

describe('Unstoppable Momentum', () => {
  test('on every Blitz, re-roll one block die', () => {
    const first = run(
      scene(),
      [...BLITZ, REROLL('unstoppable-momentum'), square(12, 7), DECLINE],
      [blockDie('player-down'), blockDie('pow'), twoD6(1, 2)],
    );
    expect(pl(first.state, 'a1').status).toBe('prone');
    expectUsed(first.events, 'unstoppable-momentum');
  });

  test('never on a plain Block Action', () => {
    const { state, events } = run(scene(), block('s', 'a1'), [blockDie('player-down'), twoD6(1, 2)]);
    expect(pl(state, 's').status).toBe('prone');
    expectUsed(events, 'unstoppable-momentum', 0);
  });

  test('no limit: offered again on the next Blitz', () => {
    // a2 at ST 7 against H'thark's 6 + h2's assist; h2 Marks a2, so a2 gives a1 no assist.
    const s0 = turn([
      star('s', 10, 7, 'hthark-the-unstoppable'),
      { id: 'h2', team: 'home', at: [8, 6] },
      away('a1', 11, 7, { st: 6 }),
      away('a2', 9, 7, { st: 7 }),
    ]);
    const { state } = run(
      s0,
      [
        ...BLITZ,
        REROLL('unstoppable-momentum'),
        square(12, 7),
        DECLINE,
        END,
        ...NEXT_HOME_TURN,
        act('s', 'blitz'),
        target('a2'),
        target('a2'),
      ],
      [blockDie('player-down'), blockDie('pow'), twoD6(1, 2), blockDie('player-down')],
    );
    expect(state.decision?.options).toContainEqual(REROLL('unstoppable-momentum'));
  });
});
