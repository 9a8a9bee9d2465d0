import type { ErrorCode, MatchHeadline, MatchResult, Recipient, Seat } from '@dugout/client';
import type { z } from 'zod';

export type { MatchResult, Recipient, Seat };

/** A deterministic dice stream on a match's seed; `position` is how far into the stream it has read. */
export interface GameDice {
  readonly position: number;
}

/** Randomness for bots' choices only (never the match dice): a uniform integer in 0..n−1. */
export type BotRandom = (n: number) => number;

export interface Applied<State, Event> {
  state: State;
  events: Event[];
}

/**
 * The only seam between the host and a game: the host knows seats, commands, views and results, never
 * the rules. A module's functions are pure (apart from the dice they are given) and never mutate the
 * state they receive. A command the rules refuse is reported by throwing `CommandRejected`; any other
 * throw is treated as a bug in the module and fails that command only.
 */
// biome-ignore lint/suspicious/noExplicitAny: a registry holds modules of every state and command type.
export interface GameModule<State = any, Command = any, Event = any> {
  readonly id: string;
  /** The seats in order; the first two are stored as home and away. */
  readonly seats: readonly Seat[];
  /** Commands are validated against this at the socket edge, before the rules see them. */
  readonly commandSchema: z.ZodType<Command>;
  /**
   * Turns each seat's team choice from the lobby (`{ roster }`, `{ sheet }` …) into the JSON the match is
   * created from, stored with the match; throws `CommandRejected('match/invalid-team')` for a bad one.
   */
  prepare(teams: Record<Seat, unknown>): unknown;
  /** The dice stream on `seed` (32 bytes), starting at `position`. */
  dice(seed: Uint8Array, position: number): GameDice;
  /** A new match, run up to its first decision. `prepared` is what `prepare` returned. */
  create(prepared: unknown, dice: GameDice): Applied<State, Event>;
  whoMustAct(state: State): Seat[];
  apply(state: State, command: Command, seat: Seat, dice: GameDice): Applied<State, Event>;
  viewFor(state: State, recipient: Recipient): unknown;
  eventsFor(events: readonly Event[], recipient: Recipient): unknown[];
  result(state: State): MatchResult | undefined;
  /**
   * Hash of a state: equal hashes mean equal states. It must not depend on object key order: stored
   * states come back from the database (JSONB) with their keys reordered.
   */
  hash(state: State): string;
  /** Whose turn it is and a key that changes with every new turn, for the turn clock. */
  turn?(state: State): { seat: Seat; key: string } | undefined;
  /**
   * The next command that winds `seat`'s turn down when its clock has run out (end the activation, then
   * the turn …); undefined when there is none. The host applies these until the turn changes.
   */
  endTurnCommand?(state: State, seat: Seat): Command | undefined;
  /** Teams, score and turn of a state, for match lists. */
  headline?(state: State): MatchHeadline;
  /** A command for a bot playing `seat`. */
  botCommand?(state: State, seat: Seat, random: BotRandom): Command;
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

/** The modules a server hosts, by id. */
export class GameRegistry {
  readonly #modules = new Map<string, GameModule>();

  constructor(modules: readonly GameModule[]) {
    for (const m of modules) {
      if (this.#modules.has(m.id)) throw new Error(`two game modules share the id "${m.id}"`);
      this.#modules.set(m.id, m);
    }
  }

  get(id: string): GameModule | undefined {
    return this.#modules.get(id);
  }

  ids(): string[] {
    return [...this.#modules.keys()];
  }
}
