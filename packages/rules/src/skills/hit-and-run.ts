import type { SkillDef } from './hooks.js';

/** Hit and Run: after a Block Action or a Stab, one free square ignoring Tackle Zones, ending unmarked. */
export const hitAndRun: SkillDef = { id: 'hit-and-run', block: { stepAfterBlock: true } };
