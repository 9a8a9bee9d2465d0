import type { SkillDef } from './hooks.js';

/** Wrestle: on Both Down, both players are Placed Prone instead of Knocked Down. */
export const wrestle: SkillDef = { id: 'wrestle', block: { wrestle: true } };
