import { describe, expect, test } from 'vitest';
import { matchFromTeams } from '../state/factory.js';
import { humans, orcs } from './fixtures.js';
import { matchTeamOf } from './lineup.js';
import { fixtureResultOf, matchOutcome, summariseMatch } from './summary.js';

describe('summariseMatch', () => {
  test('reads each shirt’s record, the causer’s keywords, score, Fan Factor and stalling', () => {
    const lineups = { home: matchTeamOf(humans('h')), away: matchTeamOf(orcs('o')) };
    const match = matchFromTeams(lineups.home.team, lineups.away.team);
    match.teams.home.score = 1;
    match.teams.home.fanFactor = 4;
    match.teams.away.stalled = true;
    const victim = match.players.find((p) => p.id === 'home-12');
    if (!victim) throw new Error('no home-12');
    victim.record = {
      ...victim.record,
      played: true,
      injury: 'serious-injury',
      injuredBy: 'away-3',
      nigglingGained: 1,
    };
    const s = summariseMatch('m7', match, lineups);
    expect(s).toMatchObject({
      matchId: 'm7',
      conceded: null,
      home: { score: 1, fanFactor: 4, stalled: false },
    });
    expect(s.away.stalled).toBe(true);
    expect(s.home.players.find((p) => p.number === 12)).toMatchObject({
      playerId: 'h-p12',
      injury: 'serious-injury',
      injuredByKeywords: ['Lineman', 'Orc'],
    });
    expect(matchOutcome(s)).toEqual({ score: { home: 1, away: 0 }, winner: 'home' });
    victim.record.casualtiesSpp = 0;
    const attacker = match.players.find((p) => p.id === 'away-3');
    if (attacker) attacker.record = { ...attacker.record, casualtiesSpp: 1 };
    expect(fixtureResultOf(summariseMatch('m7', match, lineups), { home: 'H', away: 'O' })).toEqual({
      home: 'H',
      away: 'O',
      played: true,
      homeTouchdowns: 1,
      awayTouchdowns: 0,
      homeCasualties: 0,
      awayCasualties: 1,
    });
  });

  test('a concession recorded by the engine decides the result: 2-0, or X-0 when already ahead', () => {
    const lineups = { home: matchTeamOf(humans('h')), away: matchTeamOf(orcs('o')) };
    const match = {
      ...matchFromTeams(lineups.home.team, lineups.away.team),
      conceded: { team: 'away' as const, withoutPenalty: false },
    };
    match.teams.home.score = 0;
    match.teams.away.score = 1;
    expect(matchOutcome(summariseMatch('m', match, lineups))).toEqual({
      score: { home: 2, away: 0 },
      winner: 'home',
    });
    match.teams.home.score = 3;
    expect(matchOutcome(summariseMatch('m', match, lineups)).score).toEqual({ home: 3, away: 0 });
    match.teams.home.score = 1;
    match.teams.away.score = 0;
    expect(matchOutcome(summariseMatch('m', match, lineups)).score).toEqual({ home: 1, away: 0 });
  });
});
