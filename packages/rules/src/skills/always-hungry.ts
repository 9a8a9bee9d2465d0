import type { SkillDef } from './hooks.js';

/** Always Hungry: before throwing a team-mate, D6 1 → D6 again: 1 eats it, 2+ fumbles the throw. */
export const alwaysHungry: SkillDef = { id: 'always-hungry', alwaysHungry: true };
