import type { SkillDef } from '../hooks.js';

/**
 * LRB6 Sneaky Git: not sent off for a double on the foul's armour roll when the armour holds. Its own file
 * so that the LRB6 rule stays this one line whatever BB2025's Sneaky Git gains (moving after the foul).
 */
export const classicSneakyGit: SkillDef = { id: 'sneaky-git', foul: { doubleIgnoredIfArmourHolds: true } };
