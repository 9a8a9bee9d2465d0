import { foulBonus, hasBlockHook, hasFoulHook, withOwnArmourModifier } from '../block/hooks.js';
import { sentOffProc } from '../block/sent-off.js';
import { assistants } from '../block/strength.js';
import { editionOf } from '../edition/editions.js';
import type { Command } from '../engine/commands.js';
import type { Context } from '../engine/context.js';
import type { Decision } from '../engine/decision.js';
import type { Modifier } from '../engine/events.js';
import { defineProc, NEXT, type Proc, takeInput, takeResult, WAIT } from '../engine/procedure.js';
import { refereeSendsOff } from '../inducements/effects.js';
import { goingDown } from '../injury/going-down.js';
import { injuryProc } from '../injury/injury.js';
import { adjacent, distance, type Square } from '../pitch.js';
import { rollEvent, sumModifiers } from '../rolls/test.js';
import type { SkillId } from '../skills/catalogue.js';
import { findSkillDef, skillIdOf, useSkill } from '../skills/registry.js';
import { starArmourAdditions } from '../stars/hook-points.js';
import type { StarRuleId } from '../stars/ids.js';
import { getPlayer } from '../state/query.js';
import type { MatchState, PlayerState } from '../state/types.js';
import type { RollPurpose } from '../types.js';
import { movementBudget } from './blitz.js';
import { type MoveActionProc, moveOptions } from './move.js';
import { movingInput, takeStep } from './move-step.js';

/**
 * The Foul Action (once per team turn): move, then foul an adjacent Prone or Stunned opponent with an
 * armour roll at +1 per offensive and −1 per defensive assist (Dirty Player adds 1 to the armour or the
 * injury roll). A natural double on the armour or the injury roll sends the fouler off once the foul is
 * over (Sneaky Git: not for an armour double when the armour held). The activation ends with the foul.
 */
export interface FoulProc extends Proc {
  kind: 'foul-action';
  player: string;
  maUsed: number;
  rushes: number;
  secure: false;
  dropBall: false;
  stage: 'move' | 'strike' | 'boost' | 'injury' | 'after' | 'done';
  /** The target of a foul made at once (Pile Driver), without moving. */
  target: string | null;
  sentOff: boolean;
  /** The foul is made (Quick Foul keeps moving afterwards, without a second foul). */
  fouled: boolean;
  /** The player being fouled while the coach decides on an armour boost (Chainsaw). */
  victim?: string;
  /**
   * The broken armour's injury roll, made in the next run (stage 'injury'): the armour roll's paths are
   * merged before the injury dice branch (the odds tree merges between runs only), same dice order.
   */
  injured?: { target: string; flexible: Modifier | null; starUsed: StarRuleId[] };
}

export const foulAction = (p: PlayerState, maUsed: number): FoulProc => ({
  kind: 'foul-action',
  player: p.id,
  maUsed,
  rushes: 0,
  secure: false,
  dropBall: false,
  stage: 'move',
  sentOff: false,
  fouled: false,
  target: null,
});

/** A free Foul on `target` at once, outside the team's Foul Action (Pile Driver). */
export const immediateFoul = (p: PlayerState, target: PlayerState): FoulProc => ({
  ...foulAction(p, 0),
  stage: 'strike',
  target: target.id,
});

const fouls = (o: PlayerState, p: PlayerState): boolean =>
  o.team !== p.team && o.at !== null && (o.status === 'prone' || o.status === 'stunned');

/** Prone or Stunned opponents next to the player: who it can foul now. */
export function foulTargets(s: MatchState, p: PlayerState): PlayerState[] {
  if (p.at === null || p.status !== 'standing' || p.distracted) return [];
  const at = p.at;
  return s.players.filter((o) => fouls(o, p) && adjacent(o.at as Square, at));
}

/** Cheap check used when listing actions: some Prone or Stunned opponent within reach. */
export function mayFoul(s: MatchState, p: PlayerState): boolean {
  if (p.at === null) return false;
  const at = p.at;
  const budget = movementBudget(s, p, p.status === 'prone' ? editionOf(s).standUpCost : 0, 0);
  return s.players.some((o) => fouls(o, p) && distance(o.at as Square, at) <= budget + 1);
}

export function foulOptions(s: MatchState, p: FoulProc): Command[] {
  const player = getPlayer(s, p.player);
  const moves = moveOptions(s, p as unknown as MoveActionProc).filter((o) => o.type !== 'use-skill');
  const targets = p.fouled ? [] : foulTargets(s, player);
  return [...targets.map((t): Command => ({ type: 'player', player: t.id })), ...moves];
}

