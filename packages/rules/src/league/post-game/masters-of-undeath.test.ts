import { describe, expect, test } from 'vitest';
import { SeededDice } from '../../dice/index.js';
import { raisedLinemanId } from '../../injury/masters-of-undeath.js';
import { matchFromTeams, newPlayer } from '../../state/factory.js';
import { humans, patchPlayer, teamOf } from '../fixtures.js';
import { matchTeamOf } from '../lineup.js';
import { summariseMatch } from '../summary.js';
import type { PlayerMatchSummary, PostGame } from '../types.js';
import { leagueTeamValue } from '../value.js';
import { playerSummary, postGameOf } from './fixtures.js';
import { awardSpp, keepRaisedLinemen, postGameOptions, runPostGame, startPostGame } from './index.js';

const undead = (n = 11) => teamOf('shambling-undead', 'skeleton-lineman', n, 'u');
const raised = (patch: Partial<PlayerMatchSummary> = {}): PlayerMatchSummary => ({
  ...playerSummary(12, null, 'skeleton-lineman'),
  raised: true,
  ...patch,
});
/** The undead away team raised a Skeleton Lineman (#12) in the match. */
function withRaised(pg: PostGame, patch: Partial<PlayerMatchSummary> = {}): PostGame {
  const away = pg.summary.away;
  return { ...pg, summary: { ...pg.summary, away: { ...away, players: [...away.players, raised(patch)] } } };
}

describe('Masters of Undeath after the match (§3.23)', () => {
  test('the raised Lineman is read from the match and hired free; it keeps its SPP and adds its value to TV', () => {
    const teams = { home: humans('h'), away: undead() };
    const lineups = { home: matchTeamOf(teams.home), away: matchTeamOf(teams.away) };
    const match = matchFromTeams(lineups.home.team, lineups.away.team);
    const zombie = newPlayer({
      id: raisedLinemanId('away'),
      team: 'away',
      number: 12,
      position: 'skeleton-lineman',
      stats: { ma: 5, st: 3, ag: 4, pa: 6, av: 8 },
    });
    zombie.record = { ...zombie.record, played: true, touchdowns: 1 };
    match.players.push(zombie);
    const summary = summariseMatch('m1', match, lineups);
    expect(summary.away.players.at(-1)).toMatchObject({
      number: 12,
      playerId: null,
      positionId: 'skeleton-lineman',
      raised: true,
      touchdowns: 1,
    });
    const pg = startPostGame(summary, teams);
    expect(postGameOptions(pg).away).toMatchObject({ raised: [12], journeymen: [] });

    const { postGame, events } = runPostGame(pg, {}, new SeededDice(new Uint8Array(32).fill(5)));
    const hired = events.find((e) => e.type === 'raised-hired');
    expect(hired).toMatchObject({ team: 'away', number: 12, value: 40_000 });
    const after = postGame.teams.away;
    const player = after.players.find((p) => hired?.type === 'raised-hired' && p.id === hired.playerId);
    expect(player).toMatchObject({
      number: 12,
      positionId: 'skeleton-lineman',
      hiringFee: 40_000,
      journeyman: false,
    });
    // A touchdown: 3 SPP (Shambling Undead are not Brawlin' Brutes), and perhaps the MVP's 4.
    expect([3, 7]).toContain(player?.spp);
    // Free: the Treasury is what the winnings made it (under 100k, so no Expensive Mistakes); TV grows by 40k.
    const winnings = events.find((e) => e.type === 'winnings' && e.team === 'away');
    expect(after.treasury).toBe(winnings?.type === 'winnings' ? winnings.treasury : -1);
    expect(leagueTeamValue(after)).toBe(leagueTeamValue(teams.away) + 40_000);
  });

  test('not hired when the coach declines, when it died, or when the roster has 16 players', () => {
    const base = (n: number) => withRaised(postGameOf({ team: humans('h') }, { team: undead(n) }));
    const declined = keepRaisedLinemen(base(11), { hireRaised: { away: false } });
    expect(declined.events).toEqual([
      { type: 'raised-not-hired', team: 'away', number: 12, why: 'declined' },
    ]);
    expect(declined.postGame.teams.away.players).toHaveLength(11);

    const full = keepRaisedLinemen(base(16), {});
    expect(full.events).toEqual([{ type: 'raised-not-hired', team: 'away', number: 12, why: 'roster-full' }]);

    const dead = withRaised(postGameOf({ team: humans('h') }, { team: undead() }), { injury: 'dead' });
    expect(postGameOptions(dead).away.raised).toEqual([]);
    expect(keepRaisedLinemen(dead, {}).events).toEqual([
      { type: 'raised-not-hired', team: 'away', number: 12, why: 'dead' },
    ]);
  });

  test('it takes the lowest free number on the roster and keeps the SPP it earned', () => {
    const team = patchPlayer(undead(12), 11, { status: 'dead' });
    const pg = withRaised(postGameOf({ team: humans('h') }, { team }), { touchdowns: 1, number: 13 });
    const s = awardSpp(pg).postGame;
    const r = keepRaisedLinemen(s, {});
    const hired = r.postGame.teams.away.players.at(-1);
    expect(hired).toMatchObject({ number: 11, spp: 3, sppEarned: 3 });
    expect(r.postGame.teams.away.treasury).toBe(pg.teams.away.treasury);
  });
});
