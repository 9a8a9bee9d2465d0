import { describe, expect, test } from 'vitest';
import { pl, rollsOf } from '../../__fixtures__/helpers.js';
import { block as blockDie, twoD6 } from '../../dice/index.js';
import { blockScene, expectUsed, POW_BLOCK, run } from '../__fixtures__/scene.js';

// Rumbelow Sheepskin: ST 3, no Mighty Blow.
const scene = () => blockScene('rumbelow-sheepskin', 3, { av: 8 });

describe('Ram', () => {
  test('+1 on the armour roll when that breaks it', () => {
    const { events } = run(scene(), POW_BLOCK, [blockDie('pow'), twoD6(4, 3), twoD6(1, 2)]);
    expect(rollsOf(events, 'armour')[0]).toMatchObject({
      total: 8,
      success: true,
      modifiers: [{ value: 1, reason: 'ram' }],
    });
    expect(rollsOf(events, 'injury')[0]).toMatchObject({ total: 3, modifiers: [] });
    expectUsed(events, 'ram');
  });

  test('else +1 on the injury roll when that makes it worse', () => {
    const { state, events } = run(scene(), POW_BLOCK, [blockDie('pow'), twoD6(5, 5), twoD6(3, 4)]);
    expect(rollsOf(events, 'injury')[0]).toMatchObject({
      total: 8,
      modifiers: [{ value: 1, reason: 'ram' }],
    });
    expect(pl(state, 'a1').box).toBe('knocked-out');
    expectUsed(events, 'ram');
  });

  test('once per game: used on the armour, the injury gets nothing', () => {
    const { state, events } = run(scene(), POW_BLOCK, [blockDie('pow'), twoD6(4, 3), twoD6(3, 4)]);
    expect(rollsOf(events, 'injury')[0]).toMatchObject({ total: 7, modifiers: [] });
    expect(pl(state, 'a1').status).toBe('stunned');
    expectUsed(events, 'ram');
  });
});
