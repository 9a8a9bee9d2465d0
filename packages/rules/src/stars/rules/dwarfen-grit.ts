import type { StarRuleDef } from '../hooks.js';

/** Dwarfen Grit (Josef Bugman): once per game, an armour roll that breaks his armour is rolled again. */
export const dwarfenGrit: StarRuleDef = {
  id: 'dwarfen-grit',
  armour: (x, owner) => (x.victim.id === owner.id && x.broken && !x.rerolled ? { reroll: true } : null),
};
