import type { ErrorCode, MatchHeadline, MatchResult, Recipient, Seat, SeatOutcome } from '@dugout/client';
import type { z } from 'zod';

export type { MatchHeadline, MatchResult, Recipient, Seat, SeatOutcome };

/**
 * The dice a module rolls with: the host's stream on the match's secret seed (`host/dice.ts`). Every roll
 * is recorded with its command, so a finished match's dice can be checked from the revealed seed without
 * running any game code. Shuffles and random picks are rolls too (a Fisher–Yates shuffle rolls n, n−1 … 2).
 */
export interface GameDice {
  /** Bytes of the stream read so far. */
  readonly position: number;
  /** A uniform integer in 1..sides (2 ≤ sides ≤ 256). */
  roll(sides: number): number;
}

/** Randomness for bots' choices only (never the match dice): a uniform integer in 0..n−1. */
export type BotRandom = (n: number) => number;

export interface Applied<State, Event> {
  state: State;
  events: Event[];
}

/**
 * Who a filter works for: a seat or a spectator, and whether the match is over. `over` is true for the
 * update of the command that ended the match, for `match:ended`, and for every summary and replay (at any
 * step) of a finished match: what a module shows then is what it makes public at the end.
 */
export interface Audience {
  recipient: Recipient;
  over: boolean;
}

/**
 * The seats a game is played with. `fixed`: always these (Blood Bowl: home and away). `range`: a table
 * chooses a count from min to max and seat i (0-based) is called `name(i)` (Blood Bound: `p1` … `p12`).
 */
export type SeatRule =
  | { readonly kind: 'fixed'; readonly seats: readonly Seat[] }
  | { readonly kind: 'range'; readonly min: number; readonly max: number; name(index: number): Seat };

/** The clock the coaches agreed to at the table. */
export interface ClockAgreement {
  turnSeconds: number;
}

/**
 * Who is on the clock now, as the module sees it. The host keeps the time; the module only says who and
 * with what budget.
 * - `turn`: one budget for the period `key` (a team turn), spent only while `seats[0]` must decide and kept
 *   while others decide within it (Blood Bowl's block dice the defender picks); a new key starts it full.
 * - `bank`: each seat in `seats` has its own bank of `budgetMs` for the period `key`, spent while that seat
 *   must decide: for windows where several seats may act at once (Blood Bound's intervention offers).
 * When a seat's time is up, `onExpiry: 'claim'` lets any other seat end it (`match:end-turn`), `'auto'` has
 * the host end it at once; either way the host applies `timeoutCommand` for that seat until it need not
 * act any more (or the key changes).
 */
export interface ClockDemand {
  key: string;
  kind: 'turn' | 'bank';
  seats: readonly Seat[];
  budgetMs: number;
  onExpiry: 'claim' | 'auto';
}

/**
 * What it means that a coach has been away from a seat for longer than the grace period (or never came):
 * - `forfeit`: the other seats may claim this result (Blood Bowl: the opponent wins by forfeit);
 * - `bot`: a bot takes the seat and plays on (the module must have `bot`); everyone is told;
 * - `end`: the match ends at once with this result.
 */
export type LeaveRuling =
  | { kind: 'forfeit'; result: MatchResult }
  | { kind: 'bot' }
  | { kind: 'end'; result: MatchResult };

/**
 * The only seam between the host and a game: the host knows seats, commands, views and results, never the
 * rules (an import-fence test keeps `src/host` free of any game). A module's functions are pure (apart
 * from the dice they are given) and never mutate what they receive. A command the rules refuse is
 * reported by throwing `CommandRejected`; any other throw is treated as a bug in the module and fails
 * that command only.
 *
 * **Secrecy.** State never leaves the server as it is: every byte sent about a match (join, update,
 * resync, replays of live and finished matches, summaries and lists, chat announcements, info logs) goes
 * through `viewFor`, `eventsFor`, `commandFor` and `headline` for one `Audience` at a time. Events must
 * carry enough to be filtered on their own (e.g. the seat a private event is for), because missed updates
 * are rebuilt from stored events without their states.
 *
 * **Versions.** `version` names the rules build; each match and each stored command records the version
 * it was made under. A server running another version resumes a live match from its last snapshot and
 * checks stored state hashes only for commands of its own version; `/verify` re-derives the dice always
 * and replays the rulings only under the match's version. Keep a state readable by later versions (add
 * fields with defaults), since a snapshot from the old version is where the new one resumes.
 */
