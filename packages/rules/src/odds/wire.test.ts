import { describe, expect, test } from 'vitest';
import { act, run, turn } from '../__fixtures__/helpers.js';
import type { MatchState } from '../state/types.js';
import { passOdds } from './pass.js';
import { reachableSquares } from './reach.js';

/** A state as a screen gets it: over the wire, so its decision's options are copies, not shared commands. */
const overTheWire = (s: MatchState): MatchState => JSON.parse(JSON.stringify(s)) as MatchState;

describe('odds of a state that came over the wire', () => {
  test('reachableSquares of a pending move is the same as on the engine’s own state', () => {
    const s = run(
      turn([
        { id: 'h1', team: 'home', at: [5, 7], ma: 6 },
        { id: 'a1', team: 'away', at: [7, 8] },
      ]),
      [act('h1', 'move')],
    ).state;
    expect(s.decision?.kind).toBe('move-step');
    const here = reachableSquares(s, 'h1');
    expect(here.length).toBeGreaterThan(20);
    expect(reachableSquares(overTheWire(s), 'h1')).toEqual(here);
  });

  test('passOdds of a pending pass is the same as on the engine’s own state', () => {
    const s = run(
      turn(
        [
          { id: 'h1', team: 'home', at: [5, 7] },
          { id: 'h2', team: 'home', at: [8, 7] },
        ],
        { ball: { carrier: 'h1' } },
      ),
      [act('h1', 'pass'), { type: 'choose', choice: 'pass' }],
    ).state;
    expect(s.decision?.kind).toBe('pass-target');
    const here = passOdds(s, 'h1', { x: 8, y: 7 });
    expect(here?.completion).toBeGreaterThan(0);
    expect(passOdds(overTheWire(s), 'h1', { x: 8, y: 7 })).toEqual(here);
  });
});
