import type { SkillDef } from './hooks.js';

/** My Ball: never gives the ball up willingly, so it cannot Pass or Hand-off. */
export const myBall: SkillDef = {
  id: 'my-ball',
  forbidsAction: (a) => a === 'pass' || a === 'hand-off',
};
