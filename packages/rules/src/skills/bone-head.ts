import type { SkillDef } from './hooks.js';

/** Bone Head: after declaring an action, a natural 1 leaves the player Distracted. */
export const boneHead: SkillDef = {
  id: 'bone-head',
  activationRoll: () => ({ purpose: 'bone-head', target: 2, modifiers: [], onFail: 'distracted' }),
};
