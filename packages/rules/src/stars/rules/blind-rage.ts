import type { StarRuleDef } from '../hooks.js';

/** Blind Rage (Akhorne The Squirrel): he may re-roll every failed Dauntless roll. */
export const blindRage: StarRuleDef = { id: 'blind-rage', testReroll: (t) => t.purpose === 'dauntless' };
