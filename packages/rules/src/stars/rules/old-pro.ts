import { hasUsed } from '../../rerolls/usage.js';
import { findSkillDef } from '../../skills/registry.js';
import type { MatchState, PlayerState } from '../../state/types.js';
import type { RollAct, StarRuleDef } from '../hooks.js';

/** His Pro, when it is still unused this activation: the skill and the roll it needs. */
function proOf(
  s: MatchState,
  owner: PlayerState,
): { skill: NonNullable<ReturnType<typeof findSkillDef>>['def']['id']; needs: number } | null {
  const found = findSkillDef(s, owner, (d) => d.reroll?.needs !== undefined && d.reroll.per === 'activation');
  const needs = found?.def.reroll?.needs;
  if (!found || needs === undefined || hasUsed(owner, found.def.id, 'activation')) return null;
  return { skill: found.def.id, needs };
}

/**
 * Old Pro (Helmut Wulf): once per game, his Pro may re-roll one die of an armour roll he is involved in:
 * the lower die of his attack's roll that held, or the higher die of a roll that broke his armour.
 */
export const oldPro: StarRuleDef = {
  id: 'old-pro',
  armour: (x, owner): RollAct | null => {
    if (x.rerolled) return null;
    const pro = proOf(x.s, owner);
    if (!pro) return null;
    const [a, b] = x.natural;
    if (x.by?.id === owner.id && x.victim.team !== owner.team && !x.broken)
      return { rerollDie: a <= b ? 0 : 1, needs: pro.needs, skill: pro.skill };
    if (x.victim.id === owner.id && x.broken)
      return { rerollDie: a >= b ? 0 : 1, needs: pro.needs, skill: pro.skill };
    return null;
  },
};
