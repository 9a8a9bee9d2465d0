import { describe, expect, test } from 'vitest';
import {
  act,
  at,
  away,
  choose,
  expectDecision,
  home,
  type P,
  pl,
  rollsOf,
  run,
  square,
  target,
  turn,
  turnoverOf,
} from '../__fixtures__/helpers.js';
import { block, d6, d8, d16, twoD6 } from '../dice/index.js';
import type { Command } from '../engine/commands.js';
import type { GameEvent } from '../engine/events.js';
import { blockOdds } from '../odds/block.js';
import type { ScenarioInput } from '../scenario/schema.js';

const DECLINE: Command = { type: 'decline' };
const USE = (skill: string): Command => ({ type: 'use-skill', skill }) as Command;
const blockEvent = (events: readonly GameEvent[]) =>
  events.find((e) => e.kind === 'block') as Extract<GameEvent, { kind: 'block' }>;
const skills = (...s: string[]): Partial<P> => ({ skills: s });
const pair = (a: Partial<P> = {}, d: Partial<P> = {}, extra: Partial<ScenarioInput> = {}) =>
  turn([home('h1', 10, 7, a), away('a1', 11, 7, d)], extra);
const BLOCK: Command[] = [act('h1', 'block'), target('a1')];
const BLITZ: Command[] = [act('h1', 'blitz'), target('a1'), target('a1')];

describe('armour skills on a knock-down from a block', () => {
  test.each([
    ['Mighty Blow turns an 8 into a break', skills('Mighty Blow'), {}, [4, 4], true],
    [
      'Iron Hard Skin stops Mighty Blow on armour',
      skills('Mighty Blow'),
      skills('Iron Hard Skin'),
      [4, 4],
      false,
    ],
    ['Claws breaks AV 10 on a natural 8', skills('Claws'), { av: 10 }, [4, 4], true],
    ['Iron Hard Skin stops Claws', skills('Claws'), { av: 10, skills: ['Iron Hard Skin'] }, [4, 4], false],
    ['no skill: 8 does not break AV 9', {}, {}, [4, 4], false],
  ])('%s', (_name, a, d, armour, broken) => {
    const rolls = [
      block('pow'),
      twoD6(armour[0] as number, armour[1] as number),
      ...(broken ? [twoD6(1, 2)] : []),
    ];
    const { events } = run(pair(a, d as Partial<P>), [...BLOCK, square(12, 7), DECLINE], rolls);
    expect(events.find((e) => e.kind === 'armour')).toMatchObject({ player: 'a1', broken });
  });

  test('Player Down reads as if the target had blocked: its Mighty Blow counts', () => {
    const { events } = run(pair({}, skills('Mighty Blow')), BLOCK, [
      block('player-down'),
      twoD6(4, 4),
      twoD6(1, 2),
    ]);
    expect(events.find((e) => e.kind === 'armour')).toMatchObject({ player: 'h1', broken: true });
  });

  test('Mighty Blow not needed on armour goes on the injury roll', () => {
    const { events } = run(
      pair(skills('Mighty Blow')),
      [...BLOCK, square(12, 7), DECLINE],
      [block('pow'), twoD6(5, 5), twoD6(4, 4)],
    );
    expect(rollsOf(events, 'injury')[0]).toMatchObject({
      total: 9,
      modifiers: [{ value: 1, reason: 'mighty-blow' }],
    });
  });
});

