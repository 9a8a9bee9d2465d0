import { describe, expect, test } from 'vitest';
import { act, expectDecision, pl, rollsOf, run, turn } from '../__fixtures__/helpers.js';
import { d3, d6, twoD6 } from '../dice/index.js';
import type { Command } from '../engine/commands.js';
import { withInducements } from './__fixtures__/match.js';
import type { Purchase } from './types.js';

const item = (id: Purchase['item']): Purchase => ({ item: id, cost: 0 });
const MAGE: Command = { type: 'choose', choice: 'inducement:weather-mage' };
const ROCK: Command = { type: 'choose', choice: 'inducement:throw-a-rock' };
const modifier = (m: number): Command => ({ type: 'choose', choice: `weather:${m}` });

const scene = (bought: Purchase[] = [], prayers: 'throw-a-rock'[] = []) =>
  withInducements(
    turn([
      { id: 'h1', team: 'home', at: [5, 7] },
      { id: 'a1', team: 'away', at: [20, 7] },
      { id: 'a2', team: 'away', at: [20, 9] },
    ]),
    { home: bought },
    { home: prayers },
  );

describe('Weather Mage (§3.11)', () => {
  test('offered at the start of an own turn; 2D6 then a modifier the coach picks from −2 to +2', () => {
    const s = scene([item('weather-mage')]);
    expect(s.weather).toBe('perfect');
    expect(s.decision?.options[0]).toEqual(MAGE);
    const rolled = run(s, [MAGE], twoD6(5, 5));
    expectDecision(rolled.state, 'weather-mage', 'home');
    expect(rolled.state.decision?.options).toEqual([-2, -1, 0, 1, 2].map(modifier));
    // 10 + 2 = 12: Blizzard.
    const { state } = run(rolled.state, [modifier(2)]);
    expect(state.weather).toBe('blizzard');
    expectDecision(state, 'activation', 'home');
    expect(state.decision?.options).not.toContainEqual(MAGE);
  });

  test.each([
    [2, 2, -2, 'sweltering-heat'],
    [6, 5, 0, 'pouring-rain'],
    [1, 2, 2, 'perfect'],
  ])('%i + %i with %i', (a, b, m, weather) => {
    const rolled = run(scene([item('weather-mage')]), [MAGE], twoD6(a, b));
    expect(run(rolled.state, [modifier(m)]).state.weather).toBe(weather);
  });

  test('not offered once a player has been activated, nor without the Mage', () => {
    expect(scene().decision?.options).not.toContainEqual(MAGE);
    const moved = run(scene([item('weather-mage')]), [act('h1', 'move')]).state;
    const ended = run(moved, [{ type: 'end-activation' }]).state;
    expect(ended.decision?.options).not.toContainEqual(MAGE);
  });
});

describe('Throw a Rock (§4.3)', () => {
  test('once per game: a random opposing player on the pitch, 4+ → Knocked Down', () => {
    const s = scene([], ['throw-a-rock']);
    expect(s.decision?.options).toContainEqual(ROCK);
    // Two opponents: a D3 picks (2 = a2), the rock hits on 4, armour 2D6 holds.
    const { state, events } = run(s, [ROCK], [d3(2), d6(4), ...twoD6(1, 2)]);
    expect(pl(state, 'a2').status).toBe('prone');
    expect(pl(state, 'a1').status).toBe('standing');
    expect(rollsOf(events, 'prayers-to-nuffle')[0]).toMatchObject({ player: 'a2', success: true });
    expect(state.decision?.options).not.toContainEqual(ROCK);
  });

  test('3: it misses, and the prayer is spent', () => {
    const { state } = run(scene([], ['throw-a-rock']), [ROCK], [d3(1), d6(3)]);
    expect(pl(state, 'a1').status).toBe('standing');
    expect(state.inducements?.used).toContain('home:throw-a-rock');
  });

  test("the opponents' prayer is not offered to this coach", () => {
    const s = withInducements(
      turn([
        { id: 'h1', team: 'home', at: [5, 7] },
        { id: 'a1', team: 'away', at: [20, 7] },
      ]),
      {},
      {
        away: ['throw-a-rock'],
      },
    );
    expect(s.decision?.options).not.toContainEqual(ROCK);
  });
});
