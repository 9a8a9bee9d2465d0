import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import { DugoutApiError } from '../../client.js';
import type { AdvancementView, PlayerView, TeamRef } from '../../league-protocol.js';
import { loadLocale } from '../i18n/index.js';
import {
  advancementCosts,
  advancementText,
  draftCost,
  draftPlayers,
  eventText,
  leagueErrorText,
  playerMarks,
  problemText,
  redraftFormCost,
  redraftRookies,
  skillChoices,
  statChange,
  statsOf,
  statText,
} from './format.js';
import { loadLeagueMessages } from './i18n.js';

const stats = { ma: 6, st: 3, ag: 3, pa: 4, av: 9 };

function player(overrides: Partial<PlayerView> = {}): PlayerView {
  return {
    id: 'p1',
    teamId: 't1',
    number: 7,
    name: 'Griff',
    positionId: 'human-blitzer',
    keywords: ['Human', 'Blitzer'],
    base: stats,
    current: stats,
    skills: [{ id: 'block', name: 'Block', source: 'position' }],
    spp: 0,
    sppEarned: 0,
    advancements: [],
    value: 85_000,
    niggling: 0,
    lastingInjuries: [],
    missNextGame: false,
    temporarilyRetired: false,
    status: 'active',
    endedByMatchId: null,
    hatreds: [],
    journeyman: false,
    career: { games: 0, touchdowns: 0, casualties: 0, completions: 0, interceptions: 0, mvps: 0 },
    ...overrides,
  };
}

const advancement = (overrides: Partial<AdvancementView>): AdvancementView => ({
  kind: 'chosen-primary',
  skill: null,
  access: null,
  characteristic: null,
  swappedForSkill: false,
  sppCost: 6,
  valueIncrease: 20_000,
  matchId: null,
  ...overrides,
});

afterAll(() => loadLocale('en'));
beforeEach(() => loadLocale('en'));

describe('a player on the roster sheet', () => {
  test('an unhurt player carries no marks', () => {
    expect(playerMarks(player())).toEqual([]);
  });

  test('every injury, niggle, reduction, Hatred and absence is listed, in a fixed order', () => {
    const hurt = player({
      niggling: 2,
      missNextGame: true,
      lastingInjuries: [
        { characteristic: 'av', matchId: 'm1' },
        { characteristic: 'ma', matchId: 'm2' },
      ],
      hatreds: [
        { keyword: 'Dwarf', source: 'roster' },
        { keyword: 'Orc', source: 'acquired' },
      ],
      current: { ...stats, ma: 5, av: 8 },
    });
    expect(playerMarks(hurt)).toEqual([
      { kind: 'mng', text: 'Misses the next game' },
      { kind: 'niggling', text: 'Niggling Injury ×2' },
      { kind: 'reduction', text: 'Lasting Injury: −1 AV' },
      { kind: 'reduction', text: 'Lasting Injury: −1 MA' },
      { kind: 'hatred', text: 'Hatred (Dwarf)' },
      { kind: 'hatred', text: 'Hatred (Orc), from Getting Even' },
    ]);
    expect(statChange(hurt, 'ma')).toBe('down');
    expect(statChange(hurt, 'av')).toBe('down');
    expect(statChange(hurt, 'st')).toBeNull();
  });

  test('dead, temporarily retired and journeymen are marked', () => {
    expect(playerMarks(player({ status: 'dead', niggling: 1 })).map((m) => m.text)).toEqual([
      'Dead',
      'Niggling Injury',
    ]);
    expect(playerMarks(player({ temporarilyRetired: true, journeyman: true })).map((m) => m.kind)).toEqual([
      'retired-temporarily',
      'journeyman',
    ]);
  });

  test('AG, PA and AV read as targets; a better AG is a lower number', () => {
    expect(statText('ag', 3)).toBe('3+');
    expect(statText('ma', 6)).toBe('6');
    expect(statText('pa', null)).toBe('–');
    expect(statChange(player({ current: { ...stats, ag: 2 } }), 'ag')).toBe('up');
    expect(statChange(player({ current: { ...stats, pa: 5 } }), 'pa')).toBe('down');
  });

  test('a classic (LRB6) sheet: no PA, AG the 1–6 characteristic read as a number, higher is better', () => {
    expect(statsOf('classic')).toEqual(['ma', 'st', 'ag', 'av']);
    expect(statsOf('bb2025')).toEqual(['ma', 'st', 'ag', 'pa', 'av']);
    expect(statText('ag', 3, 'classic')).toBe('3');
    expect(statText('av', 8, 'classic')).toBe('8');
    expect(statChange(player({ current: { ...stats, ag: stats.ag + 1 } }), 'ag', 'classic')).toBe('up');
    expect(statChange(player({ current: { ...stats, ag: stats.ag + 1 } }), 'ag')).toBe('down');
  });

  test('in Korean, rule terms come from the glossary', async () => {
    await loadLocale('ko');
    await loadLeagueMessages('ko');
    const texts = playerMarks(
      player({ niggling: 1, missNextGame: true, lastingInjuries: [{ characteristic: 'st', matchId: null }] }),
    ).map((m) => m.text);
    expect(texts).toEqual(['다음 경기 결장', '니글링 인저리', '지속적인 중상: ST −1']);
    expect(advancementText(advancement({ skill: { id: 'block' }, access: 'primary' }))).toBe(
      '블록 (주, 선택)',
    );
    await loadLocale('ja');
    await loadLeagueMessages('ja');
    expect(playerMarks(player({ niggling: 3 }))[0]?.text).toBe('ニグリング・インジャリー ×3');
    await loadLocale('en');
  });
});

