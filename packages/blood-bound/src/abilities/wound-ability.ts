import type { AbilityCommand } from '../commands.js';
import { targetProblem, targetsFor } from '../flow/targets.js';
import type { Ctx } from '../query.js';
import type { CharacterName, Seat } from '../types.js';
import { type Ability, ability } from './ability.js';

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

/**
 * An ability that wounds another player of the user's choice, not a Shield holder, `count` times (taking
 * their rank token if `forceRank`), and hands that player the dagger.
 */
type WoundCommand = Extract<AbilityCommand, { type: 'assassinate' | 'compel' }>;

export function woundingAbility(
  type: WoundCommand['type'],
  character: CharacterName,
  count: number,
  forceRank: boolean,
): Ability {
  return ability<WoundCommand>({
    uses: (s, step) => targetsFor(s, step.seat, { woundable: true }).map((target) => ({ type, target })),
    use(ctx, step, { target }) {
      ctx.emit({ type: 'ability-used', seat: step.seat, ability: character, targets: [target] });
      ctx.s.dagger = target;
      woundByAbility(ctx, target, step.seat, count, forceRank);
    },
    explain: (s, step, c) => targetProblem(s, step.seat, c.target, { woundable: true }),
  });
}
