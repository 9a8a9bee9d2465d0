import type { Seat } from '../types.js';
import { ability } from './ability.js';
import { handOut, handoutProblem, handoutUses } from './cards-ability.js';

/**
 * Courtesan (rank 9): gives a Fan to another player (house rule, reference §6). Nobody may intervene when
 * a Fan holder is attacked (`flow/intervention.ts`).
 */
export const COURTESAN = ability<{ type: 'fan'; to: Seat }>({
  uses: (s, step) => handoutUses(s, step, 'fan').map((to) => ({ type: 'fan', to })),
  use(ctx, step, { to }) {
    ctx.emit({ type: 'ability-used', seat: step.seat, ability: 'courtesan', targets: [to] });
    handOut(ctx, 'fan', to, step.seat);
  },
  explain: (s, step, c) => handoutProblem(s, step, 'fan', c.to, 'courtesan'),
});
