import { describe, expect, test } from 'vitest';
import { d3, d6, ScriptedDice } from '../../dice/index.js';
import { byNumber, humans, orcs, patchPlayer } from '../fixtures.js';
import { type Advancement, type LeagueTeam, POST_GAME_STEPS, type PostGame } from '../types.js';
import { postGameOf } from './fixtures.js';
import {
  applyInjuries,
  awardMvp,
  awardSpp,
  checkPostGameChoices,
  collectWinnings,
  concessionDepartures,
  expensiveMistakes,
  gettingEven,
  hireJourneymen,
  postGameOptions,
  runPostGame,
  runPostGameStep,
  updateDedicatedFans,
} from './index.js';

const dice = (...rolls: Parameters<typeof d6>[0][]) => new ScriptedDice(rolls.map((n) => d6(n)));
const none = () => new ScriptedDice([]);
const team = (pg: PostGame, side: 'home' | 'away') => pg.teams[side];

describe('§3.21 step 1: winnings', () => {
  test('(attendance ÷ 2 + TDs + 1 unless stalled) × 10k; the outcome is recorded', () => {
    const pg = postGameOf(
      { team: humans('h'), score: 2, fanFactor: 4 },
      { team: orcs('o'), score: 1, fanFactor: 3, stalled: true },
    );
    const { postGame, events } = collectWinnings(pg);
    // Attendance 7: home (3.5 + 2 + 1) × 10k, away stalled (3.5 + 1) × 10k.
    expect(team(postGame, 'home').treasury).toBe(65_000);
    expect(team(postGame, 'away').treasury).toBe(45_000);
    expect(team(postGame, 'home').record).toEqual({ played: 1, wins: 1, draws: 0, losses: 0 });
    expect(team(postGame, 'away').record).toEqual({ played: 1, wins: 0, draws: 0, losses: 1 });
    expect(events[0]).toEqual({ type: 'result', score: { home: 2, away: 1 }, winner: 'home' });
    expect(pg.teams.home.treasury).toBe(0); // input untouched
  });

  test('a draw without stalling: both get the +1', () => {
    const pg = postGameOf({ team: humans('h'), fanFactor: 2 }, { team: orcs('o'), fanFactor: 2 });
    const { postGame } = collectWinnings(pg);
    expect([team(postGame, 'home').treasury, team(postGame, 'away').treasury]).toEqual([30_000, 30_000]);
    expect(team(postGame, 'home').record.draws).toBe(1);
  });
});

describe('§3.21 step 2: Dedicated Fans', () => {
  const fans = (homeFans: number, awayFans: number, homeScore: number, awayScore: number) =>
    postGameOf(
      { team: { ...humans('h'), dedicatedFans: homeFans }, score: homeScore },
      { team: { ...orcs('o'), dedicatedFans: awayFans }, score: awayScore },
    );

  test('a winner at 1 gains one on any roll; a loser at 1 stays at 1 without rolling', () => {
    const { postGame, events } = updateDedicatedFans(fans(1, 1, 1, 0), dice(1));
    expect([team(postGame, 'home').dedicatedFans, team(postGame, 'away').dedicatedFans]).toEqual([2, 1]);
    expect(events[1]).toMatchObject({ roll: null, before: 1, after: 1 });
  });

  test('a winner at 7 stays at 7 (no roll); a loser at 7 drops on a roll under 7', () => {
    const { postGame } = updateDedicatedFans(fans(7, 7, 3, 0), dice(6));
    expect([team(postGame, 'home').dedicatedFans, team(postGame, 'away').dedicatedFans]).toEqual([7, 6]);
  });

  test.each([
    ['win, D6 ≥ fans', 3, 3, 4],
    ['win, D6 < fans', 3, 2, 3],
    ['loss, D6 < fans', 3, 2, 2],
    ['loss, D6 ≥ fans', 3, 3, 3],
  ])('%s', (name, before, roll, after) => {
    const win = name.startsWith('win');
    const pg = fans(before, 1, win ? 1 : 0, win ? 0 : 1);
    const rolls = win ? [roll] : [roll, 1];
    const { postGame } = updateDedicatedFans(pg, dice(...rolls));
    expect(team(postGame, 'home').dedicatedFans).toBe(after);
  });

  test('a draw changes nothing', () => {
    const { postGame } = updateDedicatedFans(fans(3, 3, 1, 1), none());
    expect(team(postGame, 'home').dedicatedFans).toBe(3);
  });
});

