import { describe, expect, test } from 'vitest';
import type { Rolls } from '../__fixtures__/helpers.js';
import { expectDecision, pl, rollsOf, run } from '../__fixtures__/helpers.js';
import { d3, d6, d8, d16, twoD6 } from '../dice/index.js';
import type { Command } from '../engine/commands.js';
import { loadScenario } from '../scenario/load.js';

const team = (side: 'home' | 'away', n = 11) =>
  Array.from({ length: n }, (_, i) => ({
    id: `${side[0]}${i + 1}`,
    team: side,
    number: i + 1,
    box: 'reserves' as const,
  }));

/** Away kicks to home; both use the balanced formation. */
const setup = (extra: object = {}) =>
  loadScenario({
    phase: 'setup',
    kickingTeam: 'away',
    players: [...team('home'), ...team('away')],
    ...extra,
  });
const SETUPS: Command[] = [
  { type: 'formation', name: 'balanced' },
  { type: 'done' },
  { type: 'formation', name: 'balanced' },
  { type: 'done' },
];
/** The away kicker is a11 (balanced slot 11, x = 21). */
const kick = (x: number, y: number): Command[] => [
  ...SETUPS,
  { type: 'player', player: 'a11' },
  { type: 'square', square: { x, y } },
];
/** Deviation D8 + D6, then the kick-off event 2D6. */
const kickRolls = (dir: number, dist: number, e1: number, e2: number): Rolls => [
  d8(dir),
  d6(dist),
  d6(e1),
  d6(e2),
];
/** Kicks aimed at (5,7) deviate to the empty square (8,7): the ball lands and bounces down to (8,8). */
const BOUNCE = d8(7);

