import type { Dice, DieKind } from '../dice/index.js';
import type { MatchState } from '../state/types.js';
import type { GameEvent, GameEventBody } from './events.js';
import type { Proc, ProcResult } from './procedure.js';

/** What a running procedure may touch: the (already copied) state, the dice and the event list. */
export class Context {
  constructor(
    readonly s: MatchState,
    readonly dice: Dice,
    readonly events: GameEvent[],
  ) {}

  emit(body: GameEventBody): void {
    this.s.eventSeq += 1;
    this.events.push({ ...body, seq: this.s.eventSeq } as GameEvent);
  }

  roll(kind: DieKind): number {
    return this.dice.roll(kind);
  }

  push(p: Proc): void {
    this.s.stack.push(p);
  }

  /** Pops the running procedure and hands `result` to the one below it. */
  finish(result?: ProcResult): void {
    this.s.stack.pop();
    const below = this.s.stack[this.s.stack.length - 1];
    if (below) below.result = result;
  }
}
