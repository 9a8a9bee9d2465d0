import { describe, expect, test } from 'vitest';
import { rollsOf } from '../../__fixtures__/helpers.js';
import { block as blockDie, twoD6 } from '../../dice/index.js';
import { blockScene, expectUsed, POW_BLOCK, run } from '../__fixtures__/scene.js';

// Ivan 'the Animal' Deathshroud: ST 4, Block, Hatred (Dwarf), no Mighty Blow.
describe('Dwarven Scourge', () => {
  test('+2 on the armour roll of a Dwarf he knocks down', () => {
    const s0 = blockScene('ivan-the-animal-deathshroud', 4, { av: 9, keywords: ['Dwarf'] });
    const { events } = run(s0, POW_BLOCK, [blockDie('pow'), twoD6(4, 3), twoD6(1, 2)]);
    expect(rollsOf(events, 'armour')[0]).toMatchObject({
      total: 9,
      success: true,
      modifiers: [{ value: 2, reason: 'dwarven-scourge' }],
    });
    expectUsed(events, 'dwarven-scourge');
  });

  test('+1 against anyone else: 7 does not break AV 9, then +1 turns a Stunned into a KO', () => {
    const held = run(blockScene('ivan-the-animal-deathshroud', 4, { av: 9 }), POW_BLOCK, [
      blockDie('pow'),
      twoD6(4, 3),
    ]);
    expect(rollsOf(held.events, 'armour')[0]).toMatchObject({ total: 7, success: false });
    expectUsed(held.events, 'dwarven-scourge', 0);
    const hurt = run(blockScene('ivan-the-animal-deathshroud', 4, { av: 9 }), POW_BLOCK, [
      blockDie('pow'),
      twoD6(5, 5),
      twoD6(3, 4),
    ]);
    expect(rollsOf(hurt.events, 'injury')[0]).toMatchObject({
      total: 8,
      modifiers: [{ value: 1, reason: 'dwarven-scourge' }],
    });
  });
});
