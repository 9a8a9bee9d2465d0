import type { SkillDef } from '../hooks.js';

/**
 * LRB6 Jump Up: standing up costs no movement for any action but a Block; a Prone player may declare a
 * Block, rising on an AG roll at +2 (a failure wastes the action, no Turnover).
 */
export const classicJumpUp: SkillDef = { id: 'jump-up', freeStandUp: true, proneBlock: 2 };
