import { describe, expect, test } from 'vitest';
import { expectDecision, pl } from '../../__fixtures__/helpers.js';
import { block as blockDie, twoD6 } from '../../dice/index.js';
import {
  away,
  block,
  DECLINE,
  expectUsed,
  NEXT_HOME_TURN,
  NO_REROLL,
  REROLL,
  run,
  square,
  star,
  turn,
} from '../__fixtures__/scene.js';

// Lord Borak: ST 5, Block, Mighty Blow. a1 and a2 at ST 5 (a2 Marked by h2, so no assists): one die.
const scene = () =>
  turn([
    star('s', 10, 7, 'lord-borak-the-despoiler'),
    { id: 'h2', team: 'home', at: [8, 9] },
    away('a1', 11, 7, { st: 5 }),
    away('a2', 9, 8, { st: 6 }),
  ]);

describe('Lord of Chaos', () => {
  test('re-roll one block die of his block: a Player Down becomes a POW', () => {
    const s1 = run(scene(), block('s', 'a1'), [blockDie('player-down')]).state;
    expect(s1.decision?.options).toContainEqual(REROLL('lord-of-chaos'));
    const { state, events } = run(
      s1,
      [REROLL('lord-of-chaos'), square(12, 7), DECLINE],
      [blockDie('pow'), twoD6(1, 2)],
    );
    expect(pl(state, 'a1').status).toBe('prone');
    expect(pl(state, 's').status).toBe('standing');
    expectUsed(events, 'lord-of-chaos');
  });

  test('once per game: not offered on his next block', () => {
    const { state } = run(
      scene(),
      [
        ...block('s', 'a1'),
        REROLL('lord-of-chaos'),
        square(12, 7),
        DECLINE,
        ...NEXT_HOME_TURN,
        ...block('s', 'a2'),
      ],
      [blockDie('player-down'), blockDie('pow'), twoD6(1, 2), blockDie('player-down'), twoD6(1, 2)],
    );
    // The second Player Down stands: Borak is down, no re-roll was asked.
    expect(pl(state, 's').status).toBe('prone');
    expectDecision(state, 'activation', 'away');
  });

  test('declining keeps it for later', () => {
    const { events } = run(scene(), [...block('s', 'a1'), NO_REROLL], [blockDie('player-down'), twoD6(1, 2)]);
    expectUsed(events, 'lord-of-chaos', 0);
  });
});
