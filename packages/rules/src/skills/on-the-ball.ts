import type { SkillDef } from './hooks.js';

/**
 * On the Ball: when an opponent names a pass target, may move up to 3 squares without Rushing (several
 * players, one at a time). At the kick-off, after the deviation, one Open receiver with the skill may move
 * up to 3 squares in its own half (not on a touchback; `flow/kick-off.ts`).
 */
export const onTheBall: SkillDef = { id: 'on-the-ball', onTheBall: true, kickOffRun: 'anywhere' };
