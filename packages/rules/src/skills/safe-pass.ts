import type { SkillDef } from './hooks.js';

/** Safe Pass: a natural 1 on the PA test keeps the ball and ends the activation, with no Turnover. */
export const safePass: SkillDef = { id: 'safe-pass', safePass: true };
