import { ACTIONS } from '../actions/registry.js';
import { editionOf } from '../edition/editions.js';
import type { Context } from '../engine/context.js';
import { defineProc, NEXT, type Proc, takeResult } from '../engine/procedure.js';
import { goingDown } from '../injury/going-down.js';
import { injuryProc } from '../injury/injury.js';
import { adjacent, type Square } from '../pitch.js';
import { clearUses } from '../rerolls/usage.js';
import { rollEvent, testProc } from '../rolls/test.js';
import type { SkillId } from '../skills/catalogue.js';
import type { ActivationFailure } from '../skills/hooks.js';
import { skillDefs } from '../skills/registry.js';
import { endActivationGrants, starAbilityProc } from '../stars/activation.js';
import {
  starActivationEnd,
  starLashOutVictim,
  starOwnAction,
  starRepeatsAction,
} from '../stars/hook-points.js';
import { setBall } from '../state/mutate.js';
import { getPlayer, hasBall } from '../state/query.js';
import type { PlayerState } from '../state/types.js';
import {
  type ActionKind,
  ONCE_PER_TURN_ACTIONS,
  type OncePerTurnAction,
  type RollPurpose,
} from '../types.js';
import { couldScoreWithoutDice } from './stalling.js';
import { turnover } from './turnover.js';

/**
 * A player's activation: declare the action (once-per-turn actions are used up by declaring), lose
 * Distracted, make activation-trait rolls (Bone Head …), stand up if the action includes a Move, perform
 * the action, then the end-of-activation checks (Bloodlust bite, Secure the Ball, Stalling).
 */
export interface ActivationProc extends Proc {
  kind: 'activation';
  player: string;
  action: ActionKind;
  stage: 'declare' | 'traits' | 'star' | 'stand-up' | 'action' | 'end' | 'stalling' | 'close';
  traitIndex: number;
  pendingFailure: ActivationFailure | null;
  /** The skill whose activation roll is pending (its record names it for the log). */
  pendingSkill?: SkillId | null;
  /** What that roll is, for a Star Player rule that replaces its failure. */
  pendingPurpose?: RollPurpose | null;
  /** The declared action is made a second time once the first is resolved (Fury of the Blood God). */
  again?: boolean;
  ended: boolean;
  bloodlust: boolean;
  /** The skill that set `bloodlust`. */
  bloodlustSkill?: SkillId;
  couldScore: boolean;
  maUsed: number;
  /** Free activations (Charge!) do not count towards once-per-turn limits. */
  free: boolean;
}

export const activation = (player: PlayerState, action: ActionKind, free = false): ActivationProc => ({
  kind: 'activation',
  player: player.id,
  action,
  stage: 'declare',
  traitIndex: 0,
  pendingFailure: null,
  ended: false,
  bloodlust: false,
  couldScore: false,
  maUsed: 0,
  free,
});

const isOncePerTurn = (a: ActionKind): a is OncePerTurnAction =>
  (ONCE_PER_TURN_ACTIONS as readonly string[]).includes(a);

function applyTraitFailure(
  ctx: Context,
  p: ActivationProc,
  player: PlayerState,
  failure: ActivationFailure,
  skill: SkillId | undefined,
): void {
  switch (failure) {
    case 'distracted':
      player.distracted = true;
      ctx.emit({
        kind: 'note',
        text: `${player.name} is Distracted`,
        team: player.team,
        code: 'distracted',
        params: { player: player.id },
      });
      p.ended = true;
      return;
    case 'activation-ends':
      p.ended = true;
      return;
    case 'rooted':
      player.rooted = true;
      ctx.emit({
        kind: 'note',
        text: `${player.name} has taken root`,
        team: player.team,
        code: 'taken-root',
        params: { player: player.id },
      });
      return;
    case 'bloodlust':
      p.bloodlust = true;
      p.bloodlustSkill = skill;
      return;
    case 'animal-savagery': {
      const victim =
        starLashOutVictim(ctx, player, 'animal-savagery') ??
        ctx.s.players.find(
          (o) =>
            o.team === player.team &&
            o.id !== player.id &&
            o.status === 'standing' &&
            o.at !== null &&
            adjacent(o.at, player.at as Square),
        );
      if (victim) {
        if (skill)
          ctx.emit({ kind: 'skill', player: player.id, skill, effect: `lashes out at ${victim.name}` });
        ctx.push({ ...goingDown(victim, 'knocked-down', player.id), turnover: false });
      } else {
        player.distracted = true;
        p.ended = true;
      }
      return;
    }
  }
}

