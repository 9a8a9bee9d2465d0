import type { SkillDef } from '../hooks.js';

/**
 * LRB6 Hail Mary Pass: a pass to any square of the pitch; a D6 with no modifiers, a 1 fumbles, else the
 * ball scatters three times from the square aimed at. It cannot be intercepted, nor thrown in a Blizzard.
 */
export const classicHailMaryPass: SkillDef = { id: 'hail-mary-pass', hailMaryPass: true, hailMaryOnD6: true };
