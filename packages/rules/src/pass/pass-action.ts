import {
  type MoveActionProc,
  maxRushes,
  moveAction,
  movementAllowance,
  moveOptions,
} from '../actions/move.js';
import { movingInput, takeStep } from '../actions/move-step.js';
import { ballLand } from '../ball/land.js';
import { agilityTarget, editionOf, passTarget } from '../edition/editions.js';
import { type Command, squareCommand } from '../engine/commands.js';
import type { Context } from '../engine/context.js';
import type { Decision } from '../engine/decision.js';
import { defineProc, NEXT, type Proc, takeInput, takeResult, WAIT } from '../engine/procedure.js';
import { checkTouchdown, turnover } from '../flow/turnover.js';
import { catchPrayers, completionPrayers } from '../inducements/prayer-spp.js';
import { distance, PITCH_HEIGHT, PITCH_WIDTH, type Square } from '../pitch.js';
import { testProc } from '../rolls/test.js';
import type { SkillId } from '../skills/catalogue.js';
import { hasHook, skillDefs, skillIdOf, useSkill } from '../skills/registry.js';
import {
  starHailMaryThrown,
  starScatterReroll,
  starTookCaughtBall,
  useStarScatterReroll,
} from '../stars/hook-points.js';
import { setBall } from '../state/mutate.js';
import { ballCarrier, getPlayer, hasBall, playerAt } from '../state/query.js';
import type { MatchState, PlayerState } from '../state/types.js';
import type { PassRange } from '../tables/pass-range.js';
import { WEATHER_EFFECTS } from '../tables/weather.js';
import { flight, isFumbled, throwBall } from './accuracy.js';
import { interceptors } from './interception.js';
import { interceptionModifiers, passModifiers } from './modifiers.js';
import { rangeBetween } from './ruler.js';

/**
 * The Pass Action (once per team turn, §3.7): the thrower may move first; once it throws it moves no
 * more. It names a target square in range, makes the PA test (natural 6 or a pass: Accurate, the ball
 * flies to the target; a fail: Inaccurate, Scatter(3) from the target; a natural 1 or a modified 1 or
 * less: Fumbled, the ball bounces from the thrower and the turn ends). Then one opponent under the ruler
 * may try to intercept; otherwise the ball lands. The turn ends unless a player of the thrower's team
 * ends up holding the ball (a throw-in in between included).
 */
export interface PassProc extends Proc {
  kind: 'pass-action';
  player: string;
  maUsed: number;
  rushes: number;
  secure: false;
  dropBall: false;
  stage:
    | 'ask'
    | 'move'
    | 'target'
    | 'animosity'
    | 'on-the-ball'
    | 'throw'
    | 'intercept'
    | 'intercepted'
    | 'scatter'
    | 'after'
    | 'done';
  target: Square | null;
  range: PassRange | null;
  /**
   * The PA test made it Accurate. Once the ball is on its way it is read only for a Completion, so it is
   * kept only when a team-mate stands on the target square (two passes whose balls end up alike are then
   * the same state, which the odds merge).
   */
  accurate: boolean;
  /** Where the ball will come down (possibly off the pitch) and the last on-pitch square on its way. */
  landing: Square | null;
  last: Square | null;
  /** The thrower's square when it threw. */
  from: Square | null;
  /** The opponent trying to intercept. */
  interceptor: string | null;
  /** A Hail Mary Pass: any square, a Long Bomb that is never Accurate and cannot be intercepted. */
  hailMary: boolean;
  /** The ball has been thrown (Give and Go may move on afterwards, but never throws again). */
  thrown: boolean;
  /** Dump-off: a Quick Pass made at once by a ball carrier about to be blocked; never a Turnover. */
  dumpOff: boolean;
  /** Opponents who have used On the Ball against this pass. */
  ran: string[];
}

export const passAction = (p: PlayerState, maUsed: number): PassProc => ({
  kind: 'pass-action',
  player: p.id,
  maUsed,
  rushes: 0,
  secure: false,
  dropBall: false,
  stage: 'move',
  target: null,
  range: null,
  accurate: false,
  landing: null,
  last: null,
  from: null,
  interceptor: null,
  hailMary: false,
  thrown: false,
  dumpOff: false,
  ran: [],
});

