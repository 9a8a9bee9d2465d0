import { succeeded } from '../charts/action-success.js';
import { type Ctx, push } from '../engine/context.js';
import { baseDistance } from '../geometry/distance.js';
import type { RangedAttackProc } from '../state/procs.js';
import { bodyOf, hasAbility, model, onTheTable, tableModels } from '../state/query.js';
import { rollAction } from './action-roll.js';
import { markerSpends } from './blood-markers.js';
import type { InjuryRequest } from './injury-modifiers.js';
import { shotIntoMelee } from './into-melee.js';
import { rangedInjuryDice, rangedModifiers } from './ranged-modifiers.js';
import { weaponDef, weaponHas } from './weapons.js';

/**
 * A Ranged Attack (seed p. 8): target and range were checked when it was declared; now each shot is
 * randomised if its target is in melee, rolled on the Action Success Chart, and every hit then goes to the
 * Injury Chart together with the others (seed: a multi-shot weapon's results apply at once).
 */
export function runRangedAttack(ctx: Ctx, p: RangedAttackProc): 'done' | 'wait' | 'call' {
  const attacker = model(ctx.s, p.attacker);
  const def = weaponDef(attacker, p.weapon);
  if (p.stage === 'after') {
    const a = ctx.s.activation;
    if (def?.endsActivation && a?.model === attacker.id) a.ended = true;
    return 'done';
  }
  if (!onTheTable(attacker) || !def) return 'done';
  const auto = def.autoHit !== undefined;
  // Absolute Faith: the opponent cannot spend this model's markers on its ranged attacks.
  const asks =
    auto || hasAbility(attacker, 'absolute-faith')
      ? []
      : p.targets.map(() => ({ model: attacker.id, roll: 'action' as const, bloodbath: null }));
  const spends = markerSpends(ctx, p, asks);
  if (spends === 'wait') return 'wait';

  const requests: InjuryRequest[] = [];
  p.targets.forEach((id, shot) => {
    const declared = model(ctx.s, id);
    if (!onTheTable(declared)) return;
    const target = shotIntoMelee(ctx, attacker, declared, shot);
    const result = auto
      ? 'success'
      : rollAction(ctx, attacker, 'ranged-attack', rangedModifiers(ctx.s, attacker, p.weapon, target), {
          risky: weaponHas(attacker, p.weapon, 'RISKY ACTION'),
          spend: spends[shot] ?? { markers: 0 },
          target,
        });
    if (!succeeded(result)) {
      p.missed = true;
      return;
    }
    const extra = rangedInjuryDice(ctx.s, attacker, p.weapon, target);
    requests.push({
      target: target.id,
      by: attacker.id,
      cause: 'ranged-attack',
      weapon: p.weapon,
      critical: result === 'critical',
      extra,
      base: def.directHitThreeDice ? 3 : 2,
      ...(def.markerOnly ? { markerOnly: true } : {}),
    });
    if (def.blast) {
      for (const other of tableModels(ctx.s)) {
        if (other.id === target.id || baseDistance(bodyOf(other), bodyOf(target)) > def.blast + 1e-9)
          continue;
        const dice = def.blastOthersInjuryDice ? [{ source: 'blast', value: def.blastOthersInjuryDice }] : [];
        requests.push({
          target: other.id,
          by: attacker.id,
          cause: 'blast',
          weapon: p.weapon,
          critical: false,
          extra: dice,
          base: 2,
        });
      }
    }
  });
  p.stage = 'after';
  if (requests.length > 0) push(ctx, { kind: 'injuries', requests });
  return 'call';
}
