import { targetProblem, targetsFor } from '../flow/targets.js';
import type { Seat } from '../types.js';
import { ability } from './ability.js';
import { woundByAbility } from './wound-ability.js';

/**
 * Mentalist (rank 5): another player, not a Shield holder, suffers one wound and must take their rank token
 * for it (firing their ability, reference §9.10) — an affiliation token if it is already out, capture if they
 * already show three — and then gets the dagger.
 */
export const MENTALIST = ability<{ type: 'compel'; target: Seat }>({
  uses: (s, step) =>
    targetsFor(s, step.seat, { woundable: true }).map((target) => ({ type: 'compel', target })),
  use(ctx, step, { target }) {
    ctx.emit({ type: 'ability-used', seat: step.seat, ability: 'mentalist', targets: [target] });
    ctx.s.dagger = target;
    woundByAbility(ctx, target, step.seat, 1, true);
  },
  explain: (s, step, c) => targetProblem(s, step.seat, c.target, { woundable: true }),
});
