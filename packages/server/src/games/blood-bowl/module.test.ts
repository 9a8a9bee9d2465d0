import {
  type AnyTeam,
  apply,
  block,
  buildStartingTeam,
  type Command,
  checkTeamSheet,
  DIE_KINDS,
  DIE_SIDES,
  loadScenario,
  onPitch,
  ScriptedDice,
  SeededDice,
  selfPlay,
} from '@dugout/rules';
import { describe, expect, test } from 'vitest';
import { SeededStream } from '../../host/dice.js';
import { CommandRejected } from '../../host/game-module.js';
import { commandSchema } from './commands.js';
import { bloodBowlModule, type LeagueInducementSetup, serverTeam } from './module.js';

const game = bloodBowlModule();
const SEED = new Uint8Array(32).fill(7);
const dice = () => new SeededStream(SEED);
const SEATS = ['home', 'away'] as const;
const state = () =>
  loadScenario({
    players: [
      { id: 'h1', team: 'home', at: [10, 7] },
      { id: 'a1', team: 'away', at: [15, 7] },
    ],
    teams: { away: { score: 1 } },
  });

describe('the dice of a Blood Bowl match', () => {
  test("the host's stream rolls exactly what the rules' SeededDice rolls, die kind by die kind", () => {
    const rules = new SeededDice(SEED);
    const host = new SeededStream(SEED);
    for (let i = 0; i < 2000; i++) {
      const kind = DIE_KINDS[(i * 7 + (i >> 3)) % DIE_KINDS.length]!;
      expect(host.roll(DIE_SIDES[kind])).toBe(rules.roll(kind));
    }
    expect(host.position).toBe(rules.position);
  });
});

describe('the version a match records', () => {
  test('the rules package version and a digest of its build; a test may report another', () => {
    expect(game.version).toMatch(/^0\.1\.0\+[0-9a-f]{12}$/);
    expect(bloodBowlModule().version).toBe(game.version);
    expect(bloodBowlModule({ version: 'X' }).version).toBe('X');
  });
});

describe('Star Player special rules at the module edge', () => {
  test('the socket schema accepts a re-roll from a special rule and refuses an unknown source', () => {
    const cmd = { type: 'reroll', source: 'lord-of-chaos' };
    expect(commandSchema.parse(cmd)).toEqual(cmd);
    expect(commandSchema.safeParse({ type: 'reroll', source: 'lord-of-nothing' }).success).toBe(false);
  });
});

describe('concession at the module edge', () => {
  test('the socket schema accepts { type: "concede" }', () => {
    expect(commandSchema.parse({ type: 'concede' })).toEqual({ type: 'concede' });
  });

  test("the coach whose turn starts concedes: the result says 'conceded'; the leading opponent's 1-0 stands", () => {
    const { state: after } = game.apply(state(), { type: 'concede' }, 'home', dice());
    expect(game.whoMustAct(after)).toEqual([]);
    expect(game.result(after)).toEqual({
      winner: 'away',
      seats: { home: { result: 'loss' }, away: { result: 'win' } },
      reason: 'conceded',
      details: { home: 0, away: 1, conceded: { team: 'home', withoutPenalty: true } },
    });
  });

  test("the other coach cannot concede in this turn: rejected with the engine's reason", () => {
    expect(() => game.apply(state(), { type: 'concede' }, 'away', dice())).toThrow(CommandRejected);
  });
});

describe('seats, leaving and the clock', () => {
  test('two fixed seats; a coach who leaves forfeits to the other', () => {
    expect(game.seats).toEqual({ kind: 'fixed', seats: SEATS });
    expect(game.onLeave(state(), 'away')).toEqual({
      kind: 'forfeit',
      result: {
        winner: 'home',
        seats: { home: { result: 'win' }, away: { result: 'loss' } },
        reason: 'forfeit',
      },
    });
  });

  test('the team turn is on the clock with the agreed budget; others may end it once it has run out', () => {
    const s = game.create(
      game.prepare({}, SEATS, { home: { roster: 'human' }, away: { roster: 'orc' } }),
      dice(),
    ).state;
    // Before the first turn the coin toss is on the clock too, and the host answers it when time is up.
    expect(s.decision?.kind).toBe('coin-toss');
    expect(game.clock?.(s, { turnSeconds: 240 })).toMatchObject({
      kind: 'turn',
      seats: [s.decision?.team],
      budgetMs: 240_000,
      onExpiry: 'auto',
    });
    const turn = game.clock?.(state(), { turnSeconds: 90 });
    expect(turn).toMatchObject({ kind: 'turn', seats: ['home'], budgetMs: 90_000, onExpiry: 'claim' });
  });

  test('a team choice is checked seat by seat, with the seat named', () => {
    expect(() => game.checkSeatChoice?.('away', { roster: 'martians' })).toThrow(
      /away: there is no roster "martians"/,
    );
    expect(() => game.checkSeatChoice?.('home', { roster: 'orc' })).not.toThrow();
    expect(game.optionsSchema.safeParse({ edition: 'x' }).success).toBe(false);
  });
});