describe('§3.20 SPP and MVP', () => {
  test('SPP from the record: TD 3, Block-Action casualty 2, completion 1, interception 2, landings 1', () => {
    const pg = postGameOf(
      {
        team: humans('h'),
        players: {
          12: { touchdowns: 1, casualtiesSpp: 1, casualtiesCaused: 2 },
          14: { completions: 2, interceptions: 1, superbThrows: 1 },
          1: { safeLandings: 1 },
        },
      },
      { team: orcs('o') },
    );
    const { postGame } = awardSpp(pg);
    const h = team(postGame, 'home');
    expect(byNumber(h, 12)).toMatchObject({
      spp: 5,
      sppEarned: 5,
      career: { touchdowns: 1, casualties: 2, games: 1 },
    });
    expect(byNumber(h, 14).spp).toBe(5);
    expect(byNumber(h, 1).spp).toBe(1);
  });

  test("Brawlin' Brutes: TD 2, casualty 3", () => {
    const pg = postGameOf(
      { team: humans('h') },
      { team: orcs('o'), players: { 2: { touchdowns: 1, casualtiesSpp: 1 } } },
    );
    expect(byNumber(team(awardSpp(pg).postGame, 'away'), 2).spp).toBe(5);
  });

  test('MVP: the default nomination is the first six who played; a D6 picks among them', () => {
    const pg = postGameOf({ team: humans('h'), players: { 1: { played: false } } }, { team: orcs('o') });
    const { postGame, events } = awardMvp(pg, {}, dice(6, 1));
    expect(events[0]).toMatchObject({
      type: 'mvp',
      team: 'home',
      nominated: [2, 3, 4, 5, 6, 7],
      number: 7,
      spp: 4,
    });
    expect(byNumber(team(postGame, 'home'), 7)).toMatchObject({ spp: 4, career: { mvps: 1 } });
    expect(events[1]).toMatchObject({ team: 'away', number: 1 });
  });

  test('MVP: fewer than six nominated, a number nobody holds is re-rolled; non-players are refused', () => {
    const pg = postGameOf({ team: humans('h'), players: { 1: { played: false } } }, { team: orcs('o') });
    const { events } = awardMvp(pg, { mvpNominations: { home: [12, 13] } }, dice(5, 3, 2, 1));
    expect(events[0]).toMatchObject({ number: 13, rolls: [5, 3, 2] });
    expect(() => awardMvp(pg, { mvpNominations: { home: [1] } }, none())).toThrow(/did not play/);
  });
});

