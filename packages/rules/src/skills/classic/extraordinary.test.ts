import { describe, expect, test } from 'vitest';
import { away, classic, home, kickBy, kickOffSetup, type P, target } from '../../__fixtures__/classic.js';
import { act, END, pl, rollsOf, run, turnoverOf } from '../../__fixtures__/helpers.js';
import { d3, d6, d8, twoD6 } from '../../dice/index.js';
import type { GameEvent } from '../../engine/events.js';

/** LRB6 Extraordinary skills and traits whose rule differs from BB2025's (or only LRB6 has), scripted dice. */

const casualties = (events: readonly GameEvent[]) =>
  events.filter((e): e is Extract<GameEvent, { kind: 'casualty' }> => e.kind === 'casualty');
const SPECIAL = [act('h1', 'special'), target('a1')];

describe('Decay', () => {
  // h1 Stabs a1: armour 12 breaks AV 8, injury 11 is a casualty; then the D68 (a D6 and a D8).
  const stabbed = (skills: string[]) =>
    classic([home('h1', 10, 7, { skills: ['Stab'] }), away('a1', 11, 7, { skills })]);

  test('two rolls on the casualty table, both applied: Smashed Knee and Smashed Ankle', () => {
    const { state, events } = run(stabbed(['Decay']), SPECIAL, [
      twoD6(6, 6),
      twoD6(6, 5),
      d6(5),
      d8(2),
      d6(5),
      d8(4),
    ]);
    expect(casualties(events).map((e) => e.detail)).toEqual(['Smashed Knee', 'Smashed Ankle']);
    const a1 = pl(state, 'a1');
    expect(a1.niggling).toBe(1);
    expect(a1.stats.ma).toBe(5);
    expect(a1.record.missNextGame).toBe(true);
  });

  test('a Badly Hurt second roll keeps the worse injury on record', () => {
    const { state } = run(stabbed(['Decay']), SPECIAL, [
      twoD6(6, 6),
      twoD6(6, 5),
      d6(4),
      d8(1),
      d6(1),
      d8(1),
    ]);
    expect(pl(state, 'a1').record).toMatchObject({ injury: 'seriously-hurt', missNextGame: true });
  });

  test('without Decay one roll', () => {
    const { events } = run(stabbed([]), SPECIAL, [twoD6(6, 6), twoD6(6, 5), d6(5), d8(2)]);
    expect(casualties(events)).toHaveLength(1);
  });
});

describe('Stakes', () => {
  const scene = (roster: string) =>
    classic([home('h1', 10, 7, { skills: ['Stab', 'Stakes'] }), away('a1', 11, 7)], {
      teams: { away: { roster } },
    });

  test.each([
    ['khemri', true],
    ['necromantic', true],
    ['undead', true],
    ['vampire', true],
    ['orc', false],
  ])('+1 to the Stab’s armour roll against a %s player: %s', (roster, bonus) => {
    // 4 + 4 holds AV 8; with Stakes 9 breaks it and the injury is rolled.
    const { events } = run(scene(roster), SPECIAL, bonus ? [twoD6(4, 4), twoD6(1, 2)] : [twoD6(4, 4)]);
    const armour = rollsOf(events, 'armour')[0];
    expect(armour).toMatchObject({ total: bonus ? 9 : 8, success: bonus });
  });
});

describe('Hypnotic Gaze', () => {
  // AG 3 reads 4+ on the AG table; a2 at (10,8) also marks the gazer once it stands at (9,7): −1.
  const scene = (others: boolean) =>
    classic([
      home('h1', 8, 7, { skills: ['Hypnotic Gaze'] }),
      away('a1', 10, 7),
      ...(others ? [away('a2', 10, 8)] : []),
    ]);
  const gaze = (others: boolean, n: number) =>
    run(
      scene(others),
      [act('h1', 'special'), { type: 'move', square: { x: 9, y: 7 } }, target('a1')],
      [d6(n)],
    );

  test.each([
    [false, 4, true],
    [false, 3, false],
    [true, 4, false],
    [true, 5, true],
  ])('another opponent marking the gazer: %s; a %i → Distracted %s', (others, n, distracted) => {
    const { state, events } = gaze(others, n);
    expect(rollsOf(events, 'hypnotic-gaze')[0]).toMatchObject({ target: 4, success: distracted });
    expect(pl(state, 'a1').distracted).toBe(distracted);
  });
});