describe('kick-off (§3.10)', () => {
  test('the kicking team sets up first, then the receiving team, then the kicker is chosen', () => {
    const s = setup();
    expectDecision(s, 'setup', 'away');
    const s1 = run(s, SETUPS.slice(0, 2)).state;
    expectDecision(s1, 'setup', 'home');
    const s2 = run(s1, SETUPS.slice(2)).state;
    expectDecision(s2, 'choose-kicker', 'away');
    // Not on the Line of Scrimmage, not in a wide zone.
    const kickers = s2.decision?.options.map((o) => (o.type === 'player' ? o.player : ''));
    expect(kickers).toEqual(['a4', 'a5', 'a6', 'a9', 'a10', 'a11']);
  });

  test('the ball deviates D8 + D6 from the target, then lands in an empty square and bounces', () => {
    // target (5,7), direction 5 (right) 3 squares → (8,7); event 2 Get the Ref; bounce 7 (down) → (8,8).
    const { state, events } = run(setup(), kick(5, 7), [...kickRolls(5, 3, 1, 1), BOUNCE]);
    expect(rollsOf(events, 'kick-deviation-direction')[0]?.natural).toEqual([5]);
    expect(events.find((e) => e.kind === 'kick-off')).toMatchObject({ event: 'get-the-ref' });
    expect(rollsOf(events, 'bounce')).toHaveLength(1);
    expect(state.ball).toEqual({ kind: 'ground', at: { x: 8, y: 8 } });
    expect(state.teams.home.bribes).toBe(1);
    expect(state.teams.away.bribes).toBe(1);
    // The receiving team plays first.
    expectDecision(state, 'activation', 'home');
    expect(state.teams.home.turn).toBe(1);
    expect(state.teams.away.turn).toBe(0);
  });

  test('a kick landing on a receiving player is caught with no modifier', () => {
    // home balanced slot 6 is (9,7): target (9,9), direction 2 (up) 2 squares → (9,7).
    const { state, events } = run(setup(), kick(9, 9), [...kickRolls(2, 2, 1, 1), d6(3)]);
    expect(rollsOf(events, 'catch')[0]).toMatchObject({ modifiers: [], success: true });
    expect(state.ball).toEqual({ kind: 'carried', player: 'h6' });
  });

  test('Kick: the coach may deviate D3 squares instead of D6', () => {
    const s = setup({
      players: [
        ...team('home'),
        ...team('away', 10),
        { id: 'a11', team: 'away', number: 11, box: 'reserves', skills: ['Kick'] },
      ],
    });
    const aimed = run(s, kick(5, 7)).state;
    expectDecision(aimed, 'use-skill', 'away');
    const { events } = run(
      aimed,
      [{ type: 'use-skill', skill: 'kick' }],
      [d8(5), d3(2), d6(1), d6(1), d8(7)],
    );
    expect(rollsOf(events, 'kick-deviation-distance')[0]).toMatchObject({ die: 'D3', natural: [2] });
    const declined = run(aimed, [{ type: 'decline' }], [d8(5), d6(6), d6(1), d6(1), d8(7)]);
    expect(rollsOf(declined.events, 'kick-deviation-distance')[0]).toMatchObject({ die: 'D6', natural: [6] });
  });

  test('On the Ball: after the deviation one Open receiver moves up to 3 squares, then the event', () => {
    const s = setup({
      players: [
        ...team('home', 10),
        { id: 'h11', team: 'home', number: 11, box: 'reserves', skills: ['On the Ball'] },
        ...team('away'),
      ],
    });
    // target (5,7), direction 5 (right) 3 squares → (8,7).
    const aimed = run(s, kick(5, 7), [d8(5), d6(3)]);
    expectDecision(aimed.state, 'use-skill', 'home');
    expect(aimed.events.find((e) => e.kind === 'kick-off')).toBeUndefined();
    expect(aimed.state.decision?.options).toEqual([{ type: 'player', player: 'h11' }, { type: 'decline' }]);
    const from = pl(aimed.state, 'h11').at as { x: number; y: number };
    const moving = run(aimed.state, [{ type: 'player', player: 'h11' }]).state;
    expectDecision(moving, 'move-step', 'home');
    // Never into the kicking half.
    for (const o of moving.decision?.options ?? [])
      if (o.type === 'move') expect(o.square.x).toBeLessThanOrEqual(12);
    const path = [1, 2, 3].map((i): Command => ({ type: 'move', square: { x: from.x + i, y: from.y } }));
    const { state, events } = run(moving, path, [d6(1), d6(1), BOUNCE]);
    expect(pl(state, 'h11').at).toEqual({ x: from.x + 3, y: from.y });
    expect(events.find((e) => e.kind === 'kick-off')).toMatchObject({ event: 'get-the-ref' });
    expectDecision(state, 'activation', 'home');
  });

  test('On the Ball: not on a touchback, and a declined offer goes straight to the event', () => {
    const s = setup({
      players: [
        ...team('home', 10),
        { id: 'h11', team: 'home', number: 11, box: 'reserves', skills: ['On the Ball'] },
        ...team('away'),
      ],
    });
    const touchback = run(s, kick(1, 7), kickRolls(4, 6, 1, 1));
    expect(touchback.events.find((e) => e.kind === 'kick-off')).toMatchObject({ event: 'get-the-ref' });
    const aimed = run(s, kick(5, 7), [d8(5), d6(3)]).state;
    const declined = run(aimed, [{ type: 'decline' }], [d6(1), d6(1), BOUNCE]);
    expect(declined.events.find((e) => e.kind === 'kick-off')).toMatchObject({ event: 'get-the-ref' });
    expect(declined.state.ball).toEqual({ kind: 'ground', at: { x: 8, y: 8 } });
  });

  test.each([
    ['leaves the pitch', 1, 7, 4, 6],
    ['lands in the kicking half', 12, 7, 5, 3],
  ])(
    'touchback when the ball %s: the receiving coach gives it to a Standing player',
    (_n, x, y, dir, dist) => {
      const { state } = run(setup(), kick(x, y), kickRolls(dir, dist, 1, 1));
      expectDecision(state, 'touchback', 'home');
      const done = run(state, [{ type: 'player', player: 'h4' }]).state;
      expect(done.ball).toEqual({ kind: 'carried', player: 'h4' });
      expectDecision(done, 'activation', 'home');
    },
  );

  test('touchback with no Standing receiver: the ball goes on an empty square of the own half', () => {
    const s = loadScenario({
      phase: 'setup',
      kickingTeam: 'away',
      players: [{ id: 'h1', team: 'home', box: 'reserves' }, ...team('away')],
    });
    const s1 = run(
      s,
      [...SETUPS, { type: 'player', player: 'a11' }, { type: 'square', square: { x: 12, y: 7 } }],
      [...kickRolls(5, 4, 6, 6), d6(1), d6(6), d3(1)],
    ).state;
    // Pitch Invasion: home (lower) has its only player Placed Prone and Stunned; the ball went out.
    expect(pl(s1, 'h1').status).toBe('stunned');
    expectDecision(s1, 'touchback', 'home');
    expect(s1.decision?.options[0]?.type).toBe('square');
  });
});

