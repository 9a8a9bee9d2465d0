import type { SkillDef } from './hooks.js';

/** Wrestle: on Both Down, either player may use it; both are then Placed Prone instead of Knocked Down. */
export const wrestle: SkillDef = {
  id: 'wrestle',
  block: {
    wrestle: true,
    bothDown: { order: 1, effect: 'both-placed-prone', text: 'both players are Placed Prone' },
  },
};
