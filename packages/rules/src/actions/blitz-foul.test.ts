import { describe, expect, test } from 'vitest';
import {
  act,
  at,
  away,
  choose,
  END,
  expectDecision,
  home,
  mv,
  type P,
  pl,
  rollsOf,
  run,
  square,
  target,
  turn,
  turnoverOf,
} from '../__fixtures__/helpers.js';
import { block, d6, twoD6 } from '../dice/index.js';
import type { Command } from '../engine/commands.js';

const DECLINE: Command = { type: 'decline' };

describe('Blitz Action', () => {
  test('the target is declared first and must be reachable with MA plus Rushes', () => {
    const s0 = turn([home('h1', 5, 7, { ma: 3 }), away('a1', 9, 7), away('a2', 20, 7)]);
    const { state } = run(s0, [act('h1', 'blitz')]);
    expectDecision(state, 'block-target', 'home');
    expect(state.decision?.options).toEqual([target('a1')]);
  });

  test('moves, blocks for 1 MA, then moves on with what is left', () => {
    const s0 = turn([home('h1', 5, 7, { ma: 4 }), away('a1', 8, 7)]);
    const first = run(s0, [act('h1', 'blitz'), target('a1'), mv(6, 7)]);
    expect(first.state.decision?.options).not.toContainEqual(target('a1'));
    const second = run(first.state, [mv(7, 7)]);
    expect(second.state.decision?.options[0]).toEqual(target('a1'));
    const { state } = run(second.state, [target('a1'), square(9, 7), DECLINE], [block('push-back')]);
    expectDecision(state, 'move-step', 'home');
    // MA 4: two steps and the block leave one square, then two Rushes.
    expect(state.decision?.options).not.toContainEqual(target('a1'));
    const after = run(state, [mv(7, 6)]);
    const rushes = run(after.state, [mv(7, 5)], [d6(4)]);
    expect(rollsOf(rushes.events, 'rush')).toHaveLength(1);
  });

  test.each([
    ['a successful Rush pays for the block', 3, true],
    ['a failed Rush: the blitzer Falls Over, Turnover', 1, false],
  ])('no MA left: %s', (_name, roll, ok) => {
    const s0 = turn([home('h1', 5, 7, { ma: 2 }), away('a1', 8, 7)]);
    const rolls = ok ? [d6(roll), block('push-back')] : [d6(roll), twoD6(1, 2)];
    const { state, events } = run(
      s0,
      [act('h1', 'blitz'), target('a1'), mv(6, 7), mv(7, 7), target('a1')],
      rolls,
    );
    expect(rollsOf(events, 'rush')[0]).toMatchObject({ target: 2, success: ok });
    if (ok) expectDecision(state, 'push', 'home');
    else {
      expect(pl(state, 'h1').status).toBe('prone');
      expect(turnoverOf(events)).toBe('fell-over');
      expect(events.some((e) => e.kind === 'block')).toBe(false);
    }
  });

  test("a declared Blitz without a block still uses the turn's Blitz", () => {
    const s0 = turn([home('h1', 5, 7), home('h2', 5, 9), away('a1', 8, 7)]);
    const { state } = run(s0, [act('h1', 'blitz'), target('a1'), END]);
    expect(state.turnState?.declared).toContain('blitz');
    expect(state.decision?.options).not.toContainEqual(act('h2', 'blitz'));
    expect(state.decision?.options).toContainEqual(act('h2', 'move'));
  });

  test('Frenzy on a Blitz: the second block costs another MA (a Rush here)', () => {
    const s0 = turn([home('h1', 6, 7, { ma: 1, skills: ['Frenzy'] }), away('a1', 7, 7)]);
    const { state, events } = run(
      s0,
      [act('h1', 'blitz'), target('a1'), target('a1'), square(8, 7), square(9, 7)],
      [block('push-back'), d6(2), block('push-back')],
    );
    expect(events.filter((e) => e.kind === 'block')).toHaveLength(2);
    expect(rollsOf(events, 'rush')).toHaveLength(1);
    expect(at(state, 'h1')).toEqual([8, 7]);
    expect(at(state, 'a1')).toEqual([9, 7]);
    expectDecision(state, 'move-step', 'home');
  });
});

