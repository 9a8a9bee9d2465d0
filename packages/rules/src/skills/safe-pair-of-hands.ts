import type { SkillDef } from './hooks.js';

/** Safe Pair of Hands: going down with the ball, place it in an adjacent empty square instead of bouncing. */
export const safePairOfHands: SkillDef = { id: 'safe-pair-of-hands', safeBallPlacement: true };
