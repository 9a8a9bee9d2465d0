import type { SkillDef } from './hooks.js';

/** Unsteady: cannot declare Secure the Ball. */
export const unsteady: SkillDef = { id: 'unsteady', forbidsAction: (a) => a === 'secure-the-ball' };
