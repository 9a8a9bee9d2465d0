import { releaseStaleChomps } from '../block/chomp.js';
import { fallBonus } from '../block/hooks.js';
import { editionOf } from '../edition/editions.js';
import type { Command } from '../engine/commands.js';
import type { Context } from '../engine/context.js';
import type { Decision } from '../engine/decision.js';
import { EngineError } from '../engine/errors.js';
import type { Modifier } from '../engine/events.js';
import {
  defineProc,
  NEXT,
  type Proc,
  type ProcResult,
  takeInput,
  takeResult,
  WAIT,
} from '../engine/procedure.js';
import { checkTouchdown, turnover } from '../flow/turnover.js';
import { rushPrayerModifiers } from '../inducements/effects.js';
import { fallThroughTrapdoor, trapdoorRoll } from '../inducements/trapdoor.js';
import { goingDown } from '../injury/going-down.js';
import { distance, type Square, sameSquare } from '../pitch.js';
import { testProc } from '../rolls/test.js';
import type { SkillId } from '../skills/catalogue.js';
import type { SkillDef } from '../skills/hooks.js';
import { MARKED } from '../skills/mod.js';
import { applyTestHooks, hasHook, skillIdOf, useSkill } from '../skills/registry.js';
import { starNeedsNoDodge } from '../stars/hook-points.js';
import { movePlayer, setBall, setStatus } from '../state/mutate.js';
import { findPlayer, getPlayer, hasBall, markersOf } from '../state/query.js';
import type { MatchState, PlayerState } from '../state/types.js';
import { movementAllowance } from './move.js';

/** One square of movement (or one jump): rushes first, then the dodge or jump test, then the pick-up. */
export interface MoveStepProc extends Proc {
  kind: 'move-step';
  player: string;
  from: Square;
  to: Square;
  jump: boolean;
  rushesNeeded: number;
  secure: boolean;
  dropBall: boolean;
  stage: Stage;
  /** Opponents whose Tackle Zone the player leaves (decided before it moves). */
  leaving: string[];
  /** Reaction currently offered to the opposing coach. */
  offer: { player: string; skill: SkillId } | null;
  /** Opponents already offered a Tentacles roll on this step. */
  offered: string[];
  test: { natural: number; total: number; target: number } | null;
}

type Stage =
  | 'rush'
  | 'tentacles'
  | 'move'
  | 'test'
  | 'tested'
  | 'diving-tackle'
  | 'shadowing'
  | 'pick-up'
  | 'picked'
  | 'falling'
  | 'done';

export const moveStep = (
  p: PlayerState,
  from: Square,
  to: Square,
  jump: boolean,
  rushesNeeded: number,
  secure: boolean,
  dropBall: boolean,
): MoveStepProc => ({
  kind: 'move-step',
  player: p.id,
  from,
  to,
  jump,
  rushesNeeded,
  secure,
  dropBall,
  stage: 'rush',
  leaving: [],
  offer: null,
  offered: [],
  test: null,
});

type Reaction = NonNullable<SkillDef['reaction']>;

/** The skill an opponent reacts with, by its record (it names the offer and the log). */
const reactionRecord = (s: MatchState, o: PlayerState, reaction: Reaction): SkillId =>
  skillIdOf(s, o, (d) => d.reaction === reaction) as SkillId;

const reactors = (s: MatchState, p: MoveStepProc, reaction: Reaction) =>
  p.leaving
    .map((id) => getPlayer(s, id))
    .filter((o) => o.status === 'standing' && !o.distracted && hasHook(s, o, (d) => d.reaction === reaction));

export function rushModifiers(s: MatchState, player: PlayerState): Modifier[] {
  const mods: Modifier[] = [];
  if (s.weather === 'blizzard') mods.push({ value: -1, reason: 'blizzard' });
  mods.push(...rushPrayerModifiers(s, player));
  return applyTestHooks({ s, player, purpose: 'rush' }, mods, []);
}

