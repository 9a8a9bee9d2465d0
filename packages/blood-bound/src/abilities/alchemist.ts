import { BloodBoundRejection } from '../errors.js';
import { holds, playerAt } from '../query.js';
import { ability } from './ability.js';
import { woundByAbility } from './wound-ability.js';

type Alchemy = { type: 'alchemy'; effect: 'wound' | 'heal' };

/**
 * Alchemist (rank 4): works only when intervening. After taking the wound he makes the player he intervened
 * for either suffer one wound (not if they hold a Shield) or heal one (return a token; `flow/heal.ts`).
 */
export const ALCHEMIST = ability<Alchemy>({
  uses(s, step) {
    if (step.intervenedFor === null) return [];
    const p = playerAt(s, step.intervenedFor);
    const uses: Alchemy[] = [];
    if (!holds(p, 'shield')) uses.push({ type: 'alchemy', effect: 'wound' });
    if (p.tokens.length > 0) uses.push({ type: 'alchemy', effect: 'heal' });
    return uses;
  },
  use(ctx, step, { effect }) {
    const target = step.intervenedFor as string;
    ctx.emit({ type: 'ability-used', seat: step.seat, ability: 'alchemist', targets: [target], effect });
    if (effect === 'wound') woundByAbility(ctx, target, step.seat, 1);
    else ctx.s.steps.push({ kind: 'heal', seat: target, healer: step.seat });
  },
  explain: (_s, _step, c) =>
    new BloodBoundRejection(
      'illegal-choice',
      c.effect === 'heal'
        ? 'the player you intervened for has no wound to heal'
        : 'that player cannot be wounded now',
    ),
});
