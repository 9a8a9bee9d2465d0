import { describe, expect, test } from 'vitest';
import { rollsOf } from '../../__fixtures__/helpers.js';
import { block as blockDie, twoD6 } from '../../dice/index.js';
import { blockScene, expectUsed, POW_FRENZY, run } from '../__fixtures__/scene.js';

// Grim Ironjaw: ST 4, Block, Frenzy (follows up), Hatred (Big Guy), no Mighty Blow.
describe('Slayer', () => {
  test('+1 on the armour roll of a Big Guy he knocks down', () => {
    const s0 = blockScene('grim-ironjaw', 4, { av: 8, keywords: ['Big Guy', 'Ogre'] });
    const { events } = run(s0, POW_FRENZY, [blockDie('pow'), twoD6(4, 3), twoD6(1, 2)]);
    expect(rollsOf(events, 'armour')[0]).toMatchObject({
      total: 8,
      success: true,
      modifiers: [{ value: 1, reason: 'slayer' }],
    });
    expectUsed(events, 'slayer');
  });

  test('else on the injury roll; never against a player who is no Big Guy', () => {
    const big = run(blockScene('grim-ironjaw', 4, { keywords: ['Big Guy'] }), POW_FRENZY, [
      blockDie('pow'),
      twoD6(5, 5),
      twoD6(3, 4),
    ]);
    expect(rollsOf(big.events, 'injury')[0]).toMatchObject({
      total: 8,
      modifiers: [{ value: 1, reason: 'slayer' }],
    });
    const small = run(blockScene('grim-ironjaw', 4, { av: 8, keywords: ['Lineman'] }), POW_FRENZY, [
      blockDie('pow'),
      twoD6(4, 3),
    ]);
    expect(rollsOf(small.events, 'armour')[0]).toMatchObject({ total: 7, success: false });
    expectUsed(small.events, 'slayer', 0);
  });
});