/** Dump-off: the blocked ball carrier may first make a Quick Pass (its coach is asked). */
export const dumpOffPass = (p: PlayerState): PassProc => ({
  ...passAction(p, 0),
  stage: 'ask',
  dumpOff: true,
});

/** Whether the target of a block may Dump-off now. */
export const mayDumpOff = (s: MatchState, p: PlayerState): boolean =>
  canThrow(s, p) && hasHook(p, (d) => d.dumpOff === true);

const quickTargets = (s: MatchState, p: PlayerState): Square[] =>
  passTargets(s, p).filter((q) => rangeBetween(p.at as Square, q) === 'quick');

const THROW: Command = Object.freeze({ type: 'choose', choice: 'pass' }) as Command;
/** The command that throws with the player's never-accurate Long Bomb skill (Hail Mary Pass). */
const hailMary = (p: PlayerState): Command => ({
  type: 'use-skill',
  skill: skillIdOf(p, (d) => d.hailMaryPass === true) as SkillId,
});

const mayHailMary = (s: MatchState, p: PlayerState): boolean =>
  !WEATHER_EFFECTS[s.weather].shortPassesOnly && hasHook(p, (d) => d.hailMaryPass === true);

/** Every square but the thrower's own (Hail Mary Pass ignores the ruler). */
function anySquare(p: PlayerState): Square[] {
  const out: Square[] = [];
  for (let y = 0; y < PITCH_HEIGHT; y++)
    for (let x = 0; x < PITCH_WIDTH; x++) if (x !== p.at?.x || y !== p.at.y) out.push({ x, y });
  return out;
}

/** Animosity: the giver must roll before giving the ball to the team-mate standing at `at`. */
export function balksAt(s: MatchState, giver: PlayerState, at: Square): boolean {
  const receiver = playerAt(s, at.x, at.y);
  if (!receiver || receiver.team !== giver.team || receiver.id === giver.id) return false;
  return skillDefs(giver).some(({ def, value }) => def.refusesToGiveTo?.(receiver, value) === true);
}

/** Ends the activation when an Animosity roll failed; true when it did. */
export function refused(ctx: Context, p: Proc, giver: PlayerState): boolean {
  const r = takeResult(p);
  if (typeof r === 'object' && r.kind === 'test' && !r.success) {
    useSkill(ctx, giver, (d) => d.refusesToGiveTo !== undefined, 'refuses to give up the ball');
    ctx.finish(true);
    return true;
  }
  return false;
}

/** Declaring a Pass makes sense while the ball is loose or in the player's hands. */
export const mayPass = (s: MatchState, p: PlayerState): boolean => s.ball.kind === 'ground' || hasBall(s, p);

export const canThrow = (s: MatchState, p: PlayerState): boolean =>
  p.at !== null && p.status === 'standing' && !p.distracted && hasBall(s, p);

/** The bands a pass may use in this weather (Blizzard: Quick and Short only). */
export function allowedRange(s: MatchState, range: PassRange | null): boolean {
  if (range === null) return false;
  if (WEATHER_EFFECTS[s.weather].shortPassesOnly) return range === 'quick' || range === 'short';
  return true;
}

/** Every square the player may name as a pass target from where it stands. */
export function passTargets(s: MatchState, p: PlayerState): Square[] {
  const from = p.at as Square;
  const out: Square[] = [];
  for (let y = 0; y < PITCH_HEIGHT; y++) {
    for (let x = 0; x < PITCH_WIDTH; x++) {
      if (distance(from, { x, y }) > 13) continue;
      if (allowedRange(s, rangeBetween(from, { x, y }))) out.push({ x, y });
    }
  }
  return out;
}

const ON_THE_BALL_SQUARES = 3;

/** Opponents who may still use On the Ball against this pass. */
function runners(s: MatchState, p: PassProc, thrower: PlayerState): PlayerState[] {
  return s.players.filter(
    (o) =>
      o.team !== thrower.team &&
      o.at !== null &&
      o.status === 'standing' &&
      !o.distracted &&
      !p.ran.includes(o.id) &&
      hasHook(o, (d) => d.onTheBall === true),
  );
}

/**
 * On the Ball: once the target is named, opposing players with the skill may each move up to 3 squares,
 * without Rushing, one at a time (a fall just ends that move); then the pass goes on.
 */
