import type { SkillDef } from './hooks.js';

/** Eye Gouge: a target it pushes back cannot assist until that target next activates. */
export const eyeGouge: SkillDef = { id: 'eye-gouge', block: { gougesEyes: true } };
