import type { Dice } from '../dice/dice.js';
import type { TrenchState } from '../state/types.js';
import type { TrenchEvent } from './events.js';

/** What a procedure works on: a draft state it may change, the dice, and the events it reports. */
export interface Ctx {
  s: TrenchState;
  dice: Dice;
  events: TrenchEvent[];
}

export function emit(ctx: Ctx, event: TrenchEvent): void {
  ctx.events.push(event);
}

/** Puts a procedure on top of the stack: it runs before the one that pushed it resumes. */
export function push(ctx: Ctx, proc: import('../state/procs.js').Proc): void {
  ctx.s.stack.push(proc);
}