describe('§4.5/§4.6 injuries made permanent', () => {
  test('MNG, Niggling, a Lasting reduction, Dead; last match’s MNG is served', () => {
    let h = humans('h');
    h = patchPlayer(h, 14, { missNextGame: true }); // sat this one out
    const pg = postGameOf(
      {
        team: h,
        players: {
          1: { injury: 'seriously-hurt', missNextGame: true },
          2: { injury: 'serious-injury', missNextGame: true, nigglingGained: 1 },
          3: { injury: 'lasting-injury', lasting: 'av', missNextGame: true },
          4: { injury: 'dead' },
          5: { injury: 'badly-hurt' },
        },
      },
      { team: orcs('o') },
    );
    const { postGame, events } = applyInjuries(pg);
    const t = team(postGame, 'home');
    expect(byNumber(t, 14).missNextGame).toBe(false);
    expect(byNumber(t, 1)).toMatchObject({ missNextGame: true, niggling: 0 });
    expect(byNumber(t, 2)).toMatchObject({ missNextGame: true, niggling: 1 });
    expect(byNumber(t, 3)).toMatchObject({
      missNextGame: true,
      current: { av: 8 },
      base: { av: 9 },
      lastingInjuries: [{ characteristic: 'av', matchId: 'm1' }],
    });
    expect(byNumber(t, 4)).toMatchObject({ status: 'dead', endedByMatch: 'm1' });
    expect(byNumber(t, 5)).toMatchObject({ missNextGame: false, niggling: 0 });
    expect(events.filter((e) => e.type === 'injury')).toHaveLength(5);
  });

  test('a Lasting Injury at its limit is Miss Next Game only', () => {
    const h = patchPlayer(humans('h'), 1, { current: { ma: 6, st: 1, ag: 3, pa: 4, av: 9 } });
    const pg = postGameOf(
      { team: h, players: { 1: { injury: 'lasting-injury', lasting: 'st', missNextGame: true } } },
      { team: orcs('o') },
    );
    const { postGame, events } = applyInjuries(pg);
    expect(byNumber(team(postGame, 'home'), 1)).toMatchObject({
      current: { st: 1 },
      missNextGame: true,
      lastingInjuries: [],
    });
    expect(events[0]).toMatchObject({ type: 'injury', reduced: null, missNextGame: true });
  });
});

describe('§3.14 Getting Even', () => {
  const hurt = (injuredBy: string | null, extra = {}) =>
    postGameOf(
      {
        team: humans('h'),
        players: {
          1: {
            injury: 'serious-injury',
            injuredBy,
            injuredByKeywords: injuredBy ? ['Lineman', 'Orc'] : [],
            ...extra,
          },
        },
      },
      { team: orcs('o') },
    );

  test('4+: Hatred of a keyword of the causer; by default the first non-positional one', () => {
    const { postGame, events } = gettingEven(hurt('away-3'), {}, dice(4));
    expect(byNumber(team(postGame, 'home'), 1).hatreds).toEqual([{ keyword: 'Orc', source: 'acquired' }]);
    expect(events).toEqual([
      { type: 'getting-even', team: 'home', playerId: 'h-p1', roll: 4, keyword: 'Orc', gained: true },
    ]);
  });

  test('3 or less: nothing', () => {
    const { postGame } = gettingEven(hurt('away-3'), {}, dice(3));
    expect(byNumber(team(postGame, 'home'), 1).hatreds).toEqual([]);
  });

  test('a positional keyword is refused, before any roll', () => {
    expect(() =>
      gettingEven(hurt('away-3'), { gettingEven: { home: { 'h-p1': 'Lineman' } } }, none()),
    ).toThrow(expect.objectContaining({ code: 'positional-keyword' }));
    expect(() => gettingEven(hurt('away-3'), { gettingEven: { home: { 'h-p1': 'Elf' } } }, none())).toThrow(
      expect.objectContaining({ code: 'keyword-not-on-causer' }),
    );
  });

  test('no causer (a failed dodge, the crowd): no roll', () => {
    const { events } = gettingEven(hurt(null), {}, none());
    expect(events[0]).toMatchObject({ roll: null, gained: false });
  });
});

const advancement: Advancement = {
  kind: 'random-primary',
  skill: { id: 'block' },
  access: 'primary',
  characteristic: null,
  swappedForSkill: false,
  sppCost: 3,
  valueIncrease: 30_000,
  matchId: null,
};

