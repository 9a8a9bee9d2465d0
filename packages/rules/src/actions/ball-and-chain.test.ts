import { describe, expect, test } from 'vitest';
import { act, at, END, pl, rollsOf, run, turn, turnoverOf } from '../__fixtures__/helpers.js';
import { BotRandom, randomBot } from '../bot/random.js';
import { newRosterMatch } from '../bot/self-play.js';
import { block, d6, d8, SeededDice, twoD6 } from '../dice/index.js';
import { apply, pendingDecision } from '../engine/apply.js';
import type { Command } from '../engine/commands.js';
import type { ScenarioInput } from '../scenario/schema.js';
import { templateSquare } from './ball-and-chain.js';

type P = ScenarioInput['players'][number];
const chain = (x: number, y: number, extra: Partial<P> = {}): P => ({
  id: 'f1',
  team: 'home',
  at: [x, y],
  ma: 2,
  skills: ['Ball & Chain'],
  ...extra,
});
const away = (id: string, x: number, y: number, extra: Partial<P> = {}): P => ({
  id,
  team: 'away',
  at: [x, y],
  ...extra,
});
const face = (choice: string): Command => ({ type: 'choose', choice });
const square = (x: number, y: number): Command => ({ type: 'square', square: { x, y } });
const GO: Command = act('f1', 'special');
const AWAY = face('away-end-zone');