describe('Chainsaw', () => {
  test('in a classic match: 2+ hits at +3 on the armour, a 1 kicks back on the wielder at +3', () => {
    const saw = () => classic([home('h1', 10, 7, { skills: ['Chainsaw'] }), away('a1', 11, 7)]);
    const hit = run(saw(), SPECIAL, [d6(2), twoD6(3, 3), twoD6(1, 2)]);
    expect(rollsOf(hit.events, 'armour')[0]).toMatchObject({ total: 9, success: true });
    const back = run(saw(), SPECIAL, [d6(1), twoD6(1, 1)]);
    expect(rollsOf(back.events, 'armour')[0]).toMatchObject({ player: 'h1', total: 5 });
    expect(pl(back.state, 'h1').status).toBe('prone');
  });
});

describe('Fan Favourite', () => {
  test('+1 FAME on the kick-off table for each one on the pitch: Cheering Fans 2 + 1 beats 2', () => {
    const fav: P = { id: 'h11', team: 'home', number: 11, box: 'reserves', skills: ['Fan Favourite'] };
    // The kick deviates 3 squares right to (8,7); 2 + 4 is Cheering Fans; then a D3 each; the ball bounces.
    const rolls = [d8(5), d6(3), d6(2), d6(4), d3(2), d3(2), d8(7)];
    const { state, events } = run(kickOffSetup({ home: [fav] }), kickBy('a11', 5, 7), rolls);
    expect(events.find((e) => e.kind === 'kick-off')).toMatchObject({ event: 'cheering-fans' });
    expect(state.teams.home.rerolls).toBe(1);
    expect(state.teams.away.rerolls).toBe(0);
    // Without one, 2 against 2 is a tie: both gain a re-roll.
    const tie = run(kickOffSetup(), kickBy('a11', 5, 7), rolls);
    expect(tie.state.teams.away.rerolls).toBe(1);
  });
});

describe('Blood Lust', () => {
  const vampire = (extra: P[] = []) =>
    classic([home('h1', 5, 7, { skills: ['Blood Lust'] }), ...extra], { ball: { carrier: 'h1' } });
  const thrall = home('h2', 6, 7, { keywords: ['Thrall'] });

  test('a 1 on any action: it bites an adjacent Thrall at the end of it (an injury roll), no Turnover', () => {
    const { state, events } = run(vampire([thrall]), [act('h1'), END], [d6(1), twoD6(4, 4)]);
    expect(rollsOf(events, 'bloodlust')[0]).toMatchObject({ target: 2, modifiers: [], success: false });
    expect(rollsOf(events, 'injury')[0]?.player).toBe('h2');
    expect(turnoverOf(events)).toBeNull();
    expect(pl(state, 'h1').at).toEqual({ x: 5, y: 7 });
  });

  test('with no Thrall to bite: a Turnover and the Vampire goes to the Reserves; the ball bounces', () => {
    const { state, events } = run(vampire(), [act('h1'), END], [d6(1), d8(1)]);
    expect(turnoverOf(events)).toBe('bloodlust');
    expect(pl(state, 'h1')).toMatchObject({ at: null, box: 'reserves' });
    expect(state.ball.kind).toBe('ground');
  });

  test('a 2 is enough, even for a Block (no +1 as in BB2025)', () => {
    const s0 = classic([home('h1', 5, 7, { skills: ['Blood Lust'] }), away('a1', 6, 7)]);
    const { events } = run(s0, [act('h1', 'block')], [d6(2)]);
    expect(rollsOf(events, 'bloodlust')[0]).toMatchObject({ modifiers: [], success: true });
  });
});

describe('Animosity', () => {
  // An Underworld team: a Skaven with Animosity hands off to a team-mate next to it.
  const handOff = (position: string) =>
    classic(
      [
        home('h1', 5, 7, { position: 'skaven-lineman', skills: ['Animosity'] }),
        home('h2', 6, 7, { position }),
      ],
      { ball: { carrier: 'h1' }, teams: { home: { roster: 'underworld' } } },
    );
  const HAND_OFF = [act('h1', 'hand-off'), target('h2')];

  test('to a Goblin: a D6, and a 1 refuses, keeping the ball', () => {
    const { state, events } = run(handOff('underworld-goblin'), HAND_OFF, [d6(1)]);
    expect(rollsOf(events, 'animosity')[0]).toMatchObject({ success: false });
    expect(state.ball).toEqual({ kind: 'carried', player: 'h1' });
    expect(turnoverOf(events)).toBeNull();
  });

  test('to a Goblin: 2+ gives the ball', () => {
    const { state } = run(handOff('underworld-goblin'), HAND_OFF, [d6(2), d6(6)]);
    expect(state.ball).toEqual({ kind: 'carried', player: 'h2' });
  });

  test('to another Skaven: no roll', () => {
    const { state, events } = run(handOff('skaven-blitzer'), HAND_OFF, [d6(6)]);
    expect(rollsOf(events, 'animosity')).toHaveLength(0);
    expect(state.ball).toEqual({ kind: 'carried', player: 'h2' });
  });
});
