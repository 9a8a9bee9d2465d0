import { footingAt } from '../battlefield/battlefield.js';
import type { TerrainPiece } from '../battlefield/terrain.js';
import { ScriptedDice, type ScriptedRoll } from '../dice/scripted.js';
import { type ApplyResult, apply } from '../engine/apply.js';
import type { Command } from '../engine/commands.js';
import type { TrenchEvent } from '../engine/events.js';
import type { Point } from '../geometry/vec.js';
import { edgeZone } from '../scenarios/zones.js';
import type { Model, TrenchState } from '../state/types.js';
import type { FactionId, Seat } from '../types.js';
import { validateWarband } from '../warbands/validate.js';

export interface PlacedModel {
  id?: string;
  seat: Seat;
  type: string;
  items?: string[];
  upgrades?: string[];
  at: Point;
  floor?: number;
  status?: 'standing' | 'down';
  bloodMarkers?: number;
  faction?: FactionId;
}

/**
 * A game in its first turn with models already placed where a test wants them, for rules tests with
 * scripted dice. Models are built through the real warband checks.
 */
export function placedGame(
  models: PlacedModel[],
  terrain: TerrainPiece[] = [],
  extra: Partial<TrenchState> = {},
): TrenchState {
  const s: TrenchState = {
    rules: 'trench-crusade/1.6.3',
    options: { scenario: 'claim-no-mans-land', shaken: false },
    battlefield: { width: 48, depth: 48, terrain },
    warbands: {
      a: {
        name: 'A',
        faction: 'new-antioch',
        ducats: 0,
        models: [],
        edge: 'south',
        zone: edgeZone('south', 12),
        role: null,
        shakenInTurn: null,
        wasShaken: false,
        fled: false,
      },
      b: {
        name: 'B',
        faction: 'heretic-legion',
        ducats: 0,
        models: [],
        edge: 'north',
        zone: edgeZone('north', 12),
        role: null,
        shakenInTurn: null,
        wasShaken: false,
        fled: false,
      },
    },
    models: {},
    turn: 1,
    lastTurn: 4,
    phase: { kind: 'activations', seat: 'a' },
    firstToDeploy: 'a',
    activation: null,
    stack: [],
    victoryPoints: { a: 0, b: 0 },
    result: null,
    step: 0,
    ...extra,
  };
  const counts = { a: 0, b: 0 };
  for (const p of models) {
    const faction = p.faction ?? (p.seat === 'a' ? 'new-antioch' : 'heretic-legion');
    const leader = faction === 'new-antioch' ? 'lieutenant' : 'heretic-priest';
    const sheet = {
      faction,
      name: 'T',
      models: [
        ...(p.type === leader ? [] : [{ type: leader }]),
        { type: p.type, items: p.items ?? [], upgrades: p.upgrades ?? [] },
      ],
    };
    const r = validateWarband(sheet, { ducats: 10_000, glory: 100 });
    if (!r.ok) throw new Error(`test model ${p.type}: ${r.problems.map((x) => x.message).join('; ')}`);
    const w = r.warband.models.at(-1)!;
    counts[p.seat] += 1;
    const id = p.id ?? `${p.seat}${counts[p.seat]}`;
    const footing = footingAt(s.battlefield, p.at, p.floor ?? null);
    if (!footing) throw new Error(`nowhere to stand at ${JSON.stringify(p.at)}`);
    const m: Model = {
      id,
      seat: p.seat,
      type: w.type,
      name: `${w.name.replace(/ \d+$/, '')} ${id}`,
      faction,
      keywords: w.keywords,
      abilities: w.abilities,
      items: w.items,
      movement: w.movement,
      ranged: w.ranged,
      melee: w.melee,
      armour: w.armour,
      baseMm: w.baseMm,
      status: p.status ?? 'standing',
      fielded: true,
      position: p.at,
      z: footing.z,
      standsOn: footing.standsOn,
      floor: footing.floor,
      bloodMarkers: p.bloodMarkers ?? 0,
      toughUsed: false,
      downedInTurn: p.status === 'down' ? 0 : null,
      activated: false,
      dugIn: false,
      used: [],
    };
    s.models[id] = m;
    s.warbands[p.seat].models.push(id);
    s.warbands[p.seat].faction = faction;
  }
  return s;
}

/** Applies commands in order with one scripted dice stream; throws on a rejection. Checks every die was used. */
export function play(
  s: TrenchState,
  steps: ReadonlyArray<readonly [Seat, Command]>,
  script: (ScriptedRoll | ScriptedRoll[])[] = [],
) {
  const dice = new ScriptedDice(script);
  const events: TrenchEvent[] = [];
  let state = s;
  for (const [seat, c] of steps) {
    const r: ApplyResult = apply(state, seat, c, dice);
    if (!r.ok) throw new Error(`${c.type} by ${seat} refused: ${r.rejection.code}: ${r.rejection.message}`);
    state = r.state;
    events.push(...r.events);
  }
  dice.assertConsumed();
  return { state, events };
}

export function eventsOf<T extends TrenchEvent['type']>(
  events: TrenchEvent[],
  type: T,
): Extract<TrenchEvent, { type: T }>[] {
  return events.filter((e): e is Extract<TrenchEvent, { type: T }> => e.type === type);
}

/** The index of an item in a model's items, for weapon arguments. */
export function weaponIndex(s: TrenchState, model: string, item: string): number {
  const i = s.models[model]!.items.indexOf(item as never);
  if (i < 0) throw new Error(`${model} carries no ${item}`);
  return i;
}

export const walk = (x: number, y: number) => ({ kind: 'walk' as const, to: { x, y } });

/** A Yeoman of seat a, and a Heretic Trooper of seat b: the plain models most rule tests need. */
export const yeoman = (x: number, y: number, more: Partial<PlacedModel> = {}): PlacedModel => ({
  seat: 'a',
  type: 'yeoman',
  at: { x, y },
  ...more,
});
export const trooper = (x: number, y: number, more: Partial<PlacedModel> = {}): PlacedModel => ({
  seat: 'b',
  type: 'heretic-trooper',
  at: { x, y },
  ...more,
});
