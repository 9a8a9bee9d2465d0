import { describe, expect, test } from 'vitest';
import { RAW_STAR_PLAYERS } from '../rosters/star-players.data.js';
import { RAW_ROSTERS } from '../rosters/teams/index.js';
import {
  formatSkillRef,
  isSkillId,
  parseSkillName,
  SKILL_CATALOGUE,
  SKILL_CATEGORIES,
  SKILL_IDS,
  type SkillId,
  SkillNameError,
  skillsInCategory,
} from './catalogue.js';

describe('SKILL_CATALOGUE', () => {
  test('has one entry per id and nothing else', () => {
    expect(Object.keys(SKILL_CATALOGUE).sort()).toEqual([...SKILL_IDS].sort());
    expect(new Set(SKILL_IDS).size).toBe(SKILL_IDS.length);
  });

  // §2.1–2.6 have twelve skills each (the §2.8 random table is 2 × 6); §2.7 lists 36 traits.
  test.each([
    ['A', 12],
    ['D', 12],
    ['G', 12],
    ['M', 12],
    ['P', 12],
    ['S', 12],
    ['T', 36],
  ] as const)('category %s has %i entries', (category, count) => {
    expect(skillsInCategory(category)).toHaveLength(count);
  });

  test('ids are kebab-case and names are unique', () => {
    for (const id of SKILL_IDS) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
    const names = SKILL_IDS.map((id) => SKILL_CATALOGUE[id].name);
    expect(new Set(names).size).toBe(names.length);
  });

  test('the elite skills are exactly Block, Dodge, Guard and Mighty Blow (§2 legend)', () => {
    expect(SKILL_IDS.filter((id) => SKILL_CATALOGUE[id].elite).sort()).toEqual([
      'block',
      'dodge',
      'guard',
      'mighty-blow',
    ]);
  });

  // One row per entry the rulebook marks `*`.
  test('compulsory skills and traits', () => {
    expect(SKILL_IDS.filter((id) => SKILL_CATALOGUE[id].compulsory).sort()).toEqual(
      [
        'frenzy',
        'disturbing-presence',
        'foul-appearance',
        'always-hungry',
        'animal-savagery',
        'animosity',
        'ball-and-chain',
        'bloodlust',
        'bone-head',
        'chainsaw',
        'decay',
        'drunkard',
        'hatred',
        'insignificant',
        'loner',
        'my-ball',
        'no-ball',
        'really-stupid',
        'right-stuff',
        'secret-weapon',
        'stunty',
        'take-root',
        'titchy',
        'unchannelled-fury',
        'unsteady',
      ].sort(),
    );
  });

  test.each([
    ['dodge', 'A', 'active'],
    ['shadowing', 'D', 'active'],
    ['leader', 'P', 'passive'],
    ['claws', 'M', 'passive'],
    ['thick-skull', 'S', 'passive'],
    ['pick-me-up', 'T', 'active'],
    ['kick-team-mate', 'T', 'passive'],
    ['hit-and-run', 'A', 'active'],
  ] as const)('%s is category %s, %s', (id, category, kind) => {
    expect(SKILL_CATALOGUE[id]).toMatchObject({ category, kind });
  });

  test('exclusions are symmetric and requirements exist', () => {
    for (const id of SKILL_IDS) {
      for (const other of SKILL_CATALOGUE[id].excludes ?? []) {
        expect(SKILL_CATALOGUE[other].excludes ?? [], `${other} should exclude ${id}`).toContain(id);
      }
      const req = SKILL_CATALOGUE[id].requires;
      if (req !== undefined) expect(isSkillId(req)).toBe(true);
    }
  });

  test('every category letter is used', () => {
    for (const c of SKILL_CATEGORIES) expect(skillsInCategory(c).length).toBeGreaterThan(0);
  });
});

describe('parseSkillName', () => {
  test.each([
    ['Dodge', { id: 'dodge' }],
    ['Sure Feet', { id: 'sure-feet' }],
    ['Mighty Blow', { id: 'mighty-blow' }],
    ['Loner (4+)', { id: 'loner', value: 4 }],
    ['Loner (3+)', { id: 'loner', value: 3 }],
    ['Bloodlust (2+)', { id: 'bloodlust', value: 2 }],
    ['Hatred (Troll)', { id: 'hatred', value: 'Troll' }],
    ['Hatred (Big Guy)', { id: 'hatred', value: 'Big Guy' }],
    ['Animosity (all)', { id: 'animosity', value: 'all' }],
    ['Animosity (Goblin)', { id: 'animosity', value: 'Goblin' }],
    ['Ball & Chain', { id: 'ball-and-chain' }],
    ['Ball and Chain', { id: 'ball-and-chain' }],
    ['Timmm-ber!', { id: 'timmm-ber' }],
    ['Pick-me-up', { id: 'pick-me-up' }],
    ['Dump-off', { id: 'dump-off' }],
    ['Throw Team-mate', { id: 'throw-team-mate' }],
    ['Throw Team-Mate', { id: 'throw-team-mate' }],
    ['Bone-Head', { id: 'bone-head' }],
    ['  hail mary pass ', { id: 'hail-mary-pass' }],
    ['mighty-blow', { id: 'mighty-blow' }],
    ['Loner (4)', { id: 'loner', value: 4 }],
  ] as const)('%j', (name, ref) => {
    expect(parseSkillName(name)).toEqual(ref);
  });

  test.each([
    ['Running Pass', /unknown skill or trait "Running Pass"/], // gone in BB2025
    ['No Hands', /unknown/], // renamed to No Ball
    ['Loner', /Loner needs a parameter such as Loner \(4\+\)/],
    ['Hatred', /needs a parameter/],
    ['Loner (7+)', /target number 2\+\.\.6\+/],
    ['Loner (X+)', /target number/],
    ['Mighty Blow (+1)', /Mighty Blow takes no parameter/], // BB2025 has no (+X)
    ['', /unknown/],
  ])('%j is rejected', (name, message) => {
    expect(() => parseSkillName(name)).toThrow(SkillNameError);
    expect(() => parseSkillName(name)).toThrow(message);
  });

  test('every catalogue name round-trips through formatSkillRef', () => {
    for (const id of SKILL_IDS) {
      const info = SKILL_CATALOGUE[id];
      const value = info.parameter === 'target' ? 4 : info.parameter === undefined ? undefined : 'Dwarf';
      const ref = value === undefined ? { id } : { id, value };
      expect(parseSkillName(formatSkillRef(ref))).toEqual(ref);
    }
  });

  test.each([
    [{ id: 'loner', value: 4 }, 'Loner (4+)'],
    [{ id: 'hatred', value: 'Undead' }, 'Hatred (Undead)'],
    [{ id: 'animosity', value: 'all' }, 'Animosity (all)'],
    [{ id: 'ball-and-chain' }, 'Ball & Chain'],
  ] as const)('formatSkillRef(%j) = %s', (ref, text) => {
    expect(formatSkillRef(ref as { id: SkillId; value?: number | string })).toBe(text);
  });
});

describe('roster data', () => {
  const names = new Set<string>();
  for (const roster of Object.values(RAW_ROSTERS))
    for (const p of roster.positions) for (const n of p.skills) names.add(n);
  for (const star of RAW_STAR_PLAYERS) for (const n of star.skills) names.add(n);

  test.each([...names].sort().map((n) => [n]))('%s parses and prints back the same', (name) => {
    expect(formatSkillRef(parseSkillName(name))).toBe(name);
  });
});
