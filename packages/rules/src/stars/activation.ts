import type { Context } from '../engine/context.js';
import type { Decision } from '../engine/decision.js';
import { defineProc, NEXT, type Proc, takeInput, WAIT } from '../engine/procedure.js';
import type { SkillId } from '../skills/catalogue.js';
import { getPlayer } from '../state/query.js';
import type { MatchState, PlayerState } from '../state/types.js';
import type { ActionKind } from '../types.js';
import { starRuleReady, useStarRule } from './hook-points.js';
import { starRuleOf } from './registry.js';

/**
 * A Star Player's special rule at the start of its activation (after Bone Head and the like, before it
 * stands up): its coach aims it or declines, it resolves, and the activation goes on or ends.
 * Finishes with `true` when the activation ends.
 */
export interface StarAbilityProc extends Proc {
  kind: 'star-ability';
  player: string;
  /** Resolved: whether the activation ends, once what it pushed is done. */
  ends?: boolean;
  /** The target named, when a second choice (a skill, a square) is still to come. */
  target?: string;
}

/** The ability procedure for this activation, when the player's rule has one usable now. */
export function starAbilityProc(
  s: MatchState,
  player: PlayerState,
  action: ActionKind,
): StarAbilityProc | null {
  const def = starRuleOf(player);
  const a = def?.activation;
  if (!def || !a || !starRuleReady(player, def) || !a.when(s, player, action)) return null;
  if (a.targets && a.targets(s, player).length === 0) return null;
  return { kind: 'star-ability', player: player.id };
}

export const starAbilityDef = defineProc<StarAbilityProc>({
  run(ctx, p) {
    if (p.ends !== undefined) {
      ctx.finish(p.ends);
      return NEXT;
    }
    const owner = getPlayer(ctx.s, p.player);
    const def = starRuleOf(owner);
    const a = def?.activation;
    if (!def || !a) {
      ctx.finish(false);
      return NEXT;
    }
    const c = takeInput(p);
    if (!c && !a.automatic) return WAIT;
    if (c?.type === 'decline') {
      ctx.finish(false);
      return NEXT;
    }
    if (p.target === undefined && c?.type === 'player' && (a.choices || a.squares)) {
      p.target = c.player;
      return WAIT;
    }
    const targetId = p.target ?? (c?.type === 'player' ? c.player : undefined);
    const target = targetId === undefined ? null : getPlayer(ctx.s, targetId);
    const choice =
      c?.type === 'choose' && p.target !== undefined ? c.choice : c?.type === 'square' ? c.square : undefined;
    useStarRule(ctx, owner, def, target ? `${a.text}: ${target.name}` : a.text);
    // What it pushes (a knock-down …) runs first; then this finishes.
    p.ends = a.resolve(ctx, owner, target, choice);
    return NEXT;
  },
  decide(s, p): Decision {
    const owner = getPlayer(s, p.player);
    const a = starRuleOf(owner)?.activation;
    const target = p.target === undefined ? undefined : getPlayer(s, p.target);
    if (a && target) {
      const second = a.choices
        ? a.choices(s, owner, target).map((choice) => ({ type: 'choose' as const, choice }))
        : (a.squares?.(s, owner, target) ?? []).map((square) => ({ type: 'square' as const, square }));
      return {
        team: owner.team,
        kind: 'use-skill',
        player: owner.id,
        prompt: `${owner.name}: ${a.text} (${target.name})?`,
        options: [...second, { type: 'decline' }],
      };
    }
    const targets = a?.targets?.(s, owner);
    return {
      team: owner.team,
      kind: 'use-skill',
      player: owner.id,
      prompt: `${owner.name}: ${a?.text ?? 'special rule'}?`,
      options: [
        ...(targets
          ? targets.map((t) => ({ type: 'player' as const, player: t.id }))
          : [{ type: 'choose' as const, choice: 'use' }]),
        { type: 'decline' },
      ],
    };
  },
});

const GRANT = 'star-grant:';

/** The owner has this skill until its activation ends (Slashing Nails' Claws …), unless it has it already. */
export function grantForActivation(p: PlayerState, skill: SkillId): void {
  if (p.skills.some((k) => k.id === skill)) return;
  p.skills = [...p.skills, { id: skill }];
  p.used = [...p.used, `${GRANT}${skill}`];
}

/** The activation is over: skills granted for it go. */
export function endActivationGrants(_ctx: Context, p: PlayerState): void {
  const granted = p.used.filter((k) => k.startsWith(GRANT)).map((k) => k.slice(GRANT.length));
  if (granted.length === 0) return;
  p.skills = p.skills.filter((k) => !granted.includes(k.id));
  p.used = p.used.filter((k) => !k.startsWith(GRANT));
}

const TURN_GRANT = 'star-grant-turn:';

/** The player has this skill until the end of the current team turn (Wisdom of the White Dwarf). */
export function grantForTurn(p: PlayerState, skill: SkillId): void {
  if (p.skills.some((k) => k.id === skill)) return;
  p.skills = [...p.skills, { id: skill }];
  p.used = [...p.used, `${TURN_GRANT}${skill}`];
}

/** A team turn is over: skills granted until its end go. */
export function endTurnGrants(p: PlayerState): void {
  const granted = p.used.filter((k) => k.startsWith(TURN_GRANT)).map((k) => k.slice(TURN_GRANT.length));
  if (granted.length === 0) return;
  p.skills = p.skills.filter((k) => !granted.includes(k.id));
  p.used = p.used.filter((k) => !k.startsWith(TURN_GRANT));
}
