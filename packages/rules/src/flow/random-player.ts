import type { DieKind } from '../dice/index.js';
import type { Context } from '../engine/context.js';
import type { PlayerState } from '../state/types.js';

/**
 * Random player selection: number the candidates 1..n and roll the smallest die with at least n faces,
 * re-rolling results above n (the rulebook's D16-against-roster-numbers, with fewer wasted rolls).
 */
export function randomPlayer(ctx: Context, candidates: readonly PlayerState[]): PlayerState | undefined {
  const n = candidates.length;
  if (n <= 1) return candidates[0];
  const die: DieKind = n <= 3 ? 'D3' : n <= 6 ? 'D6' : n <= 8 ? 'D8' : 'D16';
  for (;;) {
    const r = ctx.roll(die);
    ctx.emit({
      kind: 'roll',
      purpose: 'random-player',
      player: null,
      die,
      natural: [r],
      modifiers: [],
      total: r,
      target: null,
      success: null,
      rerolled: false,
    });
    if (r <= n) return candidates[r - 1];
  }
}