function onTheBall(ctx: Context, p: PassProc, thrower: PlayerState): void {
  if (!p.dumpOff && runners(ctx.s, p, thrower).length > 0) {
    p.stage = 'on-the-ball';
    return;
  }
  startThrow(ctx, p, thrower, p.target as Square);
}

function startThrow(ctx: Context, p: PassProc, thrower: PlayerState, target: Square): void {
  const range = p.hailMary ? 'long-bomb' : (rangeBetween(thrower.at as Square, target) as PassRange);
  p.target = target;
  p.range = range;
  p.from = thrower.at;
  p.stage = 'throw';
  if (passTarget(ctx.s, thrower) === null) {
    ctx.emit({
      kind: 'note',
      text: `${thrower.name} cannot pass (PA –): the pass is fumbled`,
      team: thrower.team,
      code: 'cannot-pass',
      params: { player: thrower.id },
    });
    fumble(ctx, p, thrower);
    return;
  }
  // Classic: an opponent under the ruler tries to intercept before the pass is rolled.
  if (
    editionOf(ctx.s).interceptBeforeThrow &&
    !p.hailMary &&
    interceptors(ctx.s, thrower, p.from as Square, target).length > 0
  ) {
    p.stage = 'intercept';
    return;
  }
  rollPass(ctx, p, thrower);
}

function rollPass(ctx: Context, p: PassProc, thrower: PlayerState): void {
  p.stage = 'throw';
  const range = p.range as PassRange;
  ctx.push(
    testProc(
      'pass',
      thrower,
      passTarget(ctx.s, thrower) as number,
      passModifiers(ctx.s, thrower, range, p.target ?? undefined),
    ),
  );
}

/** After an interception that did not happen: the ball flies on, or (classic) the pass is now rolled. */
function goOn(ctx: Context, p: PassProc, thrower: PlayerState): void {
  if (p.thrown) land(ctx, p);
  else rollPass(ctx, p, thrower);
}

function fumble(ctx: Context, p: PassProc, thrower: PlayerState): void {
  ctx.emit({
    kind: 'pass',
    player: thrower.id,
    target: p.target as Square,
    range: p.range as PassRange,
    result: 'fumbled',
  });
  if (!p.dumpOff) turnover(ctx, 'fumbled-pass');
  const at = thrower.at as Square;
  setBall(ctx, { kind: 'air', at }, 'fumbled');
  ctx.push({ kind: 'bounce', from: at, kick: null });
  p.stage = 'done';
}

/** Reads the PA test: saved (Safe Pass), fumbled, accurate or inaccurate; then the interception step. */
function afterTest(ctx: Context, p: PassProc, thrower: PlayerState): void {
  const r = takeResult(p);
  if (typeof r !== 'object' || r.kind !== 'test') {
    ctx.finish(false);
    return;
  }
  const target = p.target as Square;
  const range = p.range as PassRange;
  if (r.natural === 1 && hasHook(thrower, (d) => d.safePass === true)) {
    ctx.emit({ kind: 'pass', player: thrower.id, target, range, result: 'saved' });
    useSkill(ctx, thrower, (d) => d.safePass === true, 'keeps the ball');
    ctx.finish(true);
    return;
  }
  if (isFumbled(r)) {
    fumble(ctx, p, thrower);
    return;
  }
  p.accurate = r.success && !p.hailMary;
  p.thrown = true;
  if (r.success && p.hailMary) useSkill(ctx, thrower, (d) => d.hailMaryPass === true, 'never accurate');
  throwBall(ctx, p, thrower.id, target, range, p.accurate);
  setBall(ctx, { kind: 'air', at: p.last as Square }, 'thrown');
  // A Star Player's rule may re-roll a Hail Mary Pass's scatter (Blast It!).
  if (p.hailMary && starHailMaryThrown(thrower)) {
    p.stage = 'scatter';
    return;
  }
  // Classic interceptions were tried before the roll: none once the ball flies.
  const after = !p.hailMary && !editionOf(ctx.s).interceptBeforeThrow;
  const candidates = after ? interceptors(ctx.s, thrower, p.from as Square, p.last as Square) : [];
  p.stage = candidates.length > 0 ? 'intercept' : 'after';
  if (p.stage === 'after') land(ctx, p);
}

