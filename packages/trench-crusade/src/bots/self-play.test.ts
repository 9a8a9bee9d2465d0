import { SeededDice } from '@dugout/rules';
import { describe, expect, test } from 'vitest';
import { SCENARIO_IDS } from '../types.js';
import { randomWarband } from '../warbands/random.js';
import { seededRandom } from './random.js';
import { randomBot } from './random-bot.js';
import { selfPlay } from './self-play.js';
import { simpleBot } from './simple-bot.js';

function seed(n: number): Uint8Array {
  const b = new Uint8Array(32);
  new DataView(b.buffer).setUint32(0, n);
  return b;
}

describe('seeded bot games end with a valid result', () => {
  test.each(SCENARIO_IDS.flatMap((sc) => [1, 2, 3].map((n) => [sc, n] as const)))(
    '%s, seed %i, random bots',
    (scenario, n) => {
      const random = seededRandom(n);
      const options = {
        scenario,
        warbands: { a: randomWarband(random, 'new-antioch'), b: randomWarband(random, 'heretic-legion') },
        shaken: n % 2 === 0,
      };
      const r = selfPlay(options, new SeededDice(seed(n)), { a: randomBot, b: randomBot }, random);
      expect(r.state.result).not.toBeNull();
      expect(r.state.turn).toBeGreaterThanOrEqual(1);
    },
  );

  test.each(SCENARIO_IDS.flatMap((sc) => [4, 5, 6].map((n) => [sc, n] as const)))(
    '%s, seed %i, simple bot against random',
    (scenario, n) => {
      const random = seededRandom(n);
      const options = {
        scenario,
        warbands: { a: randomWarband(random, 'heretic-legion'), b: randomWarband(random, 'new-antioch') },
        shaken: n % 2 === 0,
      };
      const r = selfPlay(
        options,
        new SeededDice(seed(n)),
        { a: simpleBot, b: n === 6 ? simpleBot : randomBot },
        random,
      );
      expect(r.state.result).not.toBeNull();
    },
  );
});
