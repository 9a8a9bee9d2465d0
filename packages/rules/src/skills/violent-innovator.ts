import type { SkillDef } from './hooks.js';

/** Violent Innovator: casualties caused by its Special Actions earn SPP. */
export const violentInnovator: SkillDef = { id: 'violent-innovator', block: { specialActionSpp: true } };
