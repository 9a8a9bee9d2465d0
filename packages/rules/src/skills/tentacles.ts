import type { SkillDef } from './hooks.js';

/** Tentacles: on an opponent's dodge or jump away, D6 + own ST − their ST ≥ 6 holds it in place. */
export const tentacles: SkillDef = { id: 'tentacles', reaction: 'tentacles' };