describe('push skills', () => {
  test("Stand Firm is the target's coach's choice; used, a POW knocks it down where it stands", () => {
    const first = run(pair({}, skills('Stand Firm')), BLOCK, [block('pow')]);
    expectDecision(first.state, 'use-skill', 'away');
    expect(first.state.decision).toMatchObject({ player: 'a1', options: [USE('stand-firm'), DECLINE] });
    expect(first.state.decision?.prompt).toMatch(/Stand Firm/);
    const { state, events } = run(first.state, [USE('stand-firm')], [twoD6(1, 2)]);
    expect(at(state, 'a1')).toEqual([11, 7]);
    expect(pl(state, 'a1').status).toBe('prone');
    expect(events.some((e) => e.kind === 'move')).toBe(false);
    expect(events).toContainEqual(
      expect.objectContaining({ kind: 'skill', player: 'a1', skill: 'stand-firm' }),
    );
  });

  test('Stand Firm declined: the target is pushed as usual', () => {
    const { state, events } = run(
      pair({}, skills('Stand Firm')),
      [...BLOCK, DECLINE, square(12, 7), DECLINE],
      [block('pow'), twoD6(1, 2)],
    );
    expect(at(state, 'a1')).toEqual([12, 7]);
    expect(pl(state, 'a1').status).toBe('prone');
    expect(events.some((e) => e.kind === 'skill' && e.skill === 'stand-firm')).toBe(false);
  });

  test('Stand Firm is not offered to a Rooted target (it is not moved anyway)', () => {
    const s0 = pair({}, skills('Stand Firm'));
    s0.players.find((p) => p.id === 'a1')!.rooted = true;
    const { state } = run(s0, BLOCK, [block('push-back')]);
    expect(state.decision?.kind).not.toBe('use-skill');
    expect(at(state, 'a1')).toEqual([11, 7]);
  });

  test("Juggernaut on a Blitz: the blitzer's coach chooses; used, Both Down is a Push Back and Stand Firm is not offered", () => {
    const s0 = pair(skills('Juggernaut'), skills('Stand Firm', 'Block'));
    const first = run(s0, BLITZ, [block('both-down')]);
    expectDecision(first.state, 'use-skill', 'home');
    expect(first.state.decision).toMatchObject({ player: 'h1', options: [USE('juggernaut'), DECLINE] });
    const { state } = run(first.state, [USE('juggernaut'), square(12, 7)]);
    expect(at(state, 'a1')).toEqual([12, 7]);
    expect(pl(state, 'h1').status).toBe('standing');
    expectDecision(state, 'follow-up', 'home');
  });

  test('Juggernaut declined on a Blitz: the Both Down stands, the target may still use Block', () => {
    const s0 = pair(skills('Juggernaut'), skills('Stand Firm', 'Block'));
    const { state, events } = run(s0, [...BLITZ, DECLINE, USE('block')], [block('both-down'), twoD6(1, 2)]);
    expect(pl(state, 'h1').status).toBe('prone');
    expect(pl(state, 'a1').status).toBe('standing');
    expect(at(state, 'a1')).toEqual([11, 7]);
    expect(turnoverOf(events)).toBe('knocked-down');
  });

  test('Juggernaut with Block on a Blitz may keep the Both Down: only the target falls', () => {
    const { state } = run(
      pair(skills('Juggernaut', 'Block'), skills('Wrestle')),
      [...BLITZ, DECLINE, USE('block')],
      [block('both-down'), twoD6(1, 2)],
    );
    expect(pl(state, 'h1').status).toBe('standing');
    expect(pl(state, 'a1').status).toBe('prone');
  });

  test('Juggernaut on a Block Action does nothing: Both Down knocks it down, Stand Firm holds', () => {
    const { state, events } = run(pair(skills('Juggernaut'), skills('Stand Firm')), BLOCK, [
      block('both-down'),
      twoD6(1, 2),
      twoD6(1, 2),
    ]);
    expect(at(state, 'a1')).toEqual([11, 7]);
    expect(turnoverOf(events)).toBe('knocked-down');
  });

  test('Juggernaut on a Blitz: the target cannot Wrestle (never asked)', () => {
    const first = run(
      pair(skills('Juggernaut'), skills('Wrestle')),
      [...BLITZ, USE('juggernaut')],
      [block('both-down')],
    );
    expectDecision(first.state, 'push', 'home');
    const { state } = run(first.state, [square(12, 7)]);
    expect(pl(state, 'h1').status).toBe('standing');
    expect(pl(state, 'a1').status).toBe('standing');
    const declined = run(
      pair(skills('Juggernaut'), skills('Wrestle')),
      [...BLITZ, DECLINE],
      [block('both-down'), twoD6(1, 2), twoD6(1, 2)],
    );
    expect(declined.state.decision?.kind).not.toBe('use-skill');
    expect(pl(declined.state, 'h1').status).toBe('prone');
    expect(pl(declined.state, 'a1').status).toBe('prone');
  });

  test("Sidestep: the target's coach picks any adjacent empty square", () => {
    const { state } = run(pair({}, skills('Sidestep')), BLOCK, [block('push-back')]);
    expectDecision(state, 'push', 'away');
    expect(state.decision?.options).toHaveLength(7);
    expect(state.decision?.options).toContainEqual(square(10, 6));
  });

  test('Grab on a Block Action: the attacker picks any adjacent empty square, and Sidestep does not work', () => {
    const { state } = run(pair(skills('Grab'), skills('Sidestep')), BLOCK, [block('push-back')]);
    expectDecision(state, 'push', 'home');
    expect(state.decision?.options).toHaveLength(7);
    expect(state.decision?.options).toContainEqual(square(11, 6));
  });

  test('Grab does not work on a Blitz: Sidestep wins', () => {
    const { state } = run(pair(skills('Grab'), skills('Sidestep')), BLITZ, [block('push-back')]);
    expectDecision(state, 'push', 'away');
  });

  test('Fend: no follow-up after the push', () => {
    const { state, events } = run(pair({}, skills('Fend')), [...BLOCK, square(12, 7)], [block('push-back')]);
    expectDecision(state, 'activation', 'home');
    expect(at(state, 'h1')).toEqual([10, 7]);
    expect(events.some((e) => e.kind === 'skill' && e.skill === 'fend')).toBe(true);
  });

  test('Fend does not work against a Blitzing Juggernaut', () => {
    const { state } = run(
      pair(skills('Juggernaut'), skills('Fend')),
      [...BLITZ, square(12, 7)],
      [block('push-back')],
    );
    expectDecision(state, 'follow-up', 'home');
  });

  test("Taunt: the target's coach may force the follow-up", () => {
    const first = run(pair({}, skills('Taunt')), [...BLOCK, square(12, 7)], [block('push-back')]);
    expectDecision(first.state, 'follow-up', 'away');
    const { state } = run(first.state, [choose('taunt')]);
    expect(at(state, 'h1')).toEqual([11, 7]);
  });

  test('Strip Ball: a pushed ball carrier drops the ball in its new square and it bounces', () => {
    const s0 = pair(skills('Strip Ball'), {}, { ball: { carrier: 'a1' } });
    const { state, events } = run(s0, [...BLOCK, square(12, 7), DECLINE], [block('push-back'), d8(3)]);
    expect(rollsOf(events, 'bounce')).toHaveLength(1);
    expect(state.ball).toEqual({ kind: 'ground', at: { x: 13, y: 6 } });
    expect(turnoverOf(events)).toBeNull();
  });

  test('Sure Hands keeps the ball against Strip Ball', () => {
    const s0 = pair(skills('Strip Ball'), skills('Sure Hands'), { ball: { carrier: 'a1' } });
    const { state } = run(s0, [...BLOCK, square(12, 7), DECLINE], [block('push-back')]);
    expect(state.ball).toEqual({ kind: 'carried', player: 'a1' });
  });
});

