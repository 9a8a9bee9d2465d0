import type { SkillDef } from './hooks.js';

/** Sure Feet: once per turn re-roll one Rush die. */
export const sureFeet: SkillDef = { id: 'sure-feet', reroll: { purposes: ['rush'], per: 'turn' } };
