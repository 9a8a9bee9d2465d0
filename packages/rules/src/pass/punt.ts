import { type MoveActionProc, moveOptions } from '../actions/move.js';
import { movingInput, takeStep } from '../actions/move-step.js';
import { templatePath } from '../ball/directions.js';
import { ballLand } from '../ball/land.js';
import type { Command } from '../engine/commands.js';
import type { Context } from '../engine/context.js';
import type { Decision } from '../engine/decision.js';
import { defineProc, NEXT, type Proc, takeInput, takeResult, WAIT } from '../engine/procedure.js';
import { turnover } from '../flow/turnover.js';
import { onPitch, type Square } from '../pitch.js';
import { hasUsed, markUsed } from '../rerolls/usage.js';
import { rollEvent } from '../rolls/test.js';
import type { SkillRef } from '../skills/catalogue.js';
import { hasHook, skillIdOf, useSkill } from '../skills/registry.js';
import { setBall } from '../state/mutate.js';
import { ballCarrier, getPlayer, hasBall } from '../state/query.js';
import type { MatchState, PlayerState } from '../state/types.js';
import { canThrow, mayPass } from './pass-action.js';

/** The edge a punt is aimed at, and the way the Throw-in template then faces. */
export const PUNT_AIMS = ['up', 'down', 'left', 'right'] as const;
export type PuntAim = (typeof PUNT_AIMS)[number];

const FACING: Readonly<Record<PuntAim, Square>> = {
  up: { x: 0, y: -1 },
  down: { x: 0, y: 1 },
  left: { x: -1, y: 0 },
  right: { x: 1, y: 0 },
};

/**
 * Punt (a Special Action once per team turn): the player may move first; holding the ball, it aims the
 * Throw-in template at an end zone or a sideline, rolls a D6 for the direction (1–2 diagonal left, 3–4
 * straight on, 5–6 diagonal right) and a D6 for the distance. Whoever stands where the ball comes down
 * must try to catch it. The ball left on the ground is no Turnover; an opponent holding it, or the ball
 * going into the crowd, is. Kick may re-roll the direction die (decided before the distance is rolled),
 * then the distance die.
 */
export interface PuntProc extends Proc {
  kind: 'punt-action';
  player: string;
  maUsed: number;
  rushes: number;
  secure: false;
  dropBall: false;
  stage: 'move' | 'aim' | 'kick-direction' | 'kick-distance' | 'after';
  out: boolean;
  aim: PuntAim | null;
  dir: number;
  dist: number;
}

export const puntAction = (p: PlayerState, maUsed: number): PuntProc => ({
  kind: 'punt-action',
  player: p.id,
  maUsed,
  rushes: 0,
  secure: false,
  dropBall: false,
  stage: 'move',
  out: false,
  aim: null,
  dir: 0,
  dist: 0,
});

/** The punter's skill, by its record: it names the command and marks the team's one Punt a turn. */
const puntSkill = (s: MatchState, p: PlayerState): SkillRef['id'] | undefined =>
  skillIdOf(s, p, (d) => d.punts === true);
const puntRerollSkill = (s: MatchState, p: PlayerState): SkillRef['id'] | undefined =>
  skillIdOf(s, p, (d) => d.rerollsPuntDice === true);

export const mayPunt = (s: MatchState, p: PlayerState): boolean => {
  const skill = puntSkill(s, p);
  return (
    skill !== undefined &&
    mayPass(s, p) &&
    !s.players.some((o) => o.team === p.team && hasUsed(o, skill, 'turn'))
  );
};
const DECLINE: Command = Object.freeze({ type: 'decline' }) as Command;

const rerollsPunt = (s: MatchState, p: PlayerState): boolean =>
  hasHook(s, p, (d) => d.rerollsPuntDice === true);

function rollDirection(ctx: Context, p: PuntProc, player: PlayerState): void {
  p.dir = ctx.roll('D6');
  ctx.emit(rollEvent('throw-in-direction', player.id, p.dir, 0, true));
}

function rollDistance(ctx: Context, p: PuntProc, player: PlayerState): void {
  p.dist = ctx.roll('D6');
  ctx.emit(rollEvent('throw-in-distance', player.id, p.dist, 0, true));
}

