import type { ArmourBonus } from '../block/armour-bonus.js';
import { BB2025 } from '../edition/bb2025.js';
import type { Context } from '../engine/context.js';
import { defineProc, NEXT, type Proc, takeBool } from '../engine/procedure.js';
import { checkTouchdown, turnover } from '../flow/turnover.js';
import { type Square, sameSquare } from '../pitch.js';
import { testProc } from '../rolls/test.js';
import { findSkillDef, hasHook } from '../skills/registry.js';
import { setBall, setStatus } from '../state/mutate.js';
import { emptyNeighbours, getPlayer, hasBall } from '../state/query.js';
import type { PlayerState } from '../state/types.js';
import type { DownKind } from '../types.js';

/**
 * A player goes down (§3.1): Placed Prone (no armour roll), Falls Over or is Knocked Down (armour roll).
 * Steady Footing may avoid the last two. The ball a carrier held bounces (Safe Pair of Hands places it
 * instead), after the armour and injury rolls. Going down is a Turnover for the active team when it
 * Falls Over, is Knocked Down, or is its ball carrier.
 * Finishes with `true` when the player did go down.
 */
export interface GoingDownProc extends Proc {
  kind: 'going-down';
  player: string;
  how: DownKind;
  /** The opponent responsible, for casualty records. */
  by: string | null;
  /** Casualties from this going-down earn SPP (Block Actions). */
  spp: boolean;
  stage: number;
  square: Square | null;
  hadBall: boolean;
  /** False: going down is no Turnover unless the player held the ball (Animal Savagery's victim). */
  turnover?: boolean | undefined;
  /** Mighty Blow / Claws from the block that knocked the player down. */
  bonus?: ArmourBonus | undefined;
}

export const goingDown = (
  player: PlayerState,
  how: DownKind,
  by: string | null = null,
  spp = false,
  bonus?: ArmourBonus,
): GoingDownProc => ({
  kind: 'going-down',
  player: player.id,
  how,
  by,
  spp,
  stage: 0,
  square: null,
  hadBall: false,
  ...(bonus ? { bonus } : {}),
});

function causesTurnover(ctx: Context, p: GoingDownProc, player: PlayerState): void {
  const ts = ctx.s.turnState;
  if (!ts || ts.team !== player.team) return;
  if (p.turnover === false) {
    if (p.hadBall) turnover(ctx, 'ball-carrier-placed-prone');
    return;
  }
  if (p.how === 'falls-over') turnover(ctx, 'fell-over');
  else if (p.how === 'knocked-down') turnover(ctx, 'knocked-down');
  else if (p.hadBall) turnover(ctx, 'ball-carrier-placed-prone');
}

export const goingDownDef = defineProc<GoingDownProc>({
  run(ctx, p) {
    const player = getPlayer(ctx.s, p.player);
    switch (p.stage) {
      case 0: {
        p.stage = 1;
        const steady = p.how !== 'placed-prone' && findSkillDef(player, (d) => d.steadyFooting !== undefined);
        if (steady) {
          ctx.push(
            testProc('steady-footing', player, steady.def.steadyFooting ?? BB2025.steadyFootingTarget, []),
          );
          return NEXT;
        }
        p.result = false;
        return NEXT;
      }
      case 1: {
        if (takeBool(p)) {
          ctx.emit({
            kind: 'skill',
            player: player.id,
            skill: 'steady-footing',
            effect: 'stays on its feet',
          });
          ctx.finish(false);
          return NEXT;
        }
        p.stage = 2;
        p.square = player.at;
        p.hadBall = hasBall(ctx.s, player);
        setStatus(ctx, player, 'prone');
        player.rooted = false;
        ctx.emit({ kind: 'going-down', player: player.id, how: p.how });
        causesTurnover(ctx, p, player);
        if (p.how !== 'placed-prone') {
          ctx.push({
            kind: 'armour',
            player: player.id,
            by: p.by,
            spp: p.spp,
            modifiers: [],
            stage: 0,
            ...(p.bonus ? { bonus: p.bonus } : {}),
          });
        }
        return NEXT;
      }
      default: {
        ctx.finish(true);
        const ball = ctx.s.ball;
        if (p.hadBall && p.square) dropBall(ctx, player, p.square);
        else if (p.square && ball.kind === 'ground' && sameSquare(ball.at, p.square)) {
          // Going down in the square of a loose ball (a failed dodge or rush into it): it bounces.
          setBall(ctx, { kind: 'air', at: p.square }, 'knocked loose');
          ctx.push({ kind: 'bounce', from: p.square, kick: null });
        }
        return NEXT;
      }
    }
  },
});

/** The ball leaves a player who went down: Safe Pair of Hands places it, otherwise it bounces. */
function dropBall(ctx: Context, player: PlayerState, square: Square): void {
  const placer = player.at !== null && hasHook(player, (d) => d.safeBallPlacement === true);
  if (placer) {
    const free = emptyNeighbours(ctx.s, square)[0];
    if (free) {
      ctx.emit({ kind: 'skill', player: player.id, skill: 'safe-pair-of-hands', effect: 'places the ball' });
      setBall(ctx, { kind: 'ground', at: free }, 'placed');
      return;
    }
  }
  setBall(ctx, { kind: 'air', at: square }, 'dropped');
  ctx.push({ kind: 'bounce', from: square, kick: null });
}

export { checkTouchdown };
