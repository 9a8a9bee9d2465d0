/** Issue 21 items 1, 4 and 5: crowd push buttons, the planned path, Tackle Zones and the pass odds. */
import { apply, type Command, loadScenario, type MatchState, markerCount, ScriptedDice } from '@dugout/rules';
import { handOffOdds, passOdds, reachableSquares, ttmOdds } from '@dugout/rules/odds';
import { describe, expect, test } from 'vitest';
import { passPreview, squareOdds } from './pass-view.js';
import { planPath, tackleZones } from './path-plan.js';
import { buttonOptions, namesOf, optionLabel } from './view-model.js';

const play = (s: MatchState, ...commands: Command[]) =>
  commands.reduce(
    (state, c) =>
      apply(state, { ...c, team: state.decision?.team ?? 'home' } as Command, new ScriptedDice([])).state,
    s,
  );

describe('a push into the crowd', () => {
  test('each crowd square of a push is a button naming it', () => {
    const s = loadScenario({
      activeTeam: 'home',
      players: [
        { id: 'a', team: 'home', at: [8, 13] },
        { id: 'd', team: 'away', at: [8, 14] },
      ],
    });
    const blocked = apply(
      play(s, { type: 'activate', player: 'a', action: 'block' }),
      { type: 'player', player: 'd', team: 'home' },
      new ScriptedDice([{ kind: 'BLOCK', value: 3 }]),
    ).state;
    const d = blocked.decision;
    expect(d?.kind).toBe('push');
    if (!d) return;
    const buttons = buttonOptions(d);
    expect(buttons).toHaveLength(3);
    expect(buttons.map((c) => optionLabel(blocked, d, c, namesOf(blocked))).sort()).toEqual([
      'Into the crowd (7, 15)',
      'Into the crowd (8, 15)',
      'Into the crowd (9, 15)',
    ]);
  });
});

describe('the planned path', () => {
  const s = play(
    loadScenario({
      activeTeam: 'home',
      players: [
        { id: 'r', team: 'home', at: [5, 7], ma: 6 },
        { id: 'o1', team: 'away', at: [8, 6] },
        { id: 'o2', team: 'away', at: [8, 8] },
      ],
    }),
    { type: 'activate', player: 'r', action: 'move' },
  );
  const reach = reachableSquares(s, 'r');

  test('a square with no roll on the way: four green steps to it', () => {
    const steps = planPath(s, 'home', { x: 5, y: 7 }, reach, { x: 5, y: 3 }, 6);
    expect(steps?.map((p) => p.kind)).toEqual(['safe', 'safe', 'safe', 'safe']);
    expect(steps?.[3]?.square).toEqual({ x: 5, y: 3 });
  });

  test('each step is adjacent to the one before; Dodges where a square is left Marked; Rushes beyond MA', () => {
    for (const target of reach.filter((r) => r.probability > 0 && r.moves > 0)) {
      const steps = planPath(s, 'home', { x: 5, y: 7 }, reach, target, 6);
      expect(steps).not.toBeNull();
      let prev = { x: 5, y: 7 };
      steps?.forEach((step, i) => {
        expect(Math.max(Math.abs(step.square.x - prev.x), Math.abs(step.square.y - prev.y))).toBe(1);
        const dodge = markerCount(s, prev, 'home') > 0;
        expect(step.kind).toBe(dodge ? (i >= 6 ? 'dodge-rush' : 'dodge') : i >= 6 ? 'rush' : 'safe');
        prev = step.square;
      });
      expect(steps?.length).toBeLessThanOrEqual(target.moves);
      expect(steps?.[steps.length - 1]?.square).toEqual({ x: target.x, y: target.y });
    }
  });

  test('around the Tackle Zones when the movement allows: no Dodge, two Rushes, as the engine’s likeliest way', () => {
    const steps = planPath(s, 'home', { x: 5, y: 7 }, reach, { x: 11, y: 7 }, 6);
    expect(steps?.filter((p) => p.kind === 'dodge' || p.kind === 'dodge-rush')).toEqual([]);
    expect(steps?.filter((p) => p.kind === 'rush')).toHaveLength(2);
    // The engine's chance for that square is two Rushes (5/6 each): the path shown is its path.
    expect(reach.find((r) => r.x === 11 && r.y === 7)?.probability).toBeCloseTo((5 / 6) ** 2, 9);
  });

  test('a Dodge step carries the opposing Tackle Zones on the square it enters; other steps none', () => {
    for (const target of reach.filter((r) => r.probability > 0 && r.moves > 0))
      for (const step of planPath(s, 'home', { x: 5, y: 7 }, reach, target, 6) ?? [])
        expect(step.zones).toBe(step.kind.startsWith('dodge') ? markerCount(s, step.square, 'home') : 0);
  });

  test('an unreachable square has no path', () => {
    expect(planPath(s, 'home', { x: 5, y: 7 }, reach, { x: 24, y: 7 }, 6)).toBeNull();
  });

  test('Tackle Zones: the count of opposing players marking each square', () => {
    const zones = new Map(tackleZones(s, 'home').map((z) => [`${z.square.x},${z.square.y}`, z.count]));
    expect(zones.get('7,7')).toBe(2);
    expect(zones.get('9,5')).toBe(1);
    expect(zones.has('5,7')).toBe(false);
    expect(zones.size).toBe(13);
  });
});

