import { describe, expect, test } from 'vitest';
import type { Rolls } from '../__fixtures__/helpers.js';
import { act, expectDecision, rollsOf, run, turn } from '../__fixtures__/helpers.js';
import { d3, d6, d8, ScriptedDice } from '../dice/index.js';
import type { Command } from '../engine/commands.js';
import { loadScenario } from '../scenario/load.js';

/** The classic pre-match (FAME) and the classic kick-off table's events, with scripted dice. */

const squad = (side: 'home' | 'away') =>
  Array.from({ length: 11 }, (_, i) => ({
    id: `${side[0]}${i + 1}`,
    team: side,
    number: i + 1,
    box: 'reserves' as const,
  }));

/** Away kicks to home in a classic match; both use the balanced formation; a11 kicks. */
const setup = (extra: object = {}) =>
  loadScenario({
    edition: 'classic',
    phase: 'setup',
    kickingTeam: 'away',
    players: [...squad('home'), ...squad('away')],
    ...extra,
  });
const KICK: Command[] = [
  { type: 'formation', name: 'balanced' },
  { type: 'done' },
  { type: 'formation', name: 'balanced' },
  { type: 'done' },
  { type: 'player', player: 'a11' },
  { type: 'square', square: { x: 5, y: 7 } },
];
/** The kick deviates right 3 squares to the empty (8,7); then the kick-off 2D6. */
const kickRolls = (e1: number, e2: number): Rolls => [d8(5), d6(3), d6(e1), d6(e2)];
/** The ball lands on the empty (8,7) and bounces down to (8,8). */
const BOUNCE = d8(7);
const eventOf = (events: readonly { kind: string }[]) =>
  (events.find((e) => e.kind === 'kick-off') as { event: string } | undefined)?.event;

describe('classic pre-match: FAME from the gates', () => {
  test.each([
    // (2D6 + Fan Factor) thousand fans each; more fans FAME 1, at least twice as many FAME 2.
    ['twice the crowd: FAME 2 and 0', [3, 3], 2, [1, 1], 0, 2, 0],
    ['a bigger crowd: FAME 1 and 0', [4, 4], 0, [3, 3], 0, 1, 0],
    ['equal crowds: no FAME', [2, 3], 1, [3, 3], 0, 0, 0],
  ] as const)('%s', (_name, [a, b], homeFf, [c, d], awayFf, homeFame, awayFame) => {
    const dice = new ScriptedDice([d6(a), d6(b), d6(c), d6(d), d6(3), d6(4)]);
    const s0 = loadScenario(
      {
        edition: 'classic',
        phase: 'pre-match',
        players: [...squad('home'), ...squad('away')],
        teams: { home: { dedicatedFans: homeFf }, away: { dedicatedFans: awayFf } },
      },
      dice,
    );
    dice.assertConsumed();
    expect(s0.teams.home.fanFactor).toBe(homeFame);
    expect(s0.teams.away.fanFactor).toBe(awayFame);
    expectDecision(s0, 'coin-toss', 'away');
  });
});

