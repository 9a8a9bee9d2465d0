import { BloodBoundRejection } from '../errors.js';
import { targetProblem } from '../flow/targets.js';
import { cardAt, others } from '../query.js';
import type { Seat } from '../types.js';
import { ability } from './ability.js';

/**
 * Harlequin (rank 3; his clue shows the rival clan): secretly looks at two other players' character cards.
 * The table sees whose; only the Harlequin learns what (a private `card-seen` event and his view).
 */
export const HARLEQUIN = ability<{ type: 'look'; at: [Seat, Seat] }>({
  uses(s, step) {
    const seats = others(s, step.seat);
    return seats.flatMap((a, i) =>
      seats.slice(i + 1).map((b) => ({ type: 'look' as const, at: [a, b] as [Seat, Seat] })),
    );
  },
  use(ctx, step, { at }) {
    const ordered = ctx.s.seats.filter((x) => at.includes(x));
    ctx.emit({ type: 'ability-used', seat: step.seat, ability: 'harlequin', targets: ordered });
    for (const seat of ordered) {
      const card = cardAt(ctx.s, seat).id;
      ctx.s.secret.sightings.push({ by: step.seat, seat, card });
      ctx.emit({ type: 'card-seen', for: step.seat, seat, card });
    }
  },
  explain(s, step, c) {
    if (!Array.isArray(c.at) || c.at.length !== 2) {
      return new BloodBoundRejection(
        'malformed-command',
        'look at exactly two players: { at: [seat, seat] }',
      );
    }
    if (c.at[0] === c.at[1])
      return new BloodBoundRejection('same-seat-twice', 'look at two different players');
    return c.at.map((t) => targetProblem(s, step.seat, t, {})).find((p) => p !== null) ?? null;
  },
});
