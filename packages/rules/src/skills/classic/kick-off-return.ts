import type { SkillDef } from '../hooks.js';

/**
 * Kick-Off Return (LRB6): after the kick deviates and before the kick-off table, one Open receiver off the
 * Line of Scrimmage may move up to 3 squares in its own half; not on a touchback (`flow/kick-off.ts`).
 */
export const kickOffReturn: SkillDef = { id: 'kick-off-return', kickOffRun: 'off-the-line' };
