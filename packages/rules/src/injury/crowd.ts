import type { Context } from '../engine/context.js';
import { toBox } from '../state/mutate.js';
import type { PlayerState } from '../state/types.js';
import { injuryProc } from './injury.js';

/**
 * Injury by the crowd (§3.13): a player leaving the pitch goes straight to an injury roll, no armour;
 * Stunned reads as Reserves. The caller deals with a ball the player held (throw-in) and the Turnover.
 */
export function injuryByTheCrowd(ctx: Context, player: PlayerState, by: string | null = null): void {
  toBox(ctx, player, 'reserves');
  ctx.push(injuryProc(player, true, by));
}
