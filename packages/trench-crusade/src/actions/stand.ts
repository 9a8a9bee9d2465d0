import { actionRollProc, standUp } from '../combat/action-then.js';
import { push } from '../engine/context.js';
import { reject } from '../engine/rejection.js';
import type { Activation, Model, TrenchState } from '../state/types.js';
import { activeModel, took } from './guard.js';
import type { ActionHandler } from './handler.js';

/**
 * Standing up (seed, Warrior Down!): a model Down since an earlier turn stands at the start of its
 * Activation, its movement halved; one taken Down this turn may try at once with a RISKY ACTION.
 * Returns how it may stand, or null.
 */
export function standing(s: TrenchState, m: Model, a: Activation): 'free' | 'risky' | null {
  if (m.status !== 'down' || took(a, 'stand')) return null;
  if (m.downedInTurn === s.turn) return 'risky';
  return a.taken.length === 0 ? 'free' : null;
}

export const STAND: ActionHandler<'stand'> = {
  type: 'stand',
  options(s, m, a) {
    const how = standing(s, m, a);
    return how ? { type: 'stand', model: m.id, risky: how === 'risky' } : null;
  },
  check(s, seat, cmd) {
    const am = activeModel(s, seat, cmd.model);
    if ('code' in am) return am;
    const how = standing(s, am.m, am.a);
    if (!how) {
      return reject(
        'not-eligible',
        `${am.m.name} cannot stand now: it is not Down, or stood already, or the Activation is under way`,
      );
    }
    return (ctx) => {
      ctx.s.activation!.taken.push('stand');
      if (how === 'free') return standUp(ctx, am.m.id, true);
      const onSuccess = { kind: 'stand' as const, model: am.m.id };
      push(ctx, actionRollProc(ctx.s, ctx.s.models[am.m.id]!, 'stand', { risky: true, onSuccess }));
    };
  },
};
