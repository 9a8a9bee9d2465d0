import type { SkillDef } from '../hooks.js';

/**
 * Safe Throw (LRB6): when its pass is intercepted, an unmodified AG roll cancels the interception and the
 * pass goes on (not against Very Long Legs); a fumble on a natural 1 leaves the ball in its hands.
 */
export const safeThrow: SkillDef = { id: 'safe-throw', safeThrow: true, safePass: true };
