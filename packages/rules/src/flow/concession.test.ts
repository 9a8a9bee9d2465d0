import { describe, expect, test } from 'vitest';
import { act, END, run, turn } from '../__fixtures__/helpers.js';
import { ScriptedDice } from '../dice/index.js';
import { apply, pendingDecision } from '../engine/apply.js';
import type { Command } from '../engine/commands.js';
import { IllegalCommandError } from '../engine/errors.js';
import type { ScenarioInput } from '../scenario/schema.js';
import { hashState } from '../state/hash.js';
import { concessionRefusal } from './concession.js';

const CONCEDE: Command = { type: 'concede' };
const three: ScenarioInput['players'] = [
  { id: 'h1', team: 'home', at: [10, 7] },
  { id: 'h2', team: 'home', at: [10, 5] },
  { id: 'h3', team: 'home', box: 'reserves' },
  { id: 'a1', team: 'away', at: [15, 7] },
];
const scores = (home: number, away: number) => ({ teams: { home: { score: home }, away: { score: away } } });

function refused(s: ReturnType<typeof turn>, c: Command): IllegalCommandError {
  try {
    apply(s, c, new ScriptedDice([]));
  } catch (e) {
    if (e instanceof IllegalCommandError) return e;
    throw e;
  }
  throw new Error('the concession was accepted');
}

describe('Concession (§3.21)', () => {
  test('at the start of its own turn: the match ends at once, the opponent wins 2-0', () => {
    const s0 = turn(three, scores(1, 1));
    const before = hashState(s0);
    const { state, events } = run(s0, [CONCEDE]);
    expect(hashState(s0)).toBe(before);
    expect(state.conceded).toEqual({ team: 'home', withoutPenalty: false });
    expect(state.finished).toBe(true);
    expect(pendingDecision(state)).toBeNull();
    expect(state.stack).toEqual([]);
    expect([state.teams.home.score, state.teams.away.score]).toEqual([0, 2]);
    expect(events.map((e) => e.kind)).toEqual(['concession', 'match-end']);
    expect(events[0]).toMatchObject({ team: 'home', withoutPenalty: false });
    expect(events[1]).toMatchObject({ score: { home: 0, away: 2 } });
  });

  test.each([
    ['an opponent already ahead keeps the score as it stands', 0, 3, [0, 3]],
    ['an opponent ahead by one keeps its lead', 1, 2, [1, 2]],
    ['a conceding team ahead: 2-0 to the opponent', 3, 1, [0, 2]],
  ])('%s', (_name, home, away, result) => {
    const { state } = run(turn(three, scores(home, away)), [CONCEDE]);
    expect([state.teams.home.score, state.teams.away.score]).toEqual(result);
  });

  test('without penalty when fewer than 3 of its players could be set up (KO, casualties do not count)', () => {
    const s0 = turn([
      { id: 'h1', team: 'home', at: [10, 7] },
      { id: 'h2', team: 'home', box: 'reserves' },
      { id: 'h3', team: 'home', box: 'knocked-out' },
      { id: 'h4', team: 'home', box: 'casualty' },
      { id: 'a1', team: 'away', at: [15, 7] },
    ]);
    expect(run(s0, [CONCEDE]).state.conceded).toEqual({ team: 'home', withoutPenalty: true });
  });

  test('never listed among the options, so bots and option lists cannot pick it; a UI asks concessionRefusal', () => {
    const s0 = turn(three);
    expect(pendingDecision(s0)?.options.some((o) => o.type === 'concede')).toBe(false);
    expect(concessionRefusal(s0, 'home')).toBeNull();
    expect(concessionRefusal(s0, 'away')).toContain('only at the start of its own turn');
  });

  test('refused once a player of the team has been activated this turn', () => {
    const { state } = run(turn(three), [act('h1'), END]);
    expect(state.decision?.kind).toBe('activation');
    const e = refused(state, CONCEDE);
    expect(e.code).toBe('illegal-choice');
    expect(e.message).toContain('already activated a player this turn');
  });

  test("refused in the opponent's turn and in the middle of an activation", () => {
    const e = refused(turn(three), { type: 'concede', team: 'away' });
    expect(e.code).toBe('illegal-choice');
    expect(e.message).toContain('only at the start of its own turn');
    const moving = run(turn(three), [act('h1')]).state;
    expect(refused(moving, CONCEDE).message).toContain('only at the start of its own turn');
  });

  test('after the match is over there is nothing to concede', () => {
    const { state } = run(turn(three), [CONCEDE]);
    expect(refused(state, CONCEDE).code).toBe('match-finished');
  });
});
