import { type MoveActionProc, moveOptions } from '../actions/move.js';
import { movingInput, takeStep } from '../actions/move-step.js';
import { directionOf, step, templatePath } from '../ball/directions.js';
import { scatterPath } from '../ball/scatter.js';
import type { ArmourBonus } from '../block/armour-bonus.js';
import { agilityTarget, editionOf, passTarget } from '../edition/editions.js';
import { type Command, squareCommand } from '../engine/commands.js';
import type { Context } from '../engine/context.js';
import type { Decision } from '../engine/decision.js';
import type { Modifier } from '../engine/events.js';
import { defineProc, NEXT, type Proc, takeInput, takeResult, WAIT } from '../engine/procedure.js';
import { checkTouchdown, turnover } from '../flow/turnover.js';
import { injuryByTheCrowd } from '../injury/crowd.js';
import { goingDown } from '../injury/going-down.js';
import { injuryProc } from '../injury/injury.js';
import { adjacent, onPitch, PITCH_HEIGHT, PITCH_WIDTH, type Square } from '../pitch.js';
import { hasUsed, markUsed } from '../rerolls/usage.js';
import { rollEvent, testProc } from '../rolls/test.js';
import type { SkillRef } from '../skills/catalogue.js';
import { MARKED } from '../skills/mod.js';
import { applyTestHooks, findSkillDef, hasHook, skillIdOf, useSkill } from '../skills/registry.js';
import { starFumbleLandsSafely } from '../stars/hook-points.js';
import { movePlayer, setBall, toBox } from '../state/mutate.js';
import { getPlayer, hasBall, markerCount, playerAt } from '../state/query.js';
import type { MatchState, PlayerState } from '../state/types.js';
import type { PassRange } from '../tables/pass-range.js';
import { isFumbled } from './accuracy.js';
import { rangeBetween } from './ruler.js';

/**
 * The Throw Team-mate Action (once per team turn, §3.8): a player with Throw Team-mate may move, then
 * throws an adjacent Right Stuff team-mate (Standing or Prone) at a square in the Quick or Short band.
 * PA test at 0 / −1, −1 per marker: a pass or natural 6 is Superb (Scatter(3) from the target, Bullseye:
 * none), a fail Subpar (Scatter(3), landing −1), a natural 1 or modified 1 or less Fumbled (the thrown
 * player lands one D8 square from the thrower, landing −1). Always Hungry rolls first.
 */
export interface TtmProc extends Proc {
  kind: 'ttm-action';
  player: string;
  maUsed: number;
  rushes: number;
  secure: false;
  dropBall: false;
  stage: 'move' | 'target' | 'throw' | 'done';
  thrown: string | null;
  target: Square | null;
  range: PassRange | null;
  /** Kick Team-mate: the same throw, but a fumble injures the kicked player instead. */
  kick: boolean;
}

export const ttmAction = (p: PlayerState, maUsed: number, kick = false): TtmProc => ({
  kind: 'ttm-action',
  player: p.id,
  maUsed,
  rushes: 0,
  secure: false,
  dropBall: false,
  stage: 'move',
  thrown: null,
  target: null,
  range: null,
  kick,
});

/** Kick Team-mate, a Special Action once per team turn: the trait, a Right Stuff team-mate, unused. */
export const mayKickTeamMate = (s: MatchState, p: PlayerState): boolean => {
  const skill = kickSkill(s, p);
  return (
    skill !== undefined &&
    s.players.some((o) => o.team === p.team && o.id !== p.id && throwable(s, o)) &&
    !s.players.some((o) => o.team === p.team && hasUsed(o, skill, 'turn'))
  );
};

/** The kicker's Kick Team-mate, by its record: it marks the team's one kick a turn. */
const kickSkill = (s: MatchState, p: PlayerState): SkillRef['id'] | undefined =>
  skillIdOf(s, p, (d) => d.kicksTeamMates === true);

