import type { SkillDef } from './hooks.js';

/** Jump Up: standing up costs no movement. (The Prone Block option arrives with blocks.) */
export const jumpUp: SkillDef = { id: 'jump-up', freeStandUp: true };
