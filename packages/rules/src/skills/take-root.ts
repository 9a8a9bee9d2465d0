import type { SkillDef } from './hooks.js';

/** Take Root: after declaring, a natural 1 roots the player for the rest of the drive. */
export const takeRoot: SkillDef = {
  id: 'take-root',
  activationRoll: (_s, p) =>
    p.rooted ? null : { purpose: 'take-root', target: 2, modifiers: [], onFail: 'rooted' },
};
