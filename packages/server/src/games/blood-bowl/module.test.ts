import { loadScenario, SeededDice } from '@dugout/rules';
import { describe, expect, test } from 'vitest';
import { CommandRejected } from '../../host/game-module.js';
import { commandSchema } from './commands.js';
import { bloodBowlModule } from './module.js';

const game = bloodBowlModule();
const dice = new SeededDice(new Uint8Array(32).fill(7));
const state = () =>
  loadScenario({
    players: [
      { id: 'h1', team: 'home', at: [10, 7] },
      { id: 'a1', team: 'away', at: [15, 7] },
    ],
    teams: { away: { score: 1 } },
  });

describe('concession at the module edge', () => {
  test('the socket schema accepts { type: "concede" }', () => {
    expect(commandSchema.parse({ type: 'concede' })).toEqual({ type: 'concede' });
  });

  test("the coach whose turn starts concedes: the result says 'conceded'; the leading opponent's 1-0 stands", () => {
    const { state: after } = game.apply(state(), { type: 'concede' }, 'home', dice);
    expect(game.whoMustAct(after)).toEqual([]);
    expect(game.result(after)).toEqual({
      winner: 'away',
      reason: 'conceded',
      details: { home: 0, away: 1, conceded: { team: 'home', withoutPenalty: true } },
    });
  });

  test("the other coach cannot concede in this turn: rejected with the engine's reason", () => {
    expect(() => game.apply(state(), { type: 'concede' }, 'away', dice)).toThrow(CommandRejected);
  });
});

describe('the headline of a match', () => {
  test('an auto-built team without a name is listed by its roster so the lobby can name it per language', () => {
    const prepared = game.prepare({ home: { roster: 'human' }, away: { roster: 'orc', name: 'Gouged Eye' } });
    const s = game.create(prepared, dice).state;
    expect(game.headline?.(s)).toMatchObject({
      teams: { home: 'Human Starters', away: 'Gouged Eye' },
      unnamedTeams: { home: 'human' },
    });
    const named = game.create(
      game.prepare({ home: { roster: 'human', name: 'Reikland' }, away: { roster: 'orc' } }),
      dice,
    ).state;
    expect(game.headline?.(named)?.unnamedTeams).toEqual({ away: 'orc' });
  });
});
