import type { SkillDef } from './hooks.js';

/** Dump-off: when blocked while holding the ball, may first make a Quick Pass that cannot cause a Turnover. */
export const dumpOff: SkillDef = { id: 'dump-off', dumpOff: true };