describe('the classic kick-off table', () => {
  test('3 Riot: the receivers have not played a turn this half, so both markers move forward one', () => {
    const { state, events } = run(setup(), KICK, [...kickRolls(1, 2), BOUNCE]);
    expect(eventOf(events)).toBe('riot');
    expect(state.teams.away.turn).toBe(1);
    expect(state.teams.home.turn).toBe(2);
  });

  test('4 Perfect Defence: the kicking coach may set the whole team up again', () => {
    const { state, events } = run(setup(), KICK, kickRolls(1, 3));
    expect(eventOf(events)).toBe('perfect-defence');
    expectDecision(state, 'solid-defence', 'away');
    expect(state.decision?.prompt).toMatch(/up to 11/);
  });

  test('6 Cheering Fans: D3 + FAME + cheerleaders; the higher gains a team re-roll for the half', () => {
    const s0 = setup({ teams: { home: { cheerleaders: 1 } } });
    const { state, events } = run(s0, KICK, [...kickRolls(2, 4), d3(2), d3(3), BOUNCE]);
    expect(eventOf(events)).toBe('cheering-fans');
    expect(rollsOf(events, 'kick-off-event-roll').map((r) => r.die)).toEqual(['D3', 'D3']);
    // 2 + 1 cheerleader = 3 against 3: a tie, both gain one.
    expect(state.teams.home.rerolls).toBe(1);
    expect(state.teams.away.rerolls).toBe(1);
    expect(state.teams.home.cheeringFans).toBe(false);
  });

  test('8 Brilliant Coaching: D3 + FAME + assistant coaches; the re-roll lasts the half, not the drive', () => {
    const { state, events } = run(setup(), KICK, [...kickRolls(4, 4), d3(3), d3(1), BOUNCE]);
    expect(eventOf(events)).toBe('brilliant-coaching');
    expect(state.teams.home.rerolls).toBe(1);
    expect(state.teams.home.driveRerolls).toBe(0);
    expect(state.teams.away.rerolls).toBe(0);
  });

  test('9 Quick Snap!: every receiving player may move one square', () => {
    const { state, events } = run(setup(), KICK, kickRolls(4, 5));
    expect(eventOf(events)).toBe('quick-snap');
    expectDecision(state, 'quick-snap', 'home');
    expect(state.decision?.prompt).toMatch(/up to 11/);
  });

  test('10 Blitz!: the kicking team gets a free turn', () => {
    const { state, events } = run(setup(), KICK, kickRolls(4, 6));
    expect(eventOf(events)).toBe('blitz');
    expect(state.decision?.team).toBe('away');
    expect(state.decision?.prompt).toMatch(/up to 11/);
  });

  test('11 Throw a Rock: the higher D6 + FAME side hits a random opposing player; injury, no armour', () => {
    // Away wins 5 v 2; home player 1 (D16 → 1) is hit: 3 + 4 = 7, Stunned.
    const { state, events } = run(setup(), KICK, [
      ...kickRolls(5, 6),
      d6(2),
      d6(5),
      { kind: 'D16', value: 1 },
      d6(3),
      d6(4),
      BOUNCE,
    ]);
    expect(eventOf(events)).toBe('throw-a-rock');
    expect(rollsOf(events, 'armour')).toHaveLength(0);
    expect(events.find((e) => e.kind === 'injury')).toMatchObject({ player: 'h1', result: 'stunned' });
    expect(state.players.find((p) => p.id === 'h1')?.status).toBe('stunned');
  });
});

describe('classic Pitch Invasion, Sweltering Heat and the Apothecary', () => {
  test('12 Pitch Invasion: D6 + the team’s fans for every opposing player; 6+ (never a natural 1) Stuns', () => {
    const s0 = setup({ teams: { away: { fanFactor: 1 } } });
    // Home's fans roll for the 11 away players (FAME 0): only a 6 counts; away's fans (FAME 1) for home's.
    const homeRolls = [6, 5, 1, 1, 1, 1, 1, 1, 1, 1, 1].map((n) => d6(n));
    const awayRolls = [5, 4, 1, 4, 4, 4, 4, 4, 4, 4, 4].map((n) => d6(n));
    const { state, events } = run(s0, KICK, [...kickRolls(6, 6), ...homeRolls, ...awayRolls, BOUNCE]);
    expect(eventOf(events)).toBe('pitch-invasion');
    const stunned = state.players.filter((p) => p.status === 'stunned').map((p) => p.id);
    expect(stunned.sort()).toEqual(['a1', 'h1']);
  });

  test('Sweltering Heat: at the end of a drive every player on the pitch rolls a D6; a 1 misses the next drive', () => {
    const s0 = turn(
      [
        { id: 'h1', team: 'home', at: [24, 7] },
        { id: 'a1', team: 'away', at: [2, 2] },
      ],
      { edition: 'classic', weather: 'sweltering-heat', ball: { carrier: 'h1' } },
    );
    const { events, state } = run(s0, [act('h1'), { type: 'move', square: { x: 25, y: 7 } }], [d6(1), d6(3)]);
    const heat = rollsOf(events, 'sweltering-heat');
    expect(heat.map((r) => [r.player, r.natural[0], r.success])).toEqual([
      ['h1', 1, false],
      ['a1', 3, true],
    ]);
    expect(state.players.find((p) => p.id === 'h1')?.used).toContain('sweltering-heat@drive');
    expect(state.players.find((p) => p.id === 'a1')?.used).not.toContain('sweltering-heat@drive');
  });

  test('the Apothecary sends a Knocked-out player to the Reserves', () => {
    const s0 = turn([{ id: 'h1', team: 'home', at: [3, 7], ma: 1 }], {
      edition: 'classic',
      teams: { home: { apothecary: true } },
    });
    const fell = run(
      s0,
      [act('h1'), { type: 'move', square: { x: 4, y: 7 } }, { type: 'move', square: { x: 5, y: 7 } }],
      [d6(1), d6(5), d6(5), d6(4), d6(4)],
    );
    expectDecision(fell.state, 'apothecary', 'home');
    const { state } = run(fell.state, [{ type: 'choose', choice: 'use-apothecary' }]);
    expect(state.players.find((p) => p.id === 'h1')?.box).toBe('reserves');
  });
});
