import { moveStep } from '../actions/move-step.js';
import { deviate } from '../ball/deviate.js';
import { ballLand } from '../ball/land.js';
import { editionOf } from '../edition/editions.js';
import { type Command, squareCommand } from '../engine/commands.js';
import type { Context } from '../engine/context.js';
import type { Decision } from '../engine/decision.js';
import { defineProc, NEXT, type Proc, takeInput, WAIT } from '../engine/procedure.js';
import {
  inHalf,
  isOnLineOfScrimmage,
  isWideZone,
  neighbours,
  onPitch,
  PITCH_HEIGHT,
  PITCH_WIDTH,
  type Square,
} from '../pitch.js';
import type { SkillId } from '../skills/catalogue.js';
import { findSkillDef, hasHook, skillIdOf, useSkill } from '../skills/registry.js';
import { setBall } from '../state/mutate.js';
import { getPlayer, isEmpty, markersOf } from '../state/query.js';
import type { MatchState, PlayerState } from '../state/types.js';
import { type KickOffEvent, otherSide, type Side } from '../types.js';
import { riot, throwARock } from './kick-off-events/classic.js';
import { eventRoll } from './kick-off-events/common.js';
import {
  brilliantCoaching,
  changingWeather,
  cheeringFans,
  dodgySnack,
  getTheRef,
  pitchInvasion,
  timeOut,
} from './kick-off-events/simple.js';

/**
 * The kick-off (§3.10): the kicking coach picks a kicker (not on the Line of Scrimmage unless there is no
 * choice, never in a wide zone) and a target square in the receiving half; the ball deviates D8 + D6
 * (Kick: D3); the kick-off event is rolled (2D6) and resolved; then the ball lands. A ball leaving the
 * pitch or the receiving half at any point is a touchback: the receiving coach gives it to a Standing
 * player (or, with none, puts it on an empty square of its half).
 */
export interface KickOffProc extends Proc {
  kind: 'kick-off';
  kicking: Side;
  stage:
    | 'kicker'
    | 'target'
    | 'kick-skill'
    | 'on-the-ball'
    | 'on-the-ball-move'
    | 'land'
    | 'landed'
    | 'touchback';
  target: Square | null;
  kicker: string | null;
  scatterFirst: boolean;
  /** The receiver moving with On the Ball, and how many squares it has moved. */
  runner?: string | null;
  ran?: number;
}

export const kickOffProc = (kicking: Side): KickOffProc => ({
  kind: 'kick-off',
  kicking,
  stage: 'kicker',
  kicker: null,
  scatterFirst: false,
  target: null,
});

export function kickerOptions(s: MatchState, kicking: Side): Command[] {
  const onPitchPlayers = s.players.filter((p) => p.team === kicking && p.at !== null);
  const notWide = onPitchPlayers.filter((p) => !isWideZone(p.at as Square));
  const offLos = notWide.filter((p) => !isOnLineOfScrimmage(p.at as Square, kicking));
  const pool = offLos.length > 0 ? offLos : notWide.length > 0 ? notWide : onPitchPlayers;
  return pool.map((p) => ({ type: 'player' as const, player: p.id }));
}

function targetOptions(receiving: Side): Command[] {
  const out: Command[] = [];
  for (let x = 0; x < PITCH_WIDTH; x++)
    for (let y = 0; y < PITCH_HEIGHT; y++) if (inHalf({ x, y }, receiving)) out.push(squareCommand(x, y));
  return out;
}

function touchbackOptions(s: MatchState, receiving: Side): Command[] {
  const standing = s.players.filter((p) => p.team === receiving && p.at !== null && p.status === 'standing');
  if (standing.length > 0) return standing.map((p) => ({ type: 'player' as const, player: p.id }));
  const out: Command[] = [];
  for (let x = 0; x < PITCH_WIDTH; x++)
    for (let y = 0; y < PITCH_HEIGHT; y++)
      if (inHalf({ x, y }, receiving) && isEmpty(s, x, y)) out.push({ type: 'square', square: { x, y } });
  return out;
}

/** The shorter deviation the kicker's skill offers (Kick: D3, or half the D6), if any. */
function kickSkillDie(s: MatchState, p: KickOffProc): 'D3' | 'half-D6' | null {
  const kicker = p.kicker ? getPlayer(s, p.kicker) : undefined;
  const found = kicker && findSkillDef(s, kicker, (d) => d.kickDistanceDie !== undefined);
  if (!kicker || !found || kicker.at === null) return null;
  const central = !isWideZone(kicker.at) && !isOnLineOfScrimmage(kicker.at, kicker.team);
  return found.def.kicksFromCentre && !central ? null : (found.def.kickDistanceDie ?? null);
}

/** The command that uses the kicker's shorter-deviation skill, named by the skill's record. */
function kickSkillCommand(s: MatchState, p: KickOffProc): Command {
  const kicker = p.kicker ? getPlayer(s, p.kicker) : undefined;
  const skill = kicker && skillIdOf(s, kicker, (d) => d.kickDistanceDie !== undefined);
  return { type: 'use-skill', skill: skill as SkillId };
}