/** An armour boost the fouler's coach may choose (Chainsaw), when it can change the roll. */
function armourBoost(s: MatchState, fouler: PlayerState, target: PlayerState) {
  if (hasBlockHook(s, target, 'armourUnmodifiable')) return undefined;
  const found = findSkillDef(s, fouler, (d) => d.foul?.armourBoost !== undefined);
  const value = found?.def.foul?.armourBoost;
  return found && value ? { skill: found.def.id, value } : undefined;
}

/** Fouls `target` now, or first asks about an armour boost. */
function startFoul(ctx: Context, p: FoulProc, fouler: PlayerState, target: PlayerState): void {
  if (armourBoost(ctx.s, fouler, target)) {
    p.victim = target.id;
    p.stage = 'boost';
    return;
  }
  foul(ctx, p, fouler, target);
}

function foul(
  ctx: Context,
  p: FoulProc,
  fouler: PlayerState,
  target: PlayerState,
  extra: readonly Modifier[] = [],
): void {
  const s = ctx.s;
  const offensive = assistants(s, fouler.team, target, fouler.id, 'foul');
  const defensive = assistants(s, target.team, fouler, target.id, 'foul');
  ctx.emit({
    kind: 'foul',
    player: fouler.id,
    target: target.id,
    offensive: offensive.map((o) => o.id),
    defensive: defensive.map((o) => o.id),
  });
  const hard = hasBlockHook(s, target, 'armourUnmodifiable');
  const mods: Modifier[] = withOwnArmourModifier(s, target, [...extra]);
  if (!hard && offensive.length > 0) mods.push({ value: offensive.length, reason: 'offensive assists' });
  if (!hard && defensive.length > 0) mods.push({ value: -defensive.length, reason: 'defensive assists' });
  const bonus = foulBonus(s, fouler);
  const av = target.stats.av + target.driveMods.av;
  const roll = () => {
    const a = ctx.roll('D6');
    const b = ctx.roll('D6');
    const used = [...mods];
    let flexible: Modifier | null =
      bonus > 0
        ? { value: bonus, reason: skillIdOf(s, fouler, (d) => d.foul?.bonus !== undefined) ?? 'foul bonus' }
        : null;
    let total = a + b + sumModifiers(used);
    const breaks = editionOf(ctx.s).armourBroken;
    let broken = breaks(total, av);
    if (!broken && flexible && !hard && breaks(total + flexible.value, av)) {
      used.push(flexible);
      total += flexible.value;
      broken = true;
      flexible = null;
    }
    return { a, b, used, total, broken, flexible };
  };
  // Star Player special rules that add to a Foul's armour roll (A Sneaky Pair).
  let starUsed: StarRuleId[] = [];
  const withStars = (rolled: ReturnType<typeof roll>) => {
    const situation = { s, victim: target, by: fouler, cause: 'foul' as const, av, modifiable: !hard };
    const natural = [rolled.a, rolled.b] as const;
    const x = {
      ...situation,
      natural,
      total: rolled.total,
      broken: rolled.broken,
      spare: 0,
      rerolled: false,
    };
    const add = starArmourAdditions(ctx, x, rolled.flexible);
    starUsed = add.used;
    const total = rolled.total + sumModifiers(add.added);
    const broken = rolled.broken || editionOf(ctx.s).armourBroken(total, av);
    return { ...rolled, used: [...rolled.used, ...add.added], total, broken, flexible: add.kept };
  };
  let r = withStars(roll());
  const emitArmour = (rerolled: boolean) =>
    ctx.emit({
      kind: 'roll',
      purpose: 'armour',
      player: target.id,
      die: 'D6',
      natural: [r.a, r.b],
      modifiers: r.used,
      total: r.total,
      target: av,
      success: r.broken,
      rerolled,
    });
  emitArmour(false);
  if (
    !r.broken &&
    offensive.length === 0 &&
    defensive.length === 0 &&
    hasFoulHook(s, fouler, 'rerollArmourAlone')
  ) {
    useSkill(ctx, fouler, (d) => d.foul?.rerollArmourAlone === true, 're-rolls the armour roll');
    r = withStars(roll());
    emitArmour(true);
  }
  const { a, b, broken } = r;
  const flexible = r.flexible;
  ctx.emit({ kind: 'armour', player: target.id, broken });
  if (!p.sentOff && refereeSendsOff(ctx, fouler, broken)) p.sentOff = true;
  if (a === b) {
    const sneaky = !broken && hasFoulHook(ctx.s, fouler, 'doubleIgnoredIfArmourHolds');
    if (sneaky)
      useSkill(ctx, fouler, (d) => d.foul?.doubleIgnoredIfArmourHolds === true, 'the referee looks away');
    else p.sentOff = true;
  }
  if (!broken) {
    p.stage = 'after';
    return;
  }
  p.stage = 'injury';
  p.injured = { target: target.id, flexible, starUsed };
}

