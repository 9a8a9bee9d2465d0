import { describe, expect, test } from 'vitest';
import { act, END_TURN, mv, run, turn } from '../__fixtures__/helpers.js';
import { d3, d6, ScriptedDice } from '../dice/index.js';
import { loadScenario } from '../scenario/load.js';
import { hashState } from '../state/hash.js';
import { apply, pendingDecision } from './apply.js';
import type { Command } from './commands.js';
import { IllegalCommandError } from './errors.js';

const base = () =>
  turn([
    { id: 'h1', team: 'home', at: [5, 7] },
    { id: 'h2', team: 'home', at: [5, 9], activated: true },
    { id: 'a1', team: 'away', at: [6, 7] },
  ]);

function rejects(state: ReturnType<typeof base>, command: unknown, code: string, message: RegExp) {
  const before = hashState(state);
  let error: unknown;
  try {
    apply(state, command as Command, new ScriptedDice([]));
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(IllegalCommandError);
  expect((error as IllegalCommandError).code).toBe(code);
  expect((error as IllegalCommandError).message).toMatch(message);
  expect(hashState(state)).toBe(before);
}

describe('pendingDecision', () => {
  test('names the coach, the kind and every legal command', () => {
    const d = pendingDecision(base());
    expect(d).toMatchObject({ team: 'home', kind: 'activation' });
    expect(d?.options).toEqual([
      act('h1', 'move'),
      act('h1', 'block'),
      act('h1', 'blitz'),
      act('h1', 'forgo'),
      { type: 'end-turn' },
    ]);
  });
});

describe('illegal commands are rejected with a code and leave the state untouched', () => {
  test.each([
    ['the wrong coach', { type: 'end-turn', team: 'away' }, 'not-your-decision', /home coach must decide/],
    ['a command of the wrong kind', mv(4, 7), 'unexpected-command', /waiting for a activation decision/],
    ['an unknown player', act('zz'), 'unknown-player', /no player "zz"/],
    ['an already activated player', act('h2'), 'action-not-allowed', /h2 cannot declare move/],
    ['an opponent', act('a1'), 'action-not-allowed', /a1 cannot declare move/],
    ['an action not implemented yet', act('h1', 'pass'), 'action-not-allowed', /cannot declare pass/],
    ['garbage', { nope: 1 }, 'malformed-command', /string "type"/],
  ])('%s', (_n, command, code, message) => rejects(base(), command, code, message));

  test('a square out of reach during a move', () => {
    const s = run(base(), [act('h1')]).state;
    rejects(s, mv(9, 9), 'square-out-of-reach', /\(9,9\) is not one of the legal squares/);
    rejects(s, mv(6, 7), 'square-out-of-reach', /\(6,7\)/);
  });

  test('an unavailable re-roll', () => {
    const sure = turn(
      [
        { id: 'h1', team: 'home', at: [5, 7], skills: ['Dodge'] },
        { id: 'a1', team: 'away', at: [6, 7] },
      ],
      {},
    );
    const offered = run(sure, [act('h1'), mv(4, 8)], [d6(1)]).state;
    rejects(offered, { type: 'reroll', source: 'team' }, 'illegal-choice', /reroll:team/);
  });

  test('anything once the match is over', () => {
    const s = { ...base(), decision: null, stack: [], finished: true };
    rejects(s, END_TURN, 'match-finished', /match is over/);
  });
});

describe('apply', () => {
  test('never modifies its input state', () => {
    const s0 = base();
    const json = JSON.stringify(s0);
    const { state } = run(s0, [act('h1'), mv(4, 8)], [d6(6)]);
    expect(JSON.stringify(s0)).toBe(json);
    expect(state.players.find((p) => p.id === 'h1')?.at).toEqual({ x: 4, y: 8 });
  });

  test('a dice failure mid-command leaves the input intact', () => {
    const s0 = run(base(), [act('h1')]).state;
    const before = hashState(s0);
    expect(() => apply(s0, mv(4, 8), new ScriptedDice([]))).toThrow(/script is empty/);
    expect(hashState(s0)).toBe(before);
  });

  test('serialise → parse → continue gives the same match', () => {
    const s0 = run(base(), [act('h1')]).state;
    const copy = JSON.parse(JSON.stringify(s0));
    const a = apply(s0, mv(4, 8), new ScriptedDice([d6(5)]));
    const b = apply(copy, mv(4, 8), new ScriptedDice([d6(5)]));
    expect(hashState(b.state)).toBe(hashState(a.state));
    expect(b.events).toEqual(a.events);
  });

  test('events are numbered in order across commands', () => {
    const { events } = run(base(), [act('h1'), mv(4, 8), mv(3, 8)], [d6(5)]);
    const seqs = events.map((e) => e.seq);
    expect(seqs).toEqual([...seqs].sort((x, y) => x - y));
    expect(new Set(seqs).size).toBe(seqs.length);
  });
});

describe('illegal commands in other decisions', () => {
  const setupState = () =>
    loadScenario({
      phase: 'setup',
      kickingTeam: 'home',
      players: [
        { id: 'h1', team: 'home', box: 'reserves' },
        { id: 'a1', team: 'away', box: 'reserves' },
      ],
    });

  test('set-up: an opponent cannot be picked, a square in the other half cannot be used', () => {
    const s = setupState();
    rejects(
      s,
      { type: 'player', player: 'a1' },
      'player-not-eligible',
      /a1 cannot be chosen for this setup decision/,
    );
    const picked = run(s, [{ type: 'player', player: 'h1' }]).state;
    rejects(picked, { type: 'square', square: { x: 20, y: 7 } }, 'square-out-of-reach', /\(20,7\)/);
  });

  test('set-up cannot be finished while it is illegal', () => {
    rejects(setupState(), { type: 'done' }, 'illegal-choice', /set-up is not legal yet: too-few-players/);
  });

  test('a choice that is not offered', () => {
    const s = loadScenario(
      { phase: 'pre-match', players: [] },
      new ScriptedDice([d3(1), d3(1), d6(3), d6(4)]),
    );
    rejects(s, { type: 'choose', choice: 'edge' }, 'illegal-choice', /choose:edge/);
  });
});
