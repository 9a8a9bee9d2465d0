import type { Dice, DieKind } from '../dice/index.js';
import { cloneJson } from '../state/clone.js';
import type { MatchState } from '../state/types.js';
import type { GameEvent, GameEventBody } from './events.js';
import type { Proc, ProcResult } from './procedure.js';

/**
 * What a running procedure may touch: the (already copied) state, the dice and the event list.
 *
 * The procedure stack is copied lazily: `apply` gives the new state a new stack array that still points
 * at the previous state's procedures, and a procedure is copied the first time this command touches it
 * (`own`). Procedures pushed during the command are new objects and already owned.
 */
export class Context {
  readonly #owned = new Set<Proc>();

  constructor(
    readonly s: MatchState,
    readonly dice: Dice,
    readonly events: GameEvent[],
  ) {}

  /** The procedure at `index` from the top (0 = top), copied first if this command has not yet. */
  own(index = 0): Proc | undefined {
    const stack = this.s.stack;
    const i = stack.length - 1 - index;
    const p = stack[i];
    if (p === undefined || this.#owned.has(p)) return p;
    const copy = cloneJson(p);
    stack[i] = copy;
    this.#owned.add(copy);
    return copy;
  }

  /** Logs an event; `body` must be a fresh object (it becomes the event). */
  emit(body: GameEventBody): void {
    this.s.eventSeq += 1;
    const event = body as GameEvent;
    event.seq = this.s.eventSeq;
    this.events.push(event);
  }

  /** `alike`: faces this roll treats the same (see `RollSite`); it changes nothing for real dice. */
  roll(kind: DieKind, alike?: (face: number) => number): number {
    // The context rides along so the odds' branching dice can see the state a roll is made in.
    return this.dice.roll(kind, alike ? { s: this.s, alike } : this);
  }

  /** Two dice of `kind` of which only the total is read (the odds branch once per total). */
  rollTwo(kind: DieKind): [number, number] {
    const a = this.dice.roll(kind, { s: this.s, totalOfTwo: true });
    const b = this.dice.roll(kind, this);
    return [a, b];
  }

  push(p: Proc): void {
    this.#owned.add(p);
    this.s.stack.push(p);
  }

  /** Pops the running procedure and hands `result` to the one below it. */
  finish(result?: ProcResult): void {
    const stack = this.s.stack;
    stack.pop();
    // Nothing to hand over: the procedure below is left shared (not copied), as most ball procedures end.
    const under = stack[stack.length - 1];
    if (result === undefined && (under === undefined || under.result === undefined)) return;
    const below = this.own();
    if (below) below.result = result;
  }
}
