import {
  type Command,
  randomWarband,
  readyMade,
  whoMustAct as rulesWhoMustAct,
  SCENARIO_IDS,
  seededRandom,
  type TrenchState,
} from '@dugout/trench-crusade';
import { describe, expect, test } from 'vitest';
import { SeededStream } from '../../host/dice.js';
import { CommandRejected } from '../../host/game-module.js';
import { commandSchema } from './commands.js';
import { type ModuleState, type TrenchModuleView, trenchCrusadeModule } from './module.js';

const game = trenchCrusadeModule();
const seed = (n: number) => {
  const b = new Uint8Array(32);
  new DataView(b.buffer).setUint32(0, n);
  return b;
};
const LISTS = { a: { list: 'new-antioch-example' }, b: { list: 'heretic-legion-example' } };

function newMatch(n = 1, options: object = {}, choices: object = LISTS) {
  const dice = new SeededStream(seed(n));
  const setup = game.prepare(game.optionsSchema.parse(options), ['a', 'b'], choices as never);
  return { dice, ...game.create(setup, dice) };
}

/** Plays bot commands until `stop` holds (or the game ends). */
function playUntil(state: ModuleState, dice: SeededStream, stop: (s: ModuleState) => boolean, n = 1) {
  const random = seededRandom(n);
  let s = state;
  for (let i = 0; i < 5000 && !s.result && !stop(s); i++) {
    const seat = game.whoMustAct(s)[0]!;
    s = game.apply(s, game.bot!(s, seat, random), seat, dice).state;
  }
  return s;
}

function rejection(run: () => unknown): CommandRejected {
  try {
    run();
  } catch (e) {
    if (e instanceof CommandRejected) return e;
    throw e;
  }
  throw new Error('expected a CommandRejected');
}

describe('the table options and each seat’s warband', () => {
  test('options default to Claim No Man’s Land, no Shaken, the simple bot; unknown or bad options are refused', () => {
    expect(game.optionsSchema.parse({})).toEqual({
      scenario: 'claim-no-mans-land',
      shaken: false,
      bot: 'simple',
    });
    expect(game.optionsSchema.safeParse({ scenario: 'kill-team' }).success).toBe(false);
    expect(game.optionsSchema.safeParse({ turns: 0 }).success).toBe(false);
    expect(game.optionsSchema.safeParse({ extra: 1 }).success).toBe(false);
  });

  test('a ready-made list is taken by id; an unknown one is named in the refusal', () => {
    expect(() => game.checkSeatChoice!('a', { list: 'heretic-legion-host' })).not.toThrow();
    const e = rejection(() => game.checkSeatChoice!('a', { list: 'orcs' }));
    expect(e.code).toBe('match/invalid-team');
    expect(e.message).toMatch(/new-antioch-example/);
  });

  test('a built warband with several problems: every problem of both seats is reported at once', () => {
    const over = readyMade('new-antioch-example');
    over.models.push(...Array.from({ length: 6 }, () => ({ type: 'shocktrooper', items: ['unknown-gun'] })));
    const noLeader = readyMade('heretic-legion-example');
    noLeader.models.shift();
    const e = rejection(() =>
      game.prepare(game.optionsSchema.parse({}), ['a', 'b'], { a: { sheet: over }, b: { sheet: noLeader } }),
    );
    const problems = (e.details as { problems: { seat: string; code: string }[] }).problems;
    expect(problems.filter((p) => p.seat === 'a').map((p) => p.code)).toEqual(
      expect.arrayContaining(['unknown-item', 'over-budget']),
    );
    expect(problems.filter((p) => p.seat === 'b').map((p) => p.code)).toContain('leader-missing');
    expect(e.message).toMatch(
      /^a\.models\[10\]\.items\[0\]: .*; b\.models: the warband needs 1 Heretic Priest/,
    );
  });
});

