import type { Context } from '../engine/context.js';
import type { Modifier } from '../engine/events.js';
import type { Proc } from '../engine/procedure.js';
import type { BlockFlag, BlockHooks, BothDownOffer, FoulHooks } from '../skills/block-hooks.js';
import type { SkillDef } from '../skills/hooks.js';
import { findSkillDef, type Played, skillDefs } from '../skills/registry.js';
import { hasTackleZone } from '../state/query.js';
import type { MatchState, PlayerState } from '../state/types.js';
import type { ArmourBonus } from './armour-bonus.js';

type Flag<H> = { [K in keyof H]-?: H[K] extends boolean | undefined ? K : never }[keyof H];

/**
 * The named block hooks the block procedures call. Each asks the players' skill records (`skills/`)
 * what to do; no procedure tests a skill id.
 */

/** Whether the player has a skill setting this block hook (passive use: no status check). */
export const hasBlockHook = (s: Played, p: PlayerState, key: Flag<BlockHooks>): boolean =>
  findSkillDef(s, p, (d) => d.block?.[key] === true) !== undefined;

/** Active skills need the player Standing and not Distracted. */
export const canUseBlockHook = (s: Played, p: PlayerState, key: Flag<BlockHooks>): boolean =>
  hasTackleZone(p) && hasBlockHook(s, p, key);

export const hasFoulHook = (s: Played, p: PlayerState, key: Flag<FoulHooks>): boolean =>
  findSkillDef(s, p, (d) => d.foul?.[key] === true) !== undefined;

/** Sum of a numeric block hook over the player's skills. */
export function blockNumber(
  s: Played,
  p: PlayerState,
  key: 'knockDownBonus' | 'breaksArmourOn' | 'blitzStrength',
): number {
  const found = findSkillDef(s, p, (d) => d.block?.[key] !== undefined);
  return found?.def.block?.[key] ?? 0;
}

export const foulBonus = (s: Played, p: PlayerState): number =>
  findSkillDef(s, p, (d) => d.foul?.bonus !== undefined)?.def.foul?.bonus ?? 0;

/** Armour rolls against a player carrying a hazard get its modifier (Chainsaw: +3), whatever else applies. */
export function withOwnArmourModifier(s: Played, p: PlayerState, mods: Modifier[]): Modifier[] {
  const found = findSkillDef(s, p, (d) => d.block?.ownArmourModifier !== undefined);
  const value = found?.def.block?.ownArmourModifier;
  return value ? [...mods, { value, reason: found.def.id }] : mods;
}

/** The player's skill that sets this block hook, if any (its record names the skill for the log). */
export const findBlockHook = (s: Played, p: PlayerState, key: keyof BlockHooks) =>
  findSkillDef(s, p, (d) => d.block?.[key] !== undefined && d.block[key] !== false);

/** Logs that a player used a skill; the id comes from the skill's own record, never from a procedure. */
export function announce(
  ctx: Context,
  p: PlayerState,
  found: { def: SkillDef } | undefined,
  effect: string,
): void {
  if (found) ctx.emit({ kind: 'skill', player: p.id, skill: found.def.id, effect });
}

/** Whether a Blitzing attacker's skill switches off this hook of its target (Juggernaut). */
export function cancelledOnBlitz(
  s: Played,
  attacker: PlayerState,
  blitz: boolean,
  key: keyof BlockHooks,
): boolean {
  if (!blitz || !hasTackleZone(attacker)) return false;
  return findSkillDef(s, attacker, (d) => d.block?.cancelsOnBlitz?.includes(key) === true) !== undefined;
}

/** The target can use this active hook against this blocker. */
export const targetCanUse = (
  s: Played,
  defender: PlayerState,
  key: BlockFlag,
  attacker: PlayerState,
  blitz: boolean,
) => canUseBlockHook(s, defender, key) && !cancelledOnBlitz(s, attacker, blitz, key);

/** Whether a Blitzing attacker switches off any hook this skill of the target sets. */
function cancelsSkill(s: Played, attacker: PlayerState, blitz: boolean, def: SkillDef): boolean {
  const block = def.block;
  if (!block) return false;
  return (Object.keys(block) as (keyof BlockHooks)[]).some(
    (k) => block[k] === true && cancelledOnBlitz(s, attacker, blitz, k),
  );
}

/** One optional skill a Both Down offers: whose it is, and the key it is recorded under once asked. */
export interface BothDownChoice {
  side: 'attacker' | 'defender';
  player: PlayerState;
  found: { def: SkillDef };
  offer: BothDownOffer;
  key: string;
}