export const activationDef = defineProc<ActivationProc>({
  run(ctx, p) {
    const s = ctx.s;
    const player = getPlayer(s, p.player);
    const ts = s.turnState;
    switch (p.stage) {
      case 'declare': {
        player.activated = true;
        if (ts) {
          ts.activePlayer = player.id;
          ts.activeAction = p.action;
          // A Star's own action (Sneakiest of the Lot's Foul) leaves the team's for another player.
          if (!p.free && isOncePerTurn(p.action) && !starOwnAction(player, p.action))
            ts.declared = [...ts.declared, p.action];
        }
        player.distracted = false;
        clearUses(player, 'activation');
        ctx.emit({ kind: 'activation', player: player.id, action: p.action });
        p.couldScore = editionOf(s).stalling && couldScoreWithoutDice(s, player);
        p.stage = 'traits';
        return NEXT;
      }
      case 'traits': {
        const r = takeResult(p);
        if (p.pendingFailure !== null) {
          const failed = typeof r === 'object' && r.kind === 'test' && !r.success;
          const f = p.pendingFailure;
          const skill = p.pendingSkill ?? undefined;
          const purpose = p.pendingPurpose ?? null;
          p.pendingFailure = null;
          p.pendingSkill = null;
          p.pendingPurpose = null;
          // A Star Player's rule may turn the failure into the action made twice.
          const twice =
            failed && purpose !== null && starRepeatsAction(ctx, player, purpose, r.natural, p.action);
          if (twice) p.again = true;
          else if (failed) applyTraitFailure(ctx, p, player, f, skill);
          if (p.ended) {
            p.stage = 'end';
            return NEXT;
          }
        }
        const defs = skillDefs(player);
        while (p.traitIndex < defs.length) {
          const entry = defs[p.traitIndex];
          p.traitIndex += 1;
          const roll = entry?.def.activationRoll?.(s, player, p.action, entry.value);
          if (roll) {
            p.pendingFailure = roll.onFail;
            p.pendingSkill = entry?.def.id ?? null;
            p.pendingPurpose = roll.purpose;
            ctx.push(testProc(roll.purpose, player, roll.target, roll.modifiers));
            return NEXT;
          }
        }
        p.stage = 'star';
        return NEXT;
      }
      case 'star': {
        // A Star Player's special rule at the start of the activation (Black Ink, Beer Barrel Bash …).
        takeResult(p);
        p.stage = 'stand-up';
        const ability = starAbilityProc(s, player, p.action);
        if (ability) ctx.push(ability);
        return NEXT;
      }
      case 'stand-up': {
        // The Star Player's special rule may have ended the activation.
        if (takeResult(p) === true) {
          p.stage = 'end';
          return NEXT;
        }
        const def = ACTIONS[p.action];
        p.stage = 'action';
        if (def?.includesMove && player.status === 'prone' && player.at !== null) {
          ctx.push({ kind: 'stand-up', player: player.id, stage: 0 });
        }
        return NEXT;
      }
      case 'action': {
        takeResult(p);
        p.stage = 'end';
        if (p.maUsed < 0 || player.at === null || ts?.turnover) return NEXT;
        const proc = ACTIONS[p.action]?.start(player, p.maUsed);
        if (proc) ctx.push(proc);
        return NEXT;
      }
      case 'end': {
        takeResult(p);
        if (p.again) {
          p.again = false;
          const def = ACTIONS[p.action];
          const goesOn = !ts?.turnover && s.touchdownBy === null && player.at !== null;
          const proc = goesOn && def?.canDeclare(s, player) ? def.start(player, p.maUsed) : null;
          if (proc) {
            ctx.push(proc);
            return NEXT;
          }
        }
        p.stage = 'stalling';
        if (p.bloodlust && player.at !== null) {
          bite(ctx, player, p.bloodlustSkill);
          return NEXT;
        }
        if (p.action === 'secure-the-ball' && !hasBall(s, player) && !s.touchdownBy)
          turnover(ctx, 'failed-secure-the-ball');
        return NEXT;
      }
      case 'stalling': {
        takeResult(p);
        p.stage = 'close';
        if (
          p.couldScore &&
          player.at !== null &&
          player.status === 'standing' &&
          hasBall(s, player) &&
          !s.touchdownBy
        ) {
          const team = s.teams[player.team];
          team.stalled = true;
          ctx.emit({
            kind: 'note',
            text: `${player.name} is stalling`,
            team: player.team,
            code: 'stalling',
            params: { player: player.id },
          });
          if (team.turn <= 6) {
            const n = ctx.roll('D6');
            const hit = n >= team.turn;
            ctx.emit(rollEvent('crowd-takes-action', player.id, n, team.turn, hit));
            if (hit) {
              turnover(ctx, 'crowd-takes-action');
              ctx.push(goingDown(player, 'knocked-down'));
            }
          }
        }
        return NEXT;
      }
      default: {
        takeResult(p);
        endActivationGrants(ctx, player);
        if (ts) {
          ts.activePlayer = null;
          ts.activeAction = null;
        }
        ctx.emit({ kind: 'activation-end', player: player.id });
        ctx.finish();
        // A team-mate carried through the activation is set down (I'll Carry You).
        starActivationEnd(ctx, player);
        return NEXT;
      }
    }
  },
});

/** Bloodlust: bite an adjacent Thrall team-mate, or lose the ball, become Distracted and cause a Turnover. */
function bite(ctx: Context, player: PlayerState, skill: SkillId | undefined): void {
  const thrall =
    starLashOutVictim(ctx, player, 'bloodlust') ??
    ctx.s.players.find(
      (o) =>
        o.team === player.team &&
        o.id !== player.id &&
        o.at !== null &&
        adjacent(o.at, player.at as Square) &&
        o.keywords.some((k) => k.toLowerCase() === 'thrall'),
    );
  if (thrall) {
    if (skill) ctx.emit({ kind: 'skill', player: player.id, skill, effect: `bites ${thrall.name}` });
    ctx.push(injuryProc(thrall, false, player.id));
    return;
  }
  player.distracted = true;
  turnover(ctx, 'bloodlust');
  if (hasBall(ctx.s, player) && player.at) {
    setBall(ctx, { kind: 'air', at: player.at }, 'dropped');
    ctx.push({ kind: 'bounce', from: player.at, kick: null });
  }
}
