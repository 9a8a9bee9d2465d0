import { FACTION_IDS, type FactionId, type ModelKeyword } from '../types.js';
import type { AbilityId } from './abilities.js';
import { FACTIONS } from './factions.js';
import { ITEMS, type ItemId, isItemId } from './items.js';
import { loadoutProblems } from './loadout.js';
import type { FactionList, ModelProfile, UpgradeDef } from './profiles.js';
import {
  STARTING_DUCATS,
  type Warband,
  type WarbandModel,
  type WarbandOptions,
  type WarbandProblem,
  type WarbandProblemCode,
  type WarbandResult,
  type WarbandSheet,
} from './sheet.js';

function shapeProblems(raw: unknown): WarbandProblem[] {
  const bad = (path: string, message: string): WarbandProblem => ({ path, code: 'invalid', message });
  if (typeof raw !== 'object' || raw === null) return [bad('', 'a warband sheet is an object')];
  const s = raw as Record<string, unknown>;
  const out: WarbandProblem[] = [];
  if (typeof s.faction !== 'string') out.push(bad('faction', 'faction must be a string'));
  if (typeof s.name !== 'string') out.push(bad('name', 'name must be a string'));
  if (!Array.isArray(s.models)) return [...out, bad('models', 'models must be an array')];
  for (const [i, m] of s.models.entries()) {
    const at = `models[${i}]`;
    if (typeof m !== 'object' || m === null) {
      out.push(bad(at, 'a model is an object'));
      continue;
    }
    const mm = m as Record<string, unknown>;
    if (typeof mm.type !== 'string') out.push(bad(`${at}.type`, 'type must be a string'));
    if (mm.name !== undefined && typeof mm.name !== 'string')
      out.push(bad(`${at}.name`, 'name must be a string'));
    for (const key of ['items', 'upgrades'] as const) {
      const v = mm[key];
      if (v !== undefined && !(Array.isArray(v) && v.every((x) => typeof x === 'string'))) {
        out.push(bad(`${at}.${key}`, `${key} must be an array of strings`));
      }
    }
  }
  return out;
}

/** What a model's bought items cost, and which were refused (path-indexed). */
interface Priced {
  items: ItemId[];
  ducats: number;
  glory: number;
}

function priceItems(
  list: FactionList,
  profile: ModelProfile,
  raw: readonly string[],
  at: string,
  problem: (path: string, code: WarbandProblemCode, message: string) => void,
): Priced {
  const out: Priced = { items: [], ducats: 0, glory: 0 };
  let includedUsed = false;
  for (const [j, name] of raw.entries()) {
    const path = `${at}.items[${j}]`;
    const refuse = (code: WarbandProblemCode, message: string) => problem(path, code, message);
    if (!isItemId(name)) {
      refuse('unknown-item', `there is no item "${name}"`);
      continue;
    }
    const entry = list.armoury[name];
    if (!entry) {
      refuse('not-in-armoury', `${ITEMS[name].name} is not in the ${list.name} armoury`);
      continue;
    }
    const def = ITEMS[name];
    const gear = profile.gear;
    if (gear.kind === 'none') {
      refuse('gear-not-allowed', `a ${profile.name} cannot take other gear`);
      continue;
    }
    if (def.category === 'ranged' && gear.noRanged) {
      refuse('gear-not-allowed', `a ${profile.name} takes no other ranged weapon`);
      continue;
    }
    if (def.category === 'ranged' && gear.rangedOnly && !gear.rangedOnly.includes(name)) {
      refuse('gear-not-allowed', `a ${profile.name}'s only ranged weapons are ${gear.rangedOnly.join(', ')}`);
      continue;
    }
    if (def.category === 'armour' && gear.noArmour) {
      refuse('gear-not-allowed', `a ${profile.name} already wears its own armour`);
      continue;
    }
    if (def.eliteOnly && !profile.keywords.includes('ELITE')) {
      refuse('elite-only', `only ELITE models may take ${def.name}`);
      continue;
    }
    out.items.push(name);
    const included = profile.includedRanged;
    if (
      included &&
      !includedUsed &&
      def.category === 'ranged' &&
      !def.notCarried &&
      entry.currency === 'ducats'
    ) {
      // Its rifle comes cheap; another ranged weapon in its place costs the difference (Yeoman).
      includedUsed = true;
      const base = list.armoury[included.default]?.cost ?? 0;
      out.ducats += Math.max(0, included.price + entry.cost - base);
      continue;
    }
    if (entry.currency === 'glory') out.glory += entry.cost;
    else out.ducats += entry.cost;
  }
  if (profile.includedRanged && !includedUsed) {
    out.items.unshift(profile.includedRanged.default);
    out.ducats += profile.includedRanged.price;
  }
  return out;
}