/** The ball flies along the template with the dice as they now stand. */
function fly(ctx: Context, p: PuntProc, player: PlayerState): void {
  const { at, last } = puntPath(player.at as Square, p.aim as PuntAim, p.dir, p.dist);
  p.out = !onPitch(at.x, at.y);
  p.stage = 'after';
  setBall(ctx, { kind: 'air', at: last }, 'punted');
  ctx.push(ballLand(at, last, 'scatter', null));
}

function rerolled(ctx: Context, player: PlayerState, die: string): void {
  useSkill(ctx, player, (d) => d.rerollsPuntDice === true, `re-rolls the punt's ${die}`);
}

/** Where a punt from `from` aimed at `aim` comes down: die 1 picks the direction, die 2 the distance. */
export function puntPath(
  from: Square,
  aim: PuntAim,
  dir: number,
  dist: number,
): { at: Square; last: Square } {
  return templatePath(from, FACING[aim], dir, dist);
}

export const puntActionDef = defineProc<PuntProc>({
  run(ctx, p) {
    const s = ctx.s;
    const player = getPlayer(s, p.player);
    if (p.stage === 'after') {
      takeResult(p);
      const carrier = ballCarrier(s);
      if (p.out || (carrier && carrier.team !== player.team)) turnover(ctx, 'pass-not-caught');
      ctx.finish(true);
      return NEXT;
    }
    if (p.stage === 'aim') {
      const c = takeInput(p);
      if (!c) return WAIT;
      if (c.type !== 'choose' || !canThrow(s, player)) {
        ctx.finish(true);
        return NEXT;
      }
      markUsed(player, puntSkill(s, player) as SkillRef['id'], 'turn');
      useSkill(ctx, player, (d) => d.punts === true, `punts towards the ${c.choice} edge`);
      p.aim = c.choice as PuntAim;
      rollDirection(ctx, p, player);
      if (rerollsPunt(ctx.s, player)) {
        p.stage = 'kick-direction';
        return NEXT;
      }
      rollDistance(ctx, p, player);
      fly(ctx, p, player);
      return NEXT;
    }
    if (p.stage === 'kick-direction') {
      const c = takeInput(p);
      if (!c) return WAIT;
      if (c.type === 'use-skill') {
        rerolled(ctx, player, 'direction');
        rollDirection(ctx, p, player);
      }
      rollDistance(ctx, p, player);
      p.stage = 'kick-distance';
      return NEXT;
    }
    if (p.stage === 'kick-distance') {
      const c = takeInput(p);
      if (!c) return WAIT;
      if (c.type === 'use-skill') {
        rerolled(ctx, player, 'distance');
        rollDistance(ctx, p, player);
      }
      fly(ctx, p, player);
      return NEXT;
    }
    const c = movingInput(ctx, p, player);
    if (c === 'done') return NEXT;
    if (!c) return WAIT;
    if (c.type === 'use-skill' && canThrow(s, player)) {
      p.stage = 'aim';
      return NEXT;
    }
    if (c.type !== 'move') return WAIT;
    takeStep(ctx, p, player, c.square);
    return NEXT;
  },
  decide(s, p): Decision {
    const player = getPlayer(s, p.player);
    if (p.stage === 'kick-direction' || p.stage === 'kick-distance') {
      const die = p.stage === 'kick-direction' ? `direction ${p.dir}` : `distance ${p.dist}`;
      return {
        team: player.team,
        kind: 'use-skill',
        player: player.id,
        prompt: `Kick: re-roll the punt's ${die}?`,
        options: [{ type: 'use-skill', skill: puntRerollSkill(s, player) as SkillRef['id'] }, DECLINE],
      };
    }
    if (p.stage === 'aim') {
      return {
        team: player.team,
        kind: 'pass-target',
        player: player.id,
        prompt: `${player.name} punts towards which edge?`,
        options: PUNT_AIMS.map((aim): Command => ({ type: 'choose', choice: aim })),
      };
    }
    const moves: Command[] = moveOptions(s, p as unknown as MoveActionProc).filter(
      (o) => o.type !== 'use-skill',
    );
    if (hasBall(s, player) && canThrow(s, player))
      moves.unshift({ type: 'use-skill', skill: puntSkill(s, player) as SkillRef['id'] });
    return {
      team: player.team,
      kind: 'move-step',
      player: player.id,
      prompt: `Punt with ${player.name}`,
      options: moves,
    };
  },
});
