import { describe, expect, test } from 'vitest';
import { run } from '../__fixtures__/helpers.js';
import { loadScenario } from '../scenario/load.js';
import { setupProblems } from './setup-rules.js';

type P = { id: string; team: 'home'; at?: [number, number]; box?: 'reserves' };
const squad = (squares: [number, number][], reserves = 0): P[] => [
  ...squares.map((at, i): P => ({ id: `h${i}`, team: 'home', at })),
  ...Array.from({ length: reserves }, (_, i): P => ({ id: `r${i}`, team: 'home', box: 'reserves' })),
];
const los: [number, number][] = [
  [12, 6],
  [12, 7],
  [12, 8],
];
const back: [number, number][] = [
  [8, 1],
  [8, 2],
  [8, 4],
  [8, 5],
  [8, 9],
  [8, 10],
  [8, 12],
  [8, 13],
];

describe('set-up rules (§3.10)', () => {
  test.each([
    ['a legal eleven', squad([...los, ...back]), []],
    ['a player in the opposing half', squad([...los, ...back.slice(0, 7), [13, 7]]), ['outside-own-half']],
    ['fewer than 11 with more available', squad([...los, ...back.slice(0, 7)], 1), ['too-few-players']],
    ['only 10 available: 10 is fine', squad([...los, ...back.slice(0, 7)]), []],
    [
      'two on the Line of Scrimmage',
      squad([...los.slice(0, 2), [11, 7], ...back]),
      ['too-few-on-line-of-scrimmage'],
    ],
    [
      'a wide-zone player does not count for the LoS',
      squad([...los.slice(0, 2), [12, 2], ...back.slice(1)]),
      ['too-few-on-line-of-scrimmage'],
    ],
    ['three in one wide zone', squad([...los, ...back.slice(0, 7), [5, 0]]), ['too-many-in-wide-zone']],
    [
      'two available: both must be on the LoS',
      squad([
        [12, 7],
        [10, 7],
      ]),
      ['too-few-on-line-of-scrimmage'],
    ],
    [
      'two available on the LoS',
      squad([
        [12, 7],
        [12, 6],
      ]),
      [],
    ],
  ])('%s', (_n, players, problems) => {
    const s = loadScenario({ phase: 'setup', kickingTeam: 'home', players });
    expect(setupProblems(s, 'home')).toEqual(problems);
    const canFinish = s.decision?.options.some((o) => o.type === 'done');
    expect(canFinish).toBe(problems.length === 0);
  });

  test('twelve on the pitch is too many', () => {
    const s0 = loadScenario({ phase: 'setup', kickingTeam: 'home', players: squad([...los, ...back], 1) });
    const s = run(s0, [
      { type: 'player', player: 'r0' },
      { type: 'square', square: { x: 5, y: 7 } },
    ]).state;
    expect(setupProblems(s, 'home')).toEqual(['too-many-players']);
    expect(s.decision?.options).not.toContainEqual({ type: 'done' });
  });

  test('pick a player, place it, bench it; formations give a legal set-up', () => {
    const s0 = loadScenario({ phase: 'setup', kickingTeam: 'home', players: squad([], 12) });
    expect(setupProblems(s0, 'home')).toEqual(['too-few-players']);
    const placed = run(s0, [
      { type: 'player', player: 'r0' },
      { type: 'square', square: { x: 12, y: 7 } },
    ]).state;
    expect(placed.players.find((p) => p.id === 'r0')?.at).toEqual({ x: 12, y: 7 });
    const placeDecision = run(placed, [{ type: 'player', player: 'r0' }]).state.decision;
    expect(placeDecision?.kind).toBe('setup-place');
    expect(placeDecision?.options).toContainEqual({ type: 'bench' });
    expect(placeDecision?.options.some((o) => o.type === 'square' && o.square.x > 12)).toBe(false);
    for (const name of ['balanced', 'defensive']) {
      const f = run(s0, [{ type: 'formation', name }]).state;
      expect(setupProblems(f, 'home')).toEqual([]);
      expect(f.players.filter((p) => p.at !== null)).toHaveLength(11);
    }
  });
});

describe('formations', () => {
  test.each(Array.from({ length: 11 }, (_, i) => i + 1))(
    'with %i players available both formations are legal for either side',
    (n) => {
      for (const side of ['home', 'away'] as const) {
        const players = Array.from({ length: n }, (_, i) => ({
          id: `p${i}`,
          team: side,
          box: 'reserves' as const,
        }));
        const s0 = loadScenario({ phase: 'setup', kickingTeam: side, players });
        for (const name of ['balanced', 'defensive']) {
          const s = run(s0, [{ type: 'formation', name }]).state;
          expect(setupProblems(s, side)).toEqual([]);
        }
      }
    },
  );
});
