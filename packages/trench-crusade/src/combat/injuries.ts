import { injuryResult } from '../charts/injury-chart.js';
import { rollDie } from '../dice/dice.js';
import { rollPool } from '../dice/pool.js';
import { type Ctx, emit } from '../engine/context.js';
import type { InjuriesProc } from '../state/procs.js';
import { model, onTheTable } from '../state/query.js';
import type { AskedRoll } from '../state/waits.js';
import { netDice } from './action-roll.js';
import { addBloodMarkers, bloodbathCost, markerSpends, spendMarkers } from './blood-markers.js';
import { injuryModifiers, keywordMarkers } from './injury-modifiers.js';
import { applyInjury, convertInjury } from './take-injury.js';

/**
 * The Injury Chart for every hit of one attack (seed p. 9): the target's opponent first decides on its
 * BLOOD MARKERS (+DICE each, or a Bloodbath for +D6), then every roll is made with the modifiers as they
 * stood, and only then are the results applied, in order — so several shots land together (seed).
 */
export function runInjuries(ctx: Ctx, p: InjuriesProc): 'done' | 'wait' {
  const requests = p.requests.filter((r) => onTheTable(model(ctx.s, r.target)));
  const rolling = requests.filter((r) => !r.markerOnly);
  const asks: AskedRoll[] = rolling.map((r) => {
    const t = model(ctx.s, r.target);
    return {
      model: t.id,
      roll: 'injury',
      bloodbath: t.bloodMarkers >= bloodbathCost(t) ? bloodbathCost(t) : null,
    };
  });
  const spends = markerSpends(ctx, p, asks);
  if (spends === 'wait') return 'wait';

  const planned = rolling.map((r) => {
    const target = model(ctx.s, r.target);
    const attacker = r.by ? model(ctx.s, r.by) : null;
    return { r, target, attacker, ...injuryModifiers(r, attacker, target) };
  });
  const rolled = planned.map((x, i) => {
    const spend = spends[i]!;
    spendMarkers(ctx, x.target, spend, 'injury');
    const dice = spend.markers > 0 ? [...x.dice, { source: 'blood-markers', value: spend.markers }] : x.dice;
    const roll = rollPool(ctx.dice, x.r.base, netDice(dice));
    const bloodbath = spend.bloodbath ? rollDie(ctx.dice, 'D6') : null;
    const total = roll.total + (bloodbath ?? 0) + netDice(x.flat);
    return { ...x, dice, roll, bloodbath, total };
  });
  for (const x of rolled) {
    const chart = injuryResult(x.total);
    const { result, converted } = convertInjury(x.target, chart, x.bloodbath !== null);
    if (converted.includes('tough')) x.target.toughUsed = true;
    emit(ctx, {
      type: 'injury-roll',
      model: x.target.id,
      by: x.attacker?.id ?? null,
      cause: x.r.cause,
      dice: x.dice,
      flat: x.flat,
      roll: x.roll,
      bloodbath: x.bloodbath,
      total: x.total,
      chart,
      result,
      converted,
    });
    if (onTheTable(x.target)) applyInjury(ctx, x.target, result);
  }
  // FIRE, GAS and SHRAPNEL add their marker after the injury roll, on every hit (reference §8.2).
  for (const r of requests) {
    const target = model(ctx.s, r.target);
    const n = keywordMarkers(r.by ? model(ctx.s, r.by) : null, r.weapon, target);
    if (n > 0 && onTheTable(target)) addBloodMarkers(ctx, target, n, 'weapon-keyword');
  }
  return 'done';
}
