import type { BotRandom } from '../bots/random.js';
import { pick } from '../bots/random.js';
import type { FactionId } from '../types.js';
import { FACTIONS } from './factions.js';
import { ITEMS, type ItemId } from './items.js';
import type { SheetModel, WarbandSheet } from './sheet.js';
import { validateWarband } from './validate.js';

function gearFor(random: BotRandom, faction: FactionId): string[] {
  const armoury = Object.entries(FACTIONS[faction].armoury).filter(([, e]) => e!.currency === 'ducats') as [
    ItemId,
    unknown,
  ][];
  const of = (cat: string) => armoury.map(([id]) => id).filter((id) => ITEMS[id].category === cat);
  const out: string[] = [];
  if (random(4) > 0) out.push(pick(random, of('ranged')));
  if (random(3) > 0) out.push(pick(random, of('melee')));
  if (random(3) === 0) out.push(pick(random, of('armour')));
  if (random(5) === 0) out.push(pick(random, [...of('shield'), ...of('headgear'), ...of('equipment')]));
  return out;
}

/**
 * A random legal warband within the budget, for bot games: the leader, then models and gear picked at
 * random, each addition kept only if the whole sheet still passes `validateWarband`.
 */
export function randomWarband(random: BotRandom, faction: FactionId, ducats = 700): WarbandSheet {
  const list = FACTIONS[faction];
  const leader = Object.entries(list.models).find(([, p]) => p.keywords.includes('LEADER'))![0];
  const sheet: WarbandSheet = { faction, name: `Random ${list.name}`, models: [] };
  const legal = (models: SheetModel[]) => validateWarband({ ...sheet, models }, { ducats }).ok;
  for (let i = 0; i < 30 && sheet.models.length === 0; i++) {
    const m = { type: leader, items: gearFor(random, faction) };
    if (legal([m])) sheet.models.push(m);
  }
  if (sheet.models.length === 0) sheet.models.push({ type: leader });
  const types = Object.entries(list.models)
    .filter(([, p]) => p.currency === 'ducats' && p.max !== 0 && !p.keywords.includes('LEADER'))
    .map(([id]) => id);
  for (let tries = 0; tries < 80 && sheet.models.length < 14; tries++) {
    const m: SheetModel = { type: pick(random, types), items: gearFor(random, faction) };
    if (legal([...sheet.models, m])) sheet.models.push(m);
    else if (legal([...sheet.models, { type: m.type }])) sheet.models.push({ type: m.type });
  }
  return sheet;
}