/** Dodge: −1 per opponent Marking the destination (Titchy players do not count). */
export function dodgeModifiers(s: MatchState, player: PlayerState, from: Square, to: Square): Modifier[] {
  const markers = markersOf(s, to, player.team, player.id).filter(
    (o) => !hasHook(s, o, (d) => d.notMarkingForDodge === true),
  );
  const mods: Modifier[] = [...editionOf(s).baseModifiers('dodge')];
  if (markers.length > 0) mods.push({ value: -markers.length, reason: MARKED });
  return applyTestHooks(
    { s, player, purpose: 'dodge', from, to },
    mods,
    markersOf(s, from, player.team, player.id),
  );
}

/** Jump: −(the higher of the markers on the square left and the square entered). */
export function jumpModifiers(s: MatchState, player: PlayerState, from: Square, to: Square): Modifier[] {
  const left = markersOf(s, from, player.team, player.id);
  const n = editionOf(s).jumpCountsMarkers
    ? Math.max(left.length, markersOf(s, to, player.team, player.id).length)
    : 0;
  const mods: Modifier[] = n > 0 ? [{ value: -n, reason: MARKED }] : [];
  return applyTestHooks({ s, player, purpose: 'jump', from, to }, mods, left);
}

export function pickUpModifiers(s: MatchState, player: PlayerState, at: Square, secure: boolean): Modifier[] {
  const mods: Modifier[] = secure ? [] : [...editionOf(s).baseModifiers('pick-up')];
  if (!secure) {
    const n = markersOf(s, at, player.team, player.id).length;
    if (n > 0) mods.push({ value: -n, reason: MARKED });
  }
  if (s.weather === 'pouring-rain') mods.push({ value: -1, reason: 'pouring rain' });
  if (secure) return mods;
  return applyTestHooks({ s, player, purpose: 'pick-up', to: at }, mods, []);
}

function fall(ctx: Context, p: MoveStepProc, player: PlayerState, at: Square): void {
  if (player.at && !sameSquare(player.at, at)) movePlayer(ctx, player, at, 'step');
  // Falling Over after leaving a Tackle Zone (not on a Rush): Arm Bar may add to the armour roll.
  const arm = p.stage !== 'rush' ? fallBonus(ctx.s, player, p.leaving) : null;
  p.stage = 'falling';
  ctx.push(goingDown(player, 'falls-over', arm?.by ?? null, arm !== null, arm?.bonus));
}

function testOutcome(r: ProcResult | undefined) {
  return typeof r === 'object' && r.kind === 'test' ? r : null;
}

/**
 * Where every moving action picks up after a step or waits for its coach: the action stops when the step
 * failed, a Turnover or a touchdown happened, or the player can no longer move, and ends on
 * `end-activation`. Returns the coach's next command, 'done' when the action ended here, or undefined to wait.
 */
export function movingInput(ctx: Context, p: Proc, player: PlayerState): Command | 'done' | undefined {
  const r = takeResult(p);
  const s = ctx.s;
  if (
    r === false ||
    s.turnState?.turnover ||
    s.touchdownBy !== null ||
    player.at === null ||
    player.status !== 'standing' ||
    player.distracted
  ) {
    ctx.finish(false);
    return 'done';
  }
  const c = takeInput(p);
  if (c?.type === 'end-activation') {
    ctx.finish(true);
    return 'done';
  }
  return c;
}

/**
 * One step (or jump) of any action that moves: pays its MA, counts the Rushes it needs beyond the MA left
 * and starts the move step. Shared by Move, Blitz, Foul, Pass, Hand-off, Throw Team-mate and the rest.
 */
export function takeStep(
  ctx: Context,
  p: { maUsed: number; rushes: number },
  player: PlayerState,
  to: Square,
  secure = false,
  dropBall = false,
): void {
  const from = player.at;
  if (from === null) throw new EngineError(`${player.id} cannot step: it is not on the pitch`);
  // A chomper that moved off its square no longer holds its victim, even if it steps back (Chomp).
  releaseStaleChomps(ctx.s);
  const jump = distance(from, to) === 2;
  const cost = jump ? editionOf(ctx.s).jumpCost : 1;
  const rushes = Math.max(0, cost - Math.max(0, movementAllowance(player) - p.maUsed));
  p.maUsed += cost;
  p.rushes += rushes;
  ctx.push(moveStep(player, from, to, jump, rushes, secure, dropBall));
}

