import { buildingAt } from '../battlefield/battlefield.js';
import { succeeded } from '../charts/action-success.js';
import { type Ctx, emit, push } from '../engine/context.js';
import type { ActionPurpose, Modifier } from '../engine/events.js';
import { fallDice, fallFrom } from '../movement/fall.js';
import type { ActionRollProc, Effect } from '../state/procs.js';
import { model, onTheTable } from '../state/query.js';
import type { Model, TrenchState } from '../state/types.js';
import { actionDice, rollAction } from './action-roll.js';
import { markerSpends } from './blood-markers.js';
import { accident } from './injury-modifiers.js';
import { takeDown } from './take-injury.js';

/**
 * An ACTION of `m` to roll on the Action Success Chart: its ±DICE default to the model's own (Down, Unholy
 * Hymns), its effects to none.
 */
export function actionRollProc(
  s: TrenchState,
  m: Model,
  purpose: ActionPurpose,
  options: {
    risky: boolean;
    modifiers?: Modifier[];
    onSuccess?: Effect;
    onFailure?: Effect;
    target?: string;
  },
): ActionRollProc {
  return {
    kind: 'action-roll',
    model: m.id,
    purpose,
    modifiers: options.modifiers ?? actionDice(s, m),
    risky: options.risky,
    ...(options.target ? { target: options.target } : {}),
    onSuccess: options.onSuccess ?? { kind: 'none' },
    onFailure: options.onFailure ?? { kind: 'none' },
  };
}

/** Stands a Down model up; in its own Activation its movement is then halved (seed, Warrior Down!). */
export function standUp(ctx: Ctx, id: string, halve: boolean): void {
  const m = model(ctx.s, id);
  if (m.status !== 'down') return;
  m.status = 'standing';
  emit(ctx, { type: 'stood-up', model: m.id });
  const a = ctx.s.activation;
  if (halve && a?.model === m.id) a.halved = true;
}

function applyEffect(ctx: Ctx, p: ActionRollProc, e: Effect): void {
  switch (e.kind) {
    case 'none':
      return;
    case 'proc':
      push(ctx, e.proc);
      return;
    case 'stand':
      standUp(ctx, e.model, true);
      return;
    case 'aim':
      if (ctx.s.activation) ctx.s.activation.aimed = true;
      return;
    case 'fortify':
      model(ctx.s, e.model).dugIn = true;
      return;
    case 'medi-kit': {
      const t = model(ctx.s, e.target);
      if (e.use === 'stand') standUp(ctx, t.id, t.id === p.model);
      else if (t.bloodMarkers > 0) {
        t.bloodMarkers--;
        emit(ctx, {
          type: 'blood-markers',
          model: t.id,
          change: -1,
          total: t.bloodMarkers,
          reason: 'medi-kit',
        });
      }
      return;
    }
    case 'injury':
      push(ctx, { kind: 'injuries', requests: [e.request] });
      return;
    case 'diving':
      if (ctx.s.activation) ctx.s.activation.diving = e.target;
      return;
    case 'dive-failed': {
      // A failed Diving Charge: the model is Down and takes a falling injury (reference §4.1).
      const m = model(ctx.s, e.model);
      takeDown(ctx, m);
      push(ctx, { kind: 'injuries', requests: [accident(m.id, 'fall', fallDice(e.height))] });
      return;
    }
    case 'fall': {
      const m = model(ctx.s, e.model);
      const b = m.position ? buildingAt(ctx.s.battlefield, m.position) : undefined;
      if (b && m.position) fallFrom(ctx, m, b, m.position);
      return;
    }
  }
}

/**
 * An ACTION rolled on the Action Success Chart, then its effect (a Dash's move, standing up, Aim …): the
 * opponent first decides on the model's BLOOD MARKERS; a failed RISKY ACTION ends the Activation.
 */
export function runActionRoll(ctx: Ctx, p: ActionRollProc): 'done' | 'wait' {
  const m = model(ctx.s, p.model);
  if (!onTheTable(m)) return 'done';
  const spends = markerSpends(ctx, p, [{ model: m.id, roll: 'action', bloodbath: null }]);
  if (spends === 'wait') return 'wait';
  const target = p.target ? model(ctx.s, p.target) : undefined;
  const result = rollAction(ctx, m, p.purpose, p.modifiers, {
    risky: p.risky,
    spend: spends[0]!,
    ...(target ? { target } : {}),
  });
  applyEffect(ctx, p, succeeded(result) ? p.onSuccess : p.onFailure);
  return 'done';
}
