import type { Context } from '../engine/context.js';
import { scoringEndZoneX } from '../pitch.js';
import { starScored } from '../stars/hook-points.js';
import { hasBall } from '../state/query.js';
import type { PlayerState } from '../state/types.js';
import type { TurnoverReason } from '../types.js';

/** Ends the active team's turn once the procedures now running have finished (BB2025 §3.2). */
export function turnover(ctx: Context, reason: TurnoverReason): void {
  const ts = ctx.s.turnState;
  if (!ts || ts.turnover !== null) return;
  ts.turnover = reason;
  ctx.emit({ kind: 'turnover', team: ts.team, reason });
}

/**
 * A Standing ball carrier in the opposing end zone scores at once, whatever is happening (§3.9).
 * Returns true when a touchdown was scored.
 */
export function checkTouchdown(ctx: Context, p: PlayerState): boolean {
  const s = ctx.s;
  if (s.touchdownBy !== null) return false;
  if (p.at === null || p.status !== 'standing' || !hasBall(s, p)) return false;
  if (p.at.x !== scoringEndZoneX(p.team)) return false;
  s.teams[p.team].score += 1;
  p.record = { ...p.record, touchdowns: p.record.touchdowns + 1 };
  s.touchdownBy = p.team;
  ctx.emit({ kind: 'touchdown', team: p.team, player: p.id });
  starScored(ctx, p);
  const ts = s.turnState;
  if (ts) {
    // A touchdown in the opponent's turn ends that turn and the scorer skips its next one: its turn
    // marker moves on at once, so the opponent receives and plays first after the kick-off.
    if (ts.team !== p.team) {
      s.teams[p.team].turn += 1;
      ctx.emit({
        kind: 'note',
        text: `${p.team} skips its next turn (scored in the opponent's turn)`,
        team: p.team,
        code: 'skips-turn',
        params: { team: p.team },
      });
    }
    if (ts.turnover === null) {
      ts.turnover = 'touchdown';
      ctx.emit({ kind: 'turnover', team: ts.team, reason: 'touchdown' });
    }
  }
  return true;
}
