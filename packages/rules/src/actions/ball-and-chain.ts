import { ballAndChainPush, blockProc } from '../block/block.js';
import { editionOf } from '../edition/editions.js';
import type { Command } from '../engine/commands.js';
import type { Context } from '../engine/context.js';
import type { Decision } from '../engine/decision.js';
import { defineProc, NEXT, type Proc, type Step, takeInput, takeResult, WAIT } from '../engine/procedure.js';
import { checkTouchdown, turnover } from '../flow/turnover.js';
import { goingDown } from '../injury/going-down.js';
import { injuryProc } from '../injury/injury.js';
import { onPitch, type Square, sameSquare } from '../pitch.js';
import { rollEvent, testProc } from '../rolls/test.js';
import { useSkill } from '../skills/registry.js';
import { starDirectionReroll, useStarDirectionReroll } from '../stars/hook-points.js';
import { movePlayer, setBall, toBox } from '../state/mutate.js';
import { getPlayer, hasBall, playerAt } from '../state/query.js';
import type { MatchState, PlayerState } from '../state/types.js';
import { maxRushes, movementAllowance } from './move.js';
import { rushModifiers } from './move-step.js';

/** The four ways the Throw-in template may face: either End Zone or either sideline (up is y − 1). */
export const TEMPLATE_FACINGS = [
  'home-end-zone',
  'away-end-zone',
  'top-sideline',
  'bottom-sideline',
] as const;
export type TemplateFacing = (typeof TEMPLATE_FACINGS)[number];

const FACING: Record<TemplateFacing, Square> = {
  'home-end-zone': { x: -1, y: 0 },
  'away-end-zone': { x: 1, y: 0 },
  'top-sideline': { x: 0, y: -1 },
  'bottom-sideline': { x: 0, y: 1 },
};

/** The square a D6 on the Throw-in template picks: 1–2 diagonal left, 3–4 straight on, 5–6 diagonal right. */
export function templateSquare(from: Square, facing: TemplateFacing, d6: number): Square {
  const f = FACING[facing];
  const left = { x: f.y, y: -f.x };
  const side = d6 <= 2 ? 1 : d6 <= 4 ? 0 : -1;
  return { x: from.x + f.x + side * left.x, y: from.y + f.y + side * left.y };
}

/**
 * The Ball & Chain Move (§2.7), a Special Action with no per-turn limit. For each square the coach lays
 * the Throw-in template facing an End Zone or a sideline and a D6 picks the square. The player must use
 * its whole MA, then may Rush (a failed Rush: it enters the square, then Falls Over). Dodges pass
 * automatically and no reaction (Tentacles, Shadowing, Diving Tackle) can stop it. Entering a Standing
 * player's square (either team) is a block it must follow up; a Prone or Stunned player is pushed back
 * and gets an armour roll; off the pitch is the crowd (a Turnover); a loose ball there bounces.
 */
export interface BallAndChainProc extends Proc {
  kind: 'ball-and-chain';
  player: string;
  maUsed: number;
  rushes: number;
  stage: 'facing' | 'rushed' | 'direction';
  /** The square the template picked, while a Rush for it is rolled. */
  to: Square | null;
  /** The template's facing, while a Star Player's rule may re-roll the direction D6. */
  facing?: TemplateFacing | undefined;
}

export const ballAndChainAction = (p: PlayerState, maUsed: number): BallAndChainProc => ({
  kind: 'ball-and-chain',
  player: p.id,
  maUsed,
  rushes: 0,
  stage: 'facing',
  to: null,
});

const FACING_COMMANDS: readonly Command[] = TEMPLATE_FACINGS.map((f) => ({ type: 'choose', choice: f }));
const END: Command = { type: 'end-activation' };

/** The whole MA must be used; after it the coach may stop or Rush on. */
function options(s: MatchState, p: BallAndChainProc, player: PlayerState): Command[] {
  const maLeft = movementAllowance(player) - p.maUsed;
  if (maLeft > 0) return [...FACING_COMMANDS];
  if (p.rushes < maxRushes(s, player)) return [...FACING_COMMANDS, END];
  return [END];
}

