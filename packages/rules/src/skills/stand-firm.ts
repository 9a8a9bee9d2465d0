import type { SkillDef } from './hooks.js';

/** Stand Firm: refuses every push, chain pushes included. */
export const standFirm: SkillDef = { id: 'stand-firm', block: { standFirm: true } };
