import type { SkillDef } from './hooks.js';

/** Dirty Player: +1 to the armour or injury roll of its Foul. */
export const dirtyPlayer: SkillDef = { id: 'dirty-player', foul: { bonus: 1 } };
