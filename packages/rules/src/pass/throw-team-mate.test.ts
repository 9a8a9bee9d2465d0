import { describe, expect, test } from 'vitest';
import { act, expectDecision, pl, rollsOf, run, turn, turnoverOf } from '../__fixtures__/helpers.js';
import { d6, d8, twoD6 } from '../dice/index.js';
import type { Command } from '../engine/commands.js';
import type { GameEvent } from '../engine/events.js';

const pick = (player: string): Command => ({ type: 'player', player });
const to = (x: number, y: number): Command => ({ type: 'square', square: { x, y } });

type P = Record<string, unknown>;
function scene(thrower: P = {}, thrown: P = {}, others: object[] = [], extra: P = {}) {
  return turn(
    [
      { id: 'h1', team: 'home', at: [5, 7], skills: ['Throw Team-mate'], ...thrower },
      { id: 'h2', team: 'home', at: [6, 7], skills: ['Right Stuff'], ...thrown },
      ...(others as never[]),
    ],
    extra,
  );
}
const throwEvent = (events: readonly GameEvent[]) =>
  events.find((e): e is Extract<GameEvent, { kind: 'throw-team-mate' }> => e.kind === 'throw-team-mate');
const landing = (events: readonly GameEvent[]) =>
  events.find((e): e is Extract<GameEvent, { kind: 'landing' }> => e.kind === 'landing');

