/** Test helpers: legal league teams to start from. Not exported from the package. */
import type { RosterId } from '../rosters/ids.js';
import type { TeamSheet } from '../rosters/team-sheet.js';
import { draftTeam } from './draft.js';
import type { LeaguePlayer, LeagueTeam } from './types.js';

/** 11 linemen (numbers 1–11), two blitzers (12, 13), a thrower (14); 2 re-rolls, Apothecary. */
export function humanSheet(overrides: Partial<TeamSheet> = {}): TeamSheet {
  return {
    rosterId: 'human',
    name: 'Reikland Reavers',
    players: [
      ...Array.from({ length: 11 }, (_, i) => ({ number: i + 1, positionId: 'human-lineman' })),
      { number: 12, positionId: 'human-blitzer' },
      { number: 13, positionId: 'human-blitzer' },
      { number: 14, positionId: 'human-thrower' },
    ],
    rerolls: 2,
    apothecary: true,
    assistantCoaches: 0,
    cheerleaders: 0,
    dedicatedFans: 1,
    treasury: 0,
    captain: 12,
    ...overrides,
  };
}

export function drafted(sheet: TeamSheet, id: string): LeagueTeam {
  const r = draftTeam(sheet, { id });
  if (!r.ok) throw new Error(r.problems.map((p) => p.message).join('; '));
  return r.team;
}

export const humans = (id = 'h', overrides: Partial<TeamSheet> = {}) => drafted(humanSheet(overrides), id);

/** `n` players of one position, numbered from 1, with the roster's cheapest re-roll count. */
export function teamOf(
  rosterId: RosterId,
  positionId: string,
  n: number,
  id: string,
  overrides: Partial<TeamSheet> = {},
): LeagueTeam {
  return drafted(
    {
      rosterId,
      name: `${rosterId} team`,
      players: Array.from({ length: n }, (_, i) => ({ number: i + 1, positionId })),
      rerolls: 0,
      apothecary: false,
      assistantCoaches: 0,
      cheerleaders: 0,
      dedicatedFans: 1,
      treasury: 0,
      ...overrides,
    },
    id,
  );
}

/** Change one player with a patch. */
export function patchPlayer(team: LeagueTeam, number: number, patch: Partial<LeaguePlayer>): LeagueTeam {
  return {
    ...team,
    players: team.players.map((p) => (p.number === number ? { ...p, ...patch } : p)),
  };
}

export const byNumber = (team: LeagueTeam, number: number): LeaguePlayer => {
  const p = team.players.find((x) => x.number === number);
  if (!p) throw new Error(`no player #${number}`);
  return p;
};

/** 11 Orc linemen (Brawlin' Brutes, Team Captain #1). */
export const orcs = (id = 'o') => teamOf('orc', 'orc-lineman', 11, id, { name: 'Gouged Eye', captain: 1 });
