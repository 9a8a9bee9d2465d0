import type { SkillDef } from './hooks.js';

/** Put the Boot In: gives foul assists even while Marked. */
export const putTheBootIn: SkillDef = { id: 'put-the-boot-in', foul: { assistsWhileMarked: true } };
