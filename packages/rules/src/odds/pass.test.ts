import { describe, expect, test } from 'vitest';
import { turn } from '../__fixtures__/helpers.js';
import { handOffOdds, passOdds, throwOutcomes, ttmOdds } from './pass.js';

describe('pass odds', () => {
  test.each([
    // pa, modifier, accurate, inaccurate, fumbled (in sixths)
    [4, 0, 3, 2, 1],
    [4, -1, 2, 2, 2],
    [4, -3, 1, 1, 4],
    [2, 0, 5, 0, 1],
    [6, -3, 1, 1, 4],
  ])('PA %i+ at %i: %i/6 accurate, %i/6 inaccurate, %i/6 fumbled', (pa, mod, a, i, f) => {
    const o = throwOutcomes(pa, mod);
    expect(o.accurate).toBeCloseTo(a / 6);
    expect(o.inaccurate).toBeCloseTo(i / 6);
    expect(o.fumbled).toBeCloseTo(f / 6);
  });

  test('PA "–" always fumbles; Safe Pass removes the natural-1 fumble', () => {
    expect(throwOutcomes(null, 0)).toEqual({ accurate: 0, inaccurate: 0, fumbled: 1 });
    expect(throwOutcomes(4, 0, true).fumbled).toBe(0);
  });

  test('range, interceptors and the chance the receiver ends with the ball', () => {
    const s = turn(
      [
        { id: 'h1', team: 'home', at: [5, 7], skills: ['Pass'] },
        { id: 'h2', team: 'home', at: [8, 7] },
        { id: 'a1', team: 'away', at: [7, 7] },
      ],
      { ball: { carrier: 'h1' } },
    );
    const o = passOdds(s, 'h1', { x: 8, y: 7 });
    expect(o?.range).toBe('quick');
    expect(o?.throw.accurate).toBeCloseTo(3 / 6);
    expect(o?.withReroll?.accurate).toBeCloseTo(3 / 6 + (3 / 6) * (3 / 6));
    // a1 (AG 3+, −3 accurate, −1 marked by h2) needs a 6.
    expect(o?.interceptors).toEqual([{ player: 'a1', chance: 1 / 6 }]);
    // h2 is marked by a1: 3+ at −1 → 4+.
    expect(o?.receiver).toEqual({ player: 'h2', catch: 3 / 6 });
    expect(o?.completion).toBeCloseTo((3 / 4) * (5 / 6) * (3 / 6));
    expect(passOdds(s, 'h1', { x: 19, y: 7 })).toBeNull();
  });

  test('hand-off and Throw Team-mate odds', () => {
    const s = turn(
      [
        { id: 'h1', team: 'home', at: [5, 7], skills: ['Throw Team-mate'] },
        { id: 'h2', team: 'home', at: [6, 7], skills: ['Right Stuff', 'Catch'] },
      ],
      { ball: { carrier: 'h1' } },
    );
    expect(handOffOdds(s, 'h2')).toBeCloseTo(4 / 6 + (2 / 6) * (4 / 6));
    expect(ttmOdds(s, 'h1', { x: 8, y: 7 })).toEqual(throwOutcomes(4, 0));
    expect(ttmOdds(s, 'h1', { x: 12, y: 7 })).toBeNull();
  });
});