const throwable = (s: MatchState, o: PlayerState): boolean =>
  o.at !== null &&
  (o.status === 'standing' || o.status === 'prone') &&
  hasHook(s, o, (d) => d.canBeThrown === true);

/** The TTM Action needs the trait and a Right Stuff team-mate on the pitch. */
export const mayThrowTeamMate = (s: MatchState, p: PlayerState): boolean =>
  hasHook(s, p, (d) => d.throwsTeamMates === true) &&
  s.players.some((o) => o.team === p.team && o.id !== p.id && throwable(s, o));

/** Team-mates the player could throw now. */
export function ttmTargets(s: MatchState, p: PlayerState): PlayerState[] {
  if (p.at === null || p.status !== 'standing' || p.distracted) return [];
  const at = p.at;
  return s.players.filter(
    (o) => o.team === p.team && o.id !== p.id && throwable(s, o) && adjacent(o.at as Square, at),
  );
}

/** Squares in the Quick or Short band from the thrower. */
export function ttmSquares(p: PlayerState): Square[] {
  const from = p.at as Square;
  const out: Square[] = [];
  for (let y = 0; y < PITCH_HEIGHT; y++) {
    for (let x = 0; x < PITCH_WIDTH; x++) {
      const r = rangeBetween(from, { x, y });
      if (r === 'quick' || r === 'short') out.push({ x, y });
    }
  }
  return out;
}

export function ttmModifiers(s: MatchState, thrower: PlayerState, range: PassRange): Modifier[] {
  const mods: Modifier[] = [];
  const band = editionOf(s).passRangeModifier[range];
  if (band !== 0) mods.push({ value: band, reason: range });
  const m = thrower.at ? markerCount(s, thrower.at, thrower.team) : 0;
  if (m > 0) mods.push({ value: -m, reason: MARKED });
  return applyTestHooks({ s, player: thrower, purpose: 'throw-team-mate', passRange: range }, mods, []);
}

function emitThrow(ctx: Context, p: TtmProc, result: 'superb' | 'subpar' | 'fumbled' | 'eaten'): void {
  ctx.emit({
    kind: 'throw-team-mate',
    player: p.player,
    thrown: p.thrown as string,
    target: p.target as Square,
    result,
  });
}

/** The thrown player comes down one D8 square from the thrower, landing at −1. */
/** The thrower's skill's reading of how throws land, if it differs from BB2025's. */
const throwRules = (s: MatchState, thrower: PlayerState) =>
  findSkillDef(s, thrower, (d) => d.teamMateThrow !== undefined)?.def.teamMateThrow;

function fumbled(ctx: Context, p: TtmProc, thrower: PlayerState): void {
  emitThrow(ctx, p, 'fumbled');
  if (p.kick) {
    kickFumbled(ctx, p, getPlayer(ctx.s, p.thrown as string));
    return;
  }
  const thrown = getPlayer(ctx.s, p.thrown as string);
  p.stage = 'done';
  if (throwRules(ctx.s, thrower)?.fumbleStays && thrown.at) {
    // LRB6: the team-mate never leaves its square, and lands there.
    ctx.push(landingProc(thrown, thrown.at, thrown.at, 0));
    return;
  }
  const d8 = ctx.roll('D8');
  ctx.emit({ ...rollEvent('bounce', null, d8, 0, true), die: 'D8', target: null, success: null });
  const at = step(thrower.at as Square, directionOf(d8));
  const landing = landingProc(thrown, at, thrower.at as Square, 1);
  ctx.push(starFumbleLandsSafely(ctx, thrower) ? { ...landing, safe: true } : landing);
}

