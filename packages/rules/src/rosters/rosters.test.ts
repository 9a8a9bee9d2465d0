import { describe, expect, test } from 'vitest';
import { ROSTER_IDS, type RosterId } from './ids.js';
import { getPosition, getRoster, listRosters, RosterLookupError, teamRules } from './rosters.js';
import { parseRoster, parseStarPlayer, RosterDataError, validateRosterData } from './schema.js';
import { RAW_STAR_PLAYERS } from './star-players.data.js';
import { canHireStar, getStarPlayer, listStarPlayers, starPlayersFor } from './star-players.js';
import { RAW_ROSTERS } from './teams/index.js';

describe('rosters load', () => {
  test('every roster and star player data file passes the zod schemas (the server checks this at start-up)', () => {
    expect(() => validateRosterData()).not.toThrow();
  });

  test('the rosters read without zod are the ones the zod schemas give', () => {
    for (const id of ROSTER_IDS) expect(getRoster(id)).toStrictEqual(parseRoster(RAW_ROSTERS[id]));
    expect(listStarPlayers()).toStrictEqual(RAW_STAR_PLAYERS.map((raw) => parseStarPlayer(raw)));
  });

  test('all 30 BB2025 rosters, each under its own id', () => {
    expect(ROSTER_IDS).toHaveLength(30);
    expect(listRosters().map((r) => r.id)).toEqual([...ROSTER_IDS]);
  });

  test.each(ROSTER_IDS.map((id) => [id]))('%s: positions are sound', (id) => {
    const roster = getRoster(id);
    const ids = roster.positions.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    // every roster has a position that can fill a team to 11 on its own or with others
    expect(roster.positions.reduce((n, p) => n + p.max, 0)).toBeGreaterThanOrEqual(11);
    for (const p of roster.positions) {
      expect(p.primary.length + p.secondary.length).toBeGreaterThan(0);
      expect(p.cost % 5_000).toBe(0);
    }
  });
});