// biome-ignore lint/suspicious/noExplicitAny: a registry holds modules of every state and command type.
export interface GameModule<State = any, Command = any, Event = any, Options = any> {
  /** 'blood-bowl', 'blood-bound', 'trench-crusade'. */
  readonly id: string;
  /** Package version + a digest of the rules build (`moduleVersion`), stored with every match and command. */
  readonly version: string;
  readonly seats: SeatRule;
  /** The options a table is opened with (scenario, house rules …), checked before a table is opened. */
  readonly optionsSchema: z.ZodType<Options>;
  /** Commands are validated against this at the socket edge, before the rules see them. */
  readonly commandSchema: z.ZodType<Command>;
  /**
   * Present when each seat brings a choice of its own (a Blood Bowl team, a warband): checks one seat's
   * choice when a coach takes a seat; throws `CommandRejected('match/invalid-team', …)` naming the problem.
   * A seat's choice is shown to everyone at the table before the start; keep secrets out of it.
   * `options`: the table's, checked (a Blood Bowl table's edition decides which rosters there are).
   */
  checkSeatChoice?(seat: Seat, choice: unknown, options?: Options): void;
  /** The choice a bot seat brings when the creator gives it none (games with seat choices). */
  defaultSeatChoice?(seat: Seat): unknown;
  /**
   * Everything a match is created from (stored with it, so a replay starts from it): the options, the
   * seats in order and each seat's choice. Throws `CommandRejected` for a bad choice.
   */
  prepare(options: Options, seats: readonly Seat[], choices: Readonly<Record<Seat, unknown>>): unknown;
  /** A new match, run up to its first decision (deals, tosses … roll `dice`). */
  create(setup: unknown, dice: GameDice): Applied<State, Event>;
  /** The seats that must (or may) decide now: several at once for a window of simultaneous offers. */
  whoMustAct(state: State): Seat[];
  apply(state: State, command: Command, seat: Seat, dice: GameDice): Applied<State, Event>;
  /** The state as `to` may see it: a seat its own secrets, a spectator only what is public. */
  viewFor(state: State, to: Audience): unknown;
  eventsFor(events: readonly Event[], to: Audience): unknown[];
  /**
   * A stored command as `to` may see it in a replay (boardgame.io's `redact`); `seat` sent it. Without this
   * hook a command is shown only to its own seat until the match is over.
   */
  commandFor?(command: Command, seat: Seat, to: Audience): unknown;
  /** The result once the match is over: every seat's outcome (win/draw/loss, place or side). */
  result(state: State): MatchResult | undefined;
  /**
   * Hash of a state: equal hashes mean equal states. It must not depend on object key order: stored
   * states come back from the database (JSONB) with their keys reordered.
   */
  hash(state: State): string;
  /** What it means for the match that the coach of `seat` has gone (see `LeaveRuling`). */
  onLeave(state: State, seat: Seat): LeaveRuling;
  /** Who is on the clock and with what budget; undefined when nobody is (set-up, between periods). */
  clock?(state: State, agreed: ClockAgreement): ClockDemand | undefined;
  /**
   * The next command that winds `seat`'s period down when its time is up (end the activation, then the
   * turn; decline to offer …); undefined when there is none.
   */
  timeoutCommand?(state: State, seat: Seat): Command | undefined;
  /** What lists and lobby cards show of a match, for `to`. */
  headline?(state: State, to: Audience): MatchHeadline;
  /** A command for a bot playing `seat` (any number of seats may be bots, each asked on its own). */
  bot?(state: State, seat: Seat, random: BotRandom): Command;
}

/** A command the rules do not allow: the coach sees `code` and `message`, nothing changes. */
export class CommandRejected extends Error {
  override readonly name = 'CommandRejected';
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

/** A module version: its package version and a short digest of its rules build, e.g. `0.1.0+3fa9c2d1e0b7`. */
export function moduleVersion(packageVersion: string, buildDigest: string): string {
  return `${packageVersion}+${buildDigest.slice(0, 12)}`;
}

/** The seats of a match under `rule`: the fixed list, or `count` seats named by the range's rule. */
export function seatList(rule: SeatRule, count?: number): Seat[] {
  if (rule.kind === 'fixed') {
    if (count !== undefined && count !== rule.seats.length) {
      throw new CommandRejected(
        'match/invalid-seats',
        `This game is played by exactly ${rule.seats.length}.`,
      );
    }
    return [...rule.seats];
  }
  const n = count ?? rule.min;
  if (!Number.isInteger(n) || n < rule.min || n > rule.max) {
    throw new CommandRejected(
      'match/invalid-seats',
      `This game is played by ${rule.min} to ${rule.max}, not ${n}.`,
    );
  }
  return Array.from({ length: n }, (_, i) => rule.name(i));
}

/** Every seat name a rule can produce (the range's largest table), in order. */
export function allSeats(rule: SeatRule): Seat[] {
  return rule.kind === 'fixed' ? [...rule.seats] : seatList(rule, rule.max);
}

/** The modules a server hosts, by id. */
export class GameRegistry {
  readonly #modules = new Map<string, GameModule>();

  constructor(modules: readonly GameModule[]) {
    for (const m of modules) {
      if (this.#modules.has(m.id)) throw new Error(`two game modules share the id "${m.id}"`);
      const names = allSeats(m.seats);
      if (new Set([...names, 'spectator']).size !== names.length + 1) {
        throw new Error(`game "${m.id}": seat names must be distinct and none may be "spectator"`);
      }
      this.#modules.set(m.id, m);
    }
  }

  get(id: string): GameModule | undefined {
    return this.#modules.get(id);
  }

  ids(): string[] {
    return [...this.#modules.keys()];
  }

  all(): GameModule[] {
    return [...this.#modules.values()];
  }
}
