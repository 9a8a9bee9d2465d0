import { describe, expect, test } from 'vitest';
import { matchFromTeams } from '../state/factory.js';
import { buildStartingTeam } from './build-team.js';
import { ROSTER_IDS } from './ids.js';
import { getRoster } from './rosters.js';
import {
  currentTeamValue,
  type TeamSheet,
  type TeamSheetProblemCode,
  teamValue,
  validateTeamSheet,
} from './team-sheet.js';

/** A legal Human team: 11 players, 3 re-rolls, an Apothecary: 905k. */
function humans(): TeamSheet {
  return {
    rosterId: 'human',
    name: 'Reikland Test Eleven',
    players: [
      { number: 1, positionId: 'human-blitzer', name: 'Griff Junior' },
      { number: 2, positionId: 'human-blitzer' },
      { number: 3, positionId: 'human-thrower' },
      { number: 4, positionId: 'human-catcher' },
      { number: 5, positionId: 'human-catcher' },
      ...[6, 7, 8, 9, 10, 11].map((number) => ({ number, positionId: 'human-lineman' })),
    ],
    rerolls: 3,
    apothecary: true,
    assistantCoaches: 0,
    cheerleaders: 0,
    dedicatedFans: 1,
    treasury: 0,
    captain: 1,
  };
}