describe('advancements', () => {
  test.each([
    [
      advancement({ kind: 'random-primary', skill: { id: 'dodge' }, access: 'primary' }),
      'Dodge (Primary, random)',
    ],
    [
      advancement({ kind: 'chosen-secondary', skill: { id: 'guard' }, access: 'secondary' }),
      'Guard (Secondary, chosen)',
    ],
    [advancement({ kind: 'characteristic', characteristic: 'ma' }), '+1 MA'],
    [
      advancement({
        kind: 'characteristic',
        swappedForSkill: true,
        skill: { id: 'tackle' },
        access: 'primary',
      }),
      'Tackle instead of a characteristic',
    ],
  ])('%# reads "%s"', (a, text) => {
    expect(advancementText(a)).toBe(text);
  });

  test('the next advancement costs more SPP with each one taken (§4.7)', () => {
    expect(advancementCosts(player())).toEqual({
      'random-primary': 3,
      'chosen-primary': 6,
      'chosen-secondary': 10,
      characteristic: 14,
    });
    const once = advancementCosts(player({ advancements: [advancement({ skill: { id: 'dodge' } })] }));
    expect(once).toMatchObject({ 'random-primary': 4, 'chosen-primary': 8, characteristic: 16 });
  });

  test('skill choices are the position category skills the player lacks', () => {
    const names = skillChoices({ rosterId: 'human' }, player(), 'primary').map((c) => c.value);
    expect(names).toContain('Tackle');
    expect(names).not.toContain('Block');
    expect(names).not.toContain('Dodge');
  });
});

describe('the draft form', () => {
  test('positions get shirt numbers in roster order; the cost adds players, staff and extra fans', () => {
    const players = draftPlayers('human', { 'human-lineman': 11, 'human-blitzer': 2, 'human-thrower': 1 });
    expect(players).toHaveLength(14);
    expect(players.map((p) => p.number)).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
    // Each position's players are together, in the roster's order of positions.
    const order = players.map((p) => p.positionId).filter((id, i, all) => all.indexOf(id) === i);
    expect(order).toHaveLength(3);
    expect(players.filter((p) => p.positionId === 'human-lineman')).toHaveLength(11);
    // 11×50k + 2×85k + 75k + 2×50k re-rolls + 50k apothecary = 945k (as the server's own draft test).
    const base = {
      rosterId: 'human',
      players,
      rerolls: 2,
      apothecary: true,
      assistantCoaches: 0,
      cheerleaders: 0,
      dedicatedFans: 1,
    };
    expect(draftCost(base)).toBe(945_000);
    expect(draftCost({ ...base, dedicatedFans: 3, assistantCoaches: 1, cheerleaders: 2 })).toBe(985_000);
    expect(draftCost({ ...base, rosterId: 'no-such-roster' })).toBe(0);
  });

  test('problems read in the coach language where a message exists, else the server text', () => {
    expect(problemText({ code: 'over-budget', message: 'costs 1,200,000', path: '' })).toBe(
      'The team costs more than the budget.',
    );
    expect(problemText({ code: 'position-over-max', message: 'x', path: 'players[12].positionId' })).toBe(
      'Too many players of one position. (players[12].positionId)',
    );
    expect(problemText({ code: 'something-new', message: 'the server says so' })).toBe('the server says so');
  });
});

describe('the re-draft form', () => {
  test('rookies take the lowest numbers the re-hired players leave free, in roster order', () => {
    expect(redraftRookies('human', { 'human-catcher': 1, 'human-lineman': 2 }, [1, 2, 4, 12])).toEqual([
      { positionId: 'human-lineman', number: 3 },
      { positionId: 'human-lineman', number: 5 },
      { positionId: 'human-catcher', number: 6 },
    ]);
  });

  test('the cost: re-hired players at the server’s prices, rookies, staff and re-rolls at normal price', () => {
    const prices = new Map([
      ['p1', 70_000],
      ['p2', 105_000],
    ]);
    const plan = {
      rehire: ['p1', 'p2'],
      hire: [{ positionId: 'human-catcher' }],
      rerolls: 3,
      apothecary: true,
      assistantCoaches: 1,
      cheerleaders: 1,
    };
    // 70k + 105k + 75k + 3 × 50k (not double) + 50k + 10k + 10k
    expect(redraftFormCost('human', plan, prices)).toBe(470_000);
    expect(redraftFormCost('human', { ...plan, rehire: ['p1', 'gone'] }, prices)).toBe(365_000);
  });

  test('its problems read in the coach’s language', () => {
    expect(problemText({ code: 'unknown-player', message: 'x', path: 'rehire[1]' })).toBe(
      'That player is no longer on the roster. (rehire[1])',
    );
  });
});

