import type { SkillDef } from './hooks.js';

/** Sure Hands: re-roll a failed pick-up, but not the Secure the Ball roll. */
export const sureHands: SkillDef = {
  id: 'sure-hands',
  block: { keepsBallWhenPushed: true },
  reroll: { purposes: ['pick-up'], per: 'unlimited', allowed: (t) => !t.secureTheBall },
};