describe('the headline of a match', () => {
  test('an auto-built team without a name is listed by its roster so the lobby can name it per language', () => {
    const to = { recipient: 'spectator', over: false };
    const prepared = game.prepare({}, SEATS, {
      home: { roster: 'human' },
      away: { roster: 'orc', name: 'Gouged Eye' },
    });
    const s = game.create(prepared, dice()).state;
    expect(game.headline?.(s, to)).toMatchObject({
      teams: { home: 'Human Starters', away: 'Gouged Eye' },
      unnamedTeams: { home: 'human' },
    });
    const named = game.create(
      game.prepare({}, SEATS, { home: { roster: 'human', name: 'Reikland' }, away: { roster: 'orc' } }),
      dice(),
    ).state;
    expect(game.headline?.(named, to)?.unnamedTeams).toEqual({ away: 'orc' });
  });
});

describe('time up on any decision of the turn', () => {
  test('every decision of the team whose turn it is has a timeout command, one of the options offered', () => {
    let seen = 0;
    for (let g = 0; g < 4; g++) {
      selfPlay({
        seed: new Uint8Array(32).fill(g + 11),
        onStep(s) {
          const demand = game.clock?.(s, { turnSeconds: 60 });
          const d = s.decision;
          if (!demand || !d || d.team !== demand.seats[0]) return;
          seen++;
          const command = game.timeoutCommand?.(s, d.team);
          if (!d.options.includes(command as Command))
            throw new Error(`no timeout command for ${d.kind}: ${JSON.stringify(command)}`);
        },
      });
    }
    expect(seen).toBeGreaterThan(100);
  });
});

describe('the socket edge lets through every command the engine offers', () => {
  test('every option of every decision in self-play passes the command schema', () => {
    for (let game = 0; game < 6; game++) {
      selfPlay({
        seed: new Uint8Array(32).fill(game + 1),
        onStep(state) {
          for (const option of state.decision?.options ?? []) {
            const parsed = commandSchema.safeParse(option);
            if (!parsed.success)
              throw new Error(`refused ${JSON.stringify(option)}: ${parsed.error.message}`);
          }
        },
      });
    }
  });

  test('a push into the crowd (a square beyond the sideline) passes; two squares beyond is malformed', () => {
    // A chain push against the sideline: every square behind the home Lineman is in the crowd.
    const dice = new ScriptedDice([block('push-back'), block('push-back')]);
    let s = loadScenario({
      players: [
        { id: 'h1', team: 'home', at: [10, 2] },
        { id: 'a1', team: 'away', at: [10, 1] },
        { id: 'h2', team: 'home', at: [10, 0] },
        { id: 'h3', team: 'home', at: [9, 0] },
        { id: 'h4', team: 'home', at: [11, 0] },
      ],
    });
    const commands: Command[] = [
      { type: 'activate', player: 'h1', action: 'block' },
      { type: 'player', player: 'a1' },
      { type: 'square', square: { x: 10, y: 0 } },
    ];
    for (const c of commands) s = apply(s, { ...c, team: 'home' }, dice).state;
    const crowd = (s.decision?.options ?? []).filter(
      (o) => o.type === 'square' && !onPitch(o.square.x, o.square.y),
    );
    expect(crowd).toContainEqual({ type: 'square', square: { x: 10, y: -1 } });
    for (const option of crowd) expect(commandSchema.safeParse(option).success).toBe(true);
    expect(commandSchema.safeParse({ type: 'square', square: { x: 8, y: 16 } }).success).toBe(false);
    expect(commandSchema.safeParse({ type: 'square', square: { x: -2, y: 7 } }).success).toBe(false);
  });
});

