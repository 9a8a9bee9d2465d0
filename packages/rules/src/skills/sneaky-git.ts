import type { SkillDef } from './hooks.js';

/** Sneaky Git: a double on the foul's armour roll does not send it off when the armour holds. */
export const sneakyGit: SkillDef = { id: 'sneaky-git', foul: { doubleIgnoredIfArmourHolds: true } };
