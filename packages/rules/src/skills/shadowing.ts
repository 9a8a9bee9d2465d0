import type { SkillDef } from './hooks.js';

/** Shadowing: when an opponent dodges out of its Tackle Zone, D6 4+ follows it into the vacated square. */
export const shadowing: SkillDef = { id: 'shadowing', reaction: 'shadowing' };
