import { specialAttackOf } from '../block/special-attack.js';
import { hasBlockTarget } from '../block/targets.js';
import { editionOf } from '../edition/editions.js';
import type { Proc } from '../engine/procedure.js';
import { bombAction, mayThrowBomb } from '../pass/bomb.js';
import { handOffAction, mayHandOff } from '../pass/hand-off.js';
import { mayPass, passAction } from '../pass/pass-action.js';
import { mayPunt, puntAction } from '../pass/punt.js';
import { mayKickTeamMate, mayThrowTeamMate, ttmAction } from '../pass/throw-team-mate.js';
import { distance } from '../pitch.js';
import { hasHook } from '../skills/registry.js';
import { starFarBlockTargets, starOwnAction } from '../stars/hook-points.js';
import type { MatchState, PlayerState } from '../state/types.js';
import type { ActionKind } from '../types.js';
import { ballAndChainAction } from './ball-and-chain.js';
import { blitzAction, mayBlitz } from './blitz.js';
import { blockAction } from './block-action.js';
import { foulAction, mayFoul } from './foul.js';
import { moveAction } from './move.js';
import { maySpecialAttack, specialAction } from './special-action.js';

/**
 * How each action kind is declared and started. The activation procedure only talks to this table, so
 * Block, Blitz, Pass, Hand-off and Foul plug in later by adding a row (and a procedure).
 */
export interface ActionDef {
  /** The action starts with an optional Move (so a Prone player stands up first). */
  includesMove: boolean;
  /** Extra conditions beyond the once-per-turn limit and skills that forbid it. */
  canDeclare(s: MatchState, p: PlayerState): boolean;
  /** The procedure that performs the action, or null when declaring is all there is (Forgo). */
  start(p: PlayerState, maUsed: number): Proc | null;
}

const canAct = (p: PlayerState): boolean =>
  p.at !== null && (p.status === 'standing' || p.status === 'prone');

/** Secure the Ball (§3.5): a loose ball with no Standing, non-Distracted opponent within 2 squares of it. */
export function secureTheBallAllowed(s: MatchState, p: PlayerState): boolean {
  if (s.ball.kind !== 'ground') return false;
  if (p.keywords.some((k) => k.toLowerCase() === 'big guy')) return false;
  const at = s.ball.at;
  return !s.players.some(
    (o) =>
      o.team !== p.team &&
      o.at !== null &&
      o.status === 'standing' &&
      !o.distracted &&
      distance(o.at, at) <= editionOf(s).secureTheBallClearance,
  );
}

export const ACTIONS: Readonly<Partial<Record<ActionKind, ActionDef>>> = {
  move: {
    includesMove: true,
    canDeclare: (_s, p) => canAct(p),
    start: (p, maUsed) => moveAction(p, maUsed, false),
  },
  'secure-the-ball': {
    includesMove: true,
    canDeclare: (s, p) => canAct(p) && secureTheBallAllowed(s, p),
    start: (p, maUsed) => moveAction(p, maUsed, true),
  },
  block: {
    includesMove: false,
    canDeclare: (s, p) => hasBlockTarget(s, p) || starFarBlockTargets(s, p).length > 0,
    start: (p) => blockAction(p),
  },
  blitz: {
    includesMove: true,
    canDeclare: (s, p) => canAct(p) && mayBlitz(s, p),
    start: (p, maUsed) => blitzAction(p, maUsed),
  },
  foul: {
    includesMove: true,
    canDeclare: (s, p) => canAct(p) && mayFoul(s, p),
    start: (p, maUsed) => foulAction(p, maUsed),
  },
  pass: {
    includesMove: true,
    canDeclare: (s, p) => canAct(p) && mayPass(s, p),
    start: (p, maUsed) => passAction(p, maUsed),
  },
  'hand-off': {
    includesMove: true,
    canDeclare: (s, p) => canAct(p) && mayHandOff(s, p),
    start: (p, maUsed) => handOffAction(p, maUsed),
  },
  'throw-team-mate': {
    includesMove: true,
    canDeclare: (s, p) => canAct(p) && mayThrowTeamMate(s, p),
    start: (p, maUsed) => ttmAction(p, maUsed),
  },
  special: {
    includesMove: true,
    canDeclare: (s, p) =>
      (canAct(p) && hasHook(p, (d) => d.ballAndChainMove === true)) ||
      maySpecialAttack(s, p) ||
      (canAct(p) && (mayKickTeamMate(s, p) || mayPunt(s, p))) ||
      mayThrowBomb(s, p),
    // Kick Team-mate, Punt and Throw Bomb are the Special Action of a player whose skills give no attack.
    start: (p, maUsed) => {
      if (hasHook(p, (d) => d.ballAndChainMove === true)) return ballAndChainAction(p, maUsed);
      if (specialAttackOf(p) !== null) return specialAction(p, maUsed);
      if (hasHook(p, (d) => d.kicksTeamMates === true)) return ttmAction(p, maUsed, true);
      if (hasHook(p, (d) => d.punts === true)) return puntAction(p, maUsed);
      if (hasHook(p, (d) => d.throwsBombs === true)) return bombAction(p);
      return specialAction(p, maUsed);
    },
  },
  forgo: {
    includesMove: false,
    canDeclare: (_s, p) => canAct(p),
    start: () => null,
  },
};

/** Whether `p` may declare `action` now: implemented, not used this turn, not forbidden by a skill. */
export function canDeclare(s: MatchState, p: PlayerState, action: ActionKind): boolean {
  const def = ACTIONS[action];
  if (!def || !editionOf(s).actions.includes(action)) return false;
  const ts = s.turnState;
  if (ts && (ts.declared as readonly string[]).includes(action) && !starOwnAction(p, action)) return false;
  if (hasHook(p, (d) => d.forbidsAction?.(action) === true)) return false;
  return def.canDeclare(s, p);
}
