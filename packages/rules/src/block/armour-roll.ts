import type { Context } from '../engine/context.js';
import type { Modifier } from '../engine/events.js';
import type { ArmourCause } from '../stars/hooks.js';
import type { PlayerState } from '../state/types.js';
import { hasBlockHook } from './hooks.js';

/**
 * An armour roll made directly against a player who is not knocked down (Stab, Chainsaw, Projectile
 * Vomit): the shared armour procedure, then injury when it breaks. Iron Hard Skin drops the modifiers.
 */
export function directArmourRoll(
  ctx: Context,
  victim: PlayerState,
  by: PlayerState | null,
  modifiers: Modifier[] = [],
  cause?: ArmourCause,
): void {
  const mods = hasBlockHook(ctx.s, victim, 'armourUnmodifiable') ? [] : modifiers;
  const spp = by !== null && by.team !== victim.team && hasBlockHook(ctx.s, by, 'specialActionSpp');
  const armour = { kind: 'armour', player: victim.id, by: by?.id ?? null, spp, modifiers: mods, stage: 0 };
  ctx.push(cause ? { ...armour, cause } : armour);
}
