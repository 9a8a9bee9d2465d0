import type { SkillDef } from './hooks.js';

/**
 * On the Ball: when an opponent names a pass target, may move up to 3 squares without Rushing (several
 * players, one at a time). The kick-off use is not implemented yet.
 */
export const onTheBall: SkillDef = { id: 'on-the-ball', onTheBall: true };
