import type { SkillDef } from './hooks.js';

/** Frenzy: must follow up and block a still-Standing target a second time. */
export const frenzy: SkillDef = { id: 'frenzy', block: { frenzy: true } };