describe('validateTeamSheet', () => {
  test('a legal Human team', () => {
    const result = validateTeamSheet(humans());
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    const team = result.team;
    expect(team.players).toHaveLength(11);
    expect(team.league).toBe('old-world-classic');
    expect(team.specialRules).toEqual(['team-captain']);
    // the Captain gains Pro for free (no value increase)
    expect(team.players[0]).toMatchObject({ name: 'Griff Junior', captain: true, value: 85_000 });
    expect(team.players[0]?.skills).toEqual([{ id: 'block' }, { id: 'tackle' }, { id: 'pro' }]);
    // No name on the sheet: an English stand-in, flagged so screens say it in the coach's language.
    expect(team.players[5]).toMatchObject({ name: 'Human Lineman #6', unnamed: true });
    expect(team.players[0]?.unnamed).toBeUndefined();
    // 2×85 + 75 + 2×75 + 6×50 = 695k players, 150k re-rolls, 50k Apothecary
    expect(teamValue(team)).toBe(895_000);
  });

  // One row per rule of §3.19, each breaking a legal sheet in one way.
  test.each<[string, (s: TeamSheet) => void, TeamSheetProblemCode, string]>([
    [
      'unknown roster',
      (s) => {
        s.rosterId = 'slann';
      },
      'unknown-roster',
      'rosterId',
    ],
    [
      'empty name',
      (s) => {
        s.name = '  ';
      },
      'empty-name',
      'name',
    ],
    [
      'fewer than 11',
      (s) => {
        s.players.pop();
      },
      'too-few-players',
      'players',
    ],
    [
      'more than 16',
      (s) =>
        s.players.push(
          ...[12, 13, 14, 15, 16, 17].map((number) => ({ number, positionId: 'halfling-hopeful' })),
        ),
      'too-many-players',
      'players',
    ],
    [
      'duplicate number',
      (s) => {
        (s.players[3] as { number: number }).number = 2;
      },
      'duplicate-number',
      'players[3].number',
    ],
    [
      'number 0',
      (s) => {
        (s.players[3] as { number: number }).number = 0;
      },
      'invalid-number',
      'players[3].number',
    ],
    [
      'unknown position',
      (s) => {
        (s.players[4] as { positionId: string }).positionId = 'wizard';
      },
      'unknown-position',
      'players[4].positionId',
    ],
    [
      'three blitzers',
      (s) => {
        (s.players[3] as { positionId: string }).positionId = 'human-blitzer';
      },
      'position-over-max',
      'players',
    ],
    [
      'nine re-rolls',
      (s) => {
        s.rerolls = 9;
      },
      'too-many-rerolls',
      'rerolls',
    ],
    [
      'seven coaches',
      (s) => {
        s.assistantCoaches = 7;
      },
      'too-many-assistant-coaches',
      'assistantCoaches',
    ],
    [
      'seven cheerleaders',
      (s) => {
        s.cheerleaders = 7;
      },
      'too-many-cheerleaders',
      'cheerleaders',
    ],
    [
      'four fans',
      (s) => {
        s.dedicatedFans = 4;
      },
      'dedicated-fans-out-of-range',
      'dedicatedFans',
    ],
    [
      'negative treasury',
      (s) => {
        s.treasury = -5_000;
      },
      'negative-treasury',
      'treasury',
    ],
    [
      'treasury above what is left',
      (s) => {
        s.treasury = 200_000;
      },
      'treasury-too-high',
      'treasury',
    ],
    [
      'over budget',
      (s) => {
        s.rerolls = 6;
      },
      'over-budget',
      '',
    ],
    [
      'no captain',
      (s) => {
        delete s.captain;
      },
      'captain-required',
      'captain',
    ],
    [
      'captain not on the team',
      (s) => {
        s.captain = 42;
      },
      'invalid-captain',
      'captain',
    ],
    [
      'wrong league',
      (s) => {
        s.league = 'chaos-clash';
      },
      'unknown-league',
      'league',
    ],
    [
      'favoured on a human team',
      (s) => {
        s.favoured = 'favoured-of-nurgle';
      },
      'unknown-favoured',
      'favoured',
    ],
    [
      'extra skill at the draft',
      (s) => {
        (s.players[6] as { skills?: string[] }).skills = ['Block'];
      },
      'extra-skills-not-allowed',
      'players[6].skills[0]',
    ],
    [
      'not a number',
      (s) => {
        (s as unknown as { rerolls: string }).rerolls = 'two';
      },
      'invalid',
      'rerolls',
    ],
  ])('%s', (_label, breakIt, code, path) => {
    const sheet = humans();
    breakIt(sheet);
    const result = validateTeamSheet(sheet);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((p) => [p.code, p.path])).toContainEqual([code, path]);
    for (const p of result.problems) expect(p.message.length).toBeGreaterThan(5);
  });

  test('every problem is reported in one answer', () => {
    const sheet = humans();
    sheet.players.splice(8); // 8 players left
    (sheet.players[2] as { positionId: string }).positionId = 'human-blitzer'; // 3 blitzers
    (sheet.players[3] as { number: number }).number = 1; // duplicate
    sheet.rerolls = 9;
    sheet.apothecary = true;
    sheet.cheerleaders = 8;
    sheet.captain = 99;
    const result = validateTeamSheet(sheet, { budget: 500_000 });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((p) => p.code).sort()).toEqual(
      [
        'too-few-players',
        'duplicate-number',
        'position-over-max',
        'too-many-rerolls',
        'too-many-cheerleaders',
        'invalid-captain',
        'over-budget',
      ].sort(),
    );
  });

  test('apothecary on a team that cannot hire one', () => {
    const sheet = buildStartingTeam('shambling-undead');
    sheet.apothecary = true;
    sheet.treasury = 0;
    const result = validateTeamSheet(sheet);
    expect(result.ok ? [] : result.problems.map((p) => p.code)).toContain('apothecary-not-allowed');
  });

  test('big guy cap: two Big Guys for Chaos Chosen', () => {
    const sheet = buildStartingTeam('chaos-chosen', { budget: 1_500_000 });
    sheet.players.push({ number: 40, positionId: 'minotaur' }, { number: 41, positionId: 'ogre' });
    sheet.treasury = 0;
    const result = validateTeamSheet(sheet, { budget: 1_500_000 });
    expect(result.ok ? [] : result.problems.map((p) => p.code)).toContain('too-many-big-guys');
  });

  test('Insignificant: more Snotling Linemen than other players', () => {
    const sheet = buildStartingTeam('snotling');
    sheet.players = [
      ...Array.from({ length: 6 }, (_, i) => ({ number: i + 1, positionId: 'snotling-lineman' })),
      ...Array.from({ length: 5 }, (_, i) => ({
        number: i + 10,
        positionId: i < 2 ? 'fun-hoppa' : i < 4 ? 'stilty-runna' : 'pump-wagon',
      })),
    ];
    sheet.treasury = 0;
    const result = validateTeamSheet(sheet);
    expect(result.ok ? [] : result.problems.map((p) => p.code)).toEqual(['insignificant-majority']);
  });

  test('extra skills when allowed: access and value', () => {
    const sheet = humans();
    (sheet.players[6] as { skills?: string[] }).skills = ['Block']; // General: primary for a Lineman, +20k +10k elite
    (sheet.players[7] as { skills?: string[] }).skills = ['Dodge']; // Agility: secondary, +40k +10k elite
    (sheet.players[8] as { skills?: string[] }).skills = ['Claws']; // Mutation: not available
    (sheet.players[9] as { skills?: string[] }).skills = ['Tackel'];
    const bad = validateTeamSheet(sheet, { allowExtraSkills: true });
    expect(bad.ok ? [] : bad.problems.map((p) => [p.code, p.path])).toEqual([
      ['skill-not-available', 'players[8].skills[0]'],
      ['unknown-skill', 'players[9].skills[0]'],
    ]);
    delete (sheet.players[8] as { skills?: string[] }).skills;
    delete (sheet.players[9] as { skills?: string[] }).skills;
    const ok = validateTeamSheet(sheet, { allowExtraSkills: true });
    if (!ok.ok) throw new Error(JSON.stringify(ok.problems));
    expect(ok.team.players[6]?.value).toBe(80_000);
    expect(ok.team.players[7]?.value).toBe(100_000);
  });

  test('Low Cost Linemen: Snotling Linemen count 0 in CTV', () => {
    const result = validateTeamSheet(buildStartingTeam('snotling'));
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    const linemen = result.team.players.filter((p) => p.positionId === 'snotling-lineman').length;
    expect(linemen).toBeGreaterThan(0);
    expect(teamValue(result.team) - currentTeamValue(result.team)).toBe(linemen * 15_000);
  });

  test('CTV leaves out players who miss the game', () => {
    const result = validateTeamSheet(humans());
    if (!result.ok) throw new Error('expected a legal team');
    expect(currentTeamValue(result.team, [1])).toBe(895_000 - 85_000);
  });
});

