import type { FactionId } from '../types.js';
import { mercenary } from './profiles.js';

/** The Scripture Guardian serves both lists alike. */
export function scriptureGuardian(faction: FactionId) {
  return mercenary(faction, 'Scripture Guardian', {
    cost: 7,
    ranged: 1,
    melee: 1,
    baseMm: 40,
    keywords: ['GOLEM'],
    fixed: ['combat-helmet', 'reinforced-armour'],
    abilities: ['slow', 'vengeful-scripture'],
  });
}