describe('Throw Team-mate Action (§3.8)', () => {
  test('needs the trait and a Right Stuff team-mate; only adjacent ones can be thrown', () => {
    const s0 = scene();
    expect(s0.decision?.options).toContainEqual({
      type: 'activate',
      player: 'h1',
      action: 'throw-team-mate',
    });
    const plain = scene({ skills: [] });
    expect(plain.decision?.options).not.toContainEqual({
      type: 'activate',
      player: 'h1',
      action: 'throw-team-mate',
    });
    const { state } = run(s0, [act('h1', 'throw-team-mate')]);
    expect(state.decision?.options[0]).toEqual(pick('h2'));
  });

  test('targets lie in the Quick and Short bands only', () => {
    const { state } = run(scene(), [act('h1', 'throw-team-mate'), pick('h2')]);
    expectDecision(state, 'pass-target', 'home');
    expect(state.decision?.options).toContainEqual(to(11, 7));
    expect(state.decision?.options).not.toContainEqual(to(12, 7));
  });

  test('Superb: scatters three times from the target, lands with an unmodified AG test', () => {
    const { state, events } = run(
      scene(),
      [act('h1', 'throw-team-mate'), pick('h2'), to(8, 7)],
      [d6(4), d8(5), d8(4), d8(7), d6(3)],
    );
    expect(throwEvent(events)?.result).toBe('superb');
    expect(rollsOf(events, 'landing')[0]).toMatchObject({ modifiers: [], success: true });
    expect(pl(state, 'h2').at).toEqual({ x: 8, y: 8 });
    expect(pl(state, 'h2').status).toBe('standing');
    expect(landing(events)).toMatchObject({ safe: true, thrower: 'h1' });
    expect(turnoverOf(events)).toBeNull();
  });

  test('a thrown player that lands safely and has not acted may still be activated', () => {
    const { state } = run(
      scene(),
      [act('h1', 'throw-team-mate'), pick('h2'), to(8, 7)],
      [d6(4), d8(5), d8(4), d8(7), d6(3)],
    );
    expect(state.decision?.options).toContainEqual({ type: 'activate', player: 'h2', action: 'move' });
  });

  test('Subpar: landing at −1; a failed landing Falls Over, no Turnover without the ball', () => {
    const { state, events } = run(
      scene(),
      [act('h1', 'throw-team-mate'), pick('h2'), to(8, 7)],
      [d6(3), d8(5), d8(4), d8(7), d6(3), ...twoD6(2, 2)],
    );
    expect(throwEvent(events)?.result).toBe('subpar');
    expect(rollsOf(events, 'landing')[0]).toMatchObject({ modifiers: [{ value: -1 }], success: false });
    expect(pl(state, 'h2').status).toBe('prone');
    expect(turnoverOf(events)).toBeNull();
  });

  test('SPP records: a Superb throw landed safely counts for the thrower and the thrown player', () => {
    const { state } = run(
      scene(),
      [act('h1', 'throw-team-mate'), pick('h2'), to(8, 7)],
      [d6(4), d8(5), d8(4), d8(7), d6(3)],
    );
    expect(pl(state, 'h1').record.superbThrows).toBe(1);
    expect(pl(state, 'h2').record.safeLandings).toBe(1);
  });

  test('SPP records: a Subpar throw landed safely counts only for the thrown player; a fall for no one', () => {
    const safe = run(
      scene(),
      [act('h1', 'throw-team-mate'), pick('h2'), to(8, 7)],
      [d6(3), d8(5), d8(4), d8(7), d6(5)],
    ).state;
    expect(pl(safe, 'h1').record.superbThrows).toBe(0);
    expect(pl(safe, 'h2').record.safeLandings).toBe(1);
    const fell = run(
      scene(),
      [act('h1', 'throw-team-mate'), pick('h2'), to(8, 7)],
      [d6(4), d8(5), d8(4), d8(7), d6(1), ...twoD6(2, 2)],
    ).state;
    expect(pl(fell, 'h1').record.superbThrows).toBe(0);
    expect(pl(fell, 'h2').record.safeLandings).toBe(0);
  });

  test('a thrown ball carrier falling over is a Turnover', () => {
    const s0 = scene({}, {}, [], { ball: { carrier: 'h2' } });
    const { events } = run(
      s0,
      [act('h1', 'throw-team-mate'), pick('h2'), to(8, 7)],
      [d6(3), d8(5), d8(4), d8(7), d6(2), ...twoD6(2, 2), d8(1)],
    );
    expect(turnoverOf(events)).toBe('ball-carrier-placed-prone');
  });

  test('Fumbled: lands one D8 square from the thrower at −1', () => {
    const { state, events } = run(
      scene(),
      [act('h1', 'throw-team-mate'), pick('h2'), to(8, 7)],
      [d6(1), d8(2), d6(5)],
    );
    expect(throwEvent(events)?.result).toBe('fumbled');
    expect(pl(state, 'h2').at).toEqual({ x: 5, y: 6 });
    expect(rollsOf(events, 'landing')[0]?.modifiers).toEqual([
      { value: -1, reason: 'subpar or fumbled throw' },
    ]);
  });

  test('landing on an occupied square twice in a row: both occupants Knocked Down, then it Falls Over', () => {
    const s0 = scene({ skills: ['Throw Team-mate', 'Bullseye'] }, {}, [
      { id: 'a1', team: 'away', at: [8, 7] },
      { id: 'a2', team: 'away', at: [9, 7] },
    ]);
    const { state, events } = run(
      s0,
      [act('h1', 'throw-team-mate'), pick('h2'), to(8, 7)],
      // Superb + Bullseye → (8,7) occupied: bounce right to (9,7), a1 armour; occupied again: bounce up
      // to (9,6), a2 armour; then h2 falls over there (armour).
      [d6(5), d8(5), ...twoD6(1, 2), d8(2), ...twoD6(1, 2), ...twoD6(1, 2)],
    );
    expect(pl(state, 'a1').status).toBe('prone');
    expect(pl(state, 'a2').status).toBe('prone');
    expect(pl(state, 'h2').at).toEqual({ x: 9, y: 6 });
    expect(pl(state, 'h2').status).toBe('prone');
    expect(rollsOf(events, 'landing')).toHaveLength(0);
    expect(turnoverOf(events)).toBeNull();
  });

  test('thrown off the pitch: injured by the crowd, Turnover', () => {
    const s0 = scene({ at: [5, 2] }, { at: [6, 2] });
    const { state, events } = run(
      s0,
      [act('h1', 'throw-team-mate'), pick('h2'), to(5, 0)],
      [d6(4), d8(2), ...twoD6(2, 3)],
    );
    expect(pl(state, 'h2').at).toBeNull();
    expect(pl(state, 'h2').box).toBe('reserves');
    expect(turnoverOf(events)).toBe('thrown-player-off-pitch');
  });

  test('a player thrown while Prone cannot land on its feet', () => {
    const { state, events } = run(
      scene({}, { status: 'prone' }),
      [act('h1', 'throw-team-mate'), pick('h2'), to(8, 7)],
      [d6(4), d8(5), d8(4), d8(7), ...twoD6(2, 2)],
    );
    expect(rollsOf(events, 'landing')).toHaveLength(0);
    expect(pl(state, 'h2').status).toBe('prone');
  });

  test('Strong Arm: +1; −1 per marker; Short −1', () => {
    const s0 = scene({ skills: ['Throw Team-mate', 'Strong Arm'] }, {}, [
      { id: 'a1', team: 'away', at: [4, 7] },
    ]);
    const { events } = run(
      s0,
      [act('h1', 'throw-team-mate'), pick('h2'), to(10, 7)],
      [d6(6), d8(5), d8(4), d8(7), d6(6)],
    );
    expect(rollsOf(events, 'throw-team-mate')[0]?.modifiers.map((m) => m.value)).toEqual([-1, -1, 1]);
  });

  test('Always Hungry: 1 then 1 eats the team-mate', () => {
    const { state, events } = run(
      scene({ skills: ['Throw Team-mate', 'Always Hungry'] }),
      [act('h1', 'throw-team-mate'), pick('h2'), to(8, 7)],
      [d6(1), d6(1)],
    );
    expect(throwEvent(events)?.result).toBe('eaten');
    expect(pl(state, 'h2').box).toBe('dead');
    expect(turnoverOf(events)).toBeNull();
  });

  test('Always Hungry: 1 then 2+ fumbles the throw; 2+ throws normally', () => {
    const fumble = run(
      scene({ skills: ['Throw Team-mate', 'Always Hungry'] }),
      [act('h1', 'throw-team-mate'), pick('h2'), to(8, 7)],
      [d6(1), d6(4), d8(2), d6(5)],
    );
    expect(throwEvent(fumble.events)?.result).toBe('fumbled');
    const fine = run(
      scene({ skills: ['Throw Team-mate', 'Always Hungry'] }),
      [act('h1', 'throw-team-mate'), pick('h2'), to(8, 7)],
      [d6(2), d6(4), d8(5), d8(4), d8(7), d6(3)],
    );
    expect(throwEvent(fine.events)?.result).toBe('superb');
  });
});

