import type { SkillDef } from './hooks.js';

/** Dauntless: D6 + ST beating a stronger target's ST lets it block at the target's ST. */
export const dauntless: SkillDef = { id: 'dauntless', block: { dauntless: true } };
