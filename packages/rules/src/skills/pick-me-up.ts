import type { SkillDef } from './hooks.js';

/** Pick-me-up: at the end of each opposing turn, Prone team-mates within 3 squares stand up on 5+. */
export const pickMeUp: SkillDef = { id: 'pick-me-up', pickMeUpRange: 3 };
