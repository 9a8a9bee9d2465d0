import type { Modifier } from '../engine/events.js';
import type { BlockHooks, FoulHooks } from '../skills/block-hooks.js';
import { findSkillDef } from '../skills/registry.js';
import { hasTackleZone } from '../state/query.js';
import type { PlayerState } from '../state/types.js';

type Flag<H> = { [K in keyof H]-?: H[K] extends boolean | undefined ? K : never }[keyof H];

/** Whether the player has a skill setting this block hook (passive use: no status check). */
export const hasBlockHook = (p: PlayerState, key: Flag<BlockHooks>): boolean =>
  findSkillDef(p, (d) => d.block?.[key] === true) !== undefined;

/** Active skills need the player Standing and not Distracted. */
export const canUseBlockHook = (p: PlayerState, key: Flag<BlockHooks>): boolean =>
  hasTackleZone(p) && hasBlockHook(p, key);

export const hasFoulHook = (p: PlayerState, key: Flag<FoulHooks>): boolean =>
  findSkillDef(p, (d) => d.foul?.[key] === true) !== undefined;

/** Sum of a numeric block hook over the player's skills. */
export function blockNumber(
  p: PlayerState,
  key: 'knockDownBonus' | 'breaksArmourOn' | 'blitzStrength',
): number {
  const found = findSkillDef(p, (d) => d.block?.[key] !== undefined);
  return found?.def.block?.[key] ?? 0;
}

export const foulBonus = (p: PlayerState): number =>
  findSkillDef(p, (d) => d.foul?.bonus !== undefined)?.def.foul?.bonus ?? 0;

/** Armour rolls against a player carrying a hazard get its modifier (Chainsaw: +3), whatever else applies. */
export function withOwnArmourModifier(p: PlayerState, mods: Modifier[]): Modifier[] {
  const found = findSkillDef(p, (d) => d.block?.ownArmourModifier !== undefined);
  const value = found?.def.block?.ownArmourModifier;
  return value ? [...mods, { value, reason: found.def.id }] : mods;
}
