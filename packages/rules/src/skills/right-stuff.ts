import type { SkillDef } from './hooks.js';

/** Right Stuff: a team-mate with Throw Team-mate may throw this player, even while it is Prone. */
export const rightStuff: SkillDef = { id: 'right-stuff', canBeThrown: true };
