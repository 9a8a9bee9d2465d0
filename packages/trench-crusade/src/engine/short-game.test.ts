import { SeededDice } from '@dugout/rules';
import { describe, expect, test } from 'vitest';
import { seededRandom } from '../bots/random.js';
import { selfPlay } from '../bots/self-play.js';
import { simpleBot } from '../bots/simple-bot.js';
import { create } from './create.js';

const seed = new Uint8Array(32).fill(3);
const warbands = { a: 'new-antioch-example', b: 'heretic-legion-example' };

describe('house rule: a short game of fewer turns', () => {
  test('turns: 1 ends after the first turn, with no extra turn even in Trench Warfare', () => {
    const r = selfPlay(
      { scenario: 'trench-warfare', warbands, turns: 1 },
      new SeededDice(seed),
      { a: simpleBot, b: simpleBot },
      seededRandom(3),
    );
    expect(r.state.result?.reason).not.toBe('conceded');
    expect(r.state.turn).toBe(1);
    expect(r.state.lastTurn).toBe(1);
  });

  test('turns outside 1 to the scenario’s own count are refused with the option named', () => {
    for (const turns of [0, 5, 2.5]) {
      const r = create({ scenario: 'claim-no-mans-land', warbands, turns }, new SeededDice(seed));
      expect(r).toEqual({
        ok: false,
        problems: [{ path: 'turns', code: 'invalid', message: 'turns is a whole number from 1 to 4' }],
      });
    }
  });
});
