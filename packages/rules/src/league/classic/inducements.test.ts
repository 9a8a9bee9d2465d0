import { describe, expect, test } from 'vitest';
import { d6, ScriptedDice } from '../../dice/scripted.js';
import { start } from '../../engine/apply.js';
import { buildClassicStartingTeam } from '../../rosters/classic/build-team.js';
import type { ClassicRosterId } from '../../rosters/classic/ids.js';
import { validateClassicTeamSheet } from '../../rosters/classic/team-sheet.js';
import { matchFromTeams } from '../../state/factory.js';
import { classicLeagueInducements } from './inducements.js';
import { classicLeagueTeamValue, classicMatchDayValue, classicMatchTeamOf } from './match-team.js';
import { type ClassicLeagueTeam, classicLeagueTeam } from './team.js';

const leagueTeam = (id: string, roster: ClassicRosterId): ClassicLeagueTeam => {
  const r = validateClassicTeamSheet(buildClassicStartingTeam(roster));
  if (!r.ok) throw new Error(r.problems.map((p) => p.message).join('; '));
  return classicLeagueTeam(id, r.team);
};

describe('a classic league fixture’s inducements', () => {
  test('the lower team value gets the difference; the higher team and the treasuries get nothing', () => {
    const humans = leagueTeam('h', 'human');
    // The Halflings lose their treeman: their team value drops well below the Humans'.
    const halflings = leagueTeam('f', 'halfling');
    const lean = { ...halflings, players: halflings.players.filter((p) => p.positionId !== 'treeman') };
    const teams = { home: humans, away: lean };
    const setup = classicLeagueInducements(teams);
    const gap = classicLeagueTeamValue(humans) - classicLeagueTeamValue(lean);
    expect(gap).toBeGreaterThan(0);
    expect(setup).toEqual({
      mode: 'league',
      ctv: { home: classicLeagueTeamValue(humans), away: classicLeagueTeamValue(lean) },
      treasury: { home: 0, away: 0 },
    });
    const dice = new ScriptedDice([3, 4, 3, 4, 3, 4].map(d6));
    const s = start(
      matchFromTeams(classicMatchTeamOf(humans).team, classicMatchTeamOf(lean).team, { inducements: setup }),
      dice,
    ).state;
    expect(s.decision).toMatchObject({ kind: 'inducements', team: 'away' });
    expect(s.inducements?.sides.home).toMatchObject({ pettyCash: 0, treasury: 0, done: true });
    expect(s.inducements?.sides.away).toMatchObject({ pettyCash: gap, treasury: 0 });
  });

  test('Journeymen count in the purse: a team filled to 11 by them pays as a team of 11', () => {
    const humans = leagueTeam('h', 'human');
    // Nine Linemen left of eleven players: two Journeymen (Human Linemen, 50k) join for the match.
    const nine = { ...humans, players: humans.players.slice(0, 9) };
    const setup = classicLeagueInducements({ home: humans, away: nine });
    expect(classicMatchDayValue(nine)).toBe(classicLeagueTeamValue(nine) + 2 * 50_000);
    expect(setup.ctv).toEqual({ home: classicLeagueTeamValue(humans), away: classicMatchDayValue(nine) });
    expect(setup.ctv.home - setup.ctv.away).toBe(
      classicLeagueTeamValue(humans) - classicLeagueTeamValue(nine) - 100_000,
    );
  });
});
