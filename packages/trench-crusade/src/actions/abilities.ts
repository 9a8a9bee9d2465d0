import { actionDice } from '../combat/action-roll.js';
import { actionRollProc } from '../combat/action-then.js';
import type { AbilityAction } from '../engine/commands.js';
import { push } from '../engine/context.js';
import type { Modifier } from '../engine/events.js';
import type { Option } from '../engine/options.js';
import { reject } from '../engine/rejection.js';
import type { Effect } from '../state/procs.js';
import { carries, distanceBetween, friendsOf, hasAbility, meleeOpponents } from '../state/query.js';
import type { Activation, Model, TrenchState } from '../state/types.js';
import { activeModel, took } from './guard.js';
import type { ActionHandler } from './handler.js';

interface AbilityDef {
  /** Who has it: an ability or an item. */
  has(m: Model): boolean;
  /** Why it cannot be used now, or null. */
  barred?(s: TrenchState, m: Model): string | null;
  /** Models it may target (none: itself). */
  targets?(s: TrenchState, m: Model): Model[];
  modifiers(s: TrenchState, m: Model): Modifier[];
  effect(m: Model, target: Model | null, use: 'remove-marker' | 'stand'): Effect;
}

/** The profile and gear ACTIONS the engine plays, each a RISKY ACTION (warbands.json). */
export const ABILITY_ACTION_DEFS: Readonly<Record<AbilityAction, AbilityDef>> = {
  // Sniper Priest: on a success, +2 DICE to ranged attacks for the rest of the Activation.
  aim: {
    has: (m) => hasAbility(m, 'aim'),
    modifiers: (s, m) => actionDice(s, m),
    effect: () => ({ kind: 'aim' }),
  },
  // Combat Engineer: +1 DICE, not in melee; counts as in cover until it moves.
  fortify: {
    has: (m) => hasAbility(m, 'fortify'),
    barred: (s, m) => (meleeOpponents(s, m).length > 0 ? `${m.name} cannot Fortify in melee` : null),
    modifiers: (s, m) => [...actionDice(s, m), { source: 'fortify', value: 1 }],
    effect: (m) => ({ kind: 'fortify', model: m.id }),
  },
  // Medi-Kit: a friendly model within 1" (itself included) loses a BLOOD MARKER, or stands up.
  'medi-kit': {
    has: (m) => carries(m, 'medi-kit'),
    targets: (s, m) => [m, ...friendsOf(s, m).filter((f) => distanceBetween(f, m) <= 1 + 1e-9)],
    modifiers: (s, m) => [
      ...actionDice(s, m),
      ...(hasAbility(m, 'expert-medic') ? [{ source: 'expert-medic', value: 1 }] : []),
    ],
    effect: (_m, target, use) => ({ kind: 'medi-kit', target: target!.id, use }),
  },
};

function usable(s: TrenchState, m: Model, a: Activation, ability: AbilityAction): boolean {
  const def = ABILITY_ACTION_DEFS[ability];
  return def.has(m) && !took(a, `ability:${ability}`) && !def.barred?.(s, m) && m.status !== 'out-of-action';
}

export const ABILITY: ActionHandler<'ability'> = {
  type: 'ability',
  check(s, seat, cmd) {
    const am = activeModel(s, seat, cmd.model);
    if ('code' in am) return am;
    const { m, a } = am;
    const def = ABILITY_ACTION_DEFS[cmd.ability as AbilityAction];
    if (!def || !usable(s, m, a, cmd.ability))
      return reject('not-eligible', `${m.name} cannot use ${String(cmd.ability)} now`);
    let target: Model | null = null;
    if (def.targets) {
      target = def.targets(s, m).find((t) => t.id === cmd.target) ?? null;
      if (!target)
        return reject(
          'illegal-target',
          `${String(cmd.target)} is not a friendly model within 1" of ${m.name}`,
        );
      const use = cmd.use ?? 'remove-marker';
      if (use === 'stand' ? target.status !== 'down' : target.bloodMarkers === 0) {
        return reject(
          'illegal-target',
          use === 'stand' ? `${target.name} is not Down` : `${target.name} has no BLOOD MARKER`,
        );
      }
    }
    return (ctx) => {
      ctx.s.activation!.taken.push(`ability:${cmd.ability}`);
      const mm = ctx.s.models[m.id]!;
      const proc = actionRollProc(ctx.s, mm, 'ability', {
        risky: true,
        modifiers: def.modifiers(ctx.s, mm),
        onSuccess: def.effect(mm, target, cmd.use ?? 'remove-marker'),
        ...(target ? { target: target.id } : {}),
      });
      push(ctx, proc);
    };
  },
};

/** The ability ACTIONS the active model may take now, with their targets. */
export function abilityOptions(s: TrenchState, m: Model, a: Activation): Option[] {
  const out: Option[] = [];
  for (const ability of Object.keys(ABILITY_ACTION_DEFS) as AbilityAction[]) {
    if (!usable(s, m, a, ability)) continue;
    const def = ABILITY_ACTION_DEFS[ability];
    const targets = (def.targets?.(s, m) ?? [])
      .map((t) => ({
        model: t.id,
        uses: [
          ...(t.bloodMarkers > 0 ? ['remove-marker' as const] : []),
          ...(t.status === 'down' ? ['stand' as const] : []),
        ],
      }))
      .filter((t) => t.uses.length > 0);
    if (def.targets && targets.length === 0) continue;
    out.push({ type: 'ability', model: m.id, ability, targets });
  }
  return out;
}
