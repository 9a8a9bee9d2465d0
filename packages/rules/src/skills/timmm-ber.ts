import type { SkillDef } from './hooks.js';

/** Timmm-ber!: +1 to the MA ≤ 2 stand-up roll per adjacent Open Standing team-mate. */
export const timmmBer: SkillDef = { id: 'timmm-ber', standUpHelp: true };
