import { type ActionResult, actionResult } from '../charts/action-success.js';
import { rollPool } from '../dice/pool.js';
import { type Ctx, emit } from '../engine/context.js';
import type { ActionPurpose, Modifier } from '../engine/events.js';
import { distanceBetween, enemiesOf, hasAbility, isDown } from '../state/query.js';
import type { Model, TrenchState } from '../state/types.js';
import type { MarkerSpend } from '../state/waits.js';
import { spendMarkers } from './blood-markers.js';

/** Unholy Hymns: enemies within 8" of the Chorister take -1 DICE on all their ACTIONS. */
export const HYMNS_RANGE = 8;

/** ±DICE on every ACTION of the model: Down (seed, Warrior Down!) and Unholy Hymns. */
export function actionDice(s: TrenchState, m: Model): Modifier[] {
  const out: Modifier[] = [];
  if (isDown(m)) out.push({ source: 'down', value: -1 });
  if (enemiesOf(s, m).some((e) => hasAbility(e, 'unholy-hymns') && distanceBetween(e, m) <= HYMNS_RANGE)) {
    out.push({ source: 'unholy-hymns', value: -1 });
  }
  return out;
}

/**
 * Rolls on the chart that are not ACTIONS: the seed's note on Shaken says only ACTIONS become RISKY, not
 * every Action Success roll.
 */
const NOT_ACTIONS: readonly ActionPurpose[] = ['ledge', 'dangerous-terrain', 'morale'];

/** Optional rule Shaken (seed p. 10): every ACTION of a Shaken warband is a RISKY ACTION. */
export function isShaken(s: TrenchState, m: Model): boolean {
  return s.warbands[m.seat].shakenInTurn === s.turn;
}

export function netDice(mods: readonly Modifier[]): number {
  return mods.reduce((n, m) => n + m.value, 0);
}

export interface ActionRollOptions {
  risky: boolean;
  /** BLOOD MARKERS the opponent spends on this roll. */
  spend?: MarkerSpend;
  target?: Model;
}

/**
 * A roll on the Action Success Chart for an ACTION of `m`: the ACTION's own ±DICE, the model's, and one
 * -DICE for each BLOOD MARKER its opponent spends; a failed RISKY ACTION ends the Activation.
 */
export function rollAction(
  ctx: Ctx,
  m: Model,
  purpose: ActionPurpose,
  modifiers: readonly Modifier[],
  options: ActionRollOptions,
): ActionResult {
  const mods = [...modifiers];
  const spent = options.spend?.markers ?? 0;
  if (spent > 0) {
    spendMarkers(ctx, m, { markers: spent }, 'action');
    mods.push({ source: 'blood-markers', value: -spent });
  }
  const risky = options.risky || (isShaken(ctx.s, m) && !NOT_ACTIONS.includes(purpose));
  const roll = rollPool(ctx.dice, 2, netDice(mods));
  const result = actionResult(roll.total);
  emit(ctx, {
    type: 'action-roll',
    model: m.id,
    purpose,
    risky,
    modifiers: mods,
    roll,
    result,
    ...(options.target ? { target: options.target.id } : {}),
  });
  if (risky && result === 'failure') riskyActionFailed(ctx, m);
  return result;
}

/** RISKY ACTION: failing it ends the model's Activation at once, unless an Unholy Trinket is spent. */
export function riskyActionFailed(ctx: Ctx, m: Model): void {
  if (m.items.includes('unholy-trinket') && !m.used.includes('unholy-trinket')) {
    m.used.push('unholy-trinket');
    emit(ctx, { type: 'consumable-used', model: m.id, item: 'unholy-trinket' });
    return;
  }
  const a = ctx.s.activation;
  if (a && a.model === m.id) a.ended = true;
}
