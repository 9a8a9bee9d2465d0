import type { Context } from '../engine/context.js';
import { turnover } from '../flow/turnover.js';
import { injuryByTheCrowd } from '../injury/crowd.js';
import { type Square, sameSquare } from '../pitch.js';
import { setBall } from '../state/mutate.js';
import { hasBall } from '../state/query.js';
import type { PlayerState } from '../state/types.js';
import { SIDES } from '../types.js';
import { prayerInForce } from './effects.js';

/** The trapdoor squares, one in a wide zone of each half (placed as FFB does, §0 of the reference). */
export const TRAPDOORS: readonly Square[] = [
  { x: 6, y: 1 },
  { x: 19, y: 13 },
];

/**
 * Treacherous Trapdoor (§4.3): while either team has the prayer, a player of either team who steps
 * onto a trapdoor rolls a D6 and falls through on a 1: an injury roll as if pushed into the crowd, a
 * ball it held bounces from the trapdoor, and it is a Turnover if it was the active team's player.
 * Returns true when it fell through (the caller ends its step first: this pushes the injury).
 */
export function trapdoorRoll(ctx: Context, player: PlayerState): boolean {
  const s = ctx.s;
  const at = player.at;
  if (!at || !TRAPDOORS.some((t) => sameSquare(t, at))) return false;
  if (!SIDES.some((side) => prayerInForce(s, side, 'treacherous-trapdoor'))) return false;
  const n = ctx.roll('D6');
  ctx.emit({
    kind: 'roll',
    purpose: 'prayers-to-nuffle',
    player: player.id,
    die: 'D6',
    natural: [n],
    modifiers: [],
    total: n,
    target: 2,
    success: n >= 2,
    rerolled: false,
  });
  return n === 1;
}

/** The player falls through the trapdoor it stands on. */
export function fallThroughTrapdoor(ctx: Context, player: PlayerState): void {
  const at = player.at as Square;
  const held = hasBall(ctx.s, player);
  ctx.emit({
    kind: 'prayer',
    team: player.team,
    prayer: 'treacherous-trapdoor',
    player: player.id,
    effect: 'falls through',
  });
  if (ctx.s.turnState?.team === player.team) turnover(ctx, 'pushed-into-crowd');
  if (held) {
    setBall(ctx, { kind: 'air', at }, 'trapdoor');
    ctx.push({ kind: 'bounce', from: at, kick: null });
  }
  injuryByTheCrowd(ctx, player);
}
