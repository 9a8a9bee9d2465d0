import type { SkillDef } from './hooks.js';

/** Quick Foul: after its Foul the activation goes on with the movement left. */
export const quickFoul: SkillDef = { id: 'quick-foul', foul: { continuesAfter: true } };