describe('Foul Action', () => {
  const foulScene = (extra: { h?: Partial<P>; a?: Partial<P>; others?: P[] } = {}) =>
    turn([
      home('h1', 10, 7, extra.h),
      away('a1', 11, 7, { status: 'prone', ...extra.a }),
      ...(extra.others ?? []),
    ]);
  const FOUL: Command[] = [act('h1', 'foul'), target('a1')];

  describe('Chainsaw on a Foul: +3 on the armour roll, the coach chooses', () => {
    const SAW: Command = { type: 'use-skill', skill: 'chainsaw' };
    const saw = (a: Partial<P> = {}) => foulScene({ h: { skills: ['Chainsaw'] }, a });

    test("offered to the fouler's coach naming both players", () => {
      const { state } = run(saw(), FOUL);
      expectDecision(state, 'use-skill', 'home');
      expect(state.decision).toMatchObject({ player: 'h1', options: [SAW, DECLINE] });
      expect(state.decision?.prompt).toMatch(/\+3/);
    });

    test('used, 2+: the armour roll gets +3', () => {
      const { state, events } = run(saw(), [...FOUL, SAW], [d6(2), twoD6(3, 4), twoD6(1, 2)]);
      expect(rollsOf(events, 'chainsaw')[0]).toMatchObject({ player: 'h1', success: true });
      expect(rollsOf(events, 'armour')[0]).toMatchObject({
        player: 'a1',
        total: 10,
        modifiers: [{ value: 3, reason: 'chainsaw' }],
        success: true,
      });
      expect(pl(state, 'a1').status).toBe('stunned');
      expect(turnoverOf(events)).toBeNull();
    });

    test('used, 1: kick-back, the fouler is Knocked Down (+3 on its own armour), no foul, Turnover', () => {
      const { state, events } = run(saw(), [...FOUL, SAW], [d6(1), twoD6(2, 3)]);
      expect(events.some((e) => e.kind === 'foul')).toBe(false);
      expect(rollsOf(events, 'armour')[0]).toMatchObject({ player: 'h1', total: 8 });
      expect(pl(state, 'h1').status).toBe('prone');
      expect(pl(state, 'a1').status).toBe('prone');
      expect(turnoverOf(events)).toBe('knocked-down');
    });

    test('declined: no chainsaw roll, the armour roll is plain', () => {
      const { state, events } = run(saw(), [...FOUL, DECLINE], [twoD6(3, 4)]);
      expect(rollsOf(events, 'chainsaw')).toHaveLength(0);
      expect(rollsOf(events, 'armour')[0]).toMatchObject({ total: 7, modifiers: [], success: false });
      expect(pl(state, 'a1').status).toBe('prone');
    });

    test('not offered against Iron Hard Skin (the +3 could not apply)', () => {
      const { events } = run(saw({ skills: ['Iron Hard Skin'] }), FOUL, [twoD6(3, 4)]);
      expect(rollsOf(events, 'armour')[0]).toMatchObject({ total: 7, modifiers: [] });
    });
  });

  test('only Prone or Stunned opponents next to the fouler are offered', () => {
    const s0 = turn([
      home('h1', 10, 7),
      away('a1', 11, 7, { status: 'stunned' }),
      away('a2', 11, 8),
      away('a3', 14, 7, { status: 'prone' }),
    ]);
    const { state } = run(s0, [act('h1', 'foul')]);
    const players = state.decision?.options.filter((o) => o.type === 'player');
    expect(players).toEqual([target('a1')]);
  });

  test('assists: +1 per offensive, −1 per defensive assist on the armour roll', () => {
    const s0 = foulScene({ others: [home('h2', 12, 6), home('h3', 12, 8), away('a2', 9, 6)] });
    const { events } = run(s0, FOUL, [twoD6(3, 4)]);
    const armour = rollsOf(events, 'armour')[0];
    expect(armour?.modifiers).toEqual([
      { value: 2, reason: 'offensive assists' },
      { value: -1, reason: 'defensive assists' },
    ]);
    expect(armour?.total).toBe(8);
    expect(events.find((e) => e.kind === 'foul')).toMatchObject({
      offensive: ['h2', 'h3'],
      defensive: ['a2'],
    });
  });

  test('Iron Hard Skin: foul assists do not modify the armour roll', () => {
    const s0 = foulScene({ a: { skills: ['Iron Hard Skin'] }, others: [home('h2', 12, 6)] });
    const { events } = run(s0, FOUL, [twoD6(3, 4)]);
    expect(rollsOf(events, 'armour')[0]?.modifiers).toEqual([]);
  });

  test("Defensive cancels Put the Boot In in its opponent's turn", () => {
    const s0 = foulScene({
      others: [
        home('h2', 12, 6, { skills: ['Put the Boot In'] }),
        away('a2', 13, 5, { skills: ['Defensive'] }),
      ],
    });
    const { events } = run(s0, FOUL, [twoD6(3, 4)]);
    expect(events.find((e) => e.kind === 'foul')).toMatchObject({ offensive: [] });
  });

  test('Put the Boot In assists while Marked', () => {
    const s0 = foulScene({ others: [home('h2', 12, 6, { skills: ['Put the Boot In'] }), away('a2', 13, 5)] });
    const { events } = run(s0, FOUL, [twoD6(3, 4)]);
    expect(events.find((e) => e.kind === 'foul')).toMatchObject({ offensive: ['h2'] });
  });

  test('no double: the foul ends the activation, no Turnover', () => {
    const { state, events } = run(foulScene(), FOUL, [twoD6(5, 6), twoD6(1, 2)]);
    expect(pl(state, 'a1').status).toBe('stunned');
    expect(turnoverOf(events)).toBeNull();
    expectDecision(state, 'activation', 'home');
  });

  test('a double on the armour roll: Sent-off after the foul, Turnover (no argue)', () => {
    const first = run(foulScene(), FOUL, [twoD6(2, 2)]);
    expectDecision(first.state, 'argue-the-call', 'home');
    const { state, events } = run(first.state, [DECLINE]);
    expect(pl(state, 'h1').box).toBe('sent-off');
    expect(turnoverOf(events)).toBe('sent-off');
  });

  test('a double on the injury roll sends the fouler off too', () => {
    const first = run(foulScene(), FOUL, [twoD6(5, 6), twoD6(4, 4)]);
    expect(pl(first.state, 'a1').box).toBe('knocked-out');
    expectDecision(first.state, 'argue-the-call', 'home');
  });

  test('Sneaky Git: no Sent-off for an armour double when the armour holds, but yes when it breaks', () => {
    const held = run(foulScene({ h: { skills: ['Sneaky Git'] } }), FOUL, [twoD6(2, 2)]);
    expectDecision(held.state, 'activation', 'home');
    const broke = run(foulScene({ h: { skills: ['Sneaky Git'] } }), FOUL, [twoD6(5, 5), twoD6(1, 2)]);
    expectDecision(broke.state, 'argue-the-call', 'home');
  });

  test('Dirty Player: +1 on the armour roll when it breaks it, otherwise on the injury roll', () => {
    const onArmour = run(foulScene({ h: { skills: ['Dirty Player'] } }), FOUL, [twoD6(3, 5), twoD6(1, 2)]);
    expect(rollsOf(onArmour.events, 'armour')[0]).toMatchObject({ total: 9, success: true });
    const onInjury = run(foulScene({ h: { skills: ['Dirty Player'] } }), FOUL, [twoD6(4, 6), twoD6(3, 4)]);
    expect(rollsOf(onInjury.events, 'injury')[0]).toMatchObject({ total: 8 });
  });

  test.each([
    ['1: still sent off and the coach may not argue again', 1, 'sent-off', true],
    ['2–5: still sent off', 4, 'sent-off', false],
    ['6: stays on the pitch, the Turnover still happens', 6, null, false],
  ])('Argue the Call %s', (_name, roll, box, barred) => {
    const first = run(foulScene(), FOUL, [twoD6(1, 1)]);
    const { state, events } = run(first.state, [choose('argue')], [d6(roll)]);
    expect(pl(state, 'h1').box).toBe(box);
    expect(state.teams.home.argueBarred ?? false).toBe(barred);
    expect(turnoverOf(events)).toBe('sent-off');
  });

  test('a barred coach is not asked to argue again; a Bribe on 2+ keeps the player and avoids the Turnover', () => {
    const s0 = foulScene();
    s0.teams.home.argueBarred = true;
    s0.teams.home.bribes = 1;
    const first = run(s0, FOUL, [twoD6(1, 1)]);
    expectDecision(first.state, 'bribe', 'home');
    const { state, events } = run(first.state, [choose('bribe')], [d6(2)]);
    expect(pl(state, 'h1').at).not.toBeNull();
    expect(turnoverOf(events)).toBeNull();
    expect(state.teams.home.bribes).toBe(0);
  });

  test('Lone Fouler: with no assists it re-rolls a failed armour roll; a double re-rolled away does not count', () => {
    const s0 = foulScene({ h: { skills: ['Lone Fouler'] } });
    const { state, events } = run(s0, FOUL, [twoD6(2, 2), twoD6(5, 6), twoD6(1, 2)]);
    expect(rollsOf(events, 'armour').map((r) => r.success)).toEqual([false, true]);
    expect(pl(state, 'h1').box).toBeNull();
    expectDecision(state, 'activation', 'home');
  });

  test('Quick Foul: the activation goes on after the foul, without a second foul', () => {
    const s0 = foulScene({ h: { skills: ['Quick Foul'] } });
    const { state } = run(s0, FOUL, [twoD6(1, 2)]);
    expectDecision(state, 'move-step', 'home');
    expect(state.decision?.options).not.toContainEqual(target('a1'));
    expect(state.decision?.options).toContainEqual(mv(9, 7));
  });
});