/**
 * Checks a warband sheet against its list (reference §11.1): the faction, each model's minimum and
 * maximum, the leader, every item's armoury, LIMIT and carrying rules, upgrades and their caps, and the
 * 700 ducats. Every problem is reported at once, each with its path in the sheet.
 */
export function validateWarband(raw: unknown, options: WarbandOptions = {}): WarbandResult {
  const shape = shapeProblems(raw);
  if (shape.length > 0) return { ok: false, problems: shape };
  const sheet = raw as WarbandSheet;
  const problems: WarbandProblem[] = [];
  const problem = (path: string, code: WarbandProblemCode, message: string) =>
    problems.push({ path, code, message });
  const ducatBudget = options.ducats ?? STARTING_DUCATS;
  const gloryBudget = options.glory ?? 0;

  if (!(FACTION_IDS as readonly string[]).includes(sheet.faction)) {
    problem(
      'faction',
      'unknown-faction',
      `there is no faction "${sheet.faction}" (${FACTION_IDS.join(', ')})`,
    );
    return { ok: false, problems };
  }
  const faction = sheet.faction as FactionId;
  const list = FACTIONS[faction];
  if (sheet.name.trim() === '') problem('name', 'empty-name', 'the warband needs a name');
  if (sheet.models.length === 0) problem('models', 'no-models', 'a warband needs at least one model');

  const models: WarbandModel[] = [];
  const typeCounts = new Map<string, number>();
  const upgradeCounts = new Map<string, { count: number; type: string }>();
  const itemPaths = new Map<ItemId, string[]>();

  for (const [i, m] of sheet.models.entries()) {
    const at = `models[${i}]`;
    const profile = Object.hasOwn(list.models, m.type) ? list.models[m.type] : undefined;
    if (!profile) {
      problem(`${at}.type`, 'unknown-model', `the ${list.name} list has no model "${m.type}"`);
      continue;
    }
    typeCounts.set(m.type, (typeCounts.get(m.type) ?? 0) + 1);
    const priced = priceItems(list, profile, m.items ?? [], at, problem);
    priced.items.forEach((id, j) => {
      const paths = itemPaths.get(id) ?? [];
      paths.push(`${at}.items[${j}]`);
      itemPaths.set(id, paths);
    });

    let ducats = (profile.currency === 'ducats' ? profile.cost : 0) + priced.ducats;
    const glory = (profile.currency === 'glory' ? profile.cost : 0) + priced.glory;
    let ranged = profile.ranged;
    let melee = profile.melee;
    let baseMm = profile.baseMm;
    const keywords = new Set<ModelKeyword>(profile.keywords);
    let fixed = [...profile.fixed];
    const upgrades = m.upgrades ?? [];
    for (const [j, u] of upgrades.entries()) {
      const path = `${at}.upgrades[${j}]`;
      const def: UpgradeDef | undefined = profile.upgrades?.[u];
      const clash = def?.excludes?.find((x: string) => upgrades.includes(x));
      if (!def) problem(path, 'unknown-upgrade', `a ${profile.name} has no upgrade "${u}"`);
      else if (upgrades.indexOf(u) !== j) problem(path, 'duplicate-upgrade', `${def.name} is taken once`);
      else if (clash)
        problem(
          path,
          'upgrade-conflict',
          `${def.name} cannot be taken with ${profile.upgrades?.[clash]?.name}`,
        );
      if (!def || upgrades.indexOf(u) !== j || clash) continue;
      ducats += def.cost;
      for (const k of def.keywords ?? []) keywords.add(k);
      if (def.ranged && ranged !== null) ranged += def.ranged;
      if (def.melee) melee += def.melee;
      if (def.baseMm) baseMm = def.baseMm;
      if (def.armour) fixed = [...fixed.filter((id) => ITEMS[id].category !== 'armour'), def.armour];
      const key = def.max === 'half' ? `half:${m.type}` : u;
      const c = upgradeCounts.get(key) ?? { count: 0, type: m.type };
      upgradeCounts.set(key, { count: c.count + 1, type: m.type });
    }
    const items = [...fixed, ...priced.items];
    if (items.includes('unholy-relic')) keywords.add('FEAR');
    for (const [code, message] of loadoutProblems(items, [...keywords])) {
      problem(`${at}.items`, code as WarbandProblemCode, `${m.name ?? profile.name}: ${message}`);
    }
    const count = typeCounts.get(m.type) ?? 1;
    models.push({
      type: m.type,
      name: m.name?.trim() || (profile.max === 1 ? profile.name : `${profile.name} ${count}`),
      movement: profile.movement,
      ranged,
      melee,
      armour: profile.armour,
      baseMm,
      keywords: [...keywords],
      items,
      abilities: [...profile.abilities] as AbilityId[],
      upgrades: [...upgrades],
      cost: { ducats, glory },
    });
  }

  for (const [type, profile] of Object.entries(list.models)) {
    const n = typeCounts.get(type) ?? 0;
    if (n < profile.min) {
      const code = profile.keywords.includes('LEADER') ? 'leader-missing' : 'below-minimum';
      problem('models', code, `the warband needs ${profile.min} ${profile.name} (has ${n})`);
    }
    if (profile.max !== null && n > profile.max) {
      problem('models', 'over-maximum', `at most ${profile.max} ${profile.name} (has ${n})`);
    }
  }
  for (const [key, { count, type }] of upgradeCounts) {
    const profile = list.models[type]!;
    const upgradeId = key.startsWith('half:') ? undefined : key;
    const def = upgradeId
      ? profile.upgrades?.[upgradeId]
      : Object.values(profile.upgrades ?? {}).find((u) => u.max === 'half');
    if (!def?.max) continue;
    const cap =
      def.max === 'half'
        ? Math.floor((typeCounts.get(type) ?? 0) / 2)
        : def.max + (upgradeId === 'trench-mole' && ducatBudget > 1000 ? 1 : 0);
    if (count > cap) {
      const what = def.max === 'half' ? `half the ${profile.name}s (rounded down)` : `${cap}`;
      problem('models', 'upgrade-over-maximum', `at most ${what} may take ${def.name} (has ${count})`);
    }
  }
  for (const [id, paths] of itemPaths) {
    const limit = list.armoury[id]?.limit ?? 0;
    if (limit > 0 && paths.length > limit) {
      problem(
        paths[limit]!,
        'over-limit',
        `${ITEMS[id].name} has LIMIT (${limit}); the warband buys ${paths.length}`,
      );
    }
  }
  const ducats = models.reduce((n, m) => n + m.cost.ducats, 0);
  const glory = models.reduce((n, m) => n + m.cost.glory, 0);
  if (ducats > ducatBudget)
    problem('', 'over-budget', `the warband costs ${ducats} ducats; the budget is ${ducatBudget}`);
  if (glory > gloryBudget)
    problem('', 'over-glory', `the warband costs ${glory} Glory Points; it has ${gloryBudget}`);
  if (problems.length > 0) return { ok: false, problems };
  const warband: Warband = {
    faction,
    name: sheet.name.trim(),
    models,
    cost: { ducats, glory },
    strongbox: ducatBudget - ducats,
  };
  return { ok: true, warband };
}
