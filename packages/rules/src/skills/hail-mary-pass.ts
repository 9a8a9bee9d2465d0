import type { SkillDef } from './hooks.js';

/** Hail Mary Pass: pass to any square, tested as a Long Bomb; Accurate becomes Inaccurate; no interception. */
export const hailMaryPass: SkillDef = { id: 'hail-mary-pass', hailMaryPass: true };
