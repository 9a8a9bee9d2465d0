import type { PlayerState } from '../../state/types.js';
import { breaksWith, byOwnerOn, worsensWith } from '../conditions.js';
import type { StarRuleDef } from '../hooks.js';

/** +2 against a Dwarf, +1 against anyone else. */
const bonus = (victim: PlayerState): number =>
  victim.keywords.some((k) => k.toLowerCase() === 'dwarf') ? 2 : 1;

/**
 * Dwarven Scourge (Ivan 'the Animal' Deathshroud): once per game, +1 (+2 against a Dwarf) to the armour or
 * injury roll of an opponent his block knocks down.
 */
export const dwarvenScourge: StarRuleDef = {
  id: 'dwarven-scourge',
  armour: (x, owner) =>
    byOwnerOn(x, owner, 'block') && breaksWith(x, bonus(x.victim)) ? { modifier: bonus(x.victim) } : null,
  injury: (x, owner) =>
    byOwnerOn(x, owner, 'block') && worsensWith(x, bonus(x.victim)) ? { modifier: bonus(x.victim) } : null,
};
