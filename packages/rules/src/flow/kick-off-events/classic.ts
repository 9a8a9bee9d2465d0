import type { Context } from '../../engine/context.js';
import { injuryProc } from '../../injury/injury.js';
import { onPitchPlayers } from '../../state/query.js';
import { otherSide, SIDES, type Side } from '../../types.js';
import { randomPlayer } from '../random-player.js';
import { eventRoll, rollOffBoth } from './common.js';
import { kickOffFans } from './fans.js';

/** Kick-off events of the classic table (LRB6, rules reference §3.2) with no BB2025 counterpart. */

/**
 * 3 Riot: the receivers' marker on turn 7 → both markers back one; receivers yet to play a turn this half
 * → both forward one; otherwise D6: 1–3 forward one, 4–6 back one.
 */
export function riot(ctx: Context, kicking: Side): void {
  const s = ctx.s;
  const receiving = s.teams[otherSide(kicking)].turn;
  const forward = receiving >= 7 ? false : receiving === 0 ? true : eventRoll(ctx, 'D6') <= 3;
  for (const side of SIDES) s.teams[side].turn = Math.max(0, s.teams[side].turn + (forward ? 1 : -1));
  ctx.emit({
    kind: 'note',
    text: forward ? 'turn markers move forward one' : 'turn markers move back one',
    code: forward ? 'turn-markers-forward' : 'turn-markers-back',
  });
}

/**
 * 11 Throw a Rock: each coach rolls D6 + fans; the higher side's fans (both on a tie) hit a random opposing
 * player on the pitch: an injury roll with no armour roll. The team's fan factor stands in for FAME until
 * the classic pre-match works FAME out from the gate.
 */
export function throwARock(ctx: Context): void {
  for (const side of rollOffBoth(ctx, (t) => kickOffFans(ctx.s, t), 'higher')) {
    const victim = randomPlayer(ctx, onPitchPlayers(ctx.s, otherSide(side)));
    if (!victim) continue;
    ctx.emit({
      kind: 'note',
      text: `a rock hits ${victim.name}`,
      team: victim.team,
      code: 'throw-a-rock',
      params: { player: victim.id },
    });
    ctx.push(injuryProc(victim, false));
  }
}