/** Always Hungry: eats the team-mate (gone for good; a ball it held bounces, Turnover). */
function eaten(ctx: Context, p: TtmProc, thrown: PlayerState): void {
  emitThrow(ctx, p, 'eaten');
  useSkill(ctx, getPlayer(ctx.s, p.player), (d) => d.alwaysHungry === true, `eats ${thrown.name}`);
  const at = thrown.at as Square;
  const ball = hasBall(ctx.s, thrown);
  toBox(ctx, thrown, 'dead');
  thrown.record = { ...thrown.record, injury: 'dead' };
  p.stage = 'done';
  if (ball) {
    turnover(ctx, 'ball-carrier-placed-prone');
    setBall(ctx, { kind: 'air', at }, 'dropped');
    ctx.push({ kind: 'bounce', from: at, kick: null });
  }
}

/** A fumbled kick: an injury roll for the kicked player (Stunned counts as KO); a ball it held bounces. */
function kickFumbled(ctx: Context, p: TtmProc, kicked: PlayerState): void {
  p.stage = 'done';
  const at = kicked.at as Square;
  if (hasBall(ctx.s, kicked)) {
    turnover(ctx, 'ball-carrier-placed-prone');
    setBall(ctx, { kind: 'air', at }, 'dropped');
    ctx.push({ kind: 'bounce', from: at, kick: null });
  }
  ctx.push({ ...injuryProc(kicked, false, null), stunnedIsKo: true });
}

function startThrow(ctx: Context, p: TtmProc, thrower: PlayerState): void {
  const thrown = getPlayer(ctx.s, p.thrown as string);
  if (hasHook(ctx.s, thrower, (d) => d.alwaysHungry === true)) {
    const n = ctx.roll('D6');
    ctx.emit(rollEvent('always-hungry', thrower.id, n, 2, n >= 2));
    if (n === 1) {
      const m = ctx.roll('D6');
      ctx.emit(rollEvent('always-hungry', thrower.id, m, 2, m >= 2));
      if (m === 1) eaten(ctx, p, thrown);
      else fumbled(ctx, p, thrower);
      return;
    }
  }
  if (passTarget(ctx.s, thrower) === null) {
    fumbled(ctx, p, thrower);
    return;
  }
  p.stage = 'throw';
  ctx.push(
    testProc(
      'throw-team-mate',
      thrower,
      passTarget(ctx.s, thrower) as number,
      ttmModifiers(ctx.s, thrower, p.range as PassRange),
    ),
  );
}

/**
 * Swoop: instead of scattering, the thrown player glides D6 squares from the target in a D6 direction of
 * the Throw-in template. The engine lays the template facing the way the throw went (along its longer
 * axis, away from the thrower): 1–2 diagonal left, 3–4 straight on, 5–6 diagonal right.
 */
export function swoopPath(ctx: Context, from: Square, target: Square): { at: Square; last: Square } {
  const dx = target.x - from.x;
  const dy = target.y - from.y;
  const f = Math.abs(dx) >= Math.abs(dy) ? { x: Math.sign(dx) || 1, y: 0 } : { x: 0, y: Math.sign(dy) };
  const n = ctx.roll('D6');
  ctx.emit(rollEvent('throw-in-direction', null, n, 0, true));
  const dist = ctx.roll('D6');
  ctx.emit(rollEvent('throw-in-distance', null, dist, 0, true));
  return templatePath(target, f, n, dist);
}

function afterTest(ctx: Context, p: TtmProc, thrower: PlayerState): void {
  const r = takeResult(p);
  if (typeof r !== 'object' || r.kind !== 'test') {
    ctx.finish(false);
    return;
  }
  if (isFumbled(r)) {
    fumbled(ctx, p, thrower);
    return;
  }
  emitThrow(ctx, p, r.success ? 'superb' : 'subpar');
  const thrown = getPlayer(ctx.s, p.thrown as string);
  const target = p.target as Square;
  let at = target;
  let last = target;
  if (r.success && hasHook(ctx.s, thrower, (d) => d.bullseye === true)) {
    // Bullseye: lands in the target square.
  } else if (hasHook(ctx.s, thrown, (d) => d.swoop === true)) {
    ({ at, last } = swoopPath(ctx, thrower.at as Square, target));
  } else {
    ({ at, last } = scatterPath(ctx, target, 3));
  }
  p.stage = 'done';
  const inaccurate = throwRules(ctx.s, thrower)?.inaccuratePenalty ?? 1;
  ctx.push(landingProc(thrown, at, last, r.success ? 0 : inaccurate, r.success ? thrower.id : null));
}