const ON_THE_BALL_SQUARES = 3;

/**
 * On the Ball at the kick-off: Open (unmarked) Standing receivers with the skill, when the deviated kick
 * comes down in the receiving half (never on a touchback).
 */
export function kickOffRunners(s: MatchState, receiving: Side): PlayerState[] {
  const ball = s.ball;
  if (ball.kind !== 'air' || !onPitch(ball.at.x, ball.at.y) || !inHalf(ball.at, receiving)) return [];
  return s.players.filter(
    (o) =>
      o.team === receiving &&
      o.at !== null &&
      o.status === 'standing' &&
      !o.distracted &&
      markersOf(s, o.at, o.team).length === 0 &&
      hasHook(
        s,
        o,
        (d) =>
          d.kickOffRun === 'anywhere' ||
          (d.kickOffRun === 'off-the-line' && !isOnLineOfScrimmage(o.at as Square, o.team)),
      ),
  );
}

/** Where the On the Ball runner may step next: empty squares of its own half, up to 3 squares in all. */
function runnerSteps(s: MatchState, p: KickOffProc): Square[] {
  const runner = p.runner ? getPlayer(s, p.runner) : undefined;
  if (!runner || runner.at === null || runner.status !== 'standing' || (p.ran ?? 0) >= ON_THE_BALL_SQUARES) {
    return [];
  }
  const receiving = otherSide(p.kicking);
  return neighbours(runner.at).filter((q) => inHalf(q, receiving) && isEmpty(s, q.x, q.y));
}

/**
 * The kick deviates (D8 direction, D6 squares or the skill's die); one Open receiver with On the Ball may
 * then move up to 3 squares (FFB order: deviation → On the Ball → event); then the kick-off event.
 */
function kick(ctx: Context, p: KickOffProc, target: Square, useSkill: boolean): void {
  const landing = deviate(ctx, target, useSkill ? (kickSkillDie(ctx.s, p) ?? 'D6') : 'D6');
  setBall(ctx, { kind: 'air', at: landing }, 'kicked');
  if (kickOffRunners(ctx.s, otherSide(p.kicking)).length > 0) {
    p.stage = 'on-the-ball';
    return;
  }
  kickOffEvent(ctx, p);
}

/** The kick-off event (2D6) is rolled and resolved. */
function kickOffEvent(ctx: Context, p: KickOffProc): void {
  const a = eventRoll(ctx, 'D6', 'kick-off-event');
  const b = eventRoll(ctx, 'D6', 'kick-off-event');
  const event = editionOf(ctx.s).kickOff(a + b);
  ctx.emit({ kind: 'kick-off', event });
  p.stage = 'land';
  KICK_OFF_EVENT_HANDLERS[event](ctx, p);
}

/** What each kick-off event does; procedures for the events that need a coach's decisions. */
const KICK_OFF_EVENT_HANDLERS: Readonly<Record<KickOffEvent, (ctx: Context, p: KickOffProc) => void>> = {
  'get-the-ref': (ctx) => getTheRef(ctx),
  'time-out': (ctx, p) => timeOut(ctx, p.kicking),
  'solid-defence': (ctx, p) =>
    ctx.push({ kind: 'solid-defence', team: p.kicking, count: null, moved: [], picked: null }),
  'high-kick': (ctx, p) => ctx.push({ kind: 'high-kick', team: otherSide(p.kicking) }),
  'cheering-fans': (ctx) => cheeringFans(ctx),
  'brilliant-coaching': (ctx) => brilliantCoaching(ctx),
  'changing-weather': (ctx, p) => {
    p.scatterFirst = changingWeather(ctx);
  },
  'quick-snap': (ctx, p) =>
    ctx.push({
      kind: 'quick-snap',
      team: otherSide(p.kicking),
      count: editionOf(ctx.s).kickOffRules.quickSnapPlayers,
      moved: [],
      picked: null,
    }),
  charge: (ctx, p) => ctx.push({ kind: 'charge', team: p.kicking, count: null, activated: [] }),
  'dodgy-snack': (ctx) => dodgySnack(ctx),
  'pitch-invasion': (ctx) => pitchInvasion(ctx),
  riot: (ctx, p) => riot(ctx, p.kicking),
  // Perfect Defence: the whole team may be set up again; Blitz!: every Open kicking player may act.
  'perfect-defence': (ctx, p) =>
    ctx.push({ kind: 'solid-defence', team: p.kicking, count: 11, moved: [], picked: null }),
  blitz: (ctx, p) => ctx.push({ kind: 'charge', team: p.kicking, count: 11, activated: [] }),
  'throw-a-rock': (ctx) => throwARock(ctx),
};

