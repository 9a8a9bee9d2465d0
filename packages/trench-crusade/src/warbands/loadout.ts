import type { ModelKeyword } from '../types.js';
import { hasKeyword, ITEMS, type ItemId, itemDef } from './items.js';

/**
 * A model's gear for the hands and carrying rules (reference §7, Hands): one two-handed or two
 * one-handed ranged weapons, the same for melee weapons; a shield, a flag or an instrument holds a hand at
 * all times (a shield not for SHIELD COMBO weapons); one suit of armour, one shield, one headgear, one
 * type of grenade, equipment one of each; one HEAVY item unless STRONG.
 * Returns the rule broken, each once, as problem codes with a message.
 */
export function loadoutProblems(
  items: readonly ItemId[],
  keywords: readonly ModelKeyword[],
): [string, string][] {
  const out: [string, string][] = [];
  const strong = keywords.includes('STRONG');
  const defs = items.map((id) => ({ id, def: itemDef(id) }));
  const carriedRanged = defs.filter((d) => d.def.category === 'ranged' && !d.def.notCarried);
  const meleeWeapons = defs.filter((d) => d.def.category === 'melee' && !d.def.bayonet);
  const shields = defs.filter((d) => d.def.category === 'shield');
  const heldAlways = defs.filter((d) => d.def.category === 'equipment' && d.def.hands > 0).length;

  const shieldHand = (weapons: typeof defs) =>
    shields.length > 0 && !(weapons.length > 0 && weapons.every((w) => hasKeyword(w.id, 'SHIELD COMBO')))
      ? 1
      : 0;
  const meleeHands = (d: (typeof defs)[number]) =>
    d.def.hands === 2 && strong && !hasKeyword(d.id, 'CUMBERSOME') ? 1 : d.def.hands;

  const rangedUsed =
    carriedRanged.reduce((n, d) => n + d.def.hands, 0) + heldAlways + shieldHand(carriedRanged);
  if (rangedUsed > 2 || carriedRanged.length > 2) {
    out.push([
      'too-many-ranged-hands',
      `ranged weapons and held gear need ${rangedUsed} hands; a model has 2`,
    ]);
  }
  const pair = meleeWeapons.some((d) => d.def.pair);
  const meleeUsed =
    meleeWeapons.reduce((n, d) => n + meleeHands(d), 0) + heldAlways + shieldHand(meleeWeapons);
  if (meleeUsed > 2 || meleeWeapons.length > 2 || (pair && meleeWeapons.length > 1)) {
    out.push(['too-many-melee-hands', `melee weapons and held gear need ${meleeUsed} hands; a model has 2`]);
  }
  if (pair && shields.length > 0)
    out.push(['too-many-melee-hands', 'a pair of claws leaves no hand for a shield']);

  const count = (f: (d: (typeof defs)[number]) => boolean) => defs.filter(f).length;
  if (count((d) => d.def.category === 'armour') > 1)
    out.push(['two-suits-of-armour', 'a model wears one suit of armour']);
  if (shields.length > 1) out.push(['two-shields', 'a model carries one shield']);
  if (count((d) => d.def.category === 'headgear') > 1)
    out.push(['two-headgear', 'a model wears one headgear']);
  if (new Set(defs.filter((d) => hasKeyword(d.id, 'GRENADE')).map((d) => d.id)).size > 1) {
    out.push(['grenade-types', 'a model carries one type of grenade']);
  }
  const equipment = defs
    .filter((d) => d.def.category === 'equipment' || d.def.category === 'headgear')
    .map((d) => d.id);
  const seen = new Set<ItemId>();
  for (const id of equipment) {
    if (seen.has(id)) out.push(['duplicate-equipment', `${ITEMS[id].name} can be carried once`]);
    seen.add(id);
  }
  if (!strong && count((d) => hasKeyword(d.id, 'HEAVY')) > 1) {
    out.push(['heavy-items', 'only a STRONG model may carry more than one HEAVY item']);
  }
  if (defs.some((d) => d.def.machine) && shields.some((d) => d.id === 'trench-shield')) {
    out.push(['machine-armour-shield', 'Machine Armour cannot be worn with a Trench Shield']);
  }
  if (defs.some((d) => d.def.bayonet) && !carriedRanged.some((d) => hasKeyword(d.id, 'BAYONET LUG'))) {
    out.push(['bayonet-needs-lug', 'a Bayonet needs a weapon with BAYONET LUG']);
  }
  if (items.includes('sniper-scope') && !carriedRanged.some((d) => /rifle/i.test(d.def.name))) {
    out.push(['scope-needs-rifle', 'a Sniper Scope needs a rifle']);
  }
  return out;
}
