import { describe, expect, test } from 'vitest';
import { draftTeam } from './draft.js';
import { humanSheet } from './fixtures.js';

describe('draftTeam (§3.19)', () => {
  test('a legal sheet becomes a league team with stable player ids and a Captain', () => {
    const r = draftTeam(humanSheet(), { id: 'reavers' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.team.players.map((p) => p.id).slice(0, 3)).toEqual(['reavers-p1', 'reavers-p2', 'reavers-p3']);
    expect(r.team.nextPlayerSeq).toBe(15);
    expect(r.team.captainId).toBe('reavers-p12');
    expect(r.team.players[11]).toMatchObject({
      positionId: 'human-blitzer',
      base: { ma: 7, st: 3 },
      current: { ma: 7, st: 3 },
      hiringFee: 85_000,
      spp: 0,
      status: 'active',
    });
    expect(JSON.parse(JSON.stringify(r.team))).toEqual(r.team);
  });

  test('every problem in one answer, including a roster the league does not allow', () => {
    const r = draftTeam(
      humanSheet({ dedicatedFans: 0, rerolls: 9, players: humanSheet().players.slice(1, 11), captain: 2 }),
      { id: 'x', allowedRosters: ['orc', 'dwarf'] },
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problems.map((p) => p.code).sort()).toEqual(
      ['dedicated-fans-out-of-range', 'roster-not-allowed', 'too-few-players', 'too-many-rerolls'].sort(),
    );
  });

  test('over budget', () => {
    const r = draftTeam(humanSheet(), { id: 'x', budget: 900_000 });
    expect(r.ok ? [] : r.problems.map((p) => p.code)).toEqual(['over-budget']);
  });

  test('roster Hatreds are recorded as roster Hatreds (Troll Slayer)', () => {
    const r = draftTeam(
      {
        rosterId: 'dwarf',
        name: 'Grudgebearers',
        players: [
          { number: 1, positionId: 'troll-slayer' },
          ...Array.from({ length: 10 }, (_, i) => ({ number: i + 2, positionId: 'dwarf-lineman' })),
        ],
        rerolls: 0,
        apothecary: false,
        assistantCoaches: 0,
        cheerleaders: 0,
        dedicatedFans: 1,
        treasury: 0,
      },
      { id: 'd' },
    );
    if (!r.ok) throw new Error(JSON.stringify(r.problems));
    expect(r.team.players[0]?.hatreds).toEqual([{ keyword: 'Troll', source: 'roster' }]);
  });
});
