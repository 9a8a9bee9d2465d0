import { describe, expect, test } from 'vitest';
import {
  act,
  END,
  END_TURN,
  expectDecision,
  mv,
  pl,
  rollsOf,
  run,
  turn,
  turnoverOf,
} from '../__fixtures__/helpers.js';
import { d3, d6, d8, twoD6 } from '../dice/index.js';

describe('turn sequence (§3.2)', () => {
  test('ending the turn hands over to the opponent, whose turn marker moves on', () => {
    const s0 = turn([
      { id: 'h1', team: 'home', at: [5, 7] },
      { id: 'a1', team: 'away', at: [20, 7] },
    ]);
    expect(s0.teams.home.turn).toBe(1);
    const { state, events } = run(s0, [END_TURN]);
    expectDecision(state, 'activation', 'away');
    expect(state.teams.away.turn).toBe(1);
    expect(events.map((e) => e.kind)).toEqual(['turn-end', 'turn-start']);
  });

  test('a once-per-turn action is used up by declaring it, even when the player does nothing', () => {
    const s0 = turn(
      [
        { id: 'h1', team: 'home', at: [5, 7] },
        { id: 'h2', team: 'home', at: [5, 9] },
      ],
      { ball: { at: [8, 8] } },
    );
    const s1 = run(s0, [act('h1', 'secure-the-ball'), END]).state;
    expect(s1.decision?.options).not.toContainEqual(act('h2', 'secure-the-ball'));
  });

  test('a Turnover ends the turn at once; activations left are lost', () => {
    const s0 = turn([
      { id: 'h1', team: 'home', at: [5, 7] },
      { id: 'h2', team: 'home', at: [1, 1] },
      { id: 'a1', team: 'away', at: [6, 7] },
    ]);
    const { state, events } = run(s0, [act('h1'), mv(4, 8)], [d6(1), ...twoD6(1, 1)]);
    expect(turnoverOf(events)).toBe('fell-over');
    expectDecision(state, 'activation', 'away');
    expect(pl(state, 'h2').activated).toBe(false);
  });

  test('the half ends when both teams have played 8 turns; the other team kicks the second half', () => {
    const s0 = turn(
      [
        { id: 'h1', team: 'home', at: [5, 7] },
        { id: 'a1', team: 'away', at: [20, 7] },
        { id: 'a2', team: 'away', box: 'knocked-out' },
      ],
      {
        turn: 8,
        kickingTeam: 'home',
        teams: { home: { rerolls: 0, rerollsPerHalf: 3 } },
      },
    );
    expect(s0.teams.away.turn).toBe(8);
    const { state, events } = run(s0, [END_TURN], [d6(4)]);
    expect(rollsOf(events, 'ko-recovery')[0]).toMatchObject({ player: 'a2', success: true });
    expect(pl(state, 'a2').box).toBe('reserves');
    expect(state.half).toBe(2);
    expect(state.teams.home.rerolls).toBe(3);
    expect(state.teams.home.turn).toBe(0);
    expectDecision(state, 'setup', 'away');
  });

  test('after the second half the match ends with no decision left', () => {
    const s0 = turn([{ id: 'h1', team: 'home', at: [5, 7] }], {
      half: 2,
      turn: 8,
      kickingTeam: 'home',
      teams: { home: { score: 1 } },
    });
    const { state, events } = run(s0, [END_TURN]);
    expect(state.finished).toBe(true);
    expect(state.decision).toBeNull();
    expect(state.stack).toEqual([]);
    expect(events.at(-1)).toMatchObject({ kind: 'match-end', score: { home: 1, away: 0 } });
  });
});