describe('server refusals', () => {
  test('a rule refusal names the rule; other codes use the error catalogue', () => {
    const broke = new DugoutApiError('league/rule-refused', 'Not enough gold', 400, {
      rule: 'not-enough-treasury',
    });
    expect(leagueErrorText(broke)).toBe('Not enough gold in the treasury.');
    const unknownRule = new DugoutApiError('league/rule-refused', 'x', 400, { rule: 'brand-new' });
    expect(leagueErrorText(unknownRule)).toBe('The rules do not allow that.');
    expect(leagueErrorText(new DugoutApiError('league/not-your-team', 'x', 403))).toBe(
      "Only the team's coach can manage it.",
    );
  });
});

describe('post-game events', () => {
  const teams: Record<'home' | 'away', TeamRef> = {
    home: { id: 'h', name: 'Reavers', rosterId: 'human', coach: { id: 'c1', name: 'A' } },
    away: { id: 'a', name: 'Gouged Eye', rosterId: 'orc', coach: { id: 'c2', name: 'B' } },
  };
  const lookup = (id: string | null) => (id === 'p1' ? { number: 7, name: 'Griff' } : undefined);

  test.each([
    [
      {
        type: 'winnings',
        team: 'home',
        attendance: 5,
        touchdowns: 2,
        stalled: false,
        amount: 70_000,
        treasury: 125_000,
      },
      'Reavers: winnings 70,000 gp; treasury 125,000 gp',
    ],
    [
      {
        type: 'winnings',
        team: 'away',
        attendance: 5,
        touchdowns: 1,
        stalled: true,
        amount: 20_000,
        treasury: 20_000,
      },
      'Gouged Eye: winnings 20,000 gp (stalling); treasury 20,000 gp',
    ],
    [
      {
        type: 'winnings',
        team: 'away',
        attendance: 5,
        touchdowns: 1,
        stalled: false,
        amount: 50_000,
        inducements: 40_000,
        treasury: 130_000,
      },
      'Gouged Eye: winnings 50,000 gp, less 40,000 gp of Treasury spent on inducements; treasury 130,000 gp',
    ],
    [{ type: 'dedicated-fans', team: 'home', roll: 5, before: 1, after: 2 }, 'Reavers: Dedicated Fans 1 → 2'],
    [
      {
        type: 'spp',
        team: 'home',
        number: 7,
        playerId: 'p1',
        amount: 5,
        reasons: [
          { achievement: 'touchdown', count: 1, spp: 3 },
          { achievement: 'casualty', count: 1, spp: 2 },
        ],
      },
      'Reavers #7 Griff: +5 SPP (1× Touchdown and 1× Casualty)',
    ],
    [
      {
        type: 'injury',
        team: 'home',
        playerId: 'p1',
        result: 'lasting-injury',
        missNextGame: true,
        niggling: false,
        reduced: 'ag',
        dead: false,
      },
      'Reavers #7 Griff: Lasting Injury: −1 AG and Misses the next game',
    ],
    [
      {
        type: 'injury',
        team: 'home',
        playerId: 'p1',
        result: 'serious-injury',
        missNextGame: true,
        niggling: true,
        reduced: null,
        dead: false,
      },
      'Reavers #7 Griff: Serious Injury: Niggling Injury and Misses the next game',
    ],
    [
      { type: 'getting-even', team: 'home', playerId: 'p1', roll: 5, keyword: 'Orc', gained: true },
      'Reavers #7 Griff: Getting Even gains Hatred (Orc)',
    ],
    [
      { type: 'team-value', team: 'away', tv: 1_000_000, ctv: 950_000 },
      'Gouged Eye: TV 1,000,000 gp, CTV 950,000 gp',
    ],
    [
      { type: 'raised-hired', team: 'away', number: 13, playerId: 'x', value: 40_000 },
      'Gouged Eye: the raised Lineman #13 joins the team for free (value 40,000 gp)',
    ],
    [
      { type: 'raised-not-hired', team: 'away', number: 13, why: 'roster-full' },
      'Gouged Eye: the raised Lineman #13 leaves (the roster is full)',
    ],
  ])('%# reads "%s"', (event, text) => {
    expect(eventText(event as { type: string }, teams, lookup)).toBe(text);
  });

  test('bookkeeping events are left out', () => {
    expect(eventText({ type: 'result' }, teams, lookup)).toBeNull();
  });
});
