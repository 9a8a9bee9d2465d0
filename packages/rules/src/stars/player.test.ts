import { describe, expect, test } from 'vitest';
import { listStarPlayers } from '../rosters/star-players.js';
import { loadScenario, ScenarioError } from '../scenario/load.js';
import { starPlayer } from './player.js';
import { STAR_RULE_REGISTRY } from './registry.js';

describe('starPlayer', () => {
  test("a Star as a match player: the star's profile, skills and rule, in Reserves", () => {
    const p = starPlayer('the-mighty-zug', 'away', 'away-star-1', 20);
    expect(p).toMatchObject({
      id: 'away-star-1',
      team: 'away',
      name: 'The Mighty Zug',
      number: 20,
      stats: { ma: 5, st: 5, av: 10 },
      box: 'reserves',
      at: null,
      star: { id: 'the-mighty-zug', rule: 'crushing-blow' },
    });
    expect(p.skills).toContainEqual({ id: 'loner', value: 4 });
    expect(p.keywords).toContain('Human');
  });

  test('every one of the 68 stars can be made a match player with its rule', () => {
    const stars = listStarPlayers();
    expect(stars).toHaveLength(68);
    for (const s of stars) expect(starPlayer(s.id, 'home', s.id, 1).star?.id).toBe(s.id);
  });

  test('an unknown star id is an error naming it', () => {
    expect(() => starPlayer('nobody', 'home', 'x', 1)).toThrow(/nobody/);
  });
});

describe('loadScenario with star', () => {
  test('stats, skills and the special rule come from the data; skills given are added', () => {
    const s = loadScenario({
      players: [{ id: 'z', team: 'home', at: [5, 5], star: 'the-mighty-zug', skills: ['Dodge'] }],
    });
    const z = s.players[0];
    expect(z?.star).toEqual({ id: 'the-mighty-zug', rule: 'crushing-blow' });
    expect(z?.stats.st).toBe(5);
    expect(z?.skills.map((k) => k.id)).toEqual(expect.arrayContaining(['mighty-blow', 'loner', 'dodge']));
    expect(STAR_RULE_REGISTRY['crushing-blow']).toBeDefined();
  });

  test('an unknown star is reported at its path', () => {
    try {
      loadScenario({ players: [{ id: 'z', team: 'home', at: [5, 5], star: 'nobody' }] });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ScenarioError);
      expect((e as ScenarioError).issues).toContainEqual({
        path: 'players[0].star',
        message: 'no star player "nobody"',
      });
    }
  });
});
