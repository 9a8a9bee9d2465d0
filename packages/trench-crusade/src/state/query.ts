import { allBlockers, type Blocker } from '../geometry/blockers.js';
import type { Body } from '../geometry/body.js';
import { baseDistance, withinMeleeRange } from '../geometry/distance.js';
import { lineOfSight, type SightLine } from '../geometry/line-of-sight.js';
import type { ModelKeyword, Seat } from '../types.js';
import type { AbilityId } from '../warbands/abilities.js';
import { ITEMS, type ItemId } from '../warbands/items.js';
import type { Model, ModelId, TrenchState } from './types.js';

export function model(s: TrenchState, id: ModelId): Model {
  const m = s.models[id];
  if (!m) throw new Error(`there is no model "${id}"`);
  return m;
}

export function modelsOf(s: TrenchState, seat: Seat): Model[] {
  return s.warbands[seat].models.map((id) => model(s, id));
}

/** Standing or Down on the table. */
export function onTheTable(m: Model): boolean {
  return m.status === 'standing' || m.status === 'down';
}

export function tableModels(s: TrenchState, seat?: Seat): Model[] {
  return Object.values(s.models).filter((m) => onTheTable(m) && (seat === undefined || m.seat === seat));
}

export function enemiesOf(s: TrenchState, m: Model): Model[] {
  return tableModels(s).filter((o) => o.seat !== m.seat);
}

export function friendsOf(s: TrenchState, m: Model): Model[] {
  return tableModels(s).filter((o) => o.seat === m.seat && o.id !== m.id);
}

export function bodyOf(m: Model): Body {
  if (!m.position) throw new Error(`${m.id} is not on the table`);
  return { position: m.position, z: m.z, baseMm: m.baseMm, standsOn: m.standsOn };
}

export function distanceBetween(a: Model, b: Model): number {
  return baseDistance(bodyOf(a), bodyOf(b));
}

/** The enemies within 1" of the model: it is in melee with them (seed, Melee Combat). */
export function meleeOpponents(s: TrenchState, m: Model): Model[] {
  if (!onTheTable(m)) return [];
  return enemiesOf(s, m).filter((e) => withinMeleeRange(bodyOf(m), bodyOf(e)));
}

export function inMelee(s: TrenchState, m: Model): boolean {
  return meleeOpponents(s, m).length > 0;
}

export function hasKeyword(m: Model, k: ModelKeyword): boolean {
  return m.keywords.includes(k);
}

export function hasAbility(m: Model, a: AbilityId): boolean {
  return m.abilities.includes(a);
}

export function carries(m: Model, item: ItemId): boolean {
  return m.items.includes(item);
}

export function isDown(m: Model): boolean {
  return m.status === 'down';
}

const BLOCKERS = new WeakMap<object, Blocker[]>();

/** The battlefield's sight blockers, computed once per terrain list. */
export function blockersOf(s: TrenchState): Blocker[] {
  const key = s.battlefield.terrain;
  let b = BLOCKERS.get(key);
  if (!b) {
    b = allBlockers(key);
    BLOCKERS.set(key, b);
  }
  return b;
}

export function sightBetween(s: TrenchState, from: Model, to: Model): SightLine {
  return lineOfSight(blockersOf(s), bodyOf(from), bodyOf(to));
}

export function canSee(s: TrenchState, from: Model, to: Model): boolean {
  return sightBetween(s, from, to).visible;
}

/** The model's armour: profile armour, worn armour and a shield (not with Machine Armour). */
export function armourOf(m: Model): number {
  const worn = m.items.map((i) => ITEMS[i]).filter((d) => d.category === 'armour' || d.category === 'shield');
  const machine = worn.some((d) => d.machine);
  return (
    m.armour +
    worn.filter((d) => !(machine && d.category === 'shield')).reduce((n, d) => n + (d.armour ?? 0), 0)
  );
}

export function wearsMachineArmour(m: Model): boolean {
  return m.items.some((i) => ITEMS[i].machine === true);
}
