import type { SkillDef } from './hooks.js';

/** Juggernaut: on a Blitz, Both Down is a Push Back and the target loses Fend, Stand Firm and Wrestle. */
export const juggernaut: SkillDef = { id: 'juggernaut', block: { juggernaut: true } };