describe('Ball & Chain (§2.7)', () => {
  test.each([
    ['away-end-zone', 1, [11, 6]],
    ['away-end-zone', 4, [11, 7]],
    ['away-end-zone', 6, [11, 8]],
    ['home-end-zone', 2, [9, 8]],
    ['top-sideline', 5, [11, 6]],
    ['bottom-sideline', 1, [11, 8]],
  ] as const)('the Throw-in template facing %s on a %i picks %j', (facing, n, to) => {
    expect(templateSquare({ x: 10, y: 7 }, facing, n)).toEqual({ x: to[0], y: to[1] });
  });

  test('its only action is the Ball & Chain Move (a Special Action); Forgo stays', () => {
    const s = turn([chain(10, 7), away('a1', 20, 7)]);
    const mine = pendingDecision(s)?.options.filter((o) => o.type === 'activate' && o.player === 'f1');
    expect(mine).toEqual([act('f1', 'special'), act('f1', 'forgo')]);
  });

  test('it moves its whole MA square by square, then may stop or Rush', () => {
    const first = run(turn([chain(10, 7), away('a1', 20, 7)]), [GO], []);
    expect(first.state.decision?.options).not.toContainEqual(END);
    const { state, events } = run(first.state, [AWAY, AWAY], [d6(1), d6(3)]);
    expect(at(state, 'f1')).toEqual([12, 6]);
    expect(rollsOf(events, 'ball-and-chain').map((r) => r.natural[0])).toEqual([1, 3]);
    expect(state.decision?.options).toContainEqual(END);
    const done = run(state, [END]);
    expect(pl(done.state, 'f1').activated).toBe(true);
    expect(done.state.decision?.kind).toBe('activation');
  });

  test('it dodges automatically: leaving a Tackle Zone needs no roll', () => {
    const { state, events } = run(turn([chain(10, 7), away('a1', 10, 8)]), [GO, AWAY, AWAY], [d6(3), d6(3)]);
    expect(at(state, 'f1')).toEqual([12, 7]);
    expect(rollsOf(events, 'dodge')).toHaveLength(0);
  });

  test('a Rush after the MA: on a 1 it enters the square, then Falls Over: an injury roll, Stunned is a KO', () => {
    const s0 = turn([chain(10, 7, { ma: 1 }), away('a1', 20, 7)]);
    const { state, events } = run(s0, [GO, AWAY, AWAY], [d6(3), d6(3), d6(1), twoD6(2, 3)]);
    expect(events).toContainEqual(
      expect.objectContaining({ kind: 'going-down', player: 'f1', how: 'falls-over' }),
    );
    expect(events.some((e) => e.kind === 'armour')).toBe(false);
    expect(events).toContainEqual(
      expect.objectContaining({ kind: 'injury', player: 'f1', result: 'knocked-out' }),
    );
    expect(pl(state, 'f1').box).toBe('knocked-out');
    expect(turnoverOf(events)).toBe('fell-over');
  });

  test('entering a Standing opponent is a block (Foul Appearance ignored) and it must follow up, Fend or not', () => {
    const s0 = turn([chain(10, 7), away('a1', 11, 7, { skills: ['Foul Appearance', 'Fend'] })]);
    const { state, events } = run(s0, [GO, AWAY, square(12, 7)], [d6(3), block('push-back')]);
    expect(rollsOf(events, 'foul-appearance')).toHaveLength(0);
    expect(at(state, 'a1')).toEqual([12, 7]);
    expect(at(state, 'f1')).toEqual([11, 7]);
    expect(events).toContainEqual(
      expect.objectContaining({
        kind: 'skill',
        player: 'f1',
        skill: 'ball-and-chain',
        effect: 'must follow up',
      }),
    );
    expect(state.decision).toMatchObject({ kind: 'move-step', player: 'f1' });
  });

  test('Player Down on its block: no armour roll, the injury roll comes at once', () => {
    const s0 = turn([chain(10, 7), away('a1', 11, 7)]);
    const { state, events } = run(s0, [GO, AWAY], [d6(3), block('player-down'), twoD6(4, 4)]);
    expect(events.filter((e) => e.kind === 'armour')).toHaveLength(0);
    expect(events).toContainEqual(
      expect.objectContaining({ kind: 'injury', player: 'f1', result: 'knocked-out' }),
    );
    expect(pl(state, 'a1').status).toBe('standing');
    expect(turnoverOf(events)).toBe('knocked-down');
  });

  test("the target's Mighty Blow, with no armour roll to help, goes on the Ball & Chain player's injury roll", () => {
    const s0 = turn([chain(10, 7), away('a1', 11, 7, { skills: ['Mighty Blow'] })]);
    const { events } = run(s0, [GO, AWAY], [d6(3), block('player-down'), twoD6(3, 4)]);
    expect(rollsOf(events, 'injury')[0]).toMatchObject({
      total: 8,
      modifiers: [{ value: 1, reason: 'mighty-blow' }],
    });
    expect(events).toContainEqual(
      expect.objectContaining({ kind: 'injury', player: 'f1', result: 'knocked-out' }),
    );
  });

  test('a team-mate in the way is blocked too: no assists, its own coach picks the result', () => {
    const s0 = turn([
      chain(10, 7),
      { id: 'h2', team: 'home', at: [11, 7], st: 4 },
      { id: 'h3', team: 'home', at: [12, 8] },
      away('a1', 20, 7),
    ]);
    const { state, events } = run(s0, [GO, AWAY], [d6(3), block('pow'), block('push-back')]);
    expect(events.find((e) => e.kind === 'block')).toMatchObject({ offensive: [], defensive: [], dice: 2 });
    expect(state.decision).toMatchObject({ kind: 'block-die', team: 'home' });
  });

  test('a Stand Firm target refuses the push: the Ball & Chain player stays and moves on', () => {
    const s0 = turn([chain(10, 7), away('a1', 11, 7, { skills: ['Stand Firm'] })]);
    const { state } = run(
      s0,
      [GO, AWAY, { type: 'use-skill', skill: 'stand-firm' }],
      [d6(3), block('push-back')],
    );
    expect(at(state, 'a1')).toEqual([11, 7]);
    expect(at(state, 'f1')).toEqual([10, 7]);
    expect(state.decision).toMatchObject({ kind: 'move-step', player: 'f1' });
  });

  test('a Prone player in the way is pushed back and gets an armour roll; the Ball & Chain player follows', () => {
    const s0 = turn([chain(10, 7), away('a1', 11, 7, { status: 'prone' })]);
    const { state, events } = run(s0, [GO, AWAY, square(12, 8)], [d6(3), twoD6(5, 5), twoD6(1, 2)]);
    expect(at(state, 'a1')).toEqual([12, 8]);
    expect(at(state, 'f1')).toEqual([11, 7]);
    expect(events).toContainEqual(expect.objectContaining({ kind: 'armour', player: 'a1', broken: true }));
    expect(rollsOf(events, 'block')).toHaveLength(0);
  });

  test('off the pitch: the crowd, a Turnover, and a crowd Stunned is not upgraded (Reserves)', () => {
    const s0 = turn([chain(10, 0), away('a1', 20, 7)]);
    const { state, events } = run(s0, [GO, face('top-sideline')], [d6(3), twoD6(2, 3)]);
    expect(turnoverOf(events)).toBe('pushed-into-crowd');
    expect(events).toContainEqual(
      expect.objectContaining({ kind: 'injury', player: 'f1', result: 'stunned', crowd: true }),
    );
    expect(pl(state, 'f1').box).toBe('reserves');
  });

  test('entering the ball square does not pick the ball up: it bounces', () => {
    const s0 = turn([chain(10, 7), away('a1', 20, 7)], { ball: { at: [11, 7] } });
    const { state, events } = run(s0, [GO, AWAY], [d6(3), d8(2)]);
    expect(rollsOf(events, 'pick-up')).toHaveLength(0);
    expect(state.ball).toEqual({ kind: 'ground', at: { x: 11, y: 6 } });
  });

  test('it cannot be Chomped', () => {
    const s0 = turn(
      [
        { id: 'm1', team: 'home', at: [10, 7], skills: ['Monstrous Mouth'] },
        away('f2', 11, 7, { skills: ['Ball & Chain'] }),
      ],
      {},
    );
    const { state } = run(s0, [act('m1', 'special'), { type: 'player', player: 'f2' }], [d6(6)]);
    expect(pl(state, 'f2').used.some((k) => k.startsWith('chomped:'))).toBe(false);
  });

  test('random Goblin v Orc games with Ball & Chain players on both sides finish, one player a square', () => {
    let chains = 0;
    for (let seed = 1; seed <= 3; seed++) {
      const bytes = new Uint8Array(32).fill(seed);
      const dice = new SeededDice(bytes);
      const bot = randomBot(new BotRandom(bytes.map((b) => b ^ 0x5a)));
      let s = structuredClone(newRosterMatch('goblin', 'orc', dice));
      for (const p of [...s.players.slice(0, 3), ...s.players.slice(12, 14)])
        p.skills = [...p.skills, { id: 'ball-and-chain' }];
      for (let n = 0; s.decision && n < 50_000; n++) {
        const r = apply(s, bot(s.decision), dice);
        s = r.state;
        chains += rollsOf(r.events, 'ball-and-chain').length;
        const squares = s.players.filter((p) => p.at !== null).map((p) => `${p.at?.x},${p.at?.y}`);
        expect(new Set(squares).size).toBe(squares.length);
      }
      expect(s.decision).toBeNull();
    }
    expect(chains).toBeGreaterThan(0);
  });
});
