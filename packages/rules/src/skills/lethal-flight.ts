import type { SkillDef } from './hooks.js';

/** Lethal Flight: thrown onto an opponent, +1 to its armour or injury roll; it is credited with a Casualty. */
export const lethalFlight: SkillDef = { id: 'lethal-flight', lethalFlight: true };
