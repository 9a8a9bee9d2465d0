import type { SkillDef } from './hooks.js';

/** Disturbing Presence: opponents within 3 squares are −1 to pass, catch and intercept (one per player). */
export const disturbingPresenceSkill: SkillDef = { id: 'disturbing-presence', disturbingPresence: true };