describe('Lethal Flight', () => {
  test('landing on an opponent: +1 to its armour roll and a casualty credited to the thrown player', () => {
    const s0 = scene(
      { skills: ['Throw Team-mate', 'Bullseye'] },
      { skills: ['Right Stuff', 'Lethal Flight'] },
      [{ id: 'a1', team: 'away', at: [8, 7], av: 9 }],
    );
    const { events } = run(
      s0,
      [act('h1', 'throw-team-mate'), pick('h2'), to(8, 7)],
      // Superb + Bullseye onto a1: bounce to (9,7); a1 armour 4+4 = 8 +1 = 9 breaks; injury 2+2 stunned;
      // h2 falls over in (9,7): armour 1+1.
      [d6(5), d8(5), ...twoD6(4, 4), ...twoD6(2, 2), ...twoD6(1, 1)],
    );
    expect(rollsOf(events, 'armour')[0]).toMatchObject({
      player: 'a1',
      modifiers: [{ value: 1, reason: 'Lethal Flight' }],
      success: true,
    });
  });
});

describe('Swoop', () => {
  test('glides D6 squares along the Throw-in template laid the way of the throw; may re-roll the landing', () => {
    const s0 = scene({}, { skills: ['Right Stuff', 'Swoop'] });
    // Superb to (8,7), thrown towards +x: D6 3 → straight on, D6 2 → (10,7). Landing fails, Swoop re-rolls.
    const first = run(s0, [act('h1', 'throw-team-mate'), pick('h2'), to(8, 7)], [d6(4), d6(3), d6(2), d6(2)]);
    expect(pl(first.state, 'h2').at).toEqual({ x: 10, y: 7 });
    expect(first.state.decision?.options).toContainEqual({ type: 'reroll', source: 'swoop' });
    const { state } = run(first.state, [{ type: 'reroll', source: 'swoop' }], [d6(4)]);
    expect(pl(state, 'h2').status).toBe('standing');
  });
});

describe('Kick Team-mate (a Special Action by the TTM rules)', () => {
  const kicker = { skills: ['Kick Team-mate'] };

  test('declared as the Special Action; a Superb kick lands like a throw; once per team turn', () => {
    const s0 = scene(kicker, {}, [{ id: 'h3', team: 'home', at: [4, 7], skills: ['Kick Team-mate'] }]);
    expect(s0.decision?.options).toContainEqual({ type: 'activate', player: 'h1', action: 'special' });
    const { state, events } = run(
      s0,
      [act('h1', 'special'), pick('h2'), to(8, 7)],
      [d6(4), d8(5), d8(4), d8(7), d6(3)],
    );
    expect(throwEvent(events)?.result).toBe('superb');
    expect(pl(state, 'h2').at).toEqual({ x: 8, y: 8 });
    expect(state.decision?.options).not.toContainEqual({ type: 'activate', player: 'h3', action: 'special' });
  });

  test('a fumbled kick: injury roll for the kicked player, Stunned counts as KO', () => {
    const { state, events } = run(
      scene(kicker),
      [act('h1', 'special'), pick('h2'), to(8, 7)],
      [d6(1), ...twoD6(3, 3)],
    );
    expect(throwEvent(events)?.result).toBe('fumbled');
    expect(events.find((e) => e.kind === 'injury')).toMatchObject({ player: 'h2', result: 'knocked-out' });
    expect(pl(state, 'h2').box).toBe('knocked-out');
  });
});
