import { blockProc } from '../block/block.js';
import { afterAction, announce, canUseBlockHook, findBlockHook } from '../block/hooks.js';
import { blocksAgainAfter, blockTargets } from '../block/targets.js';
import type { Decision } from '../engine/decision.js';
import { defineProc, NEXT, type Proc, takeInput, takeResult, WAIT } from '../engine/procedure.js';
import { goingDown } from '../injury/going-down.js';
import { adjacent } from '../pitch.js';
import type { SkillId } from '../skills/catalogue.js';
import { starFarBlockTargets, useStarFarBlock } from '../stars/hook-points.js';
import { getPlayer } from '../state/query.js';
import type { MatchState, PlayerState } from '../state/types.js';
import { immediateFoul } from './foul.js';

/**
 * The Block Action: pick a Standing opponent the player Marks and block it; Frenzy blocks a target still
 * Standing a second time; Pile Driver may then foul a knocked-down target and lie down. The activation
 * then ends.
 */
export interface BlockActionProc extends Proc {
  kind: 'block-action';
  player: string;
  target: string | null;
  blocks: number;
  /** Multiple Block: the second target, blocked after the first (both at −2 ST, no follow-up). */
  second: string | null;
  stage: 'target' | 'second' | 'blocking' | 'multiple' | 'pile-driver' | 'fouled' | 'done';
}

export const blockAction = (p: PlayerState): BlockActionProc => ({
  kind: 'block-action',
  player: p.id,
  target: null,
  blocks: 0,
  second: null,
  stage: 'target',
});

/** Whom the Block Action may aim at: opponents it Marks, and those a Star Player's rule reaches. */
const targetsOf = (s: MatchState, player: PlayerState) => [
  ...blockTargets(s, player),
  ...starFarBlockTargets(s, player),
];

const multipleBlockOptions = (s: MatchState, player: PlayerState, first: string) =>
  canUseBlockHook(player, 'twoTargets') ? blockTargets(s, player).filter((t) => t.id !== first) : [];

/** Pile Driver applies: the attacker still Standing next to the target it knocked down. */
function pileDriverReady(s: MatchState, player: PlayerState, target: PlayerState): boolean {
  if (s.turnState?.turnover || s.touchdownBy !== null) return false;
  if (!canUseBlockHook(player, 'foulsAfterKnockDown') || player.at === null) return false;
  return target.at !== null && target.status !== 'standing' && adjacent(target.at, player.at);
}

export const blockActionDef = defineProc<BlockActionProc>({
  run(ctx, p) {
    const s = ctx.s;
    const player = getPlayer(s, p.player);
    switch (p.stage) {
      case 'target': {
        const targets = targetsOf(s, player);
        if (targets.length === 0) {
          ctx.finish(false);
          return NEXT;
        }
        const c = takeInput(p);
        if (c?.type !== 'player' || !targets.some((t) => t.id === c.player)) return WAIT;
        p.target = c.player;
        const far = starFarBlockTargets(s, player).find((t) => t.id === c.player);
        if (far) {
          useStarFarBlock(ctx, player, far);
          p.blocks = 1;
          p.stage = 'blocking';
          ctx.push({ ...blockProc(player, far, false, true), noFollowUp: true });
          return NEXT;
        }
        if (multipleBlockOptions(s, player, c.player).length > 0) {
          p.stage = 'second';
          return NEXT;
        }
        p.blocks = 1;
        p.stage = 'blocking';
        ctx.push(blockProc(player, getPlayer(s, c.player), false, true));
        return NEXT;
      }
      case 'second': {
        const c = takeInput(p);
        if (!c) return WAIT;
        const first = getPlayer(s, p.target as string);
        p.blocks = 1;
        if (c.type === 'player') {
          p.second = c.player;
          p.stage = 'multiple';
          announce(ctx, player, findBlockHook(player, 'twoTargets'), 'blocks two opponents');
          ctx.push({ ...blockProc(player, first, false, true), multiple: true });
          return NEXT;
        }
        p.stage = 'blocking';
        ctx.push(blockProc(player, first, false, true));
        return NEXT;
      }
      case 'multiple': {
        takeResult(p);
        const second = getPlayer(s, p.second as string);
        const stopped = s.turnState?.turnover || s.touchdownBy !== null;
        p.stage = 'pile-driver';
        if (!stopped && blockTargets(s, player).some((t) => t.id === second.id)) {
          p.blocks = 2;
          ctx.push({ ...blockProc(player, second, false, true), multiple: true });
        }
        return NEXT;
      }
      case 'blocking': {
        const r = takeResult(p);
        const target = getPlayer(s, p.target as string);
        if (r === false) {
          ctx.finish(false);
          return NEXT;
        }
        if (p.blocks === 1 && blocksAgainAfter(s, player.id, target.id)) {
          p.blocks = 2;
          ctx.push(blockProc(player, target, false, true));
          return NEXT;
        }
        p.stage = 'pile-driver';
        return pileDriverReady(s, player, target) ? WAIT : NEXT;
      }
      case 'pile-driver': {
        const c = takeInput(p);
        if (c?.type === 'use-skill') {
          announce(ctx, player, findBlockHook(player, 'foulsAfterKnockDown'), 'fouls the fallen target');
          p.stage = 'fouled';
          ctx.push(immediateFoul(player, getPlayer(s, p.target as string)));
          return NEXT;
        }
        p.stage = 'done';
        const after = afterAction(s, player);
        if (after) ctx.push(after);
        return NEXT;
      }
      case 'fouled': {
        takeResult(p);
        p.stage = 'done';
        if (player.at !== null && player.status === 'standing') ctx.push(goingDown(player, 'placed-prone'));
        return NEXT;
      }
      default:
        takeResult(p);
        ctx.finish(true);
        return NEXT;
    }
  },
  decide(s, p): Decision {
    const player = getPlayer(s, p.player);
    if (p.stage === 'second') {
      return {
        team: player.team,
        kind: 'block-target',
        player: player.id,
        prompt: `Multiple Block: a second target for ${player.name}, or a single block?`,
        options: [
          ...multipleBlockOptions(s, player, p.target as string).map((t) => ({
            type: 'player' as const,
            player: t.id,
          })),
          { type: 'done' },
        ],
      };
    }
    if (p.stage === 'pile-driver') {
      return {
        team: player.team,
        kind: 'use-skill',
        player: player.id,
        prompt: `Pile Driver: foul the fallen target with ${player.name}?`,
        options: [
          { type: 'use-skill', skill: findBlockHook(player, 'foulsAfterKnockDown')?.def.id as SkillId },
          { type: 'decline' },
        ],
      };
    }
    return {
      team: player.team,
      kind: 'block-target',
      player: player.id,
      prompt: `${player.name} blocks whom?`,
      options: targetsOf(s, player).map((t) => ({ type: 'player', player: t.id })),
    };
  },
});
