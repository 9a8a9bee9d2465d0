import type { Seat } from '@dugout/client';

export interface BotDriverDeps {
  /** The seats bots play now (from the start, or since their coach left). */
  bots(): readonly Seat[];
  /** The seats that must decide now. */
  toAct(): readonly Seat[];
  /** Asks the module for `seat`'s command and commits it (through the match's queue). */
  play(seat: Seat): Promise<void>;
  /** Runs `work` after the current one (`setImmediate`), so a bot never answers inside a commit. */
  defer(work: () => void): void;
  /** A bot's command failed (a bug in the module's bot, or another node moved the match on). */
  failed(seat: Seat, error: unknown): void;
}

/**
 * Plays the bot seats of a match: whenever a bot seat must decide, it asks the module for that seat's
 * command and commits it as a participant of its own (actor "bot"), one command at a time; then looks
 * again, so any number of bot seats take their decisions in turn.
 */
export class BotDriver {
  #pending = false;
  #disposed = false;

  constructor(private readonly deps: BotDriverDeps) {}

  /** Looks whether a bot must decide, after every change of the match. */
  poke(): void {
    if (this.#pending || this.#disposed || !this.#next()) return;
    this.#pending = true;
    this.deps.defer(() => {
      this.#pending = false;
      const seat = this.#disposed ? undefined : this.#next();
      if (seat === undefined) return;
      this.deps.play(seat).then(
        () => this.poke(),
        (error: unknown) => this.deps.failed(seat, error),
      );
    });
  }

  dispose(): void {
    this.#disposed = true;
  }

  #next(): Seat | undefined {
    const bots = this.deps.bots();
    return this.deps.toAct().find((s) => bots.includes(s));
  }
}
