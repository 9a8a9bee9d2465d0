import type { ActionHandler } from '../actions/handler.js';
import { ACTION_HANDLERS, activationOptions, isActionCommand } from '../actions/registry.js';
import type { Dice } from '../dice/dice.js';
import { activateOptions, checkActivate, settle } from '../flow/activation.js';
import { checkDeploy, deployOptions } from '../flow/deployment.js';
import { checkChooseZone, checkField, setupOptions } from '../flow/setup-choices.js';
import { checkChooseFirst, chooseFirstOptions } from '../flow/turn.js';
import { endGame } from '../flow/victory.js';
import { model } from '../state/query.js';
import type { TrenchState } from '../state/types.js';
import { isSeat, otherSeat, type Seat } from '../types.js';
import { cloneJson } from '../util/clone.js';
import { checkAnswer, optionFor } from './answers.js';
import { COMMAND_TYPES, type Command } from './commands.js';
import type { Ctx } from './context.js';
import type { TrenchEvent } from './events.js';
import type { Option } from './options.js';
import { type Rejection, reject } from './rejection.js';
import { runStack, waitingProc } from './stack.js';

export type ApplyResult =
  | { ok: true; state: TrenchState; events: TrenchEvent[] }
  | { ok: false; rejection: Rejection };

type Execute = (ctx: Ctx) => void;

/** Copies a state for a command to change; the battlefield never changes, so it is shared. */
function draft(s: TrenchState): TrenchState {
  const { battlefield, ...rest } = s;
  return { ...cloneJson(rest), battlefield };
}

/** Who must act now: the seat a question waits on, else the phase's seat; nobody once the game is over. */
export function whoMustAct(s: TrenchState): Seat[] {
  if (s.result) return [];
  const waiting = waitingProc(s.stack);
  if (waiting) return [waiting.wait!.seat];
  return s.phase.kind === 'game-over' ? [] : [s.phase.seat];
}

/** Every command `seat` may give now (concede always, while the game lasts). */
export function legalCommands(s: TrenchState, seat: Seat): Option[] {
  if (s.result || !whoMustAct(s).includes(seat)) return s.result ? [] : [{ type: 'concede' }];
  const waiting = waitingProc(s.stack);
  const out: Option[] = [];
  if (waiting) out.push(optionFor(waiting));
  else if (s.phase.kind === 'activations' && s.activation) {
    out.push(...activationOptions(s, model(s, s.activation.model), s.activation));
  } else {
    out.push(
      ...setupOptions(s, seat),
      ...deployOptions(s, seat),
      ...chooseFirstOptions(s, seat),
      ...activateOptions(s, seat),
    );
  }
  out.push({ type: 'concede' });
  return out;
}

/** The one legality path: a command is accepted only if this returns its execution. */
export function check(s: TrenchState, seat: unknown, c: unknown): Rejection | Execute {
  if (s.result) return reject('game-over', 'the game is over');
  if (!isSeat(seat))
    return reject('not-your-decision', `"${String(seat)}" is not a seat of this game (a or b)`);
  if (
    typeof c !== 'object' ||
    c === null ||
    !(COMMAND_TYPES as readonly unknown[]).includes((c as Command).type)
  ) {
    return reject(
      'malformed-command',
      `a command is an object whose type is one of ${COMMAND_TYPES.join(', ')}`,
    );
  }
  const cmd = c as Command;
  if (cmd.type === 'concede') return (ctx) => endGame(ctx, 'conceded', otherSeat(seat));
  if (!whoMustAct(s).includes(seat))
    return reject('not-your-decision', `the game waits for ${whoMustAct(s).join(', ')}`);
  const waiting = waitingProc(s.stack);
  if (waiting) return checkAnswer(s, waiting, cmd);
  switch (cmd.type) {
    case 'choose-zone':
      return checkChooseZone(s, seat, cmd.edge);
    case 'field':
      return checkField(s, seat, cmd.models);
    case 'deploy':
      return checkDeploy(s, seat, cmd);
    case 'choose-first':
      return checkChooseFirst(s, seat, cmd.first);
    case 'activate':
      return checkActivate(s, seat, cmd.model);
  }
  if (isActionCommand(cmd.type) && s.phase.kind === 'activations' && s.activation) {
    const h = ACTION_HANDLERS[cmd.type] as ActionHandler<typeof cmd.type>;
    return h.check(s, seat, cmd as never);
  }
  const expected = [...new Set(legalCommands(s, seat).map((o) => o.type))].join(', ');
  return reject('unexpected-command', `"${cmd.type}" is not possible now; expected ${expected}`);
}

/** Runs procedures and the game's flow until someone must decide. */
export function drive(ctx: Ctx): void {
  for (let guard = 0; guard < 1000; guard++) {
    if (runStack(ctx) === 'wait') return;
    settle(ctx);
    if (ctx.s.stack.length === 0) return;
  }
  throw new Error('the game did not reach a decision');
}

/**
 * Applies one command for `seat`: a checked command changes a copy of the state and reports what
 * happened, every die included; a refused one changes nothing and says why.
 */
export function apply(s: TrenchState, seat: Seat, command: Command, dice: Dice): ApplyResult {
  const verdict = check(s, seat, command);
  if (typeof verdict !== 'function') return { ok: false, rejection: verdict };
  const ctx: Ctx = { s: draft(s), dice, events: [] };
  verdict(ctx);
  drive(ctx);
  ctx.s.step += 1;
  return { ok: true, state: ctx.s, events: ctx.events };
}
