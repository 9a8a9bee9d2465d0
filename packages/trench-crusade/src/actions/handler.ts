import type { Command } from '../engine/commands.js';
import type { Ctx } from '../engine/context.js';
import type { Option } from '../engine/options.js';
import type { Rejection } from '../engine/rejection.js';
import type { Activation, Model, TrenchState } from '../state/types.js';
import type { Seat } from '../types.js';

/** Runs an accepted command on the draft state: it must look models up in `ctx.s`, never reuse the checked ones. */
export type Execute = (ctx: Ctx) => void;

/**
 * One kind of command: what it offers the active model, and its check, which either refuses with a
 * reason or returns the execution. Options and checks share the same eligibility code.
 */
export interface ActionHandler<T extends Command['type']> {
  type: T;
  options?(s: TrenchState, m: Model, a: Activation): Option | null;
  check(s: TrenchState, seat: Seat, cmd: Extract<Command, { type: T }>): Rejection | Execute;
}
