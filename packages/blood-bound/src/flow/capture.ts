import { decideOutcome } from '../outcome.js';
import type { Ctx } from '../query.js';
import type { Seat } from '../types.js';

/**
 * Capture (seed [게임진행] 3, [게임승리]): a wound to a player who already shows three tokens captures them
 * and ends the game at once; whoever inflicted that wound is the capturer.
 */
export function capture(ctx: Ctx, seat: Seat, by: Seat): void {
  ctx.emit({ type: 'captured', seat, by });
  const outcome = decideOutcome(ctx.s, seat, by);
  ctx.s.outcome = outcome;
  ctx.s.steps = [];
  ctx.emit({ type: 'game-ended', outcome });
}