describe('Pile Driver and Take Root', () => {
  test('Pile Driver: a free foul on the knocked-down target, then the blocker is Placed Prone', () => {
    const s0 = turn([home('h1', 10, 7, { skills: ['Pile Driver'] }), away('a1', 11, 7)]);
    const first = run(
      s0,
      [act('h1', 'block'), target('a1'), square(12, 7), choose('follow-up')],
      [block('pow'), twoD6(1, 2)],
    );
    expectDecision(first.state, 'use-skill', 'home');
    const { state, events } = run(first.state, [{ type: 'use-skill', skill: 'pile-driver' }], [twoD6(1, 3)]);
    expect(events.find((e) => e.kind === 'foul')).toMatchObject({ player: 'h1', target: 'a1' });
    expect(pl(state, 'h1').status).toBe('prone');
    expect(turnoverOf(events)).toBeNull();
    expect(state.turnState?.declared).not.toContain('foul');
  });

  test('a Rooted target cannot be pushed', () => {
    const s0 = turn([home('h1', 10, 7), away('a1', 11, 7, { rooted: true })]);
    const { state } = run(s0, [act('h1', 'block'), target('a1')], [block('push-back')]);
    expect(at(state, 'a1')).toEqual([11, 7]);
    expectDecision(state, 'activation', 'home');
  });
});