describe('a match on the host’s dice', () => {
  test('the same seed makes the same table, deployment roll-offs and state hash; another seed differs', () => {
    const one = newMatch(3);
    const two = newMatch(3);
    expect(game.hash(one.state)).toBe(game.hash(two.state));
    expect(one.events).toEqual(two.events);
    expect(game.hash(newMatch(4).state)).not.toBe(game.hash(one.state));
    expect(one.events[0]).toMatchObject({ type: 'table-generated' });
  });

  test('the hash does not depend on key order (states come back from JSONB reordered)', () => {
    const { state } = newMatch(5);
    const reorder = (v: unknown): unknown =>
      Array.isArray(v)
        ? v.map(reorder)
        : v && typeof v === 'object'
          ? Object.fromEntries(
              Object.entries(v)
                .reverse()
                .map(([k, x]) => [k, reorder(x)]),
            )
          : v;
    expect(game.hash(reorder(state) as ModuleState)).toBe(game.hash(state));
  });

  test('a refused command names the rule and changes nothing; the socket schema refuses malformed ones', () => {
    const { state, dice } = newMatch(6);
    const seat = game.whoMustAct(state)[0]!;
    const before = game.hash(state);
    const e = rejection(() => game.apply(state, { type: 'end-activation', model: 'a1' }, seat, dice));
    expect(e.code).toBe('match/unexpected-command');
    expect(e.details).toEqual({ rule: 'unexpected-command' });
    const wrong = seat === 'a' ? 'b' : 'a';
    expect(
      rejection(() => game.apply(state, { type: 'choose-zone', edge: 'south' } as Command, wrong, dice)).code,
    ).toBe('match/not-your-turn');
    expect(game.hash(state)).toBe(before);
    expect(
      commandSchema.safeParse({ type: 'move', model: 'a1', path: [{ kind: 'walk', to: { x: 'far' } }] })
        .success,
    ).toBe(false);
    expect(commandSchema.safeParse({ type: 'move-to', model: 'a1', to: { x: 10, y: 12.25 } }).success).toBe(
      true,
    );
  });

  test('a coach concedes: the opponent wins, reason conceded', () => {
    const { state, dice } = newMatch(7);
    const after = game.apply(state, { type: 'concede' }, 'a', dice).state;
    expect(game.result(after)).toMatchObject({
      winner: 'b',
      reason: 'conceded',
      seats: { a: { result: 'loss' }, b: { result: 'win' } },
    });
    expect(game.whoMustAct(after)).toEqual([]);
  });
});

describe('moves by destination and the aids the screen shows', () => {
  const inActivation = () => {
    const m = newMatch(8);
    const s = playUntil(
      m.state,
      m.dice,
      (s) => s.turn === 1 && s.activation !== null && s.activation.taken.length === 0,
    );
    return { s, dice: m.dice, seat: s.models[s.activation!.model]!.seat };
  };

  test('the acting seat gets the reachable area of each move it may make; the other seat and spectators do not', () => {
    const { s, seat } = inActivation();
    const mine = game.viewFor(s, { recipient: seat, over: false }) as TrenchModuleView;
    expect(mine.aids?.model).toBe(s.activation!.model);
    const move = mine.aids!.reach.move!;
    expect(move.allowance).toBe(s.models[s.activation!.model]!.movement);
    expect(move.cells.length).toBeGreaterThan(20);
    const theirs = game.viewFor(s, { recipient: seat === 'a' ? 'b' : 'a', over: false }) as TrenchModuleView;
    expect(theirs.aids!.reach).toEqual({});
    expect(theirs.aids!.targets.length).toBe(mine.aids!.targets.length);
    expect(theirs.options).toEqual([{ type: 'concede' }]);
  });

  test('move-to walks to a point of the area along a legal path; a point beyond it is refused', () => {
    const { s, dice, seat } = inActivation();
    const id = s.activation!.model;
    const view = game.viewFor(s, { recipient: seat, over: false }) as TrenchModuleView;
    const cells = view.aids!.reach.move!.cells;
    const last = { x: cells.at(-2)! / 2, y: cells.at(-1)! / 2 };
    const moved = game.apply(s, { type: 'move-to', model: id, to: last }, seat, dice);
    const m = moved.state.models[id]!;
    expect(Math.hypot(m.position!.x - last.x, m.position!.y - last.y)).toBeLessThan(1e-6);
    expect(moved.events.some((e) => e.type === 'moved')).toBe(true);
    const far = { x: s.models[id]!.position!.x, y: s.models[id]!.position!.y > 24 ? 2 : 46 };
    expect(rejection(() => game.apply(s, { type: 'move-to', model: id, to: far }, seat, dice)).code).toBe(
      'match/illegal-square',
    );
  });

  test('each visible enemy in range has its line of sight, cover and the odds of the shot; odds are chances', () => {
    const m = newMatch(9);
    const s = playUntil(
      m.state,
      m.dice,
      (s) => {
        if (!s.activation || s.stack.length > 0) return false;
        const v = game.viewFor(s, {
          recipient: s.models[s.activation.model]!.seat,
          over: false,
        }) as TrenchModuleView;
        return v.aids?.targets.some((t) => t.ranged.length > 0) ?? false;
      },
      9,
    );
    const seat = s.models[s.activation!.model]!.seat;
    const v = game.viewFor(s, { recipient: seat, over: false }) as TrenchModuleView;
    const t = v.aids!.targets.find((x) => x.ranged.length > 0)!;
    expect(t.visible).toBe(true);
    const odds = t.ranged[0]!.odds;
    expect(odds.hit).toBeGreaterThan(0);
    expect(odds.hit).toBeLessThanOrEqual(1);
    const total = Object.values(odds.result).reduce((a, b) => a + b, 0);
    expect(total).toBeCloseTo(1, 9);
    expect(odds.result['no-effect']).toBeGreaterThanOrEqual(1 - odds.hit - 1e-9);
  });
});