// Spot checks against the BB2025 rosters (§3.23 and the rosters data).
describe('known positions', () => {
  test.each([
    [
      'human',
      'human-blitzer',
      'Human Blitzer',
      7,
      3,
      3,
      4,
      9,
      85_000,
      2,
      ['Block', 'Tackle'],
      ['Blitzer', 'Human'],
    ],
    [
      'black-orc',
      'black-orc',
      'Black Orc',
      4,
      4,
      4,
      5,
      10,
      90_000,
      6,
      ['Brawler', 'Grab'],
      ['Blocker', 'Orc'],
    ],
    [
      'skaven',
      'gutter-runner',
      'Gutter Runner',
      9,
      2,
      2,
      4,
      8,
      85_000,
      2,
      ['Dodge', 'Stab'],
      ['Runner', 'Skaven'],
    ],
    [
      'orc',
      'orc-blitzer',
      'Orc Blitzer',
      6,
      3,
      3,
      4,
      10,
      85_000,
      2,
      ['Block', 'Break Tackle'],
      ['Blitzer', 'Orc'],
    ],
    [
      'dwarf',
      'deathroller',
      'Deathroller',
      5,
      7,
      5,
      null,
      11,
      170_000,
      1,
      null,
      ['Big Guy', 'Dwarf', 'Special'],
    ],
    ['goblin', 'ooligan', "'Ooligan", 6, 2, 3, 5, 8, 60_000, 1, null, ['Goblin', 'Special']],
    [
      'snotling',
      'snotling-lineman',
      'Snotling Lineman',
      5,
      1,
      3,
      4,
      6,
      15_000,
      16,
      null,
      ['Lineman', 'Snotling'],
    ],
  ] as const)('%s / %s', (rosterId, positionId, name, ma, st, ag, pa, av, cost, max, skills, keywords) => {
    const p = getPosition(rosterId, positionId);
    expect(p).toMatchObject({ name, ma, st, ag, pa, av, cost, max });
    expect(p.keywords).toEqual(keywords);
    if (skills) expect(p.skills).toEqual(skills.map((s) => ({ id: s.toLowerCase().replace(/ /g, '-') })));
  });

  test.each([
    ['chaos-renegades', 'ogre', { id: 'loner', value: 3 }], // May 2026 errata
    ['human', 'ogre', { id: 'loner', value: 3 }],
    ['dwarf', 'troll-slayer', { id: 'hatred', value: 'Troll' }],
    ['vampire', 'vampire-runner', { id: 'bloodlust', value: 2 }],
    ['vampire', 'vampire-blitzer', { id: 'bloodlust', value: 3 }],
    ['underworld-denizens', 'skaven-clanrat', { id: 'animosity', value: 'Goblin' }],
    ['chaos-renegades', 'renegade-human', { id: 'animosity', value: 'all' }],
    ['goblin', 'fanatic', { id: 'ball-and-chain' }],
    ['gnome', 'altern-forest-treeman', { id: 'timmm-ber' }],
  ] as const)('%s / %s has %j', (rosterId, positionId, ref) => {
    expect(getPosition(rosterId, positionId).skills).toContainEqual(ref);
  });

  test.each([
    ['human', 50_000, true, ['old-world-classic'], ['team-captain'], null],
    ['necromantic-horror', 70_000, false, ['sylvanian-spotlight'], ['masters-of-undeath'], null],
    ['chaos-chosen', 50_000, true, ['chaos-clash'], [], 1],
    ['underworld-denizens', 70_000, true, ['underworld-challenge'], ['bribery-and-corruption'], 1],
    ['wood-elf', 50_000, true, ['elven-kingdoms-league', 'woodland-league'], [], null],
    [
      'snotling',
      70_000,
      true,
      ['underworld-challenge'],
      ['bribery-and-corruption', 'low-cost-linemen', 'swarming'],
      null,
    ],
  ] as const)(
    '%s: re-roll %i, apothecary %s, leagues %j, rules %j, big guy cap %s',
    (id, rr, apo, leagues, rules, cap) => {
      const r = getRoster(id);
      expect(r).toMatchObject({ rerollCost: rr, apothecary: apo, maxBigGuys: cap, maxRerolls: 8 });
      expect(r.leagues).toEqual(leagues);
      expect(r.specialRules).toEqual(rules);
    },
  );

  test('lookups fail with the alternatives named', () => {
    expect(() => getPosition('human', 'human-wizard')).toThrow(RosterLookupError);
    expect(() => getPosition('human', 'human-wizard')).toThrow(
      /has no position "human-wizard" \(it has human-lineman/,
    );
    expect(() => getRoster('slann' as RosterId)).toThrow('unknown roster "slann"');
    expect(() => getStarPlayer('nobody')).toThrow('unknown star player "nobody"');
  });
});

describe('team rules', () => {
  test.each([
    [{ rosterId: 'norse', league: 'old-world-classic' }, []],
    [{ rosterId: 'norse', league: 'chaos-clash' }, ['favoured-of-khorne']],
    [{ rosterId: 'chaos-chosen', favoured: 'favoured-of-nurgle' }, ['favoured-of-nurgle']],
    [{ rosterId: 'khorne' }, ['favoured-of-khorne', 'brawlin-brutes']],
  ] as const)('%j → %j', (team, rules) => {
    expect(teamRules(team)).toEqual(rules);
  });
});

describe('star players', () => {
  test('all 68 load with unique ids', () => {
    const stars = listStarPlayers();
    expect(stars).toHaveLength(68);
    expect(new Set(stars.map((s) => s.id)).size).toBe(68);
  });

  test.each([
    ['morg-n-thorg', "Morg 'n' Thorg", 340_000, true, null],
    ['griff-oberwald', 'Griff Oberwald', 300_000, true, null],
    ['grak', 'Grak', 250_000, false, 'crumbleberry'],
    ['lucien-swift', 'Lucien Swift', 300_000, false, 'valen-swift'],
    ['gretchen-wachter', 'Gretchen Wächter', 180_000, false, null],
  ] as const)('%s', (id, name, cost, megaStar, pairedWith) => {
    expect(getStarPlayer(id)).toMatchObject({ name, cost, megaStar, pairedWith });
  });

  test('Akhorne: profile and skills', () => {
    const s = getStarPlayer('akhorne-the-squirrel');
    expect(s).toMatchObject({ ma: 7, st: 1, ag: 2, pa: null, av: 6, specialRule: 'Blind Rage' });
    expect(s.skills).toContainEqual({ id: 'loner', value: 4 });
  });

  test.each([
    ['akhorne-the-squirrel', { rosterId: 'vampire' }, true], // any team
    ['morg-n-thorg', { rosterId: 'vampire' }, false], // any team except Sylvanian Spotlight
    ['morg-n-thorg', { rosterId: 'gnome' }, true],
    ['bilerot-vomitflesh', { rosterId: 'nurgle' }, true], // Favoured of Nurgle
    ['bilerot-vomitflesh', { rosterId: 'chaos-chosen', favoured: 'favoured-of-nurgle' }, true],
    ['bilerot-vomitflesh', { rosterId: 'chaos-chosen', favoured: 'favoured-of-khorne' }, false],
    ['grashnak-blackhoof', { rosterId: 'norse', league: 'chaos-clash' }, true],
    ['grashnak-blackhoof', { rosterId: 'norse', league: 'old-world-classic' }, false],
    ['hthark-the-unstoppable', { rosterId: 'chaos-dwarf', league: 'chaos-clash' }, true], // Favoured of Hashut
    ['jeremiah-kool', { rosterId: 'dark-elf' }, true],
    ['glart-smashrip', { rosterId: 'human' }, false],
  ] as const)('%s for %j: %s', (star, team, ok) => {
    expect(canHireStar(star, team)).toBe(ok);
  });

  test('starPlayersFor lists only hireable stars', () => {
    const stars = starPlayersFor({ rosterId: 'halfling', league: 'halfling-thimble-cup' });
    expect(stars.map((s) => s.id)).toContain('puggy-baconbreath');
    expect(stars.map((s) => s.id)).not.toContain('count-luthor-von-drakenborg');
  });
});

describe('bad data is rejected naming team, position and field', () => {
  test('a broken position', () => {
    const human = structuredClone(RAW_ROSTERS.human) as unknown as { positions: Record<string, unknown>[] };
    (human.positions[4] as Record<string, unknown>).ma = 'seven';
    (human.positions[4] as Record<string, unknown>).skills = ['Block', 'Tackel'];
    expect(() => parseRoster(human)).toThrow(RosterDataError);
    expect(() => parseRoster(human)).toThrow(/roster "human", position "human-blitzer", field "ma"/);
    expect(() => parseRoster(human)).toThrow(
      /position "human-blitzer", field "skills\.1": unknown skill or trait "Tackel"/,
    );
  });

  test('a broken roster field', () => {
    expect(() => parseRoster({ ...RAW_ROSTERS.orc, leagues: ['premier-league'] })).toThrow(
      /roster "orc", field "leagues\.0"/,
    );
  });

  test('a broken star', () => {
    expect(() => parseStarPlayer({ id: 'nobody', name: 'Nobody', cost: 1 })).toThrow(
      /star player "nobody", field "cost"/,
    );
  });
});
