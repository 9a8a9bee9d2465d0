import type { SkillDef } from '../hooks.js';

/**
 * Pass Block (LRB6): when an opponent names a pass target, may move up to 3 squares (dodging as usual)
 * before the interception and the pass roll (`pass/pass-action.ts`, the step On the Ball uses).
 */
export const passBlock: SkillDef = { id: 'pass-block', onTheBall: true };
