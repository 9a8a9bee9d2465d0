import type { SkillDef } from './hooks.js';

/**
 * Kick: as the kicker, the kick deviates D3 squares instead of D6; a Punt may re-roll its direction die,
 * its distance die, or both (the direction first, before the distance is rolled).
 */
export const kick: SkillDef = { id: 'kick', kickDistanceDie: 'D3', rerollsPuntDice: true };
