import { rollDie } from '../dice/dice.js';
import { pickRandom } from '../dice/random-pick.js';
import { type Ctx, emit } from '../engine/context.js';
import { withinMeleeRange } from '../geometry/distance.js';
import { bodyOf, inMelee, tableModels } from '../state/query.js';
import type { Model } from '../state/types.js';

/**
 * Shooting into Melee (seed p. 9): for each shot at an enemy in melee, a D6 first — 1–3 the shot goes to
 * a random friendly model in melee within 1" of the target, 4–6 to a random enemy model in melee within 1"
 * of it (the target among them). Returns the model the shot is resolved against.
 */
export function shotIntoMelee(ctx: Ctx, shooter: Model, target: Model, shot: number): Model {
  if (!inMelee(ctx.s, target)) return target;
  const roll = rollDie(ctx.dice, 'D6');
  const side = roll <= 3 ? 'friendly' : 'enemy';
  const seat = side === 'friendly' ? shooter.seat : target.seat;
  const near = tableModels(ctx.s, seat).filter(
    (m) => (m.id === target.id || withinMeleeRange(bodyOf(m), bodyOf(target))) && inMelee(ctx.s, m),
  );
  const pool = near.length > 0 ? near : [target];
  const pick = pickRandom(ctx.dice, pool.length);
  const chosen = pool[pick.index]!;
  emit(ctx, { type: 'shot-redirected', shot, roll, side, target: chosen.id, pick: pick.dice });
  return chosen;
}
