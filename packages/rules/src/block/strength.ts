import { adjacent, type Square } from '../pitch.js';
import { hasUsed } from '../rerolls/usage.js';
import { EYE_GOUGED } from '../skills/eye-gouge.js';
import { hasTackleZone, markersOf } from '../state/query.js';
import type { MatchState, PlayerId, PlayerState } from '../state/types.js';
import type { Side } from '../types.js';
import { blockNumber, hasBlockHook, hasFoulHook } from './hooks.js';

/** What decides a block before the dice are rolled (§ Block Action, Assisting a Block Action). */
export interface BlockStrength {
  attackerSt: number;
  defenderSt: number;
  /** Attacking team-mates giving an offensive assist. */
  offensive: PlayerId[];
  /** Defending team-mates giving a defensive assist. */
  defensive: PlayerId[];
  /** Extra offensive assists not tied to a player (Cheering Fans). */
  bonus: number;
  dice: 1 | 2 | 3;
  /** The coach who picks the result: the stronger side's (the attacker's on equal strength). */
  chooser: Side;
}

export interface BlockOptions {
  /** The block is part of a Blitz (Horns, Juggernaut). */
  blitz: boolean;
  /** A Dauntless roll succeeded: the attacker uses the target's ST. */
  dauntless: boolean;
  /** Added to the attacker's ST (Multiple Block: −2). */
  modifier?: number;
  /** Nobody assists (a Ball & Chain player crashing into a team-mate). */
  noAssists?: boolean;
}

/** Guard (or Put the Boot In) is cancelled by a Defensive opponent marking the helper in its opponent's turn. */
function exemptionCancelled(s: MatchState, helper: PlayerState): boolean {
  const at = helper.at as Square;
  return markersOf(s, at, helper.team).some(
    (o) => hasBlockHook(s, o, 'cancelsMarkedGuard') && s.turnState !== null && s.turnState.team !== o.team,
  );
}

/**
 * Team-mates of `side` who assist against `victim`: Standing, not Distracted, Marking the victim, and not
 * Marked by any opponent other than the victim, unless a skill exempts them (Guard on blocks, Put the
 * Boot In on fouls) and no Defensive opponent cancels it.
 */
export function assistants(
  s: MatchState,
  side: Side,
  victim: PlayerState,
  exclude: PlayerId,
  kind: 'block' | 'foul',
): PlayerState[] {
  const at = victim.at as Square;
  const out: PlayerState[] = [];
  for (const h of s.players) {
    if (h.team !== side || h.id === exclude || !hasTackleZone(h) || !adjacent(h.at as Square, at)) continue;
    if (hasUsed(h, EYE_GOUGED, 'activation')) continue;
    const marked = markersOf(s, h.at as Square, h.team, victim.id).length > 0;
    if (marked) {
      const exempt =
        kind === 'block' ? hasBlockHook(s, h, 'assistsWhileMarked') : hasFoulHook(s, h, 'assistsWhileMarked');
      if (!exempt || exemptionCancelled(s, h)) continue;
    }
    out.push(h);
  }
  return out;
}

/** How many block dice for the two final strengths, and whose coach chooses. */
export function diceFor(
  a: number,
  d: number,
  attacker: Side,
  defender: Side,
): { dice: 1 | 2 | 3; chooser: Side } {
  if (a === d) return { dice: 1, chooser: attacker };
  if (a > d) return { dice: a > 2 * d ? 3 : 2, chooser: attacker };
  return { dice: d > 2 * a ? 3 : 2, chooser: defender };
}

/** Strengths, assists, dice count and chooser of a block by `attacker` on `defender`. */
export function blockStrength(
  s: MatchState,
  attacker: PlayerState,
  defender: PlayerState,
  opts: BlockOptions,
): BlockStrength {
  const base = opts.dauntless ? Math.max(attacker.stats.st, defender.stats.st) : attacker.stats.st;
  const horns = opts.blitz ? blockNumber(s, attacker, 'blitzStrength') : 0;
  const none = opts.noAssists === true;
  const offensive = none ? [] : assistants(s, attacker.team, defender, attacker.id, 'block').map((p) => p.id);
  const defensive = none ? [] : assistants(s, defender.team, attacker, defender.id, 'block').map((p) => p.id);
  const bonus = s.teams[attacker.team].cheeringFans ? 1 : 0;
  const attackerSt = Math.max(1, base + horns + (opts.modifier ?? 0)) + offensive.length + bonus;
  const defenderSt = defender.stats.st + defensive.length;
  return {
    attackerSt,
    defenderSt,
    offensive,
    defensive,
    bonus,
    ...diceFor(attackerSt, defenderSt, attacker.team, defender.team),
  };
}
