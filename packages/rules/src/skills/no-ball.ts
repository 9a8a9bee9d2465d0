import type { SkillDef } from './hooks.js';

/** No Ball: can never hold the ball; catches and pick-ups fail automatically. */
export const noBall: SkillDef = {
  id: 'no-ball',
  noBall: true,
  forbidsAction: (a) => a === 'secure-the-ball',
};
