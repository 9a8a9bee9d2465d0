import { SeededDice } from '@dugout/rules';
import { describe, expect, test } from 'vitest';
import { seededRandom } from '../bots/random.js';
import { randomBot } from '../bots/random-bot.js';
import { selfPlay } from '../bots/self-play.js';
import { simpleBot } from '../bots/simple-bot.js';
import { d6, NO_DICE, ScriptedDice } from '../dice/scripted.js';
import { placedGame, play } from '../test-support/game.js';
import { outcome } from '../view/outcome.js';
import { eventsFor, viewFor } from '../view/view.js';
import { randomWarband } from '../warbands/random.js';
import { apply, legalCommands, whoMustAct } from './apply.js';
import type { Command } from './commands.js';
import { create } from './create.js';

const seed = (n: number) => {
  const b = new Uint8Array(32);
  b[0] = n;
  return b;
};
const game = () =>
  placedGame([
    { seat: 'a', type: 'yeoman', at: { x: 10, y: 10 } },
    { seat: 'b', type: 'heretic-trooper', at: { x: 10, y: 20 } },
  ]);

describe('a refused command changes nothing and says why', () => {
  test.each<[string, unknown, string, 'a' | 'b']>([
    ['not an object', 'nonsense', 'malformed-command', 'a'],
    ['no known type', { type: 'fly' }, 'malformed-command', 'a'],
    ['another player’s turn', { type: 'activate', model: 'b1' }, 'not-your-decision', 'b'],
    ['a model that is not there', { type: 'activate', model: 'a9' }, 'unknown-model', 'a'],
    ['an enemy model', { type: 'activate', model: 'b1' }, 'not-your-model', 'a'],
    ['an action before activating', { type: 'move', model: 'a1', path: [] }, 'unexpected-command', 'a'],
  ])('%s', (_name, command, code, seat) => {
    const s = game();
    const before = JSON.stringify(s);
    const dice = new ScriptedDice([]);
    const r = apply(s, seat, command as Command, dice);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.rejection.code).toBe(code);
    expect(!r.ok && r.rejection.message.length).toBeGreaterThan(10);
    expect(JSON.stringify(s)).toBe(before);
    expect(dice.consumed).toBe(0);
  });

  test('a bad path is refused before any die is rolled', () => {
    const { state } = play(game(), [['a', { type: 'activate', model: 'a1' }]]);
    const before = JSON.stringify(state);
    const r = apply(
      state,
      'a',
      { type: 'dash', model: 'a1', path: [{ kind: 'walk', to: { x: 30, y: 10 } }] },
      NO_DICE,
    );
    expect(!r.ok && r.rejection.code).toBe('too-far');
    expect(JSON.stringify(state)).toBe(before);
  });

  test('an unknown seat', () => {
    expect(apply(game(), 'c' as 'a', { type: 'concede' }, NO_DICE)).toMatchObject({
      ok: false,
      rejection: { code: 'not-your-decision' },
    });
  });

  test('after the game, every command is refused', () => {
    const over = play(game(), [['b', { type: 'concede' }]]).state;
    expect(over.result).toEqual({ winner: 'a', reason: 'conceded', victoryPoints: { a: 0, b: 0 } });
    expect(apply(over, 'a', { type: 'activate', model: 'a1' }, NO_DICE)).toMatchObject({
      ok: false,
      rejection: { code: 'game-over' },
    });
    expect(whoMustAct(over)).toEqual([]);
    expect(outcome(over)).toEqual({ a: 'win', b: 'loss' });
  });

  test('create reports every problem of both warbands at once, with paths', () => {
    const r = create(
      {
        scenario: 'trench-warfare',
        warbands: { a: { faction: 'new-antioch', name: '', models: [] }, b: 'nope' },
      },
      NO_DICE,
    );
    expect(!r.ok && r.problems.map((p) => `${p.path} ${p.code}`)).toEqual([
      'warbands.a.name empty-name',
      'warbands.a.models no-models',
      'warbands.a.models leader-missing',
      'warbands.b unknown-list',
    ]);
  });

  test('create refuses unknown options', () => {
    expect(create({ scenario: 'dogfight', warbands: {} }, NO_DICE)).toMatchObject({
      ok: false,
      problems: [{ path: 'scenario' }],
    });
  });
});

describe('views and events: nothing is hidden in Trench Crusade', () => {
  test('both players and spectators see the same state; each seat gets its own options', () => {
    const s = game();
    expect(viewFor(s, 'a').state).toEqual(viewFor(s, 'spectator').state);
    expect(viewFor(s, 'b').state).toEqual(viewFor(s, 'a').state);
    expect(viewFor(s, 'a').options[0]).toEqual({ type: 'activate', models: ['a1'] });
    expect(viewFor(s, 'b').options).toEqual([{ type: 'concede' }]);
    expect(viewFor(s, 'spectator').options).toEqual([]);
  });

  test('every event goes to everyone, the dice with it', () => {
    const { events } = play(
      game(),
      [
        ['a', { type: 'activate', model: 'a1' }],
        ['a', { type: 'shoot', model: 'a1', weapon: 0, targets: ['b1'] }],
      ],
      [d6(2, 2)],
    );
    expect(eventsFor(events, 'b')).toEqual(events);
    expect(eventsFor(events, 'spectator')).toEqual(events);
  });

  test('no seed or dice state is ever part of the game state', () => {
    const c = create(
      { scenario: 'claim-no-mans-land', warbands: { a: 'new-antioch-example', b: 'heretic-legion-example' } },
      new SeededDice(seed(1)),
    );
    expect(c.ok && JSON.stringify(c.state)).not.toMatch(/seed|prng/i);
  });
});

describe('determinism: the same seed plays the same game', () => {
  test.each(['claim-no-mans-land', 'trench-warfare'] as const)('%s', (scenario) => {
    const run = () => {
      const random = seededRandom(77);
      const options = {
        scenario,
        warbands: { a: randomWarband(random, 'new-antioch'), b: randomWarband(random, 'heretic-legion') },
      };
      return selfPlay(options, new SeededDice(seed(77)), { a: simpleBot, b: randomBot }, random);
    };
    const first = run();
    const second = run();
    expect(JSON.stringify(second.state)).toBe(JSON.stringify(first.state));
    expect(second.log).toEqual(first.log);
  });

  test('replaying the commands on the same seed gives the same result (as /verify will)', () => {
    const random = seededRandom(5);
    const options = {
      scenario: 'claim-no-mans-land' as const,
      warbands: { a: randomWarband(random, 'heretic-legion'), b: randomWarband(random, 'new-antioch') },
    };
    const played = selfPlay(options, new SeededDice(seed(5)), { a: simpleBot, b: simpleBot }, random);
    const dice = new SeededDice(seed(5));
    const c = create(options, dice);
    if (!c.ok) throw new Error('create');
    let state = c.state;
    for (const { seat, command } of played.log) {
      const r = apply(state, seat, command, dice);
      if (!r.ok) throw new Error(r.rejection.message);
      state = r.state;
    }
    expect(state).toEqual(played.state);
  });

  test('legal commands are offered only to the seat that must act', () => {
    const s = game();
    expect(legalCommands(s, 'b')).toEqual([{ type: 'concede' }]);
  });
});
