import type { SkillDef } from './hooks.js';

/** Pile Driver: after knocking its Block Action target down, a free Foul on it, then it is Placed Prone. */
export const pileDriver: SkillDef = { id: 'pile-driver', block: { foulsAfterKnockDown: true } };