describe('kick-off events (§4.1)', () => {
  const at = (events: { kind: string }[]) => events.find((e) => e.kind === 'kick-off');

  test('3 Time-out: turn markers move forward one when the kicking team is not on 6–8', () => {
    const { state, events } = run(setup(), kick(5, 7), [...kickRolls(5, 3, 1, 2), BOUNCE]);
    expect(at(events)).toMatchObject({ event: 'time-out' });
    expect(state.teams.home.turn).toBe(2);
    expect(state.teams.away.turn).toBe(1);
  });

  test('4 Solid Defence: the kicking coach sets up D3+3 Open players again', () => {
    const s = run(setup(), kick(5, 7), [...kickRolls(5, 3, 1, 3), d3(1)]).state;
    expectDecision(s, 'solid-defence', 'away');
    const moved = run(
      s,
      [{ type: 'player', player: 'a9' }, { type: 'square', square: { x: 20, y: 7 } }, { type: 'done' }],
      [BOUNCE],
    ).state;
    expect(pl(moved, 'a9').at).toEqual({ x: 20, y: 7 });
    expect(moved.ball).toEqual({ kind: 'ground', at: { x: 8, y: 8 } });
  });

  test('5 High Kick: one Open receiving player moves under the ball and catches it', () => {
    const s = run(setup(), kick(5, 7), kickRolls(5, 3, 2, 3)).state;
    expectDecision(s, 'high-kick', 'home');
    const { state, events } = run(s, [{ type: 'player', player: 'h11' }], [d6(4)]);
    expect(pl(state, 'h11').at).toEqual({ x: 8, y: 7 });
    expect(rollsOf(events, 'catch')[0]?.modifiers).toEqual([]);
    expect(state.ball).toEqual({ kind: 'carried', player: 'h11' });
  });

  test('6 Cheering Fans: D6 + cheerleaders, the higher team gets the Block bonus (both on a tie)', () => {
    const s = setup({ teams: { home: { cheerleaders: 1 } } });
    const { state } = run(s, kick(5, 7), [...kickRolls(5, 3, 3, 3), d6(4), d6(5), BOUNCE]);
    expect(state.teams.home.cheeringFans).toBe(true);
    expect(state.teams.away.cheeringFans).toBe(true);
  });

  test('7 Brilliant Coaching: the higher D6 + assistant coaches gains a re-roll for the drive', () => {
    const { state } = run(setup(), kick(5, 7), [...kickRolls(5, 3, 3, 4), d6(2), d6(5), BOUNCE]);
    expect(state.teams.away.driveRerolls).toBe(1);
    expect(state.teams.home.driveRerolls).toBe(0);
  });

  test('8 Changing Weather: new weather; Perfect Conditions makes the ball scatter three times', () => {
    const { state, events } = run(setup({ weather: 'blizzard' }), kick(5, 7), [
      ...kickRolls(5, 3, 4, 4),
      d6(3),
      d6(4),
      d8(5),
      d8(5),
      d8(7),
      d8(7),
    ]);
    expect(state.weather).toBe('perfect');
    expect(rollsOf(events, 'scatter')).toHaveLength(3);
    // The scatter ends in the empty (10,8): the ball lands there and bounces down to (10,9).
    expect(rollsOf(events, 'bounce')).toHaveLength(1);
    expect(state.ball).toEqual({ kind: 'ground', at: { x: 10, y: 9 } });
  });

  test('9 Quick Snap: D3+3 Open receiving players move one square each, even across the line', () => {
    const s = run(setup(), kick(5, 7), [...kickRolls(5, 3, 4, 5), d3(1)]).state;
    expectDecision(s, 'quick-snap', 'home');
    const done = run(
      s,
      [{ type: 'player', player: 'h11' }, { type: 'square', square: { x: 5, y: 7 } }, { type: 'done' }],
      [BOUNCE],
    ).state;
    expect(pl(done, 'h11').at).toEqual({ x: 5, y: 7 });
  });

  test('10 Charge!: D3+3 Open kicking players get a free Move', () => {
    const s = run(setup(), kick(5, 7), [...kickRolls(5, 3, 5, 5), d3(1)]).state;
    expectDecision(s, 'activation', 'away');
    const moved = run(
      s,
      [
        { type: 'activate', player: 'a11', action: 'move' },
        { type: 'move', square: { x: 20, y: 7 } },
        { type: 'end-activation' },
        { type: 'done' },
      ],
      [BOUNCE],
    ).state;
    expect(pl(moved, 'a11').at).toEqual({ x: 20, y: 7 });
    expectDecision(moved, 'activation', 'home');
    expect(moved.teams.away.turn).toBe(0);
  });

  test('11 Dodgy Snack: the lower D6 picks a random player; 2+ costs it 1 MA and 1 AV for the drive', () => {
    const { state } = run(setup(), kick(5, 7), [
      ...kickRolls(5, 3, 5, 6),
      d6(1),
      d6(4),
      d16(3),
      d6(2),
      BOUNCE,
    ]);
    expect(pl(state, 'h3').driveMods).toEqual({ ma: -1, av: -1 });
  });

  test('12 Pitch Invasion: the lower D6 + Fan Factor has D3 random players Placed Prone and Stunned', () => {
    const s = setup({ teams: { away: { fanFactor: 2 } } });
    const { state } = run(s, kick(5, 7), [
      ...kickRolls(5, 3, 6, 6),
      d6(3),
      d6(2),
      d3(2),
      d16(1),
      d16(1),
      BOUNCE,
    ]);
    const stunned = state.players.filter((p) => p.status === 'stunned').map((p) => p.id);
    expect(stunned).toEqual(['h1', 'h2']);
  });
});

