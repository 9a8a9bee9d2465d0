import type { SkillDef } from './hooks.js';

/** Lone Fouler: a Foul with no assists on either side may re-roll a failed armour roll. */
export const loneFouler: SkillDef = { id: 'lone-fouler', foul: { rerollArmourAlone: true } };