describe('strength and re-roll skills', () => {
  test.each([
    ["Dauntless succeeds: blocks at the target's ST", 3, 5, 1],
    ['Dauntless fails: two dice for the defender', 1, 5, 2],
  ])('%s', (_name, roll, dst, dice) => {
    const s0 = pair(skills('Dauntless'), { st: dst });
    const faces = Array.from({ length: dice }, () => block('push-back'));
    const { events } = run(s0, BLOCK, [d6(roll), ...faces]);
    expect(rollsOf(events, 'dauntless')[0]).toMatchObject({ natural: [roll] });
    expect(blockEvent(events).dice).toBe(dice);
  });

  test('Horns: +1 ST on a Blitz only', () => {
    const blitz = run(pair(skills('Horns')), BLITZ, [block('push-back'), block('push-back')]);
    expect(blockEvent(blitz.events)).toMatchObject({ attackerSt: 4, dice: 2 });
    const plain = run(pair(skills('Horns')), BLOCK, [block('push-back')]);
    expect(blockEvent(plain.events)).toMatchObject({ attackerSt: 3, dice: 1 });
  });

  test('Brawler re-rolls one Both Down on a declared Block Action', () => {
    const first = run(pair(skills('Brawler')), BLOCK, [block('both-down')]);
    expectDecision(first.state, 'reroll', 'home');
    const { state } = run(first.state, [{ type: 'reroll', source: 'brawler' }], [block('pow')]);
    expectDecision(state, 'push', 'home');
    expect(pl(state, 'h1').used).toContain('brawler@activation');
  });

  test('Brawler is not offered on a Blitz', () => {
    const { state } = run(pair(skills('Brawler')), BLITZ, [block('both-down'), twoD6(1, 2), twoD6(1, 2)]);
    expectDecision(state, 'activation', 'away');
  });

  test('Hatred (X) re-rolls a Player Down against a player with keyword X', () => {
    const s0 = pair({ skills: ['Hatred (Elf)'] }, { keywords: ['Elf'] });
    const first = run(s0, BLOCK, [block('player-down')]);
    expect(first.state.decision?.options).toContainEqual({ type: 'reroll', source: 'hatred' });
    const other = run(pair({ skills: ['Hatred (Elf)'] }, { keywords: ['Dwarf'] }), BLOCK, [
      block('player-down'),
      twoD6(1, 2),
    ]);
    expectDecision(other.state, 'activation', 'away');
  });

  test('Foul Appearance: on a 1 the blocker cannot go through with it and its activation ends', () => {
    const { state, events } = run(pair({}, skills('Foul Appearance')), BLOCK, [d6(1)]);
    expect(events.some((e) => e.kind === 'block')).toBe(false);
    expectDecision(state, 'activation', 'home');
    expect(pl(state, 'h1').activated).toBe(true);
  });

  test('Frenzy: the follow-up is forced and a target still Standing is blocked again', () => {
    const first = run(
      pair(skills('Frenzy')),
      [...BLOCK, square(12, 7)],
      [block('push-back'), block('push-back')],
    );
    expect(at(first.state, 'h1')).toEqual([11, 7]);
    expect(first.events.filter((e) => e.kind === 'block')).toHaveLength(2);
    expectDecision(first.state, 'push', 'home');
    const { state } = run(first.state, [square(13, 7)]);
    expect(at(state, 'h1')).toEqual([12, 7]);
    expectDecision(state, 'activation', 'home');
  });

  test('Multiple Block: two blocks at −2 ST each, no follow-up, the targets assist each other', () => {
    const s0 = turn([
      home('h1', 10, 7, { st: 6, skills: ['Multiple Block'] }),
      away('a1', 11, 7),
      away('a2', 11, 8),
    ]);
    const first = run(s0, BLOCK);
    expectDecision(first.state, 'block-target', 'home');
    expect(first.state.decision?.options).toEqual([target('a2'), { type: 'done' }]);
    const { state, events } = run(
      first.state,
      [target('a2'), square(12, 6), square(12, 9)],
      [block('push-back'), block('pow'), block('pow'), twoD6(1, 2)],
    );
    const blocks = events.filter((e): e is Extract<GameEvent, { kind: 'block' }> => e.kind === 'block');
    expect(blocks.map((b) => [b.attackerSt, b.defenderSt])).toEqual([
      [4, 4],
      [4, 3],
    ]);
    expect(at(state, 'h1')).toEqual([10, 7]);
    expect(pl(state, 'a2').status).toBe('prone');
    expectDecision(state, 'activation', 'home');
  });

  test('Eye Gouge: the pushed target gives no assists until it next activates', () => {
    const players = (skill: string[]) =>
      turn([home('h1', 10, 7, { skills: skill }), away('a1', 11, 7), home('h2', 13, 7), away('a3', 14, 7)]);
    const gouged = run(
      players(['Eye Gouge']),
      [...BLOCK, square(12, 7), DECLINE],
      [block('push-back')],
    ).state;
    expect(pl(gouged, 'a1').used).toContain('eye-gouged@activation');
    expect(blockOdds(gouged, 'h2', 'a3').defensive).toEqual([]);
    const plain = run(players([]), [...BLOCK, square(12, 7), DECLINE], [block('push-back')]).state;
    expect(blockOdds(plain, 'h2', 'a3').defensive).toEqual(['a1']);
  });

  test('Hit and Run: one free square after the Block Action, ending unmarked', () => {
    const { state } = run(
      pair(skills('Hit and Run')),
      [...BLOCK, square(12, 7), DECLINE],
      [block('push-back')],
    );
    expectDecision(state, 'move-step', 'home');
    expect(state.decision?.options).toHaveLength(6);
    expect(state.decision?.options).not.toContainEqual({ type: 'move', square: { x: 11, y: 7 } });
    const after = run(state, [{ type: 'move', square: { x: 9, y: 7 } }]);
    expect(at(after.state, 'h1')).toEqual([9, 7]);
    expectDecision(after.state, 'activation', 'home');
  });

  test('Trickster: before the dice the target may move to another square next to the blocker', () => {
    const first = run(pair({}, skills('Trickster')), BLOCK);
    expectDecision(first.state, 'reposition', 'away');
    const { state } = run(first.state, [square(10, 6)], [block('push-back')]);
    expect(at(state, 'a1')).toEqual([10, 6]);
    expectDecision(state, 'push', 'home');
    expect(state.decision?.options).toContainEqual(square(10, 5));
  });

  test('Violent Innovator: a casualty from its Special Action earns SPP', () => {
    const s0 = turn([home('h1', 10, 7, skills('Stab', 'Violent Innovator')), away('a1', 11, 7)]);
    const { events } = run(s0, [act('h1', 'special'), target('a1')], [twoD6(5, 5), twoD6(5, 5), d16(1)]);
    expect(events.find((e) => e.kind === 'casualty')).toMatchObject({ causedBy: 'h1', spp: true });
  });

  test('Arm Bar: +1 on the armour of an opponent that Falls Over leaving its Tackle Zone', () => {
    const s0 = turn([home('h1', 10, 7), away('a1', 11, 7, skills('Arm Bar'))]);
    const { events } = run(
      s0,
      [act('h1', 'move'), { type: 'move', square: { x: 9, y: 7 } }],
      [d6(1), twoD6(4, 4), twoD6(1, 2)],
    );
    expect(rollsOf(events, 'armour')[0]).toMatchObject({
      total: 9,
      success: true,
      modifiers: [{ value: 1, reason: 'arm-bar' }],
    });
  });

  test.each([
    ["4+: the blocker goes down too (no Turnover) and the saboteur is KO'd without armour", 4],
    ['1–3: it goes down as usual', 3],
  ])('Saboteur %s', (_name, roll) => {
    const rolls = [block('pow'), d6(roll), twoD6(1, 2)];
    const { state, events } = run(pair({}, skills('Saboteur')), [...BLOCK, square(12, 7), DECLINE], rolls);
    if (roll >= 4) {
      expect(pl(state, 'a1').box).toBe('knocked-out');
      expect(pl(state, 'h1').status).toBe('prone');
      expect(rollsOf(events, 'armour')[0]?.player).toBe('h1');
      expect(turnoverOf(events)).toBeNull();
    } else {
      expect(pl(state, 'a1').status).toBe('prone');
      expect(pl(state, 'h1').status).toBe('standing');
    }
  });

  test('Plague Ridden: an opponent its block kills rises as a new Lineman in its Reserves, once per game', () => {
    const s0 = pair(skills('Plague Ridden'), {}, { teams: { home: { roster: 'nurgle' } } });
    const { state, events } = run(
      s0,
      [...BLOCK, square(12, 7), DECLINE],
      [block('pow'), twoD6(6, 6), twoD6(6, 6), d16(16)],
    );
    expect(pl(state, 'a1').box).toBe('dead');
    const risen = state.players.filter((p) => p.team === 'home' && p.id !== 'h1');
    expect(risen).toHaveLength(1);
    expect(risen[0]).toMatchObject({ position: 'rotter', box: 'reserves' });
    expect(events.some((e) => e.kind === 'skill' && e.skill === 'plague-ridden')).toBe(true);
  });
});