describe('buildStartingTeam', () => {
  test.each(ROSTER_IDS.flatMap((id) => [[id, 1_000_000] as const, [id, 1_150_000] as const]))(
    '%s at %i gp is legal',
    (id, budget) => {
      const sheet = buildStartingTeam(id, { budget });
      const result = validateTeamSheet(sheet, { budget });
      if (!result.ok) throw new Error(JSON.stringify(result.problems));
      expect(sheet.players.length).toBeGreaterThanOrEqual(11);
      expect(sheet.rerolls).toBe(2);
      expect(sheet.apothecary).toBe(getRoster(id).apothecary);
      expect(sheet.treasury).toBeGreaterThanOrEqual(0);
    },
  );

  test('a small budget drops the extras but stays legal', () => {
    const sheet = buildStartingTeam('wood-elf', { budget: 800_000 });
    expect(validateTeamSheet(sheet, { budget: 800_000 }).ok).toBe(true);
  });

  test('an impossible budget throws', () => {
    expect(() => buildStartingTeam('wood-elf', { budget: 300_000 })).toThrow(/no legal Wood Elf team/);
  });

  test('an unnamed team and players without names reach the match state flagged unnamed', () => {
    const unnamed = validateTeamSheet(buildStartingTeam('human'));
    const named = validateTeamSheet(buildStartingTeam('orc', { name: 'Varag' }));
    if (!unnamed.ok || !named.ok) throw new Error('not legal');
    expect(unnamed.team).toMatchObject({ name: 'Human Starters' });
    expect(unnamed.team.unnamed).toBeUndefined();
    const s = matchFromTeams({ ...unnamed.team, unnamed: true }, named.team);
    expect(s.teams.home).toMatchObject({ name: 'Human Starters', unnamed: true, roster: 'human' });
    expect(s.teams.away.unnamed).toBeUndefined();
    expect(s.players.find((p) => p.id === 'home-1')).toMatchObject({ unnamed: true, number: 1 });
  });
});
