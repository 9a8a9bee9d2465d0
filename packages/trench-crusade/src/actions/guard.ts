import { type Rejection, reject } from '../engine/rejection.js';
import { model } from '../state/query.js';
import type { Activation, Model, TrenchState } from '../state/types.js';
import type { Seat } from '../types.js';

/** The active model, if `seat` may act with `id` now: its Activation is open and nothing waits on anyone. */
export function activeModel(
  s: TrenchState,
  seat: Seat,
  id: unknown,
): { m: Model; a: Activation } | Rejection {
  const a = s.activation;
  if (s.phase.kind !== 'activations' || !a || s.stack.length > 0) {
    return reject('unexpected-command', 'no model of yours is activated now');
  }
  if (typeof id !== 'string' || !s.models[id])
    return reject('unknown-model', `there is no model "${String(id)}"`);
  const m = model(s, id);
  if (m.seat !== seat) return reject('not-your-model', `${m.name} is not yours`);
  if (a.model !== id) return reject('not-eligible', `${m.name} is not the model being activated`);
  return { m, a };
}

export function took(a: Activation, action: string): boolean {
  return a.taken.includes(action);
}
