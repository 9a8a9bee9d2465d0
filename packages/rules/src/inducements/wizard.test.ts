import { describe, expect, test } from 'vitest';
import { END_TURN, expectDecision, pl, rollsOf, run, turn } from '../__fixtures__/helpers.js';
import { d6, twoD6 } from '../dice/index.js';
import type { Command } from '../engine/commands.js';
import { cloneJson } from '../state/clone.js';
import { FROG } from '../tables/frog.js';
import { withInducements } from './__fixtures__/match.js';
import type { Purchase } from './types.js';
import { endOfDriveFrogs } from './wizard.js';

const WIZARD: Purchase = { item: 'sports-wizard', cost: 0 };
const DECLINE: Command = { type: 'decline' };
const square = (x: number, y: number): Command => ({ type: 'square', square: { x, y } });

const scene = (team: 'home' | 'away' = 'home') =>
  withInducements(
    turn([
      { id: 'h1', team: 'home', at: [5, 7] },
      { id: 'a1', team: 'away', at: [20, 7] },
      { id: 'a2', team: 'away', at: [21, 8], status: 'prone' },
      { id: 'a3', team: 'away', at: [10, 2] },
    ]),
    { [team]: [WIZARD] },
  );

describe('Sports-Wizard (§3.18)', () => {
  test('offered at the end of a turn, to either coach; declining keeps it for later', () => {
    const own = run(scene('home'), [END_TURN]).state;
    expectDecision(own, 'sports-wizard', 'home');
    expect(own.decision?.options.at(-1)).toEqual(DECLINE);
    const later = run(own, [DECLINE]).state;
    expectDecision(later, 'activation', 'away');
    // The opponent's turn ends: the Wizard is offered again.
    expectDecision(run(later, [END_TURN]).state, 'sports-wizard', 'home');
    // The away coach's own Wizard is offered at the end of the home turn too.
    expectDecision(run(scene('away'), [END_TURN]).state, 'sports-wizard', 'away');
  });

  test('Fireball: each player in the 3×3 is hit on 4+; Standing → Knocked Down, armour +1; Prone → armour +1', () => {
    const ended = run(scene(), [END_TURN]).state;
    // Blast at (20,8): a1 (20,7) and a2 (21,8) are in it; a3 is not. Rolled in square order: a1, then a2.
    const { state, events } = run(ended, [square(20, 8)], [d6(4), d6(5), ...twoD6(4, 3), ...twoD6(3, 4)]);
    expect(rollsOf(events, 'sports-wizard').map((r) => r.player)).toEqual(['a1', 'a2']);
    expect(pl(state, 'a1').status).toBe('prone');
    const armour = rollsOf(events, 'armour');
    expect(armour.map((r) => r.modifiers)).toEqual([
      [{ value: 1, reason: 'fireball' }],
      [{ value: 1, reason: 'fireball' }],
    ]);
    expect(pl(state, 'a3').status).toBe('standing');
    expect(state.inducements?.used).toContain('home:sports-wizard');
    // Once per game: not offered again.
    expect(run(state, [END_TURN]).state.decision?.kind).not.toBe('sports-wizard');
  });

  test('Fireball: a 3 misses', () => {
    const ended = run(scene(), [END_TURN]).state;
    const { state } = run(ended, [square(20, 6)], [d6(3)]);
    expect(pl(state, 'a1').status).toBe('standing');
  });

  test.each([
    ['D6 ≥ ST: a Frog', 3, true],
    ['below ST: nothing', 2, false],
  ])('Zap!: %s', (_name, roll, frog) => {
    const ended = run(scene(), [END_TURN]).state;
    const before = pl(ended, 'a1');
    const { state } = run(ended, [{ type: 'player', player: 'a1' }], [d6(roll)]);
    if (frog) {
      expect(pl(state, 'a1').stats).toEqual(FROG.stats);
      expect(pl(state, 'a1').skills).toEqual(FROG.skills);
      // The drive ends: the Frog is itself again.
      const back = cloneJson(state);
      endOfDriveFrogs(back);
      expect(pl(back, 'a1').stats).toEqual(before.stats);
      expect(pl(back, 'a1').skills).toEqual(before.skills);
    } else {
      expect(pl(state, 'a1').stats).toEqual(before.stats);
    }
  });

  test('Zap! targets opposing players only', () => {
    const ended = run(scene(), [END_TURN]).state;
    expect(ended.decision?.options).toContainEqual({ type: 'player', player: 'a1' });
    expect(ended.decision?.options).not.toContainEqual({ type: 'player', player: 'h1' });
  });
});