export const moveStepDef = defineProc<MoveStepProc>({
  run(ctx, p) {
    const s = ctx.s;
    const player = getPlayer(s, p.player);
    switch (p.stage) {
      case 'rush': {
        const r = testOutcome(takeResult(p));
        if (r && !r.success) {
          fall(ctx, p, player, p.to);
          return NEXT;
        }
        if (p.rushesNeeded > 0) {
          p.rushesNeeded -= 1;
          ctx.push(testProc('rush', player, editionOf(s).rushTarget, rushModifiers(s, player)));
          return NEXT;
        }
        p.leaving = markersOf(s, p.from, player.team, player.id).map((o) => o.id);
        p.stage = 'tentacles';
        return NEXT;
      }
      case 'tentacles': {
        const c = takeInput(p);
        if (p.offer && c) {
          const owner = getPlayer(s, p.offer.player);
          p.offer = null;
          if (c.type === 'use-skill') {
            if (editionOf(s).tentaclesRoll(ctx, owner, player)) {
              useSkill(ctx, owner, (d) => d.reaction === 'tentacles', `holds ${player.name}`);
              player.distracted = false;
              p.stage = 'done';
              ctx.finish(false);
              return NEXT;
            }
          }
        }
        const used =
          p.leaving.length > 0
            ? reactors(s, p, 'tentacles').find((o) => !p.offered.includes(o.id))
            : undefined;
        if (used) {
          p.offered = [...p.offered, used.id];
          p.offer = { player: used.id, skill: reactionRecord(s, used, 'tentacles') };
          return WAIT;
        }
        p.stage = 'move';
        return NEXT;
      }
      case 'move': {
        if (p.dropBall && hasBall(s, player)) {
          useSkill(ctx, player, (d) => d.dropBallWhileMoving === true, 'leaves the ball behind');
          setBall(ctx, { kind: 'ground', at: p.from }, 'left behind');
        }
        movePlayer(ctx, player, p.to, p.jump ? 'jump' : 'step');
        // A Star Player's rule may spare it the Dodge (Incorporeal).
        const needsTest = p.jump || (p.leaving.length > 0 && !starNeedsNoDodge(player));
        if (!needsTest) {
          p.stage = 'pick-up';
          return NEXT;
        }
        p.stage = 'tested';
        const mods = p.jump
          ? jumpModifiers(s, player, p.from, p.to)
          : dodgeModifiers(s, player, p.from, p.to);
        ctx.push(
          testProc(p.jump ? 'jump' : 'dodge', player, editionOf(s).agilityTarget(player.stats), mods, {
            from: p.from,
            to: p.to,
          }),
        );
        return NEXT;
      }
      case 'tested': {
        const r = testOutcome(takeResult(p));
        if (!r) return NEXT;
        p.test = { natural: r.natural, total: r.total, target: r.target };
        if (!r.success) {
          fall(ctx, p, player, p.jump && r.natural === 1 ? p.from : p.to);
          return NEXT;
        }
        p.stage = 'diving-tackle';
        return NEXT;
      }
      case 'diving-tackle': {
        const c = takeInput(p);
        if (p.offer && c) {
          const owner = getPlayer(s, p.offer.player);
          p.offer = null;
          if (c.type === 'use-skill') {
            useSkill(ctx, owner, (d) => d.reaction === 'diving-tackle', `−2 makes ${player.name} fall`);
            movePlayer(ctx, owner, p.from, 'placed');
            setStatus(ctx, owner, 'prone');
            bounceIfLoose(ctx, p.from);
            fall(ctx, p, player, p.to);
            return NEXT;
          }
          p.stage = p.jump ? 'pick-up' : 'shadowing';
          return NEXT;
        }
        const t = p.test;
        const could = t !== null && t.natural !== 6 && t.total - 2 < t.target;
        const diver = could ? reactors(s, p, 'diving-tackle')[0] : undefined;
        if (diver && isEmptySquare(s, p.from)) {
          p.offer = { player: diver.id, skill: reactionRecord(s, diver, 'diving-tackle') };
          return WAIT;
        }
        p.stage = p.jump ? 'pick-up' : 'shadowing';
        return NEXT;
      }
      case 'shadowing': {
        const c = takeInput(p);
        if (p.offer && c) {
          const owner = getPlayer(s, p.offer.player);
          p.offer = null;
          p.stage = 'pick-up';
          if (c.type === 'use-skill') {
            const uses = owner.used.filter((k) => k === 'shadowing@turn').length;
            if (uses < movementAllowance(owner)) owner.used = [...owner.used, 'shadowing@turn'];
            const ok = editionOf(s).shadowingRoll(ctx, owner, player);
            if (ok && isEmptySquare(s, p.from)) {
              useSkill(ctx, owner, (d) => d.reaction === 'shadowing', `follows ${player.name}`);
              movePlayer(ctx, owner, p.from, 'step');
              bounceIfLoose(ctx, p.from);
            }
          }
          return NEXT;
        }
        const shadower = reactors(s, p, 'shadowing').find(
          (o) => o.used.filter((k) => k === 'shadowing@turn').length < movementAllowance(o),
        );
        if (shadower && isEmptySquare(s, p.from)) {
          p.offer = { player: shadower.id, skill: reactionRecord(s, shadower, 'shadowing') };
          return WAIT;
        }
        p.stage = 'pick-up';
        return NEXT;
      }
      case 'pick-up': {
        if (trapdoorRoll(ctx, player)) {
          p.stage = 'done';
          ctx.finish(false);
          fallThroughTrapdoor(ctx, player);
          return NEXT;
        }
        const ball = s.ball;
        if (ball.kind !== 'ground' || !sameSquare(ball.at, p.to)) {
          p.stage = 'done';
          checkTouchdown(ctx, player);
          ctx.finish(true);
          return NEXT;
        }
        p.stage = 'picked';
        if (hasHook(ctx.s, player, (d) => d.noBall === true)) {
          p.result = { kind: 'test', success: false, natural: 0, total: 0, target: 0 };
          return NEXT;
        }
        if (p.secure) {
          ctx.push(
            testProc(
              'secure-the-ball',
              player,
              editionOf(s).secureTheBallTarget,
              pickUpModifiers(s, player, p.to, true),
              {
                secureTheBall: true,
              },
            ),
          );
        } else {
          ctx.push(
            testProc(
              'pick-up',
              player,
              editionOf(s).agilityTarget(player.stats),
              pickUpModifiers(s, player, p.to, false),
              {
                to: p.to,
              },
            ),
          );
        }
        return NEXT;
      }
      case 'picked': {
        const r = testOutcome(takeResult(p));
        if (r?.success) {
          setBall(ctx, { kind: 'carried', player: player.id }, p.secure ? 'secured' : 'picked up');
          p.stage = 'done';
          checkTouchdown(ctx, player);
          ctx.finish(true);
          return NEXT;
        }
        turnover(ctx, p.secure ? 'failed-secure-the-ball' : 'failed-pick-up');
        setBall(ctx, { kind: 'air', at: p.to }, 'fumbled pick-up');
        ctx.push({ kind: 'bounce', from: p.to, kick: null });
        p.stage = 'done';
        return NEXT;
      }
      case 'falling':
        takeResult(p);
        p.stage = 'done';
        ctx.finish(false);
        return NEXT;
      default:
        takeResult(p);
        ctx.finish(false);
        return NEXT;
    }
  },
  decide(s, p): Decision {
    const offer = p.offer;
    if (!offer) throw new Error('move-step waits only on a reaction offer');
    const owner = getPlayer(s, offer.player);
    const mover = findPlayer(s, p.player);
    return {
      team: owner.team,
      kind: 'use-skill',
      player: owner.id,
      prompt: `Use ${offer.skill} against ${mover?.name ?? p.player}?`,
      options: [{ type: 'use-skill', skill: offer.skill }, { type: 'decline' }],
    };
  },
});

/** A player entering a loose ball's square involuntarily does not pick it up: the ball bounces. */
function bounceIfLoose(ctx: Context, at: Square): void {
  const ball = ctx.s.ball;
  if (ball.kind !== 'ground' || !sameSquare(ball.at, at)) return;
  setBall(ctx, { kind: 'air', at }, 'knocked loose');
  ctx.push({ kind: 'bounce', from: at, kick: null });
}

function isEmptySquare(s: MatchState, at: Square): boolean {
  return !s.players.some((o) => o.at !== null && o.at.x === at.x && o.at.y === at.y);
}
