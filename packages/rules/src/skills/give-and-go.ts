import type { SkillDef } from './hooks.js';

/** Give and Go: after a Quick Pass or a Hand-off that causes no Turnover, keep moving with the MA left. */
export const giveAndGo: SkillDef = { id: 'give-and-go', giveAndGo: true };
