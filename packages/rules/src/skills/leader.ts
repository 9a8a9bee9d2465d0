import type { SkillDef } from './hooks.js';

/** Leader: a Leader on the pitch at the start of a half gives one extra team re-roll. */
export const leader: SkillDef = { id: 'leader', leaderRerolls: 1 };
