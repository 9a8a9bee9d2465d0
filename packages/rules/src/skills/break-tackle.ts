import type { SkillDef } from './hooks.js';

/** Break Tackle: once per turn on a failed Dodge add +1 (ST ≤ 3), +2 (ST 4) or +3 (ST ≥ 5). */
export const breakTackle: SkillDef = {
  id: 'break-tackle',
  rescue: {
    purposes: ['dodge'],
    per: 'turn',
    bonus: (t) => (t.player.stats.st >= 5 ? 3 : t.player.stats.st === 4 ? 2 : 1),
  },
};
