import type { RollPurpose } from '../../types.js';
import type { StarRuleDef } from '../hooks.js';

/** The Agility tests (a Rush is none). */
const AGILITY: readonly RollPurpose[] = [
  'dodge',
  'jump',
  'pick-up',
  'secure-the-ball',
  'catch',
  'interception',
];

/**
 * Consummate Professional (Griff Oberwald): once per game, +1 to an Agility test after the roll; used when
 * it turns a failure into a pass (a natural 1 still fails).
 */
export const consummateProfessional: StarRuleDef = {
  id: 'consummate-professional',
  rescue: (t) => (AGILITY.includes(t.purpose) ? 1 : null),
};
