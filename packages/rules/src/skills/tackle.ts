import type { SkillDef } from './hooks.js';

/** Tackle: a Stumble against a Dodge player stays a POW (its dodge re-roll rule is in dodge.ts). */
export const tackle: SkillDef = { id: 'tackle', block: { cancelsStumbleDodge: true } };
