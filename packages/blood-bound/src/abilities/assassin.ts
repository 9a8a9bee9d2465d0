import { targetProblem, targetsFor } from '../flow/targets.js';
import type { Seat } from '../types.js';
import { ability } from './ability.js';
import { woundByAbility } from './wound-ability.js';

/** Assassin (rank 2): another player, not a Shield holder, suffers two wounds and then gets the dagger. */
export const ASSASSIN = ability<{ type: 'assassinate'; target: Seat }>({
  uses: (s, step) =>
    targetsFor(s, step.seat, { woundable: true }).map((target) => ({ type: 'assassinate', target })),
  use(ctx, step, { target }) {
    ctx.emit({ type: 'ability-used', seat: step.seat, ability: 'assassin', targets: [target] });
    ctx.s.dagger = target;
    woundByAbility(ctx, target, step.seat, 2);
  },
  explain: (s, step, c) => targetProblem(s, step.seat, c.target, { woundable: true }),
});
