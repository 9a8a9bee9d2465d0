import { describe, expect, test } from 'vitest';
import { run } from '../__fixtures__/helpers.js';
import { ScriptedDice, SeededDice } from '../dice/index.js';
import { start } from '../engine/apply.js';
import type { Command } from '../engine/commands.js';
import { PRE_MATCH } from '../inducements/__fixtures__/match.js';
import { leaguePurses } from '../inducements/budget.js';
import { matchFromTeams } from '../state/factory.js';
import type { MatchState } from '../state/types.js';
import { humans } from './fixtures.js';
import { leagueInducements } from './inducements.js';
import { matchTeamOf } from './lineup.js';
import { postGameOptions, runPostGame, runPostGameStep, startPostGame } from './post-game/index.js';
import { summariseMatch } from './summary.js';
import type { LeagueTeam } from './types.js';
import { leagueCurrentTeamValue } from './value.js';

const buy = (choice: string): Command => ({ type: 'choose', choice });
const DONE: Command = { type: 'done' };

/** Home: 11 Linemen, 2 Blitzers, a Thrower, 2 re-rolls, an Apothecary. Away: 300k less (no Blitzers, re-rolls or Apothecary; 2 Assistant Coaches). */
function teams(treasury: { home: number; away: number }): Record<'home' | 'away', LeagueTeam> {
  // The Treasury as it stands after some games (a draft leaves at most what was not spent).
  const home = { ...humans('h'), treasury: treasury.home };
  const drafted = humans('a', {
    players: [
      ...Array.from({ length: 11 }, (_, i) => ({ number: i + 1, positionId: 'human-lineman' })),
      { number: 14, positionId: 'human-thrower' },
    ],
    rerolls: 0,
    apothecary: false,
    assistantCoaches: 2,
    captain: 1,
  });
  return { home, away: { ...drafted, treasury: treasury.away } };
}

function leagueMatch(t: Record<'home' | 'away', LeagueTeam>) {
  const lineups = { home: matchTeamOf(t.home), away: matchTeamOf(t.away) };
  const dice = new ScriptedDice(PRE_MATCH);
  const s = start(
    matchFromTeams(lineups.home.team, lineups.away.team, { inducements: leagueInducements(t) }),
    dice,
  ).state;
  dice.assertConsumed();
  return { s, lineups };
}

const spend = (s: MatchState, commands: Command[]) => run(s, commands).state;

describe('league inducements (§3.18): two teams 300k apart', () => {
  const t = teams({ home: 200_000, away: 120_000 });

  test('the fixture: a 300k CTV gap', () => {
    expect(leagueCurrentTeamValue(t.home) - leagueCurrentTeamValue(t.away)).toBe(300_000);
  });

  test('the higher team buys first, from its Treasury only; the lower one waits', () => {
    const { s } = leagueMatch(t);
    expect(s.decision).toMatchObject({ kind: 'inducements', team: 'home' });
    expect(s.inducements?.sides.home).toMatchObject({ pettyCash: 0, treasury: 200_000 });
    // Up to 50k of the lower team's 120k Treasury.
    expect(s.inducements?.sides.away).toMatchObject({ pettyCash: 300_000, treasury: 50_000 });
  });

  test('petty cash = the gap + what the higher team spent; the lower team adds 20k of its Treasury', () => {
    const { s, lineups } = leagueMatch(t);
    // Home: a Bribe (100k) from its Treasury, then done.
    const afterHome = spend(s, [buy('buy:bribes'), DONE]);
    expect(afterHome.decision).toMatchObject({ kind: 'inducements', team: 'away' });
    expect(afterHome.inducements?.sides.away.pettyCash).toBe(400_000);
    // Away: Extra Team Training ×4 and a Part-time Assistant Coach: 420k, 20k of it from its Treasury.
    const end = spend(afterHome, [
      buy('buy:extra-team-training'),
      buy('buy:extra-team-training'),
      buy('buy:extra-team-training'),
      buy('buy:extra-team-training'),
      buy('buy:part-time-assistant-coaches'),
      DONE,
    ]);
    expect(end.decision?.kind).toBe('coin-toss');
    expect(end.inducements?.sides.home).toMatchObject({ spentTreasury: 100_000, spentPettyCash: 0, lost: 0 });
    expect(end.inducements?.sides.away).toMatchObject({
      spentPettyCash: 400_000,
      spentTreasury: 20_000,
      lost: 0,
    });

    // The match record keeps the purchases; the post-game charges the Treasury part only.
    const summary = summariseMatch('m1', end, lineups);
    expect(summary.home.inducements?.bought.map((b) => b.item)).toEqual(['bribes']);
    expect(summary.away.inducements).toMatchObject({ pettyCash: 400_000, treasury: 20_000, lost: 0 });
    const pg = runPostGameStep(startPostGame(summary, t), 'winnings', {}, new ScriptedDice([]));
    const winnings = (side: 'home' | 'away') =>
      pg.events.find((e) => e.type === 'winnings' && e.team === side) as {
        amount: number;
        inducements?: number;
      };
    expect(pg.postGame.teams.home.treasury).toBe(200_000 + winnings('home').amount - 100_000);
    expect(pg.postGame.teams.away.treasury).toBe(120_000 + winnings('away').amount - 20_000);
    expect(winnings('away').inducements).toBe(20_000);
  });

  test('petty cash the lower team does not spend is lost, and none of its Treasury is charged', () => {
    const { s } = leagueMatch(t);
    const end = spend(s, [DONE, buy('buy:extra-team-training'), buy('buy:extra-team-training'), DONE]);
    // Home spent nothing: 300k of petty cash, 200k spent, 100k lost.
    expect(end.inducements?.sides.away).toMatchObject({
      spentPettyCash: 200_000,
      spentTreasury: 0,
      lost: 100_000,
    });
  });

  test('the lower team cannot spend more than petty cash + 50k, however rich', () => {
    const rich = teams({ home: 0, away: 1_000_000 });
    const { s } = leagueMatch(rich);
    // Home has no Treasury and can buy nothing: it is skipped. Away has 300k + 50k.
    expect(s.decision).toMatchObject({ kind: 'inducements', team: 'away' });
    let state = s;
    for (let i = 0; i < 3; i++) state = spend(state, [buy('buy:extra-team-training')]);
    expect(state.inducements?.sides.away).toMatchObject({ spentPettyCash: 300_000, spentTreasury: 0 });
    const options = (state.decision?.options ?? []).map((o) => (o.type === 'choose' ? o.choice : o.type));
    expect(options).not.toContain('buy:extra-team-training');
    expect(options).toContain('buy:blitzers-best-kegs');
  });

  test('equal CTV: neither team may use its Treasury, so the step passes without a decision', () => {
    expect(leaguePurses({ home: 1_000_000, away: 1_000_000 }, { home: 500_000, away: 500_000 })).toEqual({
      first: null,
      purses: { home: { pettyCash: 0, treasury: 0 }, away: { pettyCash: 0, treasury: 0 } },
    });
    const same = { home: { ...humans('h'), treasury: 300_000 }, away: { ...humans('a'), treasury: 300_000 } };
    const { s } = leagueMatch(same);
    expect(s.decision?.kind).toBe('coin-toss');
  });
});

