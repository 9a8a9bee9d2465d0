import { holds, playerAt } from '../query.js';
import { ability } from './ability.js';
import { woundByAbility } from './wound-ability.js';

/**
 * Berserker (rank 7): the player who inflicted the wound that revealed him — the attacker, also when he
 * intervened, or an ability's user — suffers one wound right after, not intervenable, unless they hold a
 * Shield. The dagger goes where it would have gone (house rules, reference §6).
 */
export const BERSERKER = ability<{ type: 'retaliate' }>({
  uses: (s, step) =>
    step.source !== step.seat && !holds(playerAt(s, step.source), 'shield') ? [{ type: 'retaliate' }] : [],
  use(ctx, step) {
    ctx.emit({ type: 'ability-used', seat: step.seat, ability: 'berserker', targets: [step.source] });
    woundByAbility(ctx, step.source, step.seat, 1);
  },
});
