import { runActionRoll } from '../combat/action-then.js';
import { runInjuries } from '../combat/injuries.js';
import { runMeleeAttack } from '../combat/melee-attack.js';
import { runRangedAttack } from '../combat/ranged-attack.js';
import { runCharge } from '../movement/charge.js';
import { runMove } from '../movement/move.js';
import { runRetreat } from '../movement/retreat.js';
import type { Proc, ProcKind } from '../state/procs.js';
import type { Ctx } from './context.js';

/** 'done': finished (it may have pushed what comes next); 'call': it pushed work and resumes after; 'wait': a decision. */
export type Step = 'done' | 'call' | 'wait';

type Runner<P> = (ctx: Ctx, p: P) => Step;

const RUNNERS: { [K in ProcKind]: Runner<Extract<Proc, { kind: K }>> } = {
  'action-roll': runActionRoll,
  injuries: runInjuries,
  'ranged-attack': runRangedAttack,
  'melee-attack': runMeleeAttack,
  move: runMove,
  charge: runCharge,
  retreat: runRetreat,
};

/** Runs the procedure stack until it is empty or a procedure waits on a decision. */
export function runStack(ctx: Ctx): 'empty' | 'wait' {
  for (let guard = 0; guard < 10_000; guard++) {
    const top = ctx.s.stack.at(-1);
    if (!top) return 'empty';
    const run = RUNNERS[top.kind] as Runner<Proc>;
    const step = run(ctx, top);
    if (step === 'wait') {
      if (!top.wait) throw new Error(`procedure ${top.kind} waits without saying on what`);
      return 'wait';
    }
    if (step === 'done') ctx.s.stack.splice(ctx.s.stack.lastIndexOf(top), 1);
  }
  throw new Error('the procedure stack did not settle');
}

/** The procedure waiting on a decision, if any. */
export function waitingProc(stack: readonly Proc[]): Proc | undefined {
  const top = stack.at(-1);
  return top?.wait ? top : undefined;
}
