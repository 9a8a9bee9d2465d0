import { describe, expect, test } from 'vitest';
import { injuryResult } from '../charts/injury-chart.js';
import { settlePool } from '../dice/pool.js';
import { d6, ScriptedDice } from '../dice/scripted.js';
import { apply } from '../engine/apply.js';
import { eventsOf, placedGame, play, weaponIndex } from '../test-support/game.js';
import { meleeOdds, rangedOdds } from './attack-odds.js';

/** Every ordered roll of n dice. */
function* rolls(n: number): Generator<number[]> {
  for (let k = 0; k < 6 ** n; k++) {
    const f: number[] = [];
    let x = k;
    for (let i = 0; i < n; i++) {
      f.push((x % 6) + 1);
      x = Math.floor(x / 6);
    }
    yield f;
  }
}

describe('odds before an attack are exact', () => {
  const s = placedGame([
    { seat: 'a', type: 'yeoman', at: { x: 10, y: 10 } },
    { seat: 'b', type: 'heretic-trooper', at: { x: 10, y: 18 } },
  ]);
  const started = play(s, [['a', { type: 'activate', model: 'a1' }]]).state;

  test('a Yeoman shooting a Heretic Trooper in the open: 21/36 to hit, then the Injury Chart', () => {
    const odds = rangedOdds(started, 'a1', 0, 'b1');
    expect(odds.hit).toBeCloseTo(21 / 36, 12);
    expect(odds.critical).toBeCloseTo(1 / 36, 12);
    // A plain hit: 2D6, Down on 7–8 (11/36), Out of Action on 9+ (10/36); a Critical hit: 3 dice, the best 2.
    let critDown = 0;
    let critOut = 0;
    for (const f of rolls(3)) {
      const r = injuryResult(settlePool(f, 2, 1).total);
      if (r === 'down') critDown += 1 / 216;
      if (r === 'out-of-action') critOut += 1 / 216;
    }
    expect(odds.result.down).toBeCloseTo((20 / 36) * (11 / 36) + (1 / 36) * critDown, 12);
    expect(odds.result['out-of-action']).toBeCloseTo((20 / 36) * (10 / 36) + (1 / 36) * critOut, 12);
    const total = Object.values(odds.result).reduce((a, b) => a + b, 0);
    expect(total).toBeCloseTo(1, 12);
  });

  test('the odds agree with playing every possible roll through the engine', () => {
    const tally = { 'no-effect': 0, 'minor-hit': 0, down: 0, 'out-of-action': 0 } as Record<string, number>;
    for (const hit of rolls(2)) {
      const total = hit[0]! + hit[1]!;
      if (total < 7) {
        tally['no-effect']! += 1 / 36;
        continue;
      }
      const n = total >= 12 ? 3 : 2;
      for (const inj of rolls(n)) {
        const r = apply(
          started,
          'a',
          { type: 'shoot', model: 'a1', weapon: 0, targets: ['b1'] },
          new ScriptedDice([d6(...hit), d6(...inj)]),
        );
        if (!r.ok) throw new Error(r.rejection.message);
        const result = eventsOf(r.events, 'injury-roll')[0]!.result;
        tally[result]! += 1 / 36 / 6 ** n;
      }
    }
    const odds = rangedOdds(started, 'a1', 0, 'b1');
    for (const k of Object.keys(tally))
      expect(odds.result[k as keyof typeof odds.result]).toBeCloseTo(tally[k]!, 12);
  });

  test('TOUGH counts in the odds: a Heretic Priest is never taken Out of Action by its first injury', () => {
    const t = placedGame([
      { seat: 'a', type: 'yeoman', items: ['trench-club'], at: { x: 10, y: 10 } },
      { seat: 'b', type: 'heretic-priest', at: { x: 10, y: 11.6 } },
    ]);
    const odds = meleeOdds(t, 'a1', weaponIndex(t, 'a1', 'trench-club'), 'b1');
    expect(odds.result['out-of-action']).toBe(0);
    expect(odds.hitDice).toEqual([]);
  });

  test('spending markers changes the odds the way the roll would: 2 markers on the hit, -2 DICE', () => {
    const odds = rangedOdds(started, 'a1', 0, 'b1', { hitMarkers: 2 });
    let hit = 0;
    for (const f of rolls(4)) if (settlePool(f, 2, -2).total >= 7) hit += 1 / 1296;
    expect(odds.hit).toBeCloseTo(hit, 12);
  });

  test('shooting into melee: the declared target gets half the shots, shared among the enemies within 1"', () => {
    const m = placedGame([
      { seat: 'a', type: 'yeoman', at: { x: 10, y: 10 } },
      { seat: 'a', type: 'yeoman', at: { x: 10.6, y: 19.3 } },
      { seat: 'b', type: 'heretic-trooper', at: { x: 10, y: 20.2 } },
      { seat: 'b', type: 'heretic-trooper', at: { x: 11.4, y: 20.6 } },
    ]);
    expect(rangedOdds(m, 'a1', 0, 'b1').reachesTarget).toBe(0.25);
  });
});
