import type { SkillDef } from '../hooks.js';

/**
 * Piling On (LRB6): after its block knocks the target down, a blocker still Standing next to it may
 * re-roll the armour or the injury roll, and is then Placed Prone (`block/piling-on.ts`).
 */
export const pilingOn: SkillDef = { id: 'piling-on', pilesOn: true };
