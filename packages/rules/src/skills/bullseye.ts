import type { SkillDef } from './hooks.js';

/** Bullseye: a Superb throw of a team-mate lands in the target square, without scattering. */
export const bullseye: SkillDef = { id: 'bullseye', bullseye: true };
