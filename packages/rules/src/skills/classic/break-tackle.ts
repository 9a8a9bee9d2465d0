import { agilityTarget, editionOf } from '../../edition/editions.js';
import type { SkillDef } from '../hooks.js';

/**
 * LRB6 Break Tackle: once per turn a dodge may use ST instead of AG. Played after the roll: when the die
 * fails on AG but would pass on ST, the difference of the two AG-table targets is added.
 */
export const classicBreakTackle: SkillDef = {
  id: 'break-tackle',
  rescue: {
    purposes: ['dodge'],
    per: 'turn',
    bonus: (t) => {
      const onSt = editionOf(t.s).agilityTarget({ ...t.player.stats, ag: t.player.stats.st });
      return Math.max(0, agilityTarget(t.s, t.player) - onSt);
    },
  },
};
