import { blockProc, blockTargets, frenzyAgain } from '../block/block.js';
import type { Decision } from '../engine/decision.js';
import { defineProc, NEXT, type Proc, takeInput, takeResult, WAIT } from '../engine/procedure.js';
import { getPlayer } from '../state/query.js';
import type { PlayerState } from '../state/types.js';

/**
 * The Block Action: pick a Standing opponent the player Marks and block it; Frenzy blocks a target still
 * Standing a second time. The activation then ends.
 */
export interface BlockActionProc extends Proc {
  kind: 'block-action';
  player: string;
  target: string | null;
  blocks: number;
}

export const blockAction = (p: PlayerState): BlockActionProc => ({
  kind: 'block-action',
  player: p.id,
  target: null,
  blocks: 0,
});

export const blockActionDef = defineProc<BlockActionProc>({
  run(ctx, p) {
    const s = ctx.s;
    const player = getPlayer(s, p.player);
    if (p.target === null) {
      const targets = blockTargets(s, player);
      if (targets.length === 0) {
        ctx.finish(false);
        return NEXT;
      }
      const c = takeInput(p);
      if (c?.type !== 'player' || !targets.some((t) => t.id === c.player)) return WAIT;
      p.target = c.player;
    }
    const r = takeResult(p);
    const target = getPlayer(s, p.target);
    if (p.blocks === 0 || (p.blocks === 1 && r === true && frenzyAgain(s, player.id, target.id))) {
      p.blocks += 1;
      ctx.push(blockProc(player, target, false, true));
      return NEXT;
    }
    ctx.finish(true);
    return NEXT;
  },
  decide(s, p): Decision {
    const player = getPlayer(s, p.player);
    return {
      team: player.team,
      kind: 'block-target',
      player: player.id,
      prompt: `${player.name} blocks whom?`,
      options: blockTargets(s, player).map((t) => ({ type: 'player', player: t.id })),
    };
  },
});
