import { isChomped } from '../block/chomp.js';
import { editionOf } from '../edition/editions.js';
import { type Command, moveCommand } from '../engine/commands.js';
import type { Decision } from '../engine/decision.js';
import { defineProc, NEXT, type Proc, takeInput, takeResult, WAIT } from '../engine/procedure.js';
import { DIRECTIONS, distance, onPitch, type Square } from '../pitch.js';
import type { SkillId } from '../skills/catalogue.js';
import { hasHook, skillIdOf, sumHook } from '../skills/registry.js';
import { getPlayer, hasBall, occupancy } from '../state/query.js';
import type { MatchState, PlayerState } from '../state/types.js';
import { takeStep } from './move-step.js';

/**
 * The movement part of an action (§3.4): one square at a time, up to MA, then up to two Rushes (Sprint:
 * three). A Jump over a Prone or Stunned player (any square with Leap or Pogo) lands two squares away and
 * costs 2. Secure the Ball uses the same procedure and ends as soon as the ball is secured.
 */
export interface MoveActionProc extends Proc {
  kind: 'move-action';
  player: string;
  maUsed: number;
  rushes: number;
  secure: boolean;
  /** Fumblerooski: leave the ball behind on the next step. */
  dropBall: boolean;
}

export const moveAction = (p: PlayerState, maUsed: number, secure: boolean): MoveActionProc => ({
  kind: 'move-action',
  player: p.id,
  maUsed,
  rushes: 0,
  secure,
  dropBall: false,
});

export const movementAllowance = (p: PlayerState): number => Math.max(1, p.stats.ma + p.driveMods.ma);
export const maxRushes = (s: MatchState, p: PlayerState): number =>
  editionOf(s).rushes + sumHook(s, p, (d) => d.extraRushes);

/** Squares two away that a jump can reach, with the square jumped over. */
export function jumpTargets(s: MatchState, p: PlayerState, grid = occupancy(s)): Square[] {
  const from = p.at as Square;
  const anySquare = hasHook(s, p, (d) => d.jumpAnySquare === true);
  const out: Square[] = [];
  for (let dx = -2; dx <= 2; dx++) {
    for (let dy = -2; dy <= 2; dy++) {
      if (Math.max(Math.abs(dx), Math.abs(dy)) !== 2) continue;
      const x = from.x + dx;
      const y = from.y + dy;
      if (!onPitch(x, y) || grid[y * 26 + x] !== undefined) continue;
      const to = { x, y };
      const over = DIRECTIONS.some((d) => {
        const m = { x: from.x + d.x, y: from.y + d.y };
        if (!onPitch(m.x, m.y) || distance(m, to) !== 1) return false;
        if (anySquare) return true;
        const o = grid[m.y * 26 + m.x];
        return o !== undefined && o.status !== 'standing';
      });
      if (over) out.push(to);
    }
  }
  return out;
}

/** Is a Prone or Stunned player next to `at` (something to jump over)? */
function nextToLying(at: Square, grid: readonly (PlayerState | undefined)[]): boolean {
  for (const d of DIRECTIONS) {
    const x = at.x + d.x;
    const y = at.y + d.y;
    if (!onPitch(x, y)) continue;
    const o = grid[y * 26 + x];
    if (o !== undefined && o.status !== 'standing') return true;
  }
  return false;
}

export function moveOptions(s: MatchState, p: MoveActionProc): Command[] {
  const player = getPlayer(s, p.player);
  const options: Command[] = [];
  if (player.at === null || player.status !== 'standing' || player.rooted || isChomped(s, player))
    return [{ type: 'end-activation' }];
  const maLeft = movementAllowance(player) - p.maUsed;
  const rushLeft = maxRushes(s, player) - p.rushes;
  const budget = Math.max(0, maLeft) + rushLeft;
  const grid = occupancy(s);
  if (budget >= 1) {
    for (const d of DIRECTIONS) {
      const x = player.at.x + d.x;
      const y = player.at.y + d.y;
      if (onPitch(x, y) && grid[y * 26 + x] === undefined) options.push(moveCommand(x, y));
    }
  }
  if (
    budget >= editionOf(s).jumpCost &&
    (hasHook(s, player, (d) => d.jumpAnySquare === true) ||
      (editionOf(s).jumpOverLyingPlayers && nextToLying(player.at, grid)))
  ) {
    for (const to of jumpTargets(s, player, grid)) options.push(moveCommand(to.x, to.y));
  }
  if (
    !p.dropBall &&
    hasBall(s, player) &&
    !p.secure &&
    hasHook(s, player, (d) => d.dropBallWhileMoving === true)
  ) {
    options.push({
      type: 'use-skill',
      skill: skillIdOf(s, player, (d) => d.dropBallWhileMoving === true) as SkillId,
    });
  }
  options.push({ type: 'end-activation' });
  return options;
}

export const moveActionDef = defineProc<MoveActionProc>({
  run(ctx, p) {
    const s = ctx.s;
    const player = getPlayer(s, p.player);
    const r = takeResult(p);
    if (r !== undefined) {
      if (r === false || s.turnState?.turnover || s.touchdownBy) {
        ctx.finish(false);
        return NEXT;
      }
      if (p.secure && hasBall(s, player)) {
        ctx.finish(true);
        return NEXT;
      }
    }
    if (player.at === null || player.status !== 'standing' || player.distracted) {
      ctx.finish(false);
      return NEXT;
    }
    const c = takeInput(p);
    if (!c) return WAIT;
    if (c.type === 'end-activation') {
      ctx.finish(true);
      return NEXT;
    }
    if (c.type === 'use-skill') {
      p.dropBall = true;
      return NEXT;
    }
    if (c.type !== 'move') return WAIT;
    const dropBall = p.dropBall;
    p.dropBall = false;
    takeStep(ctx, p, player, c.square, p.secure, dropBall);
    return NEXT;
  },
  decide(s, p): Decision {
    const player = getPlayer(s, p.player);
    return {
      team: player.team,
      kind: 'move-step',
      player: player.id,
      prompt: `Move ${player.name}`,
      options: moveOptions(s, p),
    };
  },
});
