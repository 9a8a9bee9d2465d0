import type { ArmourBonus } from '../block/armour-bonus.js';
import { editionOf } from '../edition/editions.js';
import { squareCommand } from '../engine/commands.js';
import type { Context } from '../engine/context.js';
import type { Decision } from '../engine/decision.js';
import type { Modifier } from '../engine/events.js';
import { defineProc, NEXT, type Proc, takeBool, takeInput, WAIT } from '../engine/procedure.js';
import { turnover } from '../flow/turnover.js';
import { type Square, sameSquare } from '../pitch.js';
import { testProc } from '../rolls/test.js';
import { findSkillDef, hasHook, useSkill } from '../skills/registry.js';
import type { ArmourCause } from '../stars/hooks.js';
import { setBall, setStatus } from '../state/mutate.js';
import { emptyNeighbours, getPlayer, hasBall } from '../state/query.js';
import type { PlayerState } from '../state/types.js';
import type { DownKind } from '../types.js';
import { injuryProc } from './injury.js';

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
  /** Fixed modifiers to the armour roll (a Fireball's +1). */
  armourModifiers?: Modifier[] | undefined;
  /** What knocked the player down, for Star Player special rules on the armour roll. */
  cause?: ArmourCause | undefined;
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
  decide(s, p): Decision {
    const player = getPlayer(s, p.player);
    const square = p.square as Square;
    return {
      team: player.team,
      kind: 'place-ball',
      player: player.id,
      prompt: `Safe Pair of Hands: where does ${player.name} put the ball?`,
      options: emptyNeighbours(s, square).map((q) => squareCommand(q.x, q.y)),
    };
  },
  run(ctx, p) {
    const player = getPlayer(ctx.s, p.player);
    switch (p.stage) {
      case 0: {
        p.stage = 1;
        const steady =
          p.how !== 'placed-prone' && findSkillDef(ctx.s, player, (d) => d.steadyFooting !== undefined);
        if (steady) {
          ctx.push(
            testProc(
              'steady-footing',
              player,
              steady.def.steadyFooting ?? editionOf(ctx.s).steadyFootingTarget,
              [],
            ),
          );
          return NEXT;
        }
        p.result = false;
        return NEXT;
      }
      case 1: {
        if (takeBool(p)) {
          useSkill(ctx, player, (d) => d.steadyFooting !== undefined, 'stays on its feet');
          ctx.finish(false);
          return NEXT;
        }
        p.stage = 2;
        p.square = player.at;
        p.hadBall = hasBall(ctx.s, player);
        // The ball leaves the player at once: while armour, injury and an Apothecary are decided the
        // player may already be in a dugout box, so it lies loose in the square until it bounces below.
        if (p.hadBall && p.square) setBall(ctx, { kind: 'air', at: p.square }, 'dropped');
        setStatus(ctx, player, 'prone');
        player.rooted = false;
        ctx.emit({ kind: 'going-down', player: player.id, how: p.how });
        causesTurnover(ctx, p, player);
        if (hasHook(ctx.s, player, (d) => d.injuryWhenDown === true)) {
          // Ball & Chain: no armour to roll, the injury comes at once and Stunned is a KO. A Mighty Blow
          // that had no armour roll to help goes on the injury roll.
          const flexible = p.bonus?.flexible;
          const modifiers = flexible ? [flexible] : [];
          ctx.push({ ...injuryProc(player, false, p.by, p.spp), modifiers, stunnedIsKo: true });
        } else if (p.how !== 'placed-prone') {
          ctx.push({
            kind: 'armour',
            player: player.id,
            by: p.by,
            spp: p.spp,
            modifiers: p.armourModifiers ?? [],
            stage: 0,
            ...(p.bonus ? { bonus: p.bonus } : {}),
            ...(p.cause ? { cause: p.cause } : {}),
          });
        }
        return NEXT;
      }
      case 3: {
        // Safe Pair of Hands: the coach picked the square for the ball.
        const c = takeInput(p);
        if (c?.type !== 'square') return WAIT;
        useSkill(ctx, player, (d) => d.safeBallPlacement === true, 'places the ball');
        ctx.finish(true);
        setBall(ctx, { kind: 'ground', at: c.square }, 'placed');
        return NEXT;
      }
      default: {
        if (p.hadBall && p.square && safePlacement(ctx, player, p.square).length > 0) {
          p.stage = 3;
          return WAIT;
        }
        ctx.finish(true);
        const ball = ctx.s.ball;
        if (p.hadBall && p.square) ctx.push({ kind: 'bounce', from: p.square, kick: null });
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

/** Squares where Safe Pair of Hands may put the ball (none without the skill, or off the pitch). */
function safePlacement(ctx: Context, player: PlayerState, square: Square): Square[] {
  if (player.at === null || !hasHook(ctx.s, player, (d) => d.safeBallPlacement === true)) return [];
  return emptyNeighbours(ctx.s, square);
}
