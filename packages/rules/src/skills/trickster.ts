import type { SkillDef } from './hooks.js';

/** Trickster: before the dice of a block or a special action against it, it moves next to the attacker. */
export const trickster: SkillDef = { id: 'trickster', block: { relocatesWhenTargeted: true } };
