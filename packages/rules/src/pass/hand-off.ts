import { type MoveActionProc, moveOptions } from '../actions/move.js';
import { movingInput, takeStep } from '../actions/move-step.js';
import { canCatch } from '../ball/land.js';
import type { Command } from '../engine/commands.js';
import type { Context } from '../engine/context.js';
import type { Decision } from '../engine/decision.js';
import { defineProc, NEXT, type Proc, takeResult, WAIT } from '../engine/procedure.js';
import { turnover } from '../flow/turnover.js';
import { adjacent, type Square } from '../pitch.js';
import { testProc } from '../rolls/test.js';
import { starTookCaughtBall } from '../stars/hook-points.js';
import { setBall } from '../state/mutate.js';
import { ballCarrier, getPlayer } from '../state/query.js';
import type { MatchState, PlayerState } from '../state/types.js';
import { balksAt, canThrow, mayGoOn, mayPass, refused } from './pass-action.js';

/**
 * The Hand-off Action (once per team turn): the player may move first, then hands the ball to an
 * adjacent Standing team-mate that is not Distracted, who must catch it with no base modifier (markers,
 * weather and skills still count). The activation ends with the hand-off; the turn ends unless a player
 * of the team ends up holding the ball (a fumbled catch that an opponent picks up included).
 */
export interface HandOffProc extends Proc {
  kind: 'hand-off-action';
  player: string;
  maUsed: number;
  rushes: number;
  secure: false;
  dropBall: false;
  stage: 'move' | 'animosity' | 'after';
  target: string | null;
  /** The ball has been handed off (Give and Go may move on afterwards). */
  done: boolean;
}

export const handOffAction = (p: PlayerState, maUsed: number): HandOffProc => ({
  kind: 'hand-off-action',
  player: p.id,
  maUsed,
  rushes: 0,
  secure: false,
  dropBall: false,
  stage: 'move',
  target: null,
  done: false,
});

export const mayHandOff = mayPass;

/** Team-mates the ball carrier can hand the ball to now. */
export function handOffTargets(s: MatchState, p: PlayerState): PlayerState[] {
  if (!canThrow(s, p)) return [];
  const at = p.at as Square;
  return s.players.filter(
    (o) => o.team === p.team && o.id !== p.id && o.at !== null && adjacent(o.at, at) && canCatch(o),
  );
}

function handOff(ctx: Context, p: HandOffProc, player: PlayerState, target: PlayerState): void {
  ctx.emit({ kind: 'hand-off', player: player.id, target: target.id });
  setBall(ctx, { kind: 'air', at: target.at as Square }, 'handed off');
  ctx.push({ kind: 'catch', player: target.id, how: 'hand-off', kick: null, stage: 0 });
  p.stage = 'after';
}

export const handOffDef = defineProc<HandOffProc>({
  run(ctx, p) {
    const s = ctx.s;
    const player = getPlayer(s, p.player);
    if (p.stage === 'after') {
      takeResult(p);
      const carrier = ballCarrier(s);
      if ((!carrier || carrier.team !== player.team) && !starTookCaughtBall(s))
        turnover(ctx, 'hand-off-not-caught');
      if (mayGoOn(s, player)) {
        p.stage = 'move';
        p.done = true;
        return NEXT;
      }
      ctx.finish(true);
      return NEXT;
    }
    if (p.stage === 'animosity') {
      if (!refused(ctx, p, player)) handOff(ctx, p, player, getPlayer(s, p.target as string));
      return NEXT;
    }
    const c = movingInput(ctx, p, player);
    if (c === 'done') return NEXT;
    if (!c) return WAIT;
    if (c.type === 'player' && !p.done) {
      const target = getPlayer(s, c.player);
      p.target = target.id;
      if (balksAt(s, player, target.at as Square)) {
        p.stage = 'animosity';
        ctx.push(testProc('animosity', player, 2, []));
        return NEXT;
      }
      handOff(ctx, p, player, target);
      return NEXT;
    }
    if (c.type !== 'move') return WAIT;
    takeStep(ctx, p, player, c.square);
    return NEXT;
  },
  decide(s, p): Decision {
    const player = getPlayer(s, p.player);
    const moves = moveOptions(s, p as unknown as MoveActionProc).filter((o) => o.type !== 'use-skill');
    const targets = (p.done ? [] : handOffTargets(s, player)).map(
      (o): Command => ({ type: 'player', player: o.id }),
    );
    return {
      team: player.team,
      kind: 'move-step',
      player: player.id,
      prompt: `Hand-off with ${player.name}`,
      options: [...targets, ...moves],
    };
  },
});