describe('§3.21 conceding', () => {
  const veteran = (t: LeagueTeam, n: number) =>
    patchPlayer(t, n, { advancements: [advancement, advancement, advancement] });

  test('the conceder gets no winnings, loses D3 fans and every SPP; the winner takes the attendance, two MVPs', () => {
    let h = { ...humans('h'), dedicatedFans: 3 };
    h = veteran(veteran(h, 12), 13);
    const pg = postGameOf(
      { team: h, fanFactor: 4, score: 1, players: { 12: { touchdowns: 1 } } },
      { team: orcs('o'), fanFactor: 3, score: 0 },
      { team: 'home', withoutPenalty: false },
    );
    const rolls = new ScriptedDice([
      d3(2), // home loses 2 fans
      d6(2), // away (winner, 1 fan) gains one on 2 ≥ 1
      d6(1), // away MVP #1
      d6(2), // away MVP #2
      d6(3), // #12 leaves on 1–3
      d6(4), // #13 stays
    ]);
    let s = collectWinnings(pg).postGame;
    expect(team(s, 'home').treasury).toBe(0);
    expect(team(s, 'away').treasury).toBe((7 + 2) * 10_000); // the win is 2-0
    expect(team(s, 'away').record.wins).toBe(1);
    s = updateDedicatedFans(s, rolls).postGame;
    expect(team(s, 'home').dedicatedFans).toBe(1);
    const spp = awardSpp(s);
    expect(spp.events).toContainEqual({
      type: 'spp-lost',
      team: 'home',
      number: 12,
      playerId: 'h-p12',
      amount: 3,
    });
    s = spp.postGame;
    expect(byNumber(team(s, 'home'), 12).spp).toBe(0);
    const mvp = awardMvp(s, {}, rolls);
    expect(mvp.events.map((e) => e.type === 'mvp' && [e.team, e.number])).toEqual([
      ['away', 1],
      ['away', 2],
    ]);
    s = concessionDepartures(mvp.postGame, rolls).postGame;
    expect(byNumber(team(s, 'home'), 12)).toMatchObject({ status: 'retired', endedByMatch: 'm1' });
    expect(byNumber(team(s, 'home'), 13).status).toBe('active');
    rolls.assertConsumed();
  });

  test('Concede Without Penalty: only the 2-0 result', () => {
    const pg = postGameOf(
      { team: veteran(humans('h'), 12), fanFactor: 4, score: 1 },
      { team: orcs('o'), fanFactor: 4, score: 0 },
      { team: 'home', withoutPenalty: true },
    );
    const s = collectWinnings(pg).postGame;
    expect(team(s, 'home').treasury).toBe((4 + 0 + 1) * 10_000);
    expect(team(s, 'away').treasury).toBe((4 + 2 + 1) * 10_000);
    expect(concessionDepartures(s, none()).events).toEqual([]);
  });
});

describe('Journeymen', () => {
  test('a Journeyman who played is hired at its fee, keeps its SPP and drops Loner', () => {
    // Four dead of 14: one Journeyman, on #1.
    let h = humans('h');
    for (const n of [1, 2, 3, 4]) h = patchPlayer(h, n, { status: 'dead' });
    const withGold = { ...h, treasury: 100_000 };
    const pg = postGameOf({ team: withGold, players: { 1: { touchdowns: 1 } } }, { team: orcs('o') });
    let s = awardSpp(pg).postGame;
    const r = hireJourneymen(s, { hireJourneymen: { home: [1] } });
    s = r.postGame;
    const hired = byNumber(
      { ...team(s, 'home'), players: team(s, 'home').players.filter((p) => p.status === 'active') },
      1,
    );
    expect(hired).toMatchObject({ journeyman: true, spp: 3, positionId: 'human-lineman', skills: [] });
    expect(team(s, 'home').treasury).toBe(50_000);
    expect(r.events).toEqual([{ type: 'journeyman-hired', team: 'home', playerId: hired.id, cost: 50_000 }]);
    expect(() => hireJourneymen(s, { hireJourneymen: { home: [3] } })).toThrow(
      expect.objectContaining({ code: 'not-a-journeyman' }),
    );
  });
});

