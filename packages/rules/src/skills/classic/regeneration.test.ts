import { describe, expect, test } from 'vitest';
import { pl, rollsOf, run } from '../../__fixtures__/helpers.js';
import { d6, d8 } from '../../dice/index.js';
import type { Command } from '../../engine/commands.js';
import {
  casualtyScene,
  CASUALTY_FALL as FALL,
  CASUALTY_FALL_ROLLS as FALL_ROLLS,
} from '../../inducements/__fixtures__/classic.js';

const USE_APOTHECARY: Command = { type: 'choose', choice: 'use-apothecary' };

describe('Regeneration (LRB6): after the Casualty roll and the Apothecary, 4+ is Reserves instead', () => {
  test('Dead (D68 61), the Apothecary declined, then 4: Reserves, no injury recorded', () => {
    const s = casualtyScene([], ['Regeneration'], true);
    const hurt = run(s, FALL, [...FALL_ROLLS, d6(6), d8(1)]);
    // The Apothecary is offered before any Regeneration roll.
    expect(hurt.state.decision?.kind).toBe('apothecary');
    expect(rollsOf(hurt.events, 'regeneration')).toHaveLength(0);
    const { state, events } = run(hurt.state, [{ type: 'decline' }], [d6(4)]);
    expect(rollsOf(events, 'regeneration').map((r) => r.success)).toEqual([true]);
    expect(pl(state, 'h1').box).toBe('reserves');
    expect(pl(state, 'h1').record.injury).toBeNull();
  });

  test('Dead, the Apothecary declined, then 3: Dead stands', () => {
    const hurt = run(casualtyScene([], ['Regeneration'], true), FALL, [...FALL_ROLLS, d6(6), d8(1)]);
    const { state } = run(hurt.state, [{ type: 'decline' }], [d6(3)]);
    expect(pl(state, 'h1').box).toBe('dead');
  });

  test('the Apothecary turns Dead into Badly Hurt: Reserves, no Regeneration roll needed', () => {
    const hurt = run(casualtyScene([], ['Regeneration'], true), FALL, [...FALL_ROLLS, d6(6), d8(1)]);
    const second = run(hurt.state, [USE_APOTHECARY], [d6(2), d8(1)]);
    const { state, events } = run(second.state, [{ type: 'choose', choice: 'second' }], []);
    expect(rollsOf([...second.events, ...events], 'regeneration')).toHaveLength(0);
    expect(pl(state, 'h1').box).toBe('reserves');
  });
});
