import { describe, expect, test } from 'vitest';
import { RosterDataError } from '../convert.js';
import { CLASSIC_ROSTER_IDS, CLASSIC_ROSTER_NAMES } from './ids.js';
import { CLASSIC_POSITION_NAMES } from './position-names.js';
import { getClassicPosition, getClassicRoster, listClassicRosters } from './rosters.js';
import { parseClassicRoster, validateClassicRosterData } from './schema.js';
import { RAW_CLASSIC_ROSTERS } from './teams/index.js';

describe('LRB6 rosters', () => {
  test('all 24 load and pass the zod check', () => {
    expect(CLASSIC_ROSTER_IDS).toHaveLength(24);
    expect(listClassicRosters().map((r) => r.id)).toEqual([...CLASSIC_ROSTER_IDS]);
    expect(() => validateClassicRosterData()).not.toThrow();
  });

  test('the names the web lobby shows without the data files are the data files’ names', () => {
    expect(CLASSIC_ROSTER_NAMES).toEqual(
      Object.fromEntries(CLASSIC_ROSTER_IDS.map((id) => [id, getClassicRoster(id).name])),
    );
    const positions = listClassicRosters().flatMap((r) => r.positions.map((p) => [p.id, p.name] as const));
    for (const [id, name] of positions) expect(CLASSIC_POSITION_NAMES[id], id).toBe(name);
    expect(Object.keys(CLASSIC_POSITION_NAMES).sort()).toEqual(
      [...new Set(positions.map(([id]) => id))].sort(),
    );
  });

  test.each(CLASSIC_ROSTER_IDS)('%s is well-formed: 16-player lineman, AG 1–6, no PA, 8 re-rolls', (id) => {
    const roster = getClassicRoster(id);
    expect(roster.maxRerolls).toBe(8);
    expect(Math.max(...roster.positions.map((p) => p.max))).toBeGreaterThanOrEqual(12);
    for (const p of roster.positions) {
      expect(p.ag).toBeGreaterThanOrEqual(1);
      expect(p.ag).toBeLessThanOrEqual(6);
      expect(p.pa).toBeNull();
      expect(p.primary.length).toBeGreaterThan(0);
      for (const c of p.primary) expect(p.secondary).not.toContain(c);
    }
  });

  // Rows from rosters.json (classic rules reference §7).
  test.each([
    ['human', 'blitzer', { ma: 7, st: 3, ag: 3, av: 8, cost: 90_000, max: 4 }, ['block']],
    [
      'dwarf',
      'deathroller',
      { ma: 4, st: 7, ag: 1, av: 10, cost: 160_000, max: 1 },
      [
        'break-tackle',
        'dirty-player',
        'juggernaut',
        'loner',
        'mighty-blow',
        'no-ball',
        'secret-weapon',
        'stand-firm',
      ],
    ],
    ['skaven', 'gutter-runner', { ma: 9, st: 2, ag: 4, av: 7, cost: 80_000, max: 4 }, ['dodge']],
    [
      'necromantic',
      'necromantic-werewolf',
      { ma: 8, st: 3, ag: 3, av: 8 },
      ['claws', 'frenzy', 'regeneration'],
    ],
    [
      'norse',
      'snow-troll',
      { ma: 5, st: 5, ag: 1, av: 8 },
      ['claws', 'disturbing-presence', 'frenzy', 'loner', 'unchannelled-fury'],
    ],
    ['nurgle', 'rotter', { ma: 5, st: 3, ag: 3, av: 8 }, ['decay', 'nurgles-rot']],
    [
      'goblin',
      'fanatic',
      { ma: 3, st: 7, ag: 3, av: 7 },
      ['ball-and-chain', 'no-ball', 'secret-weapon', 'stunty'],
    ],
  ] as const)('%s %s', (rosterId, positionId, stats, skills) => {
    const p = getClassicPosition(rosterId, positionId);
    expect(p).toMatchObject(stats);
    expect(p.skills.map((s) => s.id)).toEqual(skills);
  });

  test('no Apothecary for Khemri, Necromantic, Nurgle and Undead', () => {
    const without = listClassicRosters()
      .filter((r) => !r.apothecary)
      .map((r) => r.id);
    expect(without).toEqual(['khemri', 'necromantic', 'nurgle', 'undead']);
  });

  test('LRB6 Loner is Loner (4+); Bone-head, Claw and Wild Animal play as BB2025 skills', () => {
    const ogre = getClassicPosition('human', 'ogre');
    expect(ogre.skills).toContainEqual({ id: 'loner', value: 4 });
    expect(ogre.skills).toContainEqual({ id: 'bone-head' });
  });

  test('a bad data file names the roster, the position and the field', () => {
    const raw = structuredClone(RAW_CLASSIC_ROSTERS.human);
    (raw.positions[1] as { ag: number }).ag = 7;
    (raw.positions[2] as { skills: string[] }).skills = ['Catch', 'Hatred (Troll)'];
    let error: unknown;
    try {
      parseClassicRoster(raw);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(RosterDataError);
    expect((error as Error).message).toContain('classic roster "human", position "thrower", field "ag"');
    expect((error as Error).message).toContain(
      'position "catcher", field "skills.1": unknown LRB6 skill or trait "Hatred (Troll)"',
    );
  });

  test('a duplicate position id is refused', () => {
    const raw = structuredClone(RAW_CLASSIC_ROSTERS.orc);
    (raw.positions[1] as { id: string }).id = 'lineman';
    expect(() => parseClassicRoster(raw)).toThrow(
      'classic roster "orc", position "lineman", field "id": duplicate id',
    );
  });
});
