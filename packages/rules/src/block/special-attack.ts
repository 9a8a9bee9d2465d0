import { defineProc, NEXT, type Proc, takeResult } from '../engine/procedure.js';
import type { Square } from '../pitch.js';
import type { SpecialAttack } from '../skills/block-hooks.js';
import type { SkillRef } from '../skills/catalogue.js';
import { findSkillDef } from '../skills/registry.js';
import { setBall } from '../state/mutate.js';
import { getPlayer, hasBall } from '../state/query.js';
import type { MatchState, PlayerState } from '../state/types.js';
import { releaseStaleChomps } from './chomp.js';
import { passesBeforeTargeted } from './hooks.js';

/**
 * A Special Action aimed at an adjacent Standing opponent (alone or instead of a Blitz's block): Foul
 * Appearance first, then the skill's own resolution. A ball carrier hurt by it without being knocked
 * down (Stunned, KO'd …) drops the ball, which bounces. Finishes with `false` when the activation ends.
 */
export interface SpecialAttackProc extends Proc {
  kind: 'special-attack';
  attacker: string;
  target: string;
  skill: SkillRef['id'];
  stage: 'start' | 'after' | 'done';
  carrier: { player: string; at: Square } | null;
}

export const specialAttackProc = (
  attacker: PlayerState,
  target: PlayerState,
  skill: SkillRef['id'],
): SpecialAttackProc => ({
  kind: 'special-attack',
  attacker: attacker.id,
  target: target.id,
  skill,
  stage: 'start',
  carrier: null,
});

/** The special attack a player can make, if any. */
export function specialAttackOf(
  s: MatchState,
  p: PlayerState,
): { id: SkillRef['id']; attack: SpecialAttack } | null {
  const found = findSkillDef(s, p, (d) => d.block?.specialAttack !== undefined);
  const attack = found?.def.block?.specialAttack;
  return found && attack ? { id: found.def.id, attack } : null;
}

export const specialAttackDef = defineProc<SpecialAttackProc>({
  run(ctx, p) {
    const s = ctx.s;
    const attacker = getPlayer(s, p.attacker);
    const target = getPlayer(s, p.target);
    const attack = findSkillDef(s, attacker, (d) => d.id === p.skill)?.def.block?.specialAttack;
    if (p.stage === 'start') {
      p.stage = 'after';
      if (!passesBeforeTargeted(ctx, target, attacker, false)) {
        ctx.finish(false);
        return NEXT;
      }
      const holder = [attacker, target].find((pl) => hasBall(s, pl));
      p.carrier = holder?.at ? { player: holder.id, at: holder.at } : null;
      ctx.emit({ kind: 'skill', player: attacker.id, skill: p.skill, effect: `against ${target.name}` });
      attack?.resolve(ctx, attacker, target);
      return NEXT;
    }
    const r = takeResult(p);
    const goesOn = !attack?.endsActivation && attacker.at !== null && attacker.status === 'standing';
    if (p.stage === 'done') {
      ctx.finish(r === false ? false : goesOn);
      return NEXT;
    }
    p.stage = 'done';
    releaseStaleChomps(s);
    const c = p.carrier;
    if (c && s.ball.kind === 'carried' && s.ball.player === c.player) {
      const holder = getPlayer(s, c.player);
      if (holder.at === null || holder.status !== 'standing') {
        setBall(ctx, { kind: 'air', at: c.at }, 'dropped');
        ctx.push({ kind: 'bounce', from: c.at, kick: null });
      }
    }
    return NEXT;
  },
});
