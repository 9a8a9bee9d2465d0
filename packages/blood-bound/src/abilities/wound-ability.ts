import type { Ctx } from '../query.js';
import type { Seat } from '../types.js';

/**
 * A wound an ability inflicts: it cannot be intervened (house rule, reference §5), and `by` is the capturer
 * if it captures (reference §7.1).
 */
export function woundByAbility(ctx: Ctx, seat: Seat, by: Seat, count: number, forceRank = false): void {
  ctx.s.steps.push({
    kind: 'wound',
    seat,
    source: by,
    left: count,
    forceRank,
    intervenedFor: null,
    rankTaken: false,
  });
}
