import type { SkillDef } from './hooks.js';

/** Block: may stay Standing on a Both Down. */
export const blockSkill: SkillDef = {
  id: 'block',
  block: {
    standsOnBothDown: true,
    bothDown: { order: 2, effect: 'stays-standing', text: 'stays on its feet' },
  },
};
