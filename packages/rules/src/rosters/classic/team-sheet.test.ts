import { describe, expect, test } from 'vitest';
import { buildStartingTeam } from '../build-team.js';
import { checkTeamSheet, EditionMismatchError, matchEdition } from '../edition-sheet.js';
import { validateTeamSheet } from '../team-sheet.js';
import { buildClassicStartingTeam } from './build-team.js';
import { CLASSIC_ROSTER_IDS } from './ids.js';
import {
  CLASSIC_DRAFT,
  type ClassicTeamSheet,
  classicTeamValue,
  validateClassicTeamSheet,
} from './team-sheet.js';

const humans = (): ClassicTeamSheet => ({
  edition: 'classic',
  rosterId: 'human',
  name: 'Reikland Reavers',
  players: [
    ...Array.from({ length: 7 }, (_, i) => ({ number: i + 1, positionId: 'lineman' })),
    { number: 8, positionId: 'blitzer' },
    { number: 9, positionId: 'blitzer' },
    { number: 10, positionId: 'thrower' },
    { number: 11, positionId: 'catcher' },
  ],
  rerolls: 3,
  apothecary: true,
  assistantCoaches: 1,
  cheerleaders: 1,
  fanFactor: 2,
  treasury: 0,
});

const codes = (sheet: unknown) => {
  const r = validateClassicTeamSheet(sheet);
  return r.ok ? [] : r.problems.map((p) => p.code);
};

describe('LRB6 team creation', () => {
  test('a legal team: players, re-rolls at the roster price, Apothecary, staff and Fan Factor', () => {
    // 7 × 50k + 2 × 90k + 70k + 70k = 670k; 3 re-rolls × 50k; Apothecary 50k; 1 + 1 + 2 × 10k.
    const spent = 670_000 + 150_000 + 50_000 + 40_000;
    const r = validateClassicTeamSheet({ ...humans(), treasury: CLASSIC_DRAFT.budget - spent });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.team.edition).toBe('classic');
    expect(r.team.players[7]).toMatchObject({
      ag: 3,
      pa: null,
      av: 8,
      skills: [{ id: 'block' }],
      keywords: [],
    });
    expect(classicTeamValue(r.team)).toBe(spent);
  });

  test('over budget by the exact amount', () => {
    const sheet = { ...humans(), rerolls: 8, fanFactor: 9 };
    const r = validateClassicTeamSheet(sheet);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    // 670k + 400k + 50k + 20k + 90k = 1,230k.
    expect(r.problems).toContainEqual(
      expect.objectContaining({ code: 'over-budget', message: expect.stringContaining('by 230,000 gp') }),
    );
  });

  test.each([
    ['too many re-rolls', { rerolls: 9 }, 'too-many-rerolls'],
    ['Fan Factor above 9', { fanFactor: 10 }, 'fan-factor-out-of-range'],
    ['treasury beyond what is left', { treasury: 100_000 }, 'treasury-too-high'],
    ['an empty name', { name: ' ' }, 'empty-name'],
    ['a BB2025 roster name', { rosterId: 'imperial-nobility' }, 'unknown-roster'],
  ] as const)('%s', (_label, change, code) => {
    expect(codes({ ...humans(), ...change })).toContain(code);
  });

  test('position limits and the Apothecary come from the LRB6 roster', () => {
    const undead: ClassicTeamSheet = {
      ...humans(),
      rosterId: 'undead',
      players: [
        ...Array.from({ length: 9 }, (_, i) => ({ number: i + 1, positionId: 'skeleton' })),
        ...Array.from({ length: 3 }, (_, i) => ({ number: 20 + i, positionId: 'mummy' })),
      ],
      rerolls: 0,
      fanFactor: 0,
      assistantCoaches: 0,
      cheerleaders: 0,
    };
    expect(codes(undead)).toEqual(expect.arrayContaining(['position-over-max', 'apothecary-not-allowed']));
  });

  test('a new LRB6 team buys no skills, and the sheet must be the right shape', () => {
    const sheet = humans() as unknown as { players: Record<string, unknown>[] };
    (sheet.players[0] as Record<string, unknown>).skills = ['Block'];
    expect(codes(sheet)).toEqual(['invalid']);
    expect(codes({ ...humans(), rerolls: -1 })).toEqual(['invalid']);
  });

  test.each(CLASSIC_ROSTER_IDS)('the starting team of %s is legal', (id) => {
    const sheet = buildClassicStartingTeam(id);
    const r = validateClassicTeamSheet(sheet);
    expect(r.ok ? [] : r.problems).toEqual([]);
    expect(sheet.players.length).toBeGreaterThanOrEqual(11);
  });
});

describe('a sheet names its edition', () => {
  test('a classic sheet is refused by the BB2025 check and the other way round', () => {
    const bb = validateTeamSheet(humans());
    expect(bb.ok ? [] : bb.problems.map((p) => p.code)).toEqual(['wrong-edition']);
    expect(codes(buildStartingTeam('human'))).toEqual(['wrong-edition']);
  });

  test('checkTeamSheet checks each against its own edition, and against the one expected', () => {
    const classic = checkTeamSheet(buildClassicStartingTeam('chaos-pact'));
    expect(classic.ok && classic.team).toMatchObject({ edition: 'classic', rosterId: 'chaos-pact' });
    const bb = checkTeamSheet(buildStartingTeam('human'));
    expect(bb.ok).toBe(true);
    const wrong = checkTeamSheet(buildStartingTeam('human'), { expected: 'classic' });
    expect(wrong.ok ? [] : wrong.problems).toEqual([
      expect.objectContaining({ code: 'wrong-edition', message: expect.stringContaining('bb2025') }),
    ]);
  });

  test('a match takes its edition from the two teams, which must agree', () => {
    const c = checkTeamSheet(buildClassicStartingTeam('orc'));
    const b = checkTeamSheet(buildStartingTeam('orc'));
    if (!c.ok || !b.ok) throw new Error('starting teams must be legal');
    expect(matchEdition(c.team, c.team)).toBe('classic');
    expect(matchEdition(b.team, b.team)).toBe('bb2025');
    expect(() => matchEdition(b.team, c.team)).toThrow(EditionMismatchError);
    expect(() => matchEdition(b.team, c.team)).toThrow(
      /home "Orc Starters" is bb2025, away "Orc Starters" is classic/,
    );
  });
});
