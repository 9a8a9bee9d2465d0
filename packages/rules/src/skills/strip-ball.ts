import type { SkillDef } from './hooks.js';

/** Strip Ball: a ball carrier it pushes back drops the ball, which bounces from the push square. */
export const stripBall: SkillDef = { id: 'strip-ball', block: { stripBall: true } };
