import { describe, expect, test } from 'vitest';
import { loadScenario, ScenarioError } from './load.js';

function issues(json: unknown) {
  try {
    loadScenario(json);
  } catch (e) {
    if (e instanceof ScenarioError) return e.issues;
    throw e;
  }
  return [];
}

describe('loadScenario', () => {
  test('builds a home turn with defaults and stops at the activation decision', () => {
    const s = loadScenario({ players: [{ id: 'h1', team: 'home', at: [3, 4] }] });
    expect(s.decision).toMatchObject({ team: 'home', kind: 'activation' });
    expect(s.players[0]).toMatchObject({
      id: 'h1',
      at: { x: 3, y: 4 },
      status: 'standing',
      stats: { ma: 6, st: 3, ag: 3, pa: 4, av: 9 },
    });
    expect(s.teams.home.turn).toBe(1);
    expect(s.weather).toBe('perfect');
  });

  test('reads roster positions, skills by printed name and explicit overrides', () => {
    const s = loadScenario({
      teams: { home: { roster: 'human', rerolls: 2, apothecary: true } },
      players: [
        { id: 'h1', team: 'home', position: 'halfling-hopeful', at: [3, 4], skills: ['Sure Hands'], ma: 6 },
        { id: 'h2', team: 'home', at: [3, 6], skills: ['Loner (4+)', { id: 'hatred', value: 'Troll' }] },
      ],
      activeTeam: 'home',
      turn: 3,
      ball: { carrier: 'h1' },
    });
    const h1 = s.players[0];
    expect(h1?.stats).toMatchObject({ ma: 6, st: 2, av: 7 });
    expect(h1?.skills.map((k) => k.id)).toEqual(['dodge', 'right-stuff', 'stunty', 'sure-hands']);
    expect(s.players[1]?.skills).toEqual([
      { id: 'loner', value: 4 },
      { id: 'hatred', value: 'Troll' },
    ]);
    expect(s.teams.home).toMatchObject({ rerolls: 2, apothecaries: 1, turn: 3 });
    expect(s.ball).toEqual({ kind: 'carried', player: 'h1' });
  });

  test.each([
    [
      'a square off the pitch',
      { players: [{ id: 'h1', team: 'home', at: [26, 3] }] },
      'players[0].at',
      /on the pitch/,
    ],
    [
      'an unknown skill',
      { players: [{ id: 'h1', team: 'home', at: [1, 1], skills: ['Flying'] }] },
      'players[0].skills[0]',
      /unknown skill/,
    ],
    ['a bad team', { players: [{ id: 'h1', team: 'visitors', at: [1, 1] }] }, 'players[0].team', /./],
    [
      'two players in one square',
      {
        players: [
          { id: 'h1', team: 'home', at: [1, 1] },
          { id: 'h2', team: 'home', at: [1, 1] },
        ],
      },
      'players[1].at',
      /already holds a player/,
    ],
    [
      'a duplicate id',
      {
        players: [
          { id: 'h1', team: 'home', at: [1, 1] },
          { id: 'h1', team: 'home', at: [1, 2] },
        ],
      },
      'players[1].id',
      /duplicate player id/,
    ],
    [
      'a position without roster',
      { players: [{ id: 'h1', team: 'home', position: 'blitzer', at: [1, 1] }] },
      'players[0].position',
      /needs teams.home.roster/,
    ],
    [
      'a carrier who does not exist',
      { players: [], ball: { carrier: 'x' } },
      'ball.carrier',
      /no player "x"/,
    ],
    [
      'a Prone ball carrier',
      { players: [{ id: 'h1', team: 'home', at: [1, 1], status: 'prone' }], ball: { carrier: 'h1' } },
      'ball.carrier',
      /Standing/,
    ],
    ['an unknown field', { players: [], colour: 'red' }, '', /colour/],
  ])('rejects %s with its JSON path', (_n, json, path, message) => {
    const found = issues(json);
    expect(found.length).toBeGreaterThan(0);
    expect(found[0]?.path).toBe(path);
    expect(found[0]?.message).toMatch(message);
  });

  test('phase "setup" starts with the kicking team set-up decision', () => {
    const s = loadScenario({
      phase: 'setup',
      kickingTeam: 'away',
      players: [{ id: 'a1', team: 'away', box: 'reserves' }],
    });
    expect(s.decision).toMatchObject({ team: 'away', kind: 'setup' });
  });
});