describe('the pass screen odds', () => {
  const base = loadScenario({
    activeTeam: 'home',
    ball: { carrier: 't' },
    players: [
      { id: 't', team: 'home', at: [5, 7] },
      { id: 'near', team: 'home', at: [6, 8] },
      { id: 'far', team: 'home', at: [14, 7] },
      { id: 'cut', team: 'away', at: [10, 7] },
      { id: 'ogre', team: 'home', at: [5, 11], st: 5, skills: ['Throw Team-mate'] },
      { id: 'gob', team: 'home', at: [5, 12], st: 2, skills: ['Right Stuff'] },
    ],
  });

  test('a pass: bands from the thrower, each team-mate with the engine’s accurate and completion chance', () => {
    const s = play(
      base,
      { type: 'activate', player: 't', action: 'pass' },
      { type: 'choose', choice: 'pass' },
    );
    const d = s.decision;
    if (!d) throw new Error('no decision');
    const p = passPreview(s, d);
    expect(p?.kind).toBe('pass');
    expect(p?.bands.map((b) => b.range)).toEqual(['quick', 'short', 'long', 'long-bomb']);
    // Each band's throw is the engine's at any of its squares, the last one (an edge or corner) too.
    for (const b of p?.bands ?? []) {
      const o = passOdds(s, 't', b.squares[b.squares.length - 1] as { x: number; y: number });
      const t = o?.withReroll ?? o?.throw;
      for (const k of ['accurate', 'inaccurate', 'fumbled'] as const)
        expect(b.throw?.[k]).toBeCloseTo(t?.[k] ?? -1, 12);
    }
    const far = p?.receivers.find((r) => r.player === 'far');
    const odds = passOdds(s, 't', { x: 14, y: 7 });
    expect(far?.accurate).toBe((odds?.withReroll ?? odds?.throw)?.accurate);
    expect(far?.complete).toBe(odds?.completion);
    expect(far?.interceptors).toEqual(odds?.interceptors);
    expect(far?.interceptors.map((i) => i.player)).toEqual(['cut']);
    // Any square in range: its range and odds; an empty one has no completion.
    expect(p && squareOdds(s, p, { x: 12, y: 3 })?.complete).toBeNull();
    expect(p && squareOdds(s, p, { x: 25, y: 0 })).toBeNull();
    // A guard for a loaded machine (a dozen whole passes played out), not a speed target.
  }, 120_000);

  test('a hand-off: each adjacent team-mate with its catch chance', () => {
    const s = play(base, { type: 'activate', player: 't', action: 'hand-off' });
    const d = s.decision;
    if (!d) throw new Error('no decision');
    const p = passPreview(s, d);
    expect(p?.kind).toBe('hand-off');
    expect(p?.receivers).toEqual([
      expect.objectContaining({ player: 'near', complete: handOffOdds(s, 'near'), accurate: null }),
    ]);
  });

  test('a Throw Team-mate: the Quick and Short bands with Superb / Fumbled chances', () => {
    const s = play(
      base,
      { type: 'activate', player: 'ogre', action: 'throw-team-mate' },
      { type: 'player', player: 'gob' },
    );
    const d = s.decision;
    if (!d) throw new Error('no decision');
    const p = passPreview(s, d);
    expect(p?.kind).toBe('ttm');
    expect(p?.bands.map((b) => [b.range, b.throw])).toEqual([
      ['quick', ttmOdds(s, 'ogre', { x: 6, y: 11 })],
      ['short', ttmOdds(s, 'ogre', { x: 10, y: 11 })],
    ]);
  });

  test('no odds for other decisions', () => {
    const d = base.decision;
    if (!d) throw new Error('no decision');
    expect(passPreview(base, d)).toBeNull();
  });
});

// Seed 001's dodge example (classic): Dieter Blunt, AG3, dodges into two Orcs' Tackle Zones (①, 5+), then on
// into none (②, 3+). The red dots say how many Tackle Zones are on each square entered. Team-mates hem him
// in so that ① is his one way out.
describe('the planned path in a classic match', () => {
  const mates = [
    [4, 6],
    [6, 6],
    [4, 7],
    [4, 8],
    [5, 8],
    [6, 8],
  ] as const;
  const s = play(
    loadScenario({
      edition: 'classic',
      activeTeam: 'home',
      players: [
        { id: 'dieter', team: 'home', at: [5, 7], ma: 6, ag: 3 },
        ...mates.map(([x, y], i) => ({ id: `h${i}`, team: 'home' as const, at: [x, y] as [number, number] })),
        { id: 'o1', team: 'away', at: [7, 6] },
        { id: 'o2', team: 'away', at: [5, 6] },
      ],
    }),
    { type: 'activate', player: 'dieter', action: 'move' },
  );
  const reach = reachableSquares(s, 'dieter');

  test('① two Tackle Zones, then ② none: red dots with 2 and 0; the chance 5+ then 3+', () => {
    const steps = planPath(s, 'home', { x: 5, y: 7 }, reach, { x: 7, y: 8 }, 6);
    expect(steps).toEqual([
      { square: { x: 6, y: 7 }, kind: 'dodge', zones: 2 },
      { square: { x: 7, y: 8 }, kind: 'dodge', zones: 0 },
    ]);
    expect(reach.find((r) => r.x === 6 && r.y === 7)?.probability).toBeCloseTo(2 / 6, 9);
    expect(reach.find((r) => r.x === 7 && r.y === 8)?.probability).toBeCloseTo((2 / 6) * (4 / 6), 9);
  });
});
