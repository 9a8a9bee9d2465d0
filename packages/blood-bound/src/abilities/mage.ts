import type { Seat } from '../types.js';
import { ability } from './ability.js';
import { handOut, handoutProblem, handoutUses } from './cards-ability.js';

/**
 * Mage (rank 8): gives a Staff to another player and keeps one himself (house rule, reference §6; the given
 * one first if only one is left). A Staff holder may not reveal clan-coloured tokens while a rank or unknown
 * token is left to them (`flow/tokens.ts`).
 */
export const MAGE = ability<{ type: 'staff'; to: Seat }>({
  uses: (s, step) => handoutUses(s, step, 'staff').map((to) => ({ type: 'staff', to })),
  use(ctx, step, { to }) {
    ctx.emit({ type: 'ability-used', seat: step.seat, ability: 'mage', targets: [to] });
    handOut(ctx, 'staff', to, step.seat);
    handOut(ctx, 'staff', step.seat, step.seat);
  },
  explain: (s, step, c) => handoutProblem(s, step, 'staff', c.to, 'mage'),
});
