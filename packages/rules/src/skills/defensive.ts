import type { SkillDef } from './hooks.js';

/** Defensive: in the opponent's turn, opponents it Marks cannot use Guard or Put the Boot In. */
export const defensive: SkillDef = { id: 'defensive', block: { cancelsMarkedGuard: true } };
