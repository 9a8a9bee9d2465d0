import type { MatchState } from '../state/types.js';
import type { Command } from './commands.js';
import type { Context } from './context.js';
import type { Decision } from './decision.js';

/** What a finished procedure hands back to the one below it on the stack. */
export type ProcResult =
  | boolean
  | { kind: 'test'; success: boolean; natural: number; total: number; target: number }
  | { kind: 'injury'; removed: boolean };

/**
 * A procedure on the stack: plain JSON data. `kind` selects its definition; `input` is the command the
 * coach answered its decision with; `result` is what the procedure it pushed handed back.
 */
export interface Proc {
  kind: string;
  input?: Command | undefined;
  result?: ProcResult | undefined;
  [key: string]: unknown;
}

export const WAIT = 'wait';
export const NEXT = 'next';
export type Step = typeof WAIT | typeof NEXT;

/**
 * A procedure's behaviour. `run` makes progress: it may push procedures, pop itself with
 * `ctx.finish()`, or return WAIT when it needs a coach's decision, described by `decide`.
 */
export interface ProcDef<P extends Proc> {
  run(ctx: Context, p: P): Step;
  decide?(s: MatchState, p: P): Decision;
}

export function defineProc<P extends Proc>(def: ProcDef<P>): ProcDef<Proc> {
  return def as unknown as ProcDef<Proc>;
}

/** Takes the coach's answer off a procedure (so it is consumed once). */
export function takeInput(p: Proc): Command | undefined {
  const c = p.input;
  if (c !== undefined) p.input = undefined;
  return c;
}

/** Takes the result handed back by a child procedure. */
export function takeResult(p: Proc): ProcResult | undefined {
  const r = p.result;
  if (r !== undefined) p.result = undefined;
  return r;
}

export function takeBool(p: Proc): boolean {
  const r = takeResult(p);
  if (typeof r === 'boolean') return r;
  if (r && r.kind === 'test') return r.success;
  return false;
}
