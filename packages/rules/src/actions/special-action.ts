import { afterAction } from '../block/hooks.js';
import { specialAttackOf, specialAttackProc } from '../block/special-attack.js';
import { blockTargets, hasBlockTarget } from '../block/targets.js';
import { editionOf } from '../edition/editions.js';
import type { Command } from '../engine/commands.js';
import type { Decision } from '../engine/decision.js';
import { defineProc, NEXT, type Proc, takeInput, takeResult, WAIT } from '../engine/procedure.js';
import { distance, type Square } from '../pitch.js';
import {
  starDownTargets,
  starRepeatsAttack,
  useStarDownTarget,
  useStarRepeatAttack,
} from '../stars/hook-points.js';
import { getPlayer } from '../state/query.js';
import type { MatchState, PlayerState } from '../state/types.js';
import { movementBudget } from './blitz.js';
import { type MoveActionProc, moveOptions } from './move.js';
import { takeStep } from './move-step.js';

/**
 * A Special Action aimed at a Standing opponent the player Marks (Stab, Chainsaw, Projectile Vomit,
 * Breathe Fire, Hypnotic Gaze): pick the target, then the attack; Hypnotic Gaze may Move first. No
 * per-turn limit.
 */
export interface SpecialActionProc extends Proc {
  kind: 'special-action';
  player: string;
  maUsed: number;
  rushes: number;
  secure: false;
  dropBall: false;
  stage: 'target' | 'done' | 'again';
  /** The first target, while a Star Player's rule may still make a second attack (Maximum Carnage). */
  first?: string | undefined;
}

export const specialAction = (p: PlayerState, maUsed = 0): SpecialActionProc => ({
  kind: 'special-action',
  player: p.id,
  maUsed,
  rushes: 0,
  secure: false,
  dropBall: false,
  stage: 'target',
});

export function maySpecialAttack(s: MatchState, p: PlayerState): boolean {
  const special = specialAttackOf(s, p);
  if (!special || p.at === null) return false;
  if (!special.attack.moveFirst) return hasBlockTarget(s, p) || starDownTargets(s, p).length > 0;
  if (p.status !== 'standing' && p.status !== 'prone') return false;
  const at = p.at;
  const budget = movementBudget(s, p, p.status === 'prone' ? editionOf(s).standUpCost : 0, 0);
  return s.players.some(
    (o) => o.team !== p.team && o.at !== null && o.status === 'standing' && distance(o.at, at) <= budget + 1,
  );
}

function options(s: MatchState, p: SpecialActionProc): Command[] {
  const player = getPlayer(s, p.player);
  // A Star Player's rule may aim it at opponents on the ground too (Kick 'em While They're Down!).
  const targets: Command[] = [...blockTargets(s, player), ...starDownTargets(s, player)].map((t) => ({
    type: 'player',
    player: t.id,
  }));
  if (!specialAttackOf(s, player)?.attack.moveFirst) return targets;
  const moves = moveOptions(s, p as unknown as MoveActionProc).filter((o) => o.type !== 'use-skill');
  return [...targets, ...moves];
}

/** Opponents a second attack may aim at: the player's targets other than the first. */
function againTargets(s: MatchState, p: SpecialActionProc, player: PlayerState): PlayerState[] {
  if (player.at === null || player.status !== 'standing' || !starRepeatsAttack(player)) return [];
  return blockTargets(s, player).filter((t) => t.id !== p.first);
}

export const specialActionDef = defineProc<SpecialActionProc>({
  run(ctx, p) {
    const s = ctx.s;
    const player = getPlayer(s, p.player);
    const r = takeResult(p);
    if (p.stage === 'again') {
      // A second attack on another opponent, or not.
      const c = takeInput(p);
      if (!c) return WAIT;
      const next =
        c.type === 'player' ? againTargets(s, p, player).find((t) => t.id === c.player) : undefined;
      const repeat = specialAttackOf(s, player);
      p.stage = 'done';
      p.first = undefined;
      if (next && repeat) {
        useStarRepeatAttack(ctx, player, next);
        ctx.push(specialAttackProc(player, next, repeat.id));
      } else p.result = true;
      return NEXT;
    }
    if (p.stage === 'done') {
      if (
        r !== false &&
        p.first !== undefined &&
        !s.turnState?.turnover &&
        againTargets(s, p, player).length > 0
      ) {
        p.stage = 'again';
        return WAIT;
      }
      ctx.finish(true);
      const then = specialAttackOf(s, player)?.attack.allowsHitAndRun === true;
      const after = r !== false && then ? afterAction(s, player) : null;
      if (after) ctx.push(after);
      return NEXT;
    }
    const attack = specialAttackOf(s, player);
    const stopped = r === false || s.turnState?.turnover || s.touchdownBy !== null;
    if (!attack || stopped || player.at === null || player.status !== 'standing' || player.distracted) {
      ctx.finish(false);
      return NEXT;
    }
    const opts = options(s, p);
    if (opts.length === 0) {
      ctx.finish(false);
      return NEXT;
    }
    const c = takeInput(p);
    if (!c) return WAIT;
    if (c.type === 'end-activation') {
      ctx.finish(true);
      return NEXT;
    }
    const down = c.type === 'player' ? starDownTargets(s, player).find((t) => t.id === c.player) : undefined;
    if (down) useStarDownTarget(ctx, player, down);
    if (c.type === 'player' && (down || blockTargets(s, player).some((t) => t.id === c.player))) {
      p.stage = 'done';
      if (starRepeatsAttack(player)) p.first = c.player;
      ctx.push(specialAttackProc(player, getPlayer(s, c.player), attack.id));
      return NEXT;
    }
    if (c.type !== 'move' || !attack.attack.moveFirst) return WAIT;
    const _from = player.at as Square;
    takeStep(ctx, p, player, c.square);
    return NEXT;
  },
  decide(s, p): Decision {
    const player = getPlayer(s, p.player);
    if (p.stage === 'again') {
      return {
        team: player.team,
        kind: 'block-target',
        player: player.id,
        prompt: `${player.name}: another attack, on a different opponent?`,
        options: [
          ...againTargets(s, p, player).map((t) => ({ type: 'player' as const, player: t.id })),
          { type: 'decline' },
        ],
      };
    }
    const moving = specialAttackOf(s, player)?.attack.moveFirst === true;
    return {
      team: player.team,
      kind: moving ? 'move-step' : 'block-target',
      player: player.id,
      prompt: `${player.name}: ${specialAttackOf(s, player)?.id ?? 'special action'} against whom?`,
      options: options(s, p),
    };
  },
});
