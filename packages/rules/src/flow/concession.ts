import type { Dice } from '../dice/index.js';
import { editionOf } from '../edition/editions.js';
import type { ApplyResult } from '../engine/apply.js';
import { Context } from '../engine/context.js';
import { IllegalCommandError } from '../engine/errors.js';
import type { GameEvent } from '../engine/events.js';
import { cloneState } from '../state/clone.js';
import type { MatchState } from '../state/types.js';
import { otherSide, type Side } from '../types.js';

/**
 * Why `team` may not concede now, or null when it may: only at the start of its own turn, while its
 * coach is choosing the first activation and no player of its team has been activated this turn.
 */
export function concessionRefusal(s: MatchState, team: Side | undefined): string | null {
  const d = s.decision;
  const ts = s.turnState;
  const top = s.stack[s.stack.length - 1];
  const who = team ?? d?.team;
  if (
    !d ||
    !ts ||
    !who ||
    d.kind !== 'activation' ||
    top?.kind !== 'turn' ||
    ts.team !== who ||
    d.team !== who
  )
    return `a team may concede only at the start of its own turn (now: ${d?.team ?? '-'} ${d?.kind ?? '-'})`;
  if (ts.activePlayer !== null || s.players.some((p) => p.team === who && p.activated))
    return `${who} has already activated a player this turn: it may concede only at the start of its next turn`;
  return null;
}

/**
 * §3.21: a team unable to field 3 players on the Line of Scrimmage may concede without penalty. Read as
 * FFB's legality check: fewer than 3 of its players could be set up for a drive (on the pitch or in the
 * Reserves; Knocked-out, injured, Sent-off and dead players cannot).
 */
export function concedesWithoutPenalty(s: MatchState, team: Side): boolean {
  const able = s.players.filter((p) => p.team === team && (p.at !== null || p.box === 'reserves')).length;
  return able < editionOf(s).minOnLineOfScrimmage;
}

/**
 * The `concede` command (§3.21). The match ends at once and the opponent wins. Our reading of "2-0 (or
 * X-0 if already ahead)": an opponent already ahead keeps the score as it stands; otherwise the result
 * is recorded as 2-0 for the opponent. The league consequences (winnings, SPP, fans, veterans leaving)
 * are for the league code, which reads `conceded`.
 */
export function applyConcession(state: MatchState, team: Side | undefined, dice: Dice): ApplyResult {
  if (!state.decision)
    throw new IllegalCommandError('match-finished', 'the match is over: there is nothing to concede');
  const refusal = concessionRefusal(state, team);
  if (refusal !== null) throw new IllegalCommandError('illegal-choice', refusal);
  const conceding = team ?? state.decision.team;
  const s = cloneState(state);
  const events: GameEvent[] = [];
  const ctx = new Context(s, dice, events);
  const winner = otherSide(conceding);
  const withoutPenalty = concedesWithoutPenalty(s, conceding);
  if (s.teams[winner].score <= s.teams[conceding].score) {
    s.teams[winner].score = 2;
    s.teams[conceding].score = 0;
  }
  s.conceded = { team: conceding, withoutPenalty };
  ctx.emit({ kind: 'concession', team: conceding, withoutPenalty });
  s.stack = [];
  s.turnState = null;
  s.decision = null;
  s.finished = true;
  ctx.emit({ kind: 'match-end', score: { home: s.teams.home.score, away: s.teams.away.score } });
  return { state: s, events };
}
