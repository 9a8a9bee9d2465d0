import type { Command } from '../engine/commands.js';
import type { Option } from '../engine/options.js';
import type { Activation, Model, TrenchState } from '../state/types.js';
import { ABILITY, abilityOptions } from './abilities.js';
import { CHARGE } from './charge.js';
import { END_ACTIVATION } from './end-activation.js';
import type { ActionHandler } from './handler.js';
import { MELEE } from './melee.js';
import { DASH, MOVE, RETREAT } from './move.js';
import { SHOOT } from './shoot.js';
import { STAND } from './stand.js';

/** Commands of an open Activation, by type. */
export const ACTION_HANDLERS = {
  stand: STAND,
  move: MOVE,
  dash: DASH,
  charge: CHARGE,
  retreat: RETREAT,
  shoot: SHOOT,
  melee: MELEE,
  ability: ABILITY,
  'end-activation': END_ACTIVATION,
} satisfies { [T in Command['type']]?: ActionHandler<T> };

export type ActionCommandType = keyof typeof ACTION_HANDLERS;

export function isActionCommand(type: string): type is ActionCommandType {
  return Object.hasOwn(ACTION_HANDLERS, type);
}

/** Everything the active model may do now. */
export function activationOptions(s: TrenchState, m: Model, a: Activation): Option[] {
  const out: Option[] = [];
  for (const h of Object.values(ACTION_HANDLERS) as ActionHandler<Command['type']>[]) {
    const o = h.options?.(s, m, a);
    if (o) out.push(o);
  }
  out.splice(out.length - 1, 0, ...abilityOptions(s, m, a));
  return out;
}