describe('touchdowns (§3.9)', () => {
  test('a Standing ball carrier entering the opposing end zone scores; the scorer kicks next', () => {
    const s0 = turn(
      [
        { id: 'h1', team: 'home', at: [23, 7] },
        { id: 'a1', team: 'away', at: [5, 5] },
      ],
      { ball: { carrier: 'h1' }, turn: 4 },
    );
    const { state, events } = run(s0, [act('h1'), mv(24, 7), mv(25, 7)]);
    expect(events.find((e) => e.kind === 'touchdown')).toMatchObject({ team: 'home', player: 'h1' });
    expect(state.teams.home.score).toBe(1);
    expect(pl(state, 'h1').record.touchdowns).toBe(1);
    expect(state.kickingTeam).toBe('home');
    expectDecision(state, 'setup', 'home');
    expect(state.ball).toEqual({ kind: 'none' });
    expect(pl(state, 'h1').box).toBe('reserves');
  });

  test('a player who goes down in the end zone does not score', () => {
    const s0 = turn(
      [
        { id: 'h1', team: 'home', at: [23, 7], ma: 1 },
        { id: 'a1', team: 'away', at: [5, 5] },
      ],
      { ball: { carrier: 'h1' } },
    );
    const { state, events } = run(s0, [act('h1'), mv(24, 7), mv(25, 7)], [d6(1), ...twoD6(1, 1), d8(2)]);
    expect(events.some((e) => e.kind === 'touchdown')).toBe(false);
    expect(state.teams.home.score).toBe(0);
  });

  test("a touchdown in the opponent's turn ends it and the scorer skips its next turn", () => {
    // Away (active) fumbles a pick-up; the ball bounces to h1 standing in the away end zone, who catches.
    const s0 = turn(
      [
        { id: 'a1', team: 'away', at: [23, 7] },
        { id: 'h1', team: 'home', at: [25, 7] },
      ],
      { activeTeam: 'away', kickingTeam: 'away', turn: 3, ball: { at: [24, 7] } },
    );
    expect(s0.teams.home.turn).toBe(3);
    const { state, events } = run(s0, [act('a1'), mv(24, 7)], [d6(1), d8(5), d6(5)]);
    expect(events.find((e) => e.kind === 'touchdown')).toMatchObject({ team: 'home' });
    expect(turnoverOf(events)).toBe('failed-pick-up');
    expect(state.teams.home.turn).toBe(4);
    expect(state.teams.away.turn).toBe(3);
    expectDecision(state, 'setup', 'home');
  });
});

describe('Stalling and the Crowd Takes Action (§3.9)', () => {
  const staller = (turnNo: number) =>
    turn(
      [
        { id: 'h1', team: 'home', at: [20, 7] },
        { id: 'a1', team: 'away', at: [3, 3] },
      ],
      { ball: { carrier: 'h1' }, turn: turnNo },
    );

  test('a carrier who could score without dice and does not is knocked down on D6 ≥ turn: Turnover', () => {
    const { state, events } = run(staller(3), [act('h1'), mv(21, 7), END], [d6(3), ...twoD6(1, 1), d8(2)]);
    expect(rollsOf(events, 'crowd-takes-action')[0]).toMatchObject({ target: 3, success: true });
    expect(pl(state, 'h1').status).toBe('prone');
    expect(state.teams.home.stalled).toBe(true);
    expect(turnoverOf(events)).toBe('crowd-takes-action');
  });

  test('below the turn number nothing happens, but the team still counts as stalling', () => {
    const { state, events } = run(staller(4), [act('h1', 'forgo')], [d6(3)]);
    expect(rollsOf(events, 'crowd-takes-action')[0]?.success).toBe(false);
    expect(state.teams.home.stalled).toBe(true);
    expectDecision(state, 'activation', 'home');
  });

  test('from turn 7 no roll is made', () => {
    const { events } = run(staller(7), [act('h1', 'forgo')]);
    expect(rollsOf(events, 'crowd-takes-action')).toHaveLength(0);
  });

  test('a carrier that is Marked, or too far, is not stalling', () => {
    const marked = turn(
      [
        { id: 'h1', team: 'home', at: [20, 7] },
        { id: 'a1', team: 'away', at: [21, 7] },
      ],
      { ball: { carrier: 'h1' } },
    );
    expect(run(marked, [act('h1', 'forgo')]).state.teams.home.stalled).toBe(false);
    const far = turn([{ id: 'h1', team: 'home', at: [10, 7] }], { ball: { carrier: 'h1' } });
    expect(run(far, [act('h1', 'forgo')]).state.teams.home.stalled).toBe(false);
  });
});

describe('end of drive (§3.16)', () => {
  test('Sweltering Heat: D3 random players per team who were on the pitch go to the Reserves first', () => {
    const s0 = turn(
      [
        { id: 'h1', team: 'home', at: [5, 7] },
        { id: 'h2', team: 'home', at: [5, 9] },
        { id: 'a1', team: 'away', at: [20, 7] },
        { id: 'a2', team: 'away', box: 'knocked-out' },
      ],
      { turn: 8, kickingTeam: 'home', weather: 'sweltering-heat' },
    );
    // D3 = 1: one random home player (D3 2 → h2), one away player (only a1, no roll); KO recovery 3 fails.
    const { state, events } = run(s0, [END_TURN], [d3(1), d3(2), d6(3)]);
    expect(rollsOf(events, 'sweltering-heat')[0]?.natural).toEqual([1]);
    expect(rollsOf(events, 'ko-recovery')[0]).toMatchObject({ player: 'a2', success: false });
    expect(pl(state, 'a2').box).toBe('knocked-out');
    expect(state.half).toBe(2);
    // The players the heat removed cannot be set up for the next drive.
    expectDecision(state, 'setup', 'away');
    const homeSetup = run(state, [{ type: 'formation', name: 'balanced' }, { type: 'done' }]).state;
    expect(homeSetup.decision?.options).not.toContainEqual({ type: 'player', player: 'h2' });
    expect(homeSetup.decision?.options).toContainEqual({ type: 'player', player: 'h1' });
  });
});