describe('Time-out late in the half', () => {
  test('3 Time-out: with the kicking team on turn 6–8 both markers move back one', () => {
    const s = setup({ teams: { home: { turn: 6 }, away: { turn: 6 } } });
    const { state } = run(s, kick(5, 7), [...kickRolls(5, 3, 1, 2), BOUNCE]);
    expect(state.teams.away.turn).toBe(5);
    // the receiving team then starts its turn 6 (marker 5 → 6)
    expect(state.teams.home.turn).toBe(6);
  });
});

describe('Charge! ends early', () => {
  test('it stops as soon as a charging player Falls Over (team re-rolls may be used)', () => {
    const s = run(setup({ teams: { away: { rerolls: 1 } } }), kick(5, 7), [
      ...kickRolls(5, 3, 5, 5),
      d3(3),
    ]).state;
    // Only Open players may charge: a1 on the Line of Scrimmage is Marked.
    expect(s.decision?.options).not.toContainEqual({ type: 'activate', player: 'a1', action: 'move' });
    // a11 (21,7) runs six squares along y = 8, then its Rush fails twice.
    const steps = [20, 19, 18, 17, 16, 15, 14].map((x) => ({ type: 'move' as const, square: { x, y: 8 } }));
    const first = run(s, [{ type: 'activate', player: 'a11', action: 'move' }, ...steps], [d6(1)]);
    expect(first.state.decision?.options).toContainEqual({ type: 'reroll', source: 'team' });
    const { state } = run(first.state, [{ type: 'reroll', source: 'team' }], [d6(1), ...twoD6(1, 1), BOUNCE]);
    expect(pl(state, 'a11').status).toBe('prone');
    expect(state.teams.away.rerolls).toBe(0);
    // Charge! is over: the ball lands and the receiving team starts.
    expectDecision(state, 'activation', 'home');
    expect(state.teams.away.turn).toBe(0);
  });
});

describe('Charge! and Blitz', () => {
  test('one charging player may Blitz instead of moving; a second Blitz is not offered', () => {
    const s = run(setup(), kick(5, 7), [...kickRolls(5, 3, 5, 5), d3(3)]).state;
    const blitzers = s.decision?.options.filter((o) => o.type === 'activate' && o.action === 'blitz') ?? [];
    expect(blitzers.length).toBeGreaterThan(0);
    const first = blitzers[0];
    if (first?.type !== 'activate') throw new Error('no blitz option');
    const declared = run(s, [first]).state;
    expect(declared.decision?.kind).toBe('block-target');
    const target = declared.decision?.options[0] as Command;
    const moving = run(declared, [target]).state;
    expect(moving.decision?.options).toContainEqual({ type: 'end-activation' });
    const after = run(moving, [{ type: 'end-activation' }]).state;
    expect(after.decision?.options.some((o) => o.type === 'activate' && o.action === 'blitz')).toBe(false);
    expect(after.decision?.options.some((o) => o.type === 'activate' && o.action === 'move')).toBe(true);
  });
});

describe('Cheering Fans expiry', () => {
  test('the bonus is gone once the team has played its next turn', () => {
    const s = setup({ teams: { home: { cheerleaders: 1 } } });
    const { state } = run(s, kick(5, 7), [...kickRolls(5, 3, 3, 3), d6(4), d6(2), BOUNCE]);
    expect(state.teams.home.cheeringFans).toBe(true);
    expect(state.teams.away.cheeringFans).toBe(false);
    const after = run(state, [{ type: 'end-turn' }]).state;
    expect(after.teams.home.cheeringFans).toBe(false);
  });
});
