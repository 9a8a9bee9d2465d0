import { findSkillDef } from '../../skills/registry.js';
import type { StarRuleDef } from '../hooks.js';

/**
 * Kick 'em While They're Down! (Nobbla Blackwart): once per game, his Chainsaw Attack may target an
 * adjacent Prone or Stunned opponent. It is no Foul: no team Foul is used and nobody is sent off for it.
 */
export const kickEmWhileTheyreDown: StarRuleDef = {
  id: 'kick-em-while-theyre-down',
  // His Special Action is the Chainsaw's (the skill whose own armour modifier it carries).
  specialAttackOnDown: (s, owner) =>
    findSkillDef(
      s,
      owner,
      (d) => d.block?.specialAttack !== undefined && d.block.ownArmourModifier !== undefined,
    ) !== undefined,
};
