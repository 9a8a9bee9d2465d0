import { succeeded } from '../charts/action-success.js';
import { type Ctx, push } from '../engine/context.js';
import type { MeleeAttackProc } from '../state/procs.js';
import { model, onTheTable } from '../state/query.js';
import { rollAction } from './action-roll.js';
import { markerSpends } from './blood-markers.js';
import { meleeInjuryDice, meleeModifiers } from './melee-modifiers.js';
import { weaponHas } from './weapons.js';

/**
 * A Melee Attack (seed p. 9): the weapon and a target within 1" were checked when it was declared; the
 * defender's controller decides on the attacker's BLOOD MARKERS before the roll (seed, step 2); a hit goes
 * to the Injury Chart.
 */
export function runMeleeAttack(ctx: Ctx, p: MeleeAttackProc): 'done' | 'wait' | 'call' {
  if (p.stage === 'after') return 'done';
  const attacker = model(ctx.s, p.attacker);
  const target = model(ctx.s, p.target);
  if (!onTheTable(attacker) || !onTheTable(target)) return 'done';
  const spends = markerSpends(ctx, p, [{ model: attacker.id, roll: 'action', bloodbath: null }]);
  if (spends === 'wait') return 'wait';
  const result = rollAction(
    ctx,
    attacker,
    'melee-attack',
    meleeModifiers(ctx.s, attacker, p.weapon, target, p.offHand),
    {
      risky: weaponHas(attacker, p.weapon, 'RISKY ACTION'),
      spend: spends[0]!,
      target,
    },
  );
  p.stage = 'after';
  if (!succeeded(result)) {
    p.missed = true;
    return 'done';
  }
  push(ctx, {
    kind: 'injuries',
    requests: [
      {
        target: target.id,
        by: attacker.id,
        cause: 'melee-attack',
        weapon: p.weapon,
        critical: result === 'critical',
        extra: meleeInjuryDice(ctx.s, attacker, target),
        base: 2,
      },
    ],
  });
  return 'call';
}