/** Give and Go: after a Quick Pass or Hand-off with no Turnover, a Standing owner may move on. */
export const mayGoOn = (s: MatchState, p: PlayerState): boolean =>
  !s.turnState?.turnover &&
  s.touchdownBy === null &&
  p.at !== null &&
  p.status === 'standing' &&
  hasHook(p, (d) => d.giveAndGo === true);

function land(ctx: Context, p: PassProc): void {
  p.stage = 'after';
  ctx.push(ballLand(p.landing as Square, p.last as Square, p.accurate ? 'pass' : 'scatter', null));
  // Spent once the ball is on its way: two passes whose balls end up in the same place are then the same
  // state (the odds merge their paths).
  p.landing = null;
  p.last = null;
  const t = p.target as Square;
  const mate = playerAt(ctx.s, t.x, t.y);
  if (!mate || mate.id === p.player || mate.team !== getPlayer(ctx.s, p.player).team) p.accurate = false;
}

export const passActionDef = defineProc<PassProc>({
  run(ctx, p) {
    const s = ctx.s;
    const player = getPlayer(s, p.player);
    switch (p.stage) {
      case 'ask': {
        const c = takeInput(p);
        if (!c) return WAIT;
        if (c.type !== 'use-skill') {
          ctx.finish();
          return NEXT;
        }
        useSkill(ctx, player, (d) => d.dumpOff === true, 'passes before the block');
        p.stage = 'target';
        return NEXT;
      }
      case 'target': {
        const c = takeInput(p);
        if (!c) return WAIT;
        if (c.type !== 'square' || !canThrow(s, player)) {
          ctx.finish(true);
          return NEXT;
        }
        p.target = c.square;
        if (balksAt(s, player, c.square)) {
          p.stage = 'animosity';
          ctx.push(testProc('animosity', player, 2, []));
          return NEXT;
        }
        onTheBall(ctx, p, player);
        return NEXT;
      }
      case 'animosity':
        if (!refused(ctx, p, player)) onTheBall(ctx, p, player);
        return NEXT;
      case 'on-the-ball': {
        takeResult(p);
        const c = takeInput(p);
        if (c?.type === 'player') {
          const runner = getPlayer(s, c.player);
          p.ran = [...p.ran, runner.id];
          useSkill(ctx, runner, (d) => d.onTheBall === true, 'moves as the pass is aimed');
          ctx.push({
            ...moveAction(runner, movementAllowance(runner) - ON_THE_BALL_SQUARES, false),
            rushes: maxRushes(s, runner),
          });
          return NEXT;
        }
        if (c === undefined && runners(s, p, player).length > 0) return WAIT;
        startThrow(ctx, p, player, p.target as Square);
        return NEXT;
      }
      case 'throw':
        afterTest(ctx, p, player);
        return NEXT;
      case 'intercept': {
        const c = takeInput(p);
        if (!c) return WAIT;
        if (c.type !== 'player') {
          goOn(ctx, p, player);
          return NEXT;
        }
        const o = getPlayer(s, c.player);
        p.stage = 'intercepted';
        p.interceptor = o.id;
        ctx.push(testProc('interception', o, agilityTarget(s, o), interceptionModifiers(s, o, p.accurate)));
        return NEXT;
      }
      case 'intercepted': {
        const r = takeResult(p);
        const o = getPlayer(s, p.interceptor as string);
        const ok = typeof r === 'object' && r.kind === 'test' && r.success;
        ctx.emit({ kind: 'interception', player: o.id, success: ok });
        if (!ok) {
          goOn(ctx, p, player);
          return NEXT;
        }
        setBall(ctx, { kind: 'carried', player: o.id }, 'intercepted');
        o.record = { ...o.record, interceptions: o.record.interceptions + 1 };
        if (!p.dumpOff) turnover(ctx, 'interception');
        checkTouchdown(ctx, o);
        ctx.finish(true);
        return NEXT;
      }
      case 'scatter': {
        const c = takeInput(p);
        if (!c) return WAIT;
        if (c.type === 'reroll') {
          useStarScatterReroll(ctx, player);
          const { at, last } = flight(ctx, p.target as Square, false);
          p.landing = at;
          p.last = last;
          setBall(ctx, { kind: 'air', at: last }, 'thrown');
        }
        land(ctx, p);
        return NEXT;
      }
      case 'after': {
        takeResult(p);
        const carrier = ballCarrier(s);
        if (carrier && carrier.team === player.team) {
          const t = p.target as Square;
          if (p.accurate && carrier.id !== player.id && carrier.at?.x === t.x && carrier.at.y === t.y) {
            player.record = { ...player.record, completions: player.record.completions + 1 };
            completionPrayers(s, player);
          }
          if (carrier.id !== player.id) catchPrayers(s, carrier);
        } else if (!p.dumpOff && !starTookCaughtBall(s)) {
          // Caught, then taken by an opponent's Star Player rule: no Turnover (Quick Bite).
          turnover(ctx, 'pass-not-caught');
        }
        if (p.range === 'quick' && !p.hailMary && !p.dumpOff && mayGoOn(s, player)) {
          p.stage = 'move';
          return NEXT;
        }
        ctx.finish(true);
        return NEXT;
      }
      case 'done':
        takeResult(p);
        ctx.finish(true);
        return NEXT;
      default: {
        const c = movingInput(ctx, p, player);
        if (c === 'done') return NEXT;
        if (!c) return WAIT;
        if ((c.type === 'choose' || c.type === 'use-skill') && canThrow(s, player) && !p.thrown) {
          p.hailMary = c.type === 'use-skill';
          p.stage = 'target';
          return NEXT;
        }
        if (c.type !== 'move') return WAIT;
        takeStep(ctx, p, player, c.square);
        return NEXT;
      }
    }
  },
  decide(s, p): Decision {
    const player = getPlayer(s, p.player);
    if (p.stage === 'ask') {
      return {
        team: player.team,
        kind: 'use-skill',
        player: player.id,
        prompt: `Dump-off: ${player.name} passes before the block?`,
        options: [
          { type: 'use-skill', skill: skillIdOf(player, (d) => d.dumpOff === true) as SkillId },
          { type: 'decline' },
        ],
      };
    }
    if (p.stage === 'target') {
      const squares = p.hailMary
        ? anySquare(player)
        : p.dumpOff
          ? quickTargets(s, player)
          : passTargets(s, player);
      return {
        team: player.team,
        kind: 'pass-target',
        player: player.id,
        prompt: `${player.name} passes to which square?`,
        options: [...squares.map((q) => squareCommand(q.x, q.y)), { type: 'end-activation' }],
      };
    }
    const scatterRule = p.stage === 'scatter' ? starScatterReroll(player) : undefined;
    if (scatterRule) {
      const at = p.landing as Square;
      return {
        team: player.team,
        kind: 'reroll',
        player: player.id,
        prompt: `The Hail Mary Pass comes down at (${at.x}, ${at.y}): re-roll the scatter?`,
        options: [{ type: 'reroll', source: scatterRule }, { type: 'no-reroll' }],
      };
    }
    if (p.stage === 'on-the-ball') {
      return {
        team: player.team === 'home' ? 'away' : 'home',
        kind: 'use-skill',
        prompt: 'On the Ball: move a player before the pass?',
        options: [
          ...runners(s, p, player).map((o): Command => ({ type: 'player', player: o.id })),
          { type: 'decline' },
        ],
      };
    }
    if (p.stage === 'intercept') {
      const to = (p.thrown ? p.last : p.target) as Square;
      const candidates = interceptors(s, player, p.from as Square, to);
      return {
        team: player.team === 'home' ? 'away' : 'home',
        kind: 'interceptor',
        prompt: 'Try to intercept the pass?',
        options: [...candidates.map((o): Command => ({ type: 'player', player: o.id })), { type: 'decline' }],
      };
    }
    const moves: Command[] = moveOptions(s, p as unknown as MoveActionProc).filter(
      (o) => o.type !== 'use-skill',
    );
    if (canThrow(s, player) && !p.thrown) {
      if (mayHailMary(s, player)) moves.unshift(hailMary(player));
      moves.unshift(THROW);
    }
    return {
      team: player.team,
      kind: 'move-step',
      player: player.id,
      prompt: `Pass with ${player.name}`,
      options: moves,
    };
  },
});
