import { type Ctx, emit } from '../engine/context.js';
import type { Option } from '../engine/options.js';
import { type Rejection, reject } from '../engine/rejection.js';
import { tableModels } from '../state/query.js';
import { SEATS, type Seat } from '../types.js';
import { rollOff } from './roll-off.js';

/**
 * The start of a turn (reference §2): the player with fewer models on the table decides who makes the
 * first Activation; with equal numbers a roll-off decides who decides.
 */
export function startTurn(ctx: Ctx): void {
  const s = ctx.s;
  s.turn += 1;
  for (const m of Object.values(s.models)) m.activated = false;
  emit(ctx, { type: 'turn-started', turn: s.turn });
  const a = tableModels(s, 'a').length;
  const b = tableModels(s, 'b').length;
  const decider: Seat = a === b ? rollOff(ctx, 'first-activation') : a < b ? 'a' : 'b';
  s.phase = { kind: 'first-activation', seat: decider };
}

export function checkChooseFirst(s: Ctx['s'], seat: Seat, first: unknown): Rejection | ((ctx: Ctx) => void) {
  if (s.phase.kind !== 'first-activation' || s.phase.seat !== seat) {
    return reject('not-your-decision', 'you do not decide who activates first now');
  }
  if (!SEATS.includes(first as Seat)) return reject('malformed-command', 'first is "a" or "b"');
  return (ctx) => {
    emit(ctx, { type: 'first-activation', decider: seat, first: first as Seat });
    ctx.s.phase = { kind: 'activations', seat: first as Seat };
  };
}

export function chooseFirstOptions(s: Ctx['s'], seat: Seat): Option[] {
  return s.phase.kind === 'first-activation' && s.phase.seat === seat
    ? [{ type: 'choose-first', seats: [...SEATS] }]
    : [];
}
