import type { SkillDef } from './hooks.js';

/** Grab: on a declared Block Action it pushes into any empty square next to the target; no Sidestep. */
export const grab: SkillDef = { id: 'grab', block: { grab: true } };