describe('§4.10 Expensive Mistakes, each band', () => {
  // [treasury, D6, result, further dice, treasury after]
  test.each([
    [95_000, null, 'averted', [], 95_000],
    [150_000, 1, 'minor', [d3(2)], 130_000],
    [150_000, 2, 'averted', [], 150_000],
    [250_000, 2, 'minor', [d3(3)], 220_000],
    [350_000, 1, 'major', [], 175_000],
    [355_000, 2, 'minor', [d3(1)], 345_000],
    [450_000, 2, 'major', [], 225_000],
    [455_000, 4, 'minor', [d3(1)], 445_000],
    [550_000, 1, 'catastrophe', [d6(3), d6(4)], 70_000],
    [550_000, 6, 'averted', [], 550_000],
    [650_000, 2, 'catastrophe', [d6(6), d6(6)], 120_000],
    [650_000, 6, 'minor', [d3(3)], 620_000],
    [210_000, 3, 'averted', [], 210_000],
    [335_000, 1, 'major', [], 170_000],
  ] as const)('treasury %i, D6 %s → %s', (treasury, roll, result, more, after) => {
    const pg = postGameOf({ team: { ...humans('h'), treasury } }, { team: orcs('o') });
    const rolls = new ScriptedDice([...(roll === null ? [] : [d6(roll)]), ...more]);
    const { postGame, events } = expensiveMistakes(pg, rolls);
    expect(events[0]).toMatchObject({ result, before: treasury, after });
    expect(team(postGame, 'home').treasury).toBe(after);
    rolls.assertConsumed();
  });
});

describe('the sequence', () => {
  test('steps run in order only; the whole post-game with defaults', () => {
    const pg = postGameOf({ team: humans('h'), score: 1, fanFactor: 2 }, { team: orcs('o'), fanFactor: 2 });
    expect(() => runPostGameStep(pg, 'mvp', {}, none())).toThrow(
      expect.objectContaining({ code: 'step-out-of-order' }),
    );
    const rolls = dice(
      1, // home fans: 1 ≥ 1 → 2
      1, // home MVP → #1
      1, // away MVP → #1
    );
    const { postGame, events } = runPostGame(pg, {}, rolls);
    rolls.assertConsumed();
    expect(postGame.done).toHaveLength(POST_GAME_STEPS.length);
    expect(team(postGame, 'home')).toMatchObject({ treasury: 40_000, dedicatedFans: 2 });
    expect(events.at(-1)).toMatchObject({ type: 'team-value', team: 'away' });
    expect(JSON.parse(JSON.stringify(postGame))).toEqual(postGame);
  });
});

describe('choices', () => {
  test('postGameOptions lists MVP candidates, Getting Even keywords and hireable Journeymen', () => {
    const pg = postGameOf(
      {
        team: humans('h'),
        players: {
          1: { injury: 'seriously-hurt', injuredBy: 'away-2', injuredByKeywords: ['Lineman', 'Orc'] },
          14: { played: false },
        },
      },
      { team: orcs('o') },
    );
    const options = postGameOptions(pg);
    expect(options.home.mvp.default).toEqual([1, 2, 3, 4, 5, 6]);
    expect(options.home.mvp.candidates).not.toContain(14);
    expect(options.home.gettingEven).toEqual([{ playerId: 'h-p1', keywords: ['Orc'] }]);
    expect(options.away.journeymen).toEqual([]);
    expect(() => checkPostGameChoices(pg, { gettingEven: { home: { 'h-p1': 'Lineman' } } })).toThrow(
      expect.objectContaining({ code: 'positional-keyword' }),
    );
    expect(() => checkPostGameChoices(pg, { mvpNominations: { home: [1, 2, 3, 4, 5, 6, 7] } })).toThrow(
      expect.objectContaining({ code: 'invalid-choice' }),
    );
  });
});

describe('friendlies', () => {
  test('no SPP, winnings, fans or injuries: the rosters stay as they were', () => {
    const pg = postGameOf(
      { team: humans('h'), score: 2, players: { 1: { touchdowns: 2 }, 2: { injury: 'dead' } } },
      { team: orcs('o') },
    );
    const { postGame, events } = runPostGame({ ...pg, friendly: true }, {}, none());
    expect(postGame.teams).toEqual(pg.teams);
    expect(events.map((e) => e.type)).toEqual(['result', 'team-value', 'team-value']);
  });
});