export const ttmActionDef = defineProc<TtmProc>({
  run(ctx, p) {
    const s = ctx.s;
    const player = getPlayer(s, p.player);
    switch (p.stage) {
      case 'target': {
        const c = takeInput(p);
        if (!c) return WAIT;
        if (c.type !== 'square') {
          ctx.finish(true);
          return NEXT;
        }
        p.target = c.square;
        p.range = rangeBetween(player.at as Square, c.square);
        startThrow(ctx, p, player);
        return NEXT;
      }
      case 'throw':
        afterTest(ctx, p, player);
        return NEXT;
      case 'done':
        takeResult(p);
        ctx.finish(true);
        return NEXT;
      default: {
        const c = movingInput(ctx, p, player);
        if (c === 'done') return NEXT;
        if (!c) return WAIT;
        if (c.type === 'player') {
          const kick = p.kick ? kickSkill(ctx.s, player) : undefined;
          if (kick) markUsed(player, kick, 'turn');
          p.thrown = c.player;
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
    if (p.stage === 'target') {
      return {
        team: player.team,
        kind: 'pass-target',
        player: player.id,
        prompt: `${player.name} throws its team-mate to which square?`,
        options: [...ttmSquares(player).map((q) => squareCommand(q.x, q.y)), { type: 'end-activation' }],
      };
    }
    const moves: Command[] = moveOptions(s, p as unknown as MoveActionProc).filter(
      (o) => o.type !== 'use-skill',
    );
    const targets = ttmTargets(s, player).map((o): Command => ({ type: 'player', player: o.id }));
    return {
      team: player.team,
      kind: 'move-step',
      player: player.id,
      prompt: `Throw Team-mate with ${player.name}`,
      options: [...targets, ...moves],
    };
  },
});

/**
 * Landing (§3.8): off the pitch, the crowd injures the player (a ball it held is thrown in) and the turn
 * ends; on an occupied square the occupant is Knocked Down and the thrown player bounces one D8 square,
 * then Falls Over wherever it comes down (repeating while squares are occupied); on an empty square it
 * makes an AG landing test at −1 per marker (and −1 after a Subpar or Fumbled throw), falling over on a
 * fail. A player thrown while Prone cannot land on its feet. Falling is a Turnover only for a ball carrier.
 */
export interface TtmLandingProc extends Proc {
  kind: 'ttm-landing';
  player: string;
  at: Square;
  last: Square;
  penalty: number;
  /** Bounced off an occupied square, or thrown while Prone: it falls over wherever it lands. */
  falls: boolean;
  /** The thrower of a Superb throw (SPP when the player lands safely). */
  thrower: string | null;
  stage: number;
  /** Lands safely wherever it ends up, with no landing roll (a fumble by a Reliable thrower). */
  safe?: boolean;
}

export const landingProc = (
  thrown: PlayerState,
  at: Square,
  last: Square,
  penalty: number,
  thrower: string | null = null,
): TtmLandingProc => ({
  kind: 'ttm-landing',
  player: thrown.id,
  at,
  last,
  penalty,
  falls: thrown.status !== 'standing',
  thrower,
  stage: 0,
});

const LETHAL_FLIGHT: ArmourBonus = {
  flexible: { value: 1, reason: 'Lethal Flight' },
  flexibleOnArmour: true,
  breaksOn: null,
};

function fallOver(ctx: Context, p: TtmLandingProc, thrown: PlayerState): void {
  ctx.emit({ kind: 'landing', player: thrown.id, at: p.at, safe: false, thrower: null });
  p.stage = 2;
  ctx.push({ ...goingDown(thrown, 'falls-over'), turnover: false });
}

export const ttmLandingDef = defineProc<TtmLandingProc>({
  run(ctx, p) {
    const s = ctx.s;
    const thrown = getPlayer(s, p.player);
    if (p.stage === 0) {
      takeResult(p);
      const { at } = p;
      if (!onPitch(at.x, at.y)) {
        ctx.emit({ kind: 'landing', player: thrown.id, at, safe: false, thrower: null });
        const ball = hasBall(s, thrown);
        turnover(ctx, 'thrown-player-off-pitch');
        ctx.finish();
        if (ball) {
          setBall(ctx, { kind: 'air', at: p.last }, 'out of bounds');
          ctx.push({ kind: 'throw-in', last: p.last, kick: null });
        }
        injuryByTheCrowd(ctx, thrown);
        return NEXT;
      }
      const occupant = playerAt(s, at.x, at.y);
      if (occupant && occupant.id !== thrown.id) {
        ctx.emit({
          kind: 'note',
          text: `${thrown.name} lands on ${occupant.name}`,
          team: thrown.team,
          code: 'lands-on',
          params: { player: thrown.id, target: occupant.id },
        });
        const d8 = ctx.roll('D8');
        ctx.emit({ ...rollEvent('bounce', thrown.id, d8, 0, true), die: 'D8', target: null, success: null });
        if (onPitch(at.x, at.y)) p.last = at;
        p.at = step(at, directionOf(d8));
        p.falls = true;
        const lethal = occupant.team !== thrown.team && hasHook(s, thrown, (d) => d.lethalFlight === true);
        const down = lethal
          ? goingDown(occupant, 'knocked-down', thrown.id, true, LETHAL_FLIGHT)
          : goingDown(occupant, 'knocked-down', thrown.id);
        ctx.push({ ...down, turnover: false });
        return NEXT;
      }
      movePlayer(ctx, thrown, at, 'placed');
      if (p.safe) {
        ctx.emit({ kind: 'landing', player: thrown.id, at: p.at, safe: true, thrower: null });
        checkTouchdown(ctx, thrown);
        ctx.finish();
        return NEXT;
      }
      if (p.falls || thrown.distracted) {
        fallOver(ctx, p, thrown);
        return NEXT;
      }
      const mods: Modifier[] = [];
      if (p.penalty > 0) mods.push({ value: -p.penalty, reason: 'subpar or fumbled throw' });
      const m = markerCount(s, at, thrown.team);
      if (m > 0) mods.push({ value: -m, reason: MARKED });
      p.stage = 1;
      ctx.push(
        testProc(
          'landing',
          thrown,
          agilityTarget(ctx.s, thrown),
          applyTestHooks({ s, player: thrown, purpose: 'landing' }, mods, []),
        ),
      );
      return NEXT;
    }
    if (p.stage === 1) {
      const r = takeResult(p);
      if (typeof r === 'object' && r.kind === 'test' && r.success) {
        ctx.emit({ kind: 'landing', player: thrown.id, at: p.at, safe: true, thrower: p.thrower });
        // SPP for the league (§3.8): the thrown player for any safe landing, the thrower for a Superb throw.
        thrown.record = { ...thrown.record, safeLandings: thrown.record.safeLandings + 1 };
        const superb = p.thrower === null ? undefined : s.players.find((o) => o.id === p.thrower);
        if (superb) superb.record = { ...superb.record, superbThrows: superb.record.superbThrows + 1 };
        checkTouchdown(ctx, thrown);
        ctx.finish();
        return NEXT;
      }
      fallOver(ctx, p, thrown);
      return NEXT;
    }
    takeResult(p);
    ctx.finish();
    return NEXT;
  },
});