describe('the clock and the timeout', () => {
  test('one budget per Activation; the timeout ends the Activation, or acts as the bot would', () => {
    const m = newMatch(10);
    expect(game.clock!(m.state, { turnSeconds: 90 })).toMatchObject({
      kind: 'turn',
      budgetMs: 90_000,
      onExpiry: 'claim',
    });
    const seat = game.whoMustAct(m.state)[0]!;
    const c = game.timeoutCommand!(m.state, seat)!;
    expect(() => game.apply(m.state, c, seat, m.dice)).not.toThrow();
    const s = playUntil(m.state, m.dice, (s) => s.activation !== null && s.stack.length === 0);
    const active = s.models[s.activation!.model]!.seat;
    expect(game.timeoutCommand!(s, active)).toEqual({ type: 'end-activation', model: s.activation!.model });
    const key = game.clock!(s, { turnSeconds: 90 })!.key;
    const next = game.apply(s, { type: 'end-activation', model: s.activation!.model }, active, m.dice).state;
    expect(game.clock!(next, { turnSeconds: 90 })!.key).not.toBe(key);
  });
});

describe('seeded bot games through the module end with a valid result', () => {
  // 50 games here; the package bench (`pnpm bench:trench-crusade`) plays 1,000.
  const GAMES = Array.from({ length: 50 }, (_, i) => i + 1);
  test.each(GAMES)('game %i', (n) => {
    const random = seededRandom(1000 + n);
    const scenario = SCENARIO_IDS[n % 2]!;
    const choices = {
      a: { sheet: randomWarband(random, 'new-antioch') },
      b: { sheet: randomWarband(random, 'heretic-legion') },
    };
    const bot = n % 3 === 0 ? 'random' : 'simple';
    const { state, dice } = newMatch(n, { scenario, shaken: n % 4 === 0, bot }, choices);
    let s = state;
    let commands = 0;
    while (!game.result(s)) {
      expect(commands++).toBeLessThan(20_000);
      const acting = game.whoMustAct(s);
      expect(acting).toEqual(rulesWhoMustAct(s as TrenchState));
      s = game.apply(s, game.bot!(s, acting[0]!, random), acting[0]!, dice).state;
    }
    const result = game.result(s)!;
    expect(['played', 'conceded']).toContain(result.reason);
    expect(
      Object.values(result.seats)
        .map((o) => o.result)
        .sort(),
    ).toEqual(result.winner === null ? ['draw', 'draw'] : ['loss', 'win']);
    if (result.winner) expect(result.seats[result.winner]!.result).toBe('win');
    expect(s.turn).toBeGreaterThanOrEqual(1);
  });
});

describe('a short game (house rule)', () => {
  test('turns: 1 ends after the first turn with victory points counted', () => {
    const m = newMatch(11, { turns: 1 });
    expect(m.state.lastTurn).toBe(1);
    const s = playUntil(m.state, m.dice, () => false, 11);
    expect(s.turn).toBe(1);
    expect(game.result(s)).toMatchObject({
      reason: 'played',
      details: { ending: expect.any(String), turn: 1 },
    });
  });
});