/** Every optional skill this Both Down can offer, in the order the coaches are asked. */
export function bothDownChoices(
  s: Played,
  attacker: PlayerState,
  defender: PlayerState,
  blitz: boolean,
): BothDownChoice[] {
  const out: BothDownChoice[] = [];
  for (const [side, player] of [
    ['attacker', attacker],
    ['defender', defender],
  ] as const) {
    if (!hasTackleZone(player)) continue;
    for (const { def } of skillDefs(s, player)) {
      const offer = def.block?.bothDown;
      if (!offer) continue;
      if (offer.blitzerOnly && (side !== 'attacker' || !blitz)) continue;
      if (side === 'defender' && cancelsSkill(s, attacker, blitz, def)) continue;
      out.push({ side, player, found: { def }, offer, key: `${side}:${def.id}` });
    }
  }
  // Stable: for equal orders the blocker's offers stay first.
  return out.sort((a, b) => a.offer.order - b.offer.order);
}

/** Frenzy and the like: whether the attacker must block the same target again after its block. */
export function blocksAgain(s: MatchState, attacker: PlayerState, defender: PlayerState): boolean {
  if (s.turnState?.turnover || s.touchdownBy !== null || !hasTackleZone(attacker)) return false;
  const found = findSkillDef(s, attacker, (d) => d.block?.blocksAgain !== undefined);
  return found?.def.block?.blocksAgain?.(s, attacker, defender) ?? false;
}

/** Foul Appearance and the like, before a block or special action against the target; false: it is lost. */
export function passesBeforeTargeted(
  ctx: Context,
  target: PlayerState,
  attacker: PlayerState,
  announceLoss: boolean,
): boolean {
  for (const { def } of skillDefs(ctx.s, target)) {
    const hook = def.block?.beforeTargeted;
    if (hook && !hook(ctx, target, attacker, announceLoss)) return false;
  }
  return true;
}

/** Dauntless and the like: a roll before the strengths; true lets the attacker use the target's ST. */
export function strengthRoll(ctx: Context, attacker: PlayerState, defender: PlayerState): boolean {
  if (!hasTackleZone(attacker)) return false;
  const found = findSkillDef(ctx.s, attacker, (d) => d.block?.strengthRoll !== undefined);
  return found?.def.block?.strengthRoll?.(ctx, attacker, defender) ?? false;
}

/** Eye Gouge, Strip Ball and the like: the blocker's skills once its push and follow-up are done. */
export function afterPush(
  ctx: Context,
  attacker: PlayerState,
  defender: PlayerState,
  knocked: boolean,
): void {
  if (!hasTackleZone(attacker)) return;
  for (const { def } of skillDefs(ctx.s, attacker)) def.block?.afterPush?.(ctx, attacker, defender, knocked);
}

/** How the target goes down to a block when a skill of its own decides (Saboteur); undefined: as usual. */
export function knockedDownBy(
  s: MatchState,
  defender: PlayerState,
  attacker: PlayerState,
  bonus: ArmourBonus | undefined,
): Proc | undefined {
  const found = findSkillDef(s, defender, (d) => d.block?.knockedDownBy !== undefined);
  return found?.def.block?.knockedDownBy?.(s, defender, attacker, bonus);
}

/** The blocker's skills once its block is over and the injuries resolved (Plague Ridden). */
export function afterBlock(ctx: Context, attacker: PlayerState, defender: PlayerState): void {
  for (const { def } of skillDefs(ctx.s, attacker)) def.block?.afterBlock?.(ctx, attacker, defender);
}

/** A step the player's skills add after its Block Action or Stab (Hit and Run), if any. */
export function afterAction(s: MatchState, player: PlayerState): Proc | null {
  for (const { def } of skillDefs(s, player)) {
    const step = def.block?.afterAction?.(s, player);
    if (step) return step;
  }
  return null;
}

/**
 * A player Falls Over leaving the Tackle Zones of `leaving`: the first of them whose skill punishes it
 * (Arm Bar) gives its bonus and is credited with the casualty.
 */
export function fallBonus(
  s: MatchState,
  faller: PlayerState,
  leaving: readonly string[],
): { by: string; bonus: ArmourBonus } | null {
  for (const id of leaving) {
    const o = s.players.find((x) => x.id === id);
    if (!o || !hasTackleZone(o)) continue;
    const found = findSkillDef(s, o, (d) => d.block?.fallBonus !== undefined);
    const bonus = found?.def.block?.fallBonus?.(s, o, faller);
    if (bonus) return { by: o.id, bonus };
  }
  return null;
}
