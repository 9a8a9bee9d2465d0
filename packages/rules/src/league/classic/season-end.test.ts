import { describe, expect, test } from 'vitest';
import { buildClassicStartingTeam } from '../../rosters/classic/build-team.js';
import { validateClassicTeamSheet } from '../../rosters/classic/team-sheet.js';
import { classicSeasonEnd } from './season-end.js';
import { classicLeagueTeam } from './team.js';

describe('a classic team between seasons', () => {
  const checked = validateClassicTeamSheet(buildClassicStartingTeam('dwarf'));
  if (!checked.ok) throw new Error('the starting team is legal');
  const base = classicLeagueTeam('d', checked.team);
  const [hurt, niggled, dead] = base.players;
  const team = {
    ...base,
    treasury: 123_000,
    journeymen: [{ number: 14, positionId: 'blocker', spp: 0, career: { ...hurt!.career } }],
    players: base.players.map((p) =>
      p.id === hurt!.id
        ? { ...p, missNextGame: true, spp: 7 }
        : p.id === niggled!.id
          ? { ...p, missNextGame: true, niggling: 1, current: { ...p.current, ma: p.current.ma - 1 } }
          : p.id === dead!.id
            ? { ...p, status: 'dead' as const }
            : p,
    ),
  };

  test('carries over as it stands; Miss Next Game heals, Niggling Injuries and lost characteristics stay', () => {
    const { team: next, healed } = classicSeasonEnd(team);
    expect(healed).toEqual([hurt!.id, niggled!.id]);
    expect(next.players.every((p) => !p.missNextGame)).toBe(true);
    expect(next.players.find((p) => p.id === niggled!.id)).toMatchObject({
      niggling: 1,
      current: { ma: niggled!.current.ma - 1 },
    });
    expect(next.players.find((p) => p.id === hurt!.id)?.spp).toBe(7);
    expect(next.players.find((p) => p.id === dead!.id)?.status).toBe('dead');
    expect(next).toMatchObject({ treasury: 123_000, rerolls: team.rerolls, journeymen: [] });
    expect(next.players).toHaveLength(team.players.length);
  });
});