/** The player enters `to` (fallAfter: a failed Rush, it Falls Over there). */
function enter(ctx: Context, player: PlayerState, to: Square, fallAfter: boolean): void {
  const s = ctx.s;
  const from = player.at as Square;
  if (!onPitch(to.x, to.y)) {
    // Off the pitch counts as pushed into the crowd: a Turnover and an injury roll by the crowd, whose
    // Stunned is not upgraded to a KO.
    if (hasBall(s, player)) setBall(ctx, { kind: 'air', at: from }, 'into the crowd');
    toBox(ctx, player, 'reserves');
    turnover(ctx, 'pushed-into-crowd');
    ctx.finish(false);
    if (s.ball.kind === 'air' && sameSquare(s.ball.at, from))
      ctx.push({ kind: 'throw-in', last: from, kick: null });
    ctx.push(injuryProc(player, true));
    return;
  }
  const other = playerAt(s, to.x, to.y);
  if (other !== undefined) {
    if (fallAfter) {
      // It cannot enter a square someone holds: it Falls Over where it is.
      ctx.push(goingDown(player, 'falls-over'));
      return;
    }
    if (other.status === 'standing') {
      ctx.push({ ...blockProc(player, other, false, false), ballAndChain: true });
    } else {
      useSkill(ctx, player, (d) => d.ballAndChainMove === true, `crashes into ${other.name}`);
      ctx.push(ballAndChainPush(player, other));
    }
    return;
  }
  movePlayer(ctx, player, to, 'step');
  const ball = s.ball;
  if (ball.kind === 'ground' && sameSquare(ball.at, to)) {
    // Involuntary: it never picks the ball up.
    setBall(ctx, { kind: 'air', at: to }, 'knocked loose');
    ctx.push({ kind: 'bounce', from: to, kick: null });
  }
  if (fallAfter) ctx.push(goingDown(player, 'falls-over'));
  else checkTouchdown(ctx, player);
}

/** The direction D6 on the template, logged: a roll read on the template has no target, no success. */
function rollDirection(ctx: Context, player: PlayerState, rerolled = false): number {
  const n = ctx.roll('D6');
  ctx.emit({ ...rollEvent('ball-and-chain', player.id, n, 0, true), target: null, success: null, rerolled });
  return n;
}

/** One square of the move: a Rush first once the MA is used, then into the square. */
function step(ctx: Context, p: BallAndChainProc, player: PlayerState, to: Square): Step {
  const rush = p.maUsed >= movementAllowance(player);
  p.maUsed += 1;
  if (rush) {
    p.rushes += 1;
    p.to = to;
    p.stage = 'rushed';
    ctx.push(testProc('rush', player, editionOf(ctx.s).rushTarget, rushModifiers(ctx.s, player)));
    return NEXT;
  }
  p.to = null;
  enter(ctx, player, to, false);
  return NEXT;
}

export const ballAndChainDef = defineProc<BallAndChainProc>({
  run(ctx, p) {
    const s = ctx.s;
    const player = getPlayer(s, p.player);
    const r = takeResult(p);
    const stopped = s.turnState?.turnover || s.touchdownBy !== null;
    if (stopped || player.at === null || player.status !== 'standing') {
      ctx.finish(false);
      return NEXT;
    }
    if (p.stage === 'rushed') {
      p.stage = 'facing';
      const ok = typeof r === 'object' && r.kind === 'test' && r.success;
      enter(ctx, player, p.to as Square, !ok);
      p.to = null;
      return NEXT;
    }
    if (p.stage === 'direction') {
      // Keep the square the template picked, or roll the direction again (Whirling Dervish).
      const c = takeInput(p);
      if (!c) return WAIT;
      const facing = p.facing as TemplateFacing;
      let to = p.to as Square;
      if (c.type === 'reroll') {
        useStarDirectionReroll(ctx, player);
        to = templateSquare(player.at, facing, rollDirection(ctx, player, true));
      }
      p.stage = 'facing';
      p.facing = undefined;
      return step(ctx, p, player, to);
    }
    const opts = options(ctx.s, p, player);
    if (opts.length === 1 && opts[0]?.type === 'end-activation') {
      ctx.finish(true);
      return NEXT;
    }
    const c = takeInput(p);
    if (!c) return WAIT;
    if (c.type === 'end-activation') {
      ctx.finish(true);
      return NEXT;
    }
    if (c.type !== 'choose') return WAIT;
    const facing = TEMPLATE_FACINGS.find((f) => f === c.choice);
    if (!facing) return WAIT;
    const n = rollDirection(ctx, player);
    if (starDirectionReroll(player)) {
      p.facing = facing;
      p.to = templateSquare(player.at, facing, n);
      p.stage = 'direction';
      return WAIT;
    }
    return step(ctx, p, player, templateSquare(player.at, facing, n));
  },
  decide(s, p): Decision {
    const player = getPlayer(s, p.player);
    const rule = p.stage === 'direction' ? starDirectionReroll(player) : undefined;
    if (rule) {
      return {
        team: player.team,
        kind: 'reroll',
        player: player.id,
        prompt: `Ball & Chain: ${player.name} goes to (${p.to?.x}, ${p.to?.y}); re-roll the direction?`,
        options: [{ type: 'reroll', source: rule }, { type: 'no-reroll' }],
      };
    }
    return {
      team: player.team,
      kind: 'move-step',
      player: player.id,
      prompt: `Ball & Chain: which way does the Throw-in template face for ${player.name}?`,
      options: options(s, p, player),
    };
  },
});
