import { editionOf } from '../edition/editions.js';
import type { Context } from '../engine/context.js';
import { mascotReady, tryMascot } from '../inducements/effects.js';
import { hasHook } from '../skills/registry.js';
import type { MatchState, PlayerState, TeamState } from '../state/types.js';
import type { RollPurpose, Side } from '../types.js';

/** Re-rolls a team can spend now: drive re-rolls (Brilliant Coaching), normal ones, and Leader ones. */
export function teamRerollsLeft(s: MatchState, side: Side): number {
  const t = s.teams[side];
  return (
    t.driveRerolls +
    t.rerolls +
    (leaderOnPitch(s, side) ? t.leaderRerolls : 0) +
    (mascotReady(s, side) ? 1 : 0)
  );
}

export const leaderOnPitch = (s: MatchState, side: Side): boolean =>
  s.players.some((p) => p.team === side && p.at !== null && hasHook(s, p, (d) => (d.leaderRerolls ?? 0) > 0));

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

/**
 * Spends one team re-roll: a Team Mascot's first (it may fail), then drive re-rolls, normal ones, and
 * Leader re-rolls last. False when nothing was left to re-roll with (the Mascot failed and was the last).
 */
export function spendTeamReroll(ctx: Context, side: Side): boolean {
  if (tryMascot(ctx, side)) return true;
  const t: TeamState = ctx.s.teams[side];
  if (ctx.s.turnState?.team === side) ctx.s.turnState.rerollsUsed = (ctx.s.turnState.rerollsUsed ?? 0) + 1;
  if (t.driveRerolls > 0) t.driveRerolls -= 1;
  else if (t.rerolls > 0) t.rerolls -= 1;
  else if (t.leaderRerolls > 0 && leaderOnPitch(ctx.s, side)) t.leaderRerolls -= 1;
  else return false;
  return true;
}
