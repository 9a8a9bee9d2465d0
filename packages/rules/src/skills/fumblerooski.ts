import type { SkillDef } from './hooks.js';

/** Fumblerooski: during a Move action the ball may be left in a square the player vacates. */
export const fumblerooski: SkillDef = { id: 'fumblerooski', dropBallWhileMoving: true };