describe('inducements at a table (§3.18, §3.22)', () => {
  const choices = { home: { roster: 'human' }, away: { roster: 'orc' } };

  test('a table with an inducement budget reaches the step; each coach passes it with done, or time up does', () => {
    expect(game.optionsSchema.safeParse({ inducements: { budget: 150_000 } }).success).toBe(true);
    expect(game.optionsSchema.safeParse({ inducements: { budget: 1_234 } }).success).toBe(false);
    const prepared = game.prepare({ inducements: { budget: 150_000 } }, SEATS, choices);
    let s = game.create(prepared, dice()).state;
    expect(s.decision).toMatchObject({ kind: 'inducements', team: 'home' });
    expect(s.decision?.options).toContainEqual({ type: 'choose', choice: 'buy:bribes' });
    const bought = game.apply(s, { type: 'choose', choice: 'buy:bribes' }, 'home', dice()).state;
    expect(bought.inducements?.sides.home.spentTreasury).toBe(100_000);
    s = game.apply(bought, { type: 'done' }, 'home', dice()).state;
    expect(s.decision).toMatchObject({ kind: 'inducements', team: 'away' });
    // The away coach's time runs out: time up is `done`.
    const timeUp = game.timeoutCommand?.(s, 'away');
    expect(timeUp).toEqual({ type: 'done' });
    s = game.apply(s, timeUp as Command, 'away', dice()).state;
    expect(s.decision?.kind).toBe('coin-toss');
  });

  test('without the option there is no step; the bot passes it at random within the rules', () => {
    const plain = game.create(game.prepare({}, SEATS, choices), dice()).state;
    expect(plain.decision?.kind).toBe('coin-toss');
    let s = game.create(game.prepare({ inducements: { budget: 300_000 } }, SEATS, choices), dice()).state;
    let n = 0;
    // Buying, then any prayer that asks for a player or a skill.
    for (; (s.decision?.kind === 'inducements' || s.decision?.kind === 'prayer-choice') && n < 100; n++) {
      const seat = s.decision.team;
      s = game.apply(s, game.bot?.(s, seat, (k) => (n * 7) % k) as Command, seat, dice()).state;
    }
    expect(s.decision?.kind).toBe('coin-toss');
    for (const side of SEATS) expect(s.inducements?.sides[side].spentTreasury).toBeLessThanOrEqual(300_000);
  });
});

describe('league purses (§3.18) come only from server-built seats', () => {
  const team = (roster: 'human' | 'orc'): AnyTeam => {
    const checked = checkTeamSheet(buildStartingTeam(roster));
    if (!checked.ok) throw new Error(`the ${roster} starting team does not check`);
    return checked.team;
  };
  const purses: LeagueInducementSetup = {
    mode: 'league',
    ctv: { home: 1_000_000, away: 700_000 },
    treasury: { home: 80_000, away: 200_000 },
  };
  const seats = (home: LeagueInducementSetup | undefined, away: LeagueInducementSetup | undefined) => ({
    home: serverTeam(team('human'), home),
    away: serverTeam(team('orc'), away),
  });

  test('both seats carry the fixture purses: the setup keeps them and the match opens with the league step', () => {
    const prepared = game.prepare({}, SEATS, seats(purses, purses));
    expect(prepared).toMatchObject({ inducements: purses });
    // Stored as JSON and read back (a resume, a replay, a verify): the same start.
    const stored = JSON.parse(JSON.stringify(prepared));
    const s = game.create(stored, dice()).state;
    expect(s.decision).toMatchObject({ kind: 'inducements', team: 'home' });
    expect(s.inducements?.sides).toMatchObject({
      home: { pettyCash: 0, treasury: 80_000 },
      away: { pettyCash: 300_000, treasury: 50_000 },
    });
    expect(game.hash(s)).toBe(game.hash(game.create(prepared, dice()).state));
  });

  test('one seat without them, two that disagree, or a budget beside them: refused', () => {
    const refused = (options: object, choices: Record<string, unknown>) => {
      try {
        game.prepare(options, SEATS, choices);
      } catch (error) {
        expect(error).toBeInstanceOf(CommandRejected);
        return (error as CommandRejected).message;
      }
      throw new Error('expected a refusal');
    };
    expect(refused({}, seats(purses, undefined))).toMatch(/same purses/);
    expect(refused({}, seats(purses, { ...purses, treasury: { home: 0, away: 0 } }))).toMatch(/same purses/);
    expect(refused({ inducements: { budget: 100_000 } }, seats(purses, purses))).toMatch(/not from a budget/);
  });

  test('the options a client sends cannot name league purses', () => {
    expect(game.optionsSchema.safeParse({ inducements: purses }).success).toBe(false);
    expect(game.optionsSchema.safeParse({ inducements: { budget: 0, ...purses } }).success).toBe(false);
  });
});
