import { describe, expect, test } from 'vitest';
import { BotRandom, randomBot } from '../bot/random.js';
import { SeededDice } from '../dice/index.js';
import { apply, start } from '../engine/apply.js';
import { matchFromTeams } from '../state/factory.js';
import { humans, orcs } from './fixtures.js';
import { matchTeamOf } from './lineup.js';
import { runPostGame, startPostGame } from './post-game/index.js';
import { summariseMatch } from './summary.js';
import { POST_GAME_STEPS } from './types.js';
import { leagueTeamValue } from './value.js';

describe('a league match from draft to post-game', () => {
  test('two drafted teams play a seeded bot match; the post-game runs on its record', () => {
    const teams = { home: humans('h'), away: orcs('o') };
    const lineups = { home: matchTeamOf(teams.home), away: matchTeamOf(teams.away) };
    const dice = new SeededDice(new Uint8Array(32).fill(7));
    const bots = new BotRandom(new Uint8Array(32).fill(9));
    const bot = randomBot(bots);
    let state = start(matchFromTeams(lineups.home.team, lineups.away.team), dice).state;
    for (let i = 0; state.decision && i < 200_000; i++) state = apply(state, bot(state.decision), dice).state;
    expect(state.finished).toBe(true);

    const summary = summariseMatch('m1', state, lineups);
    const { postGame, events } = runPostGame(
      startPostGame(summary, teams),
      {},
      new SeededDice(new Uint8Array(32).fill(3)),
    );
    expect(postGame.done).toHaveLength(POST_GAME_STEPS.length);
    const result = events.find((e) => e.type === 'result');
    expect(result).toMatchObject({ score: { home: state.teams.home.score, away: state.teams.away.score } });
    // SPP credited equal SPP events; treasury grew by winnings.
    const spp = events
      .filter((e) => e.type === 'spp' || e.type === 'mvp')
      .reduce((s, e) => s + ('amount' in e ? e.amount : 'spp' in e ? e.spp : 0), 0);
    const earned = postGame.teams.home.players
      .concat(postGame.teams.away.players)
      .reduce((s, p) => s + p.sppEarned, 0);
    expect(earned).toBe(spp);
    expect(leagueTeamValue(postGame.teams.home)).toBeGreaterThan(0);
    expect(JSON.parse(JSON.stringify(postGame))).toEqual(postGame);
  }, 60_000);
});
