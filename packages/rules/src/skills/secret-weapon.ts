import type { SkillDef } from './hooks.js';

/** Secret Weapon: sent off at the end of every drive it played in. */
export const secretWeapon: SkillDef = { id: 'secret-weapon', sentOffAfterDrive: true };
