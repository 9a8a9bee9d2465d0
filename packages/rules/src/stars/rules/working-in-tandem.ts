import { marks, partnerOf } from '../conditions.js';
import type { StarRuleDef } from '../hooks.js';

/**
 * Working In Tandem (the Swift Twins), every time: Lucien re-rolls one block die when he blocks an
 * opponent Valen also Marks; Valen's pass to the square Lucien stands in has no range modifier.
 */
export const workingInTandem: StarRuleDef = {
  id: 'working-in-tandem',
  ownTest: (t, mods) => {
    if (t.purpose !== 'pass' || t.player.star?.id !== 'valen-swift' || !t.to) return mods;
    const to = t.to;
    const lucien = partnerOf(t.s.players, t.player);
    if (!lucien?.at || lucien.at.x !== to.x || lucien.at.y !== to.y) return mods;
    return mods.filter((m) => m.reason !== t.passRange);
  },
  blockDieReroll: (x) =>
    x.attacker.star?.id === 'lucien-swift' && marks(partnerOf(x.s.players, x.attacker), x.defender),
};
