import type { SkillDef } from './hooks.js';

/** Cloud Burster: the owner's passes cannot be intercepted (except by Very Long Legs). */
export const cloudBurster: SkillDef = { id: 'cloud-burster', uninterceptablePasses: true };