export const kickOffDef = defineProc<KickOffProc>({
  run(ctx, p) {
    const s = ctx.s;
    const receiving = otherSide(p.kicking);
    switch (p.stage) {
      case 'kicker': {
        const c = takeInput(p);
        if (!c && kickerOptions(s, p.kicking).length > 0) return WAIT;
        if (c?.type === 'player') p.kicker = c.player;
        p.stage = 'target';
        return NEXT;
      }
      case 'target': {
        const c = takeInput(p);
        if (!c) return WAIT;
        if (c.type !== 'square') return WAIT;
        p.target = c.square;
        if (kickSkillDie(s, p)) {
          // Kick: the coach may use the shorter deviation.
          p.stage = 'kick-skill';
          return WAIT;
        }
        kick(ctx, p, c.square, false);
        return NEXT;
      }
      case 'kick-skill': {
        const c = takeInput(p);
        if (!c) return WAIT;
        kick(ctx, p, p.target as Square, c.type === 'use-skill');
        return NEXT;
      }
      case 'on-the-ball': {
        const c = takeInput(p);
        if (!c) return WAIT;
        const runner =
          c.type === 'player' ? kickOffRunners(s, receiving).find((o) => o.id === c.player) : null;
        if (!runner) {
          kickOffEvent(ctx, p);
          return NEXT;
        }
        useSkill(ctx, runner, (d) => d.kickOffRun !== undefined, 'moves as the kick comes down');
        p.runner = runner.id;
        p.ran = 0;
        p.stage = 'on-the-ball-move';
        return NEXT;
      }
      case 'on-the-ball-move': {
        p.result = undefined;
        const steps = runnerSteps(s, p);
        if (steps.length === 0) {
          kickOffEvent(ctx, p);
          return NEXT;
        }
        const c = takeInput(p);
        if (!c) return WAIT;
        if (c.type !== 'move' || !steps.some((q) => q.x === c.square.x && q.y === c.square.y)) {
          kickOffEvent(ctx, p);
          return NEXT;
        }
        const runner = getPlayer(s, p.runner as string);
        p.ran = (p.ran ?? 0) + 1;
        // An ordinary step (dodging if it leaves a Marked square; no Rush), falling just ends the move.
        ctx.push(moveStep(runner, runner.at as Square, c.square, false, 0, false, false));
        return NEXT;
      }
      case 'land': {
        p.result = undefined;
        p.stage = 'landed';
        const ball = s.ball;
        if (ball.kind !== 'air') return NEXT;
        const at = ball.at;
        if (!onPitch(at.x, at.y) || !inHalf(at, receiving)) {
          setBall(ctx, { kind: 'none' }, 'touchback');
          return NEXT;
        }
        if (p.scatterFirst) ctx.push({ kind: 'scatter', from: at, count: 3, kick: receiving });
        else ctx.push(ballLand(at, at, 'kick', receiving));
        return NEXT;
      }
      case 'landed': {
        p.result = undefined;
        if (s.ball.kind === 'none') {
          ctx.emit({
            kind: 'note',
            text: 'touchback',
            team: receiving,
            code: 'touchback',
            params: { team: receiving },
          });
          p.stage = 'touchback';
          return NEXT;
        }
        ctx.finish();
        return NEXT;
      }
      default: {
        const c = takeInput(p);
        if (!c) {
          if (touchbackOptions(s, receiving).length === 0) {
            ctx.finish();
            return NEXT;
          }
          return WAIT;
        }
        if (c.type === 'player') setBall(ctx, { kind: 'carried', player: c.player }, 'touchback');
        else if (c.type === 'square') setBall(ctx, { kind: 'ground', at: c.square }, 'touchback');
        ctx.finish();
        return NEXT;
      }
    }
  },
  decide(s, p): Decision {
    const receiving = otherSide(p.kicking);
    switch (p.stage) {
      case 'kicker':
        return {
          team: p.kicking,
          kind: 'choose-kicker',
          prompt: 'Choose the kicker',
          options: kickerOptions(s, p.kicking),
        };
      case 'on-the-ball':
        return {
          team: receiving,
          kind: 'use-skill',
          prompt: 'On the Ball: move a player up to 3 squares before the kick comes down?',
          options: [
            ...kickOffRunners(s, receiving).map((o): Command => ({ type: 'player', player: o.id })),
            { type: 'decline' },
          ],
        };
      case 'on-the-ball-move':
        return {
          team: receiving,
          kind: 'move-step',
          ...(p.runner ? { player: p.runner } : {}),
          prompt: 'On the Ball: move up to 3 squares',
          options: [
            ...runnerSteps(s, p).map((q): Command => ({ type: 'move', square: q })),
            { type: 'end-activation' },
          ],
        };
      case 'kick-skill':
        return {
          team: p.kicking,
          kind: 'use-skill',
          ...(p.kicker ? { player: p.kicker } : {}),
          prompt: 'Kick: deviate D3 squares instead of D6?',
          options: [kickSkillCommand(s, p), { type: 'decline' }],
        };
      case 'target':
        return {
          team: p.kicking,
          kind: 'kick-target',
          prompt: 'Choose where to kick',
          options: targetOptions(receiving),
        };
      default:
        return {
          team: receiving,
          kind: 'touchback',
          prompt: 'Touchback: give the ball',
          options: touchbackOptions(s, receiving),
        };
    }
  },
});