describe('Stars and Mercenaries after a league match (§3.18): no SPP, casualties waived', () => {
  const t = teams({ home: 200_000, away: 120_000 });

  test('a Star who scored twice, hurt someone and died, and a Mercenary badly hurt, change nothing on the rosters', () => {
    const { s, lineups } = leagueMatch(t);
    // Home hires a Mercenary Lineman (80k, Treasury); away's petty cash is 380k: Morg (340k), 40k lost.
    const end = spend(s, [
      buy('buy:mercenary:human-lineman'),
      DONE,
      buy('buy:star-player:morg-n-thorg'),
      DONE,
    ]);
    const ind = end.inducements!.sides;
    expect(ind.home).toMatchObject({ spentTreasury: 80_000, spentPettyCash: 0 });
    expect(ind.away).toMatchObject({ spentPettyCash: 340_000, spentTreasury: 0, lost: 40_000 });
    const mercId = ind.home.bought[0]!.players![0]!;
    const morgId = ind.away.bought[0]!.players![0]!;
    // The match as it might have ended: Morg scored twice, hurt the Mercenary and died; a Lineman scored.
    const played = structuredClone(end);
    const record = (id: string) => played.players.find((p) => p.id === id)!.record;
    Object.assign(record(morgId), {
      played: true,
      touchdowns: 2,
      casualtiesSpp: 1,
      casualtiesCaused: 1,
      injury: 'dead',
    });
    Object.assign(record(mercId), {
      played: true,
      touchdowns: 1,
      injury: 'serious-injury',
      nigglingGained: 1,
      missNextGame: true,
      injuredBy: morgId,
    });
    Object.assign(record('home-3'), { played: true, touchdowns: 1 });
    const summary = summariseMatch('m1', played, lineups);
    for (const side of ['home', 'away'] as const)
      expect(summary[side].players.map((p) => p.number)).toEqual(lineups[side].entries.map((e) => e.number));
    expect(summary.away.inducements?.bought).toMatchObject([{ item: 'star-player', star: 'morg-n-thorg' }]);
    expect(summary.home.inducements?.bought).toMatchObject([
      { item: 'mercenary', position: 'human-lineman' },
    ]);
    const pg = startPostGame(summary, t);
    const numberOf = (id: string) => played.players.find((p) => p.id === id)!.number;
    expect(postGameOptions(pg).away.mvp.candidates).not.toContain(numberOf(morgId));
    expect(postGameOptions(pg).home.mvp.candidates).not.toContain(numberOf(mercId));

    const { postGame, events } = runPostGame(pg, {}, new SeededDice(new Uint8Array(32).fill(5)));
    // The Lineman's touchdown counts (the records are read); nothing of the Star's or the Mercenary's does.
    expect(events).toContainEqual(expect.objectContaining({ type: 'spp', team: 'home', number: 3 }));
    const induced = new Set([`home:${numberOf(mercId)}`, `away:${numberOf(morgId)}`]);
    expect(events.filter((e) => e.type === 'spp' && induced.has(`${e.team}:${e.number}`))).toEqual([]);
    expect(events.filter((e) => e.type === 'injury')).toEqual([]);
    for (const side of ['home', 'away'] as const) {
      expect(postGame.teams[side].players.map((p) => p.id)).toEqual(t[side].players.map((p) => p.id));
      expect(postGame.teams[side].players.every((p) => p.status === 'active' && p.niggling === 0)).toBe(true);
    }
    // The Treasury pays the Mercenary; the lower team's petty cash never touched its Treasury.
    expect(events.find((e) => e.type === 'winnings' && e.team === 'home')).toMatchObject({
      inducements: 80_000,
    });
    expect(events.find((e) => e.type === 'winnings' && e.team === 'away')).not.toHaveProperty('inducements');
  });
});