/** The injury roll of a broken armour (a double is seen by the referee too). */
function injuryRoll(ctx: Context, p: FoulProc, fouler: PlayerState): void {
  const { target, flexible, starUsed } = p.injured as NonNullable<FoulProc['injured']>;
  p.injured = undefined;
  p.stage = 'after';
  const i = ctx.roll('D6');
  const j = ctx.roll('D6');
  if (i === j) p.sentOff = true;
  ctx.push({
    ...injuryProc(getPlayer(ctx.s, target), false, fouler.id, false),
    modifiers: flexible ? [flexible] : [],
    fixed: [i, j],
    cause: 'foul',
    ...(starUsed.length > 0 ? { starUsed } : {}),
  });
}

export const foulActionDef = defineProc<FoulProc>({
  run(ctx, p) {
    const s = ctx.s;
    const player = getPlayer(s, p.player);
    switch (p.stage) {
      case 'strike':
        startFoul(ctx, p, player, getPlayer(s, p.target as string));
        return NEXT;
      case 'boost': {
        const c = takeInput(p);
        if (!c) return WAIT;
        const target = getPlayer(s, p.victim as string);
        const boost = armourBoost(s, player, target);
        p.victim = undefined;
        if (c.type !== 'use-skill' || !boost) {
          foul(ctx, p, player, target);
          return NEXT;
        }
        const n = ctx.roll('D6');
        ctx.emit(rollEvent(boost.skill as RollPurpose, player.id, n, 2, n >= 2));
        if (n >= 2) {
          foul(ctx, p, player, target, [{ value: boost.value, reason: boost.skill }]);
          return NEXT;
        }
        ctx.emit({ kind: 'skill', player: player.id, skill: boost.skill, effect: 'kicks back' });
        p.stage = 'after';
        ctx.push(goingDown(player, 'knocked-down'));
        return NEXT;
      }
      case 'injury':
        injuryRoll(ctx, p, player);
        return NEXT;
      case 'after':
        takeResult(p);
        p.stage = 'done';
        if (p.sentOff) {
          ctx.emit({
            kind: 'note',
            text: `the referee saw ${player.name}'s foul`,
            team: player.team,
            code: 'referee-saw-foul',
            params: { player: player.id },
          });
          ctx.push(sentOffProc(player));
        }
        return NEXT;
      case 'done':
        takeResult(p);
        if (
          !p.sentOff &&
          p.target === null &&
          hasFoulHook(ctx.s, player, 'continuesAfter') &&
          player.at !== null &&
          player.status === 'standing' &&
          !s.turnState?.turnover
        ) {
          p.fouled = true;
          p.stage = 'move';
          return NEXT;
        }
        ctx.finish(true);
        return NEXT;
      default: {
        const c = movingInput(ctx, p, player);
        if (c === 'done') return NEXT;
        if (!c) return WAIT;
        if (c.type === 'player' && !p.fouled) {
          startFoul(ctx, p, player, getPlayer(s, c.player));
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
    if (p.stage === 'boost') {
      const target = getPlayer(s, p.victim as string);
      // The stage is only reached with a boost to offer.
      const boost = armourBoost(s, player, target) as { skill: SkillId; value: number };
      const skill = boost.skill;
      return {
        team: player.team,
        kind: 'use-skill',
        player: player.id,
        prompt: `${skill}: add +${boost.value} to the armour roll of ${player.name}'s foul on ${target.name}? (D6 2+; on a 1 the kick-back Knocks ${player.name} Down)`,
        options: [{ type: 'use-skill', skill }, { type: 'decline' }],
      };
    }
    return {
      team: player.team,
      kind: 'move-step',
      player: player.id,
      prompt: `Foul with ${player.name}`,
      options: foulOptions(s, p),
    };
  },
});
