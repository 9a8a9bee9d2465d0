import { closeActivation, passActivation } from '../flow/activation.js';
import { activeModel } from './guard.js';
import type { ActionHandler } from './handler.js';

/** The end of an Activation: the player says the model is done. */
export const END_ACTIVATION: ActionHandler<'end-activation'> = {
  type: 'end-activation',
  options: (_s, m) => ({ type: 'end-activation', model: m.id }),
  check(s, seat, cmd) {
    const am = activeModel(s, seat, cmd.model);
    if ('code' in am) return am;
    return (ctx) => {
      closeActivation(ctx, 'done');
      passActivation(ctx, seat);
    };
  },
};
