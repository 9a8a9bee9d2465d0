import { editionOf } from '../edition/editions.js';
import { hasHook } from '../skills/registry.js';
import type { MatchState, PlayerState, TeamState } from '../state/types.js';
import type { RollPurpose, Side } from '../types.js';

/** Re-rolls a team can spend now: drive re-rolls (Brilliant Coaching), normal ones, and Leader ones. */
export function teamRerollsLeft(s: MatchState, side: Side): number {
  const t = s.teams[side];
  return t.driveRerolls + t.rerolls + (leaderOnPitch(s, side) ? t.leaderRerolls : 0);
}

export const leaderOnPitch = (s: MatchState, side: Side): boolean =>
  s.players.some((p) => p.team === side && p.at !== null && hasHook(p, (d) => (d.leaderRerolls ?? 0) > 0));

/**
 * A team re-roll may be used on this roll: only in the team's own turn, never on the rolls the edition
 * excludes (armour, injury, casualty, scatter, throw-ins …), and only while one is left.
 */
export function canUseTeamReroll(s: MatchState, player: PlayerState, purpose: RollPurpose): boolean {
  if (s.turnState === null || s.turnState.team !== player.team) return false;
  const edition = editionOf(s);
  if (edition.noTeamReroll.includes(purpose)) return false;
  const limit = edition.teamRerollsPerTurn;
  if (limit !== null && (s.turnState.rerollsUsed ?? 0) >= limit) return false;
  return teamRerollsLeft(s, player.team) > 0;
}

/** Spends one team re-roll, drive re-rolls first, Leader re-rolls last. */
export function spendTeamReroll(s: MatchState, side: Side): void {
  const t: TeamState = s.teams[side];
  if (s.turnState?.team === side) s.turnState.rerollsUsed = (s.turnState.rerollsUsed ?? 0) + 1;
  if (t.driveRerolls > 0) t.driveRerolls -= 1;
  else if (t.rerolls > 0) t.rerolls -= 1;
  else if (t.leaderRerolls > 0) t.leaderRerolls -= 1;
}
