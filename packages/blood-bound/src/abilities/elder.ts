import { holds, playerAt } from '../query.js';
import { ability } from './ability.js';

/**
 * Elder (rank 1, the clan's leader at the start): takes the Quill and lays it face up. From then on the
 * clan's leader is its highest-ranked character in the game instead (reference §6; `leader.ts`).
 */
export const ELDER = ability<{ type: 'take-quill' }>({
  uses: (s, step) =>
    s.supply.quills > 0 && !holds(playerAt(s, step.seat), 'quill') ? [{ type: 'take-quill' }] : [],
  use(ctx, step) {
    ctx.s.supply.quills -= 1;
    playerAt(ctx.s, step.seat).cards.push({ kind: 'quill' });
    ctx.emit({ type: 'ability-used', seat: step.seat, ability: 'elder', targets: [] });
    ctx.emit({ type: 'card-placed', card: { kind: 'quill' }, to: step.seat, by: step.seat });
  },
});
