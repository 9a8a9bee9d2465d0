import { blockTargets } from '../block/block.js';
import { hitAndRun, hitAndRunSquares } from '../block/hit-and-run.js';
import { specialAttackOf, specialAttackProc } from '../block/special-attack.js';
import type { Decision } from '../engine/decision.js';
import { defineProc, NEXT, type Proc, takeInput, takeResult, WAIT } from '../engine/procedure.js';
import { getPlayer } from '../state/query.js';
import type { MatchState, PlayerState } from '../state/types.js';

/**
 * A Special Action aimed at a Standing opponent the player Marks (Stab, Chainsaw, Projectile Vomit,
 * Breathe Fire): pick the target, then the attack. No per-turn limit.
 */
export interface SpecialActionProc extends Proc {
  kind: 'special-action';
  player: string;
  stage: 'target' | 'done';
}

export const specialAction = (p: PlayerState): SpecialActionProc => ({
  kind: 'special-action',
  player: p.id,
  stage: 'target',
});

export const maySpecialAttack = (s: MatchState, p: PlayerState): boolean =>
  p.status === 'standing' && specialAttackOf(p) !== null && blockTargets(s, p).length > 0;

export const specialActionDef = defineProc<SpecialActionProc>({
  run(ctx, p) {
    const s = ctx.s;
    const player = getPlayer(s, p.player);
    if (p.stage === 'done') {
      const r = takeResult(p);
      ctx.finish(true);
      const then = specialAttackOf(player)?.attack.allowsHitAndRun === true;
      if (r !== false && then && hitAndRunSquares(s, player).length > 0) ctx.push(hitAndRun(player));
      return NEXT;
    }
    const attack = specialAttackOf(player);
    const targets = blockTargets(s, player);
    if (!attack || targets.length === 0) {
      ctx.finish(false);
      return NEXT;
    }
    const c = takeInput(p);
    if (c?.type !== 'player' || !targets.some((t) => t.id === c.player)) return WAIT;
    p.stage = 'done';
    ctx.push(specialAttackProc(player, getPlayer(s, c.player), attack.id));
    return NEXT;
  },
  decide(s, p): Decision {
    const player = getPlayer(s, p.player);
    return {
      team: player.team,
      kind: 'block-target',
      player: player.id,
      prompt: `${player.name}: ${specialAttackOf(player)?.id ?? 'special action'} against whom?`,
      options: blockTargets(s, player).map((t) => ({ type: 'player', player: t.id })),
    };
  },
});
