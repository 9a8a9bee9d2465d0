import type { Battlefield } from '../battlefield/battlefield.js';
import { tableProblems } from '../battlefield/check-table.js';
import { generateTable } from '../battlefield/generate.js';
import type { TerrainPiece } from '../battlefield/terrain.js';
import type { Dice } from '../dice/dice.js';
import { advanceDeployment } from '../flow/deployment.js';
import { rollOff } from '../flow/roll-off.js';
import { SCENARIOS } from '../scenarios/scenarios.js';
import { DEFENDER_ZONE_DEPTH } from '../scenarios/trench-warfare.js';
import { edgeZone, ZONE_DEPTH } from '../scenarios/zones.js';
import type { Model, TrenchState, WarbandState } from '../state/types.js';
import { type BySeat, SCENARIO_IDS, type ScenarioId, SEATS, type Seat } from '../types.js';
import { cloneJson } from '../util/clone.js';
import { isReadyMade, READY_MADE } from '../warbands/ready-made.js';
import type { Warband, WarbandSheet } from '../warbands/sheet.js';
import { validateWarband } from '../warbands/validate.js';
import { type Ctx, emit } from './context.js';
import type { TrenchEvent } from './events.js';

/** How a table is set up: the scenario, each seat's warband (a sheet or a ready-made list's id), options. */
export interface TrenchOptions {
  scenario: ScenarioId;
  warbands: BySeat<WarbandSheet | string>;
  /** The optional Shaken rule (seed p. 10). Default off. */
  shaken?: boolean;
  /** A table of one's own; default: generated with the match's dice. */
  terrain?: TerrainPiece[];
  /** Ducats to build with (default 700) and Glory Points (default 0). */
  ducats?: number;
  glory?: number;
  /** House rule, a short game: play this many turns (1 to the scenario's), no extra turn. Default: the scenario's. */
  turns?: number;
}

export interface OptionsProblem {
  path: string;
  code: string;
  message: string;
}

export type CreateResult =
  | { ok: true; state: TrenchState; events: TrenchEvent[] }
  | { ok: false; problems: OptionsProblem[] };

function warbandOf(
  raw: unknown,
  path: string,
  options: TrenchOptions,
  problems: OptionsProblem[],
): Warband | null {
  const sheet = typeof raw === 'string' ? (isReadyMade(raw) ? cloneJson(READY_MADE[raw]) : null) : raw;
  if (sheet === null) {
    problems.push({ path, code: 'unknown-list', message: `there is no ready-made warband "${String(raw)}"` });
    return null;
  }
  const r = validateWarband(sheet, { ducats: options.ducats, glory: options.glory });
  if (r.ok) return r.warband;
  for (const p of r.problems) problems.push({ ...p, path: p.path ? `${path}.${p.path}` : path });
  return null;
}

function modelsOf(seat: Seat, warband: Warband): Model[] {
  return warband.models.map((w, i) => ({
    id: `${seat}${i + 1}`,
    seat,
    type: w.type,
    name: w.name,
    faction: warband.faction,
    keywords: [...w.keywords],
    abilities: [...w.abilities],
    items: [...w.items],
    movement: w.movement,
    ranged: w.ranged,
    melee: w.melee,
    armour: w.armour,
    baseMm: w.baseMm,
    status: 'reserve',
    fielded: true,
    position: null,
    z: 0,
    standsOn: null,
    floor: null,
    bloodMarkers: 0,
    toughUsed: false,
    downedInTurn: null,
    activated: false,
    dugIn: false,
    used: [],
  }));
}

function optionProblems(raw: unknown): OptionsProblem[] {
  if (typeof raw !== 'object' || raw === null)
    return [{ path: '', code: 'invalid', message: 'options are an object' }];
  const o = raw as Record<string, unknown>;
  const out: OptionsProblem[] = [];
  if (!(SCENARIO_IDS as readonly unknown[]).includes(o.scenario)) {
    out.push({ path: 'scenario', code: 'invalid', message: `scenario is one of ${SCENARIO_IDS.join(', ')}` });
  }
  if (o.shaken !== undefined && typeof o.shaken !== 'boolean')
    out.push({ path: 'shaken', code: 'invalid', message: 'shaken is true or false' });
  if (typeof o.warbands !== 'object' || o.warbands === null) {
    out.push({
      path: 'warbands',
      code: 'invalid',
      message: 'warbands gives one warband for each of a and b',
    });
  }
  for (const k of ['ducats', 'glory'] as const) {
    if (o[k] !== undefined && !(Number.isInteger(o[k]) && (o[k] as number) >= 0)) {
      out.push({ path: k, code: 'invalid', message: `${k} is a whole number, 0 or more` });
    }
  }
  const scenario = SCENARIOS[o.scenario as ScenarioId];
  if (
    o.turns !== undefined &&
    scenario &&
    !(Number.isInteger(o.turns) && (o.turns as number) >= 1 && (o.turns as number) <= scenario.turns)
  ) {
    out.push({
      path: 'turns',
      code: 'invalid',
      message: `turns is a whole number from 1 to ${scenario.turns}`,
    });
  }
  if (o.terrain !== undefined && !Array.isArray(o.terrain))
    out.push({ path: 'terrain', code: 'invalid', message: 'terrain is a list of pieces' });
  return out;
}

/**
 * A new game, run up to its first decision: both warbands checked (every problem reported at once), the
 * table generated with the dice (or checked, when given), then the scenario's set-up roll-offs.
 */
export function create(raw: unknown, dice: Dice): CreateResult {
  const shape = optionProblems(raw);
  if (shape.length > 0) return { ok: false, problems: shape };
  const options = raw as TrenchOptions;
  const problems: OptionsProblem[] = [];
  const bands = {
    a: warbandOf(options.warbands.a, 'warbands.a', options, problems),
    b: warbandOf(options.warbands.b, 'warbands.b', options, problems),
  };
  const scenario = SCENARIOS[options.scenario];
  let battlefield: Battlefield | null = null;
  if (options.terrain) {
    battlefield = { width: 48, depth: 48, terrain: cloneJson(options.terrain) };
    for (const p of tableProblems(battlefield))
      problems.push({ path: p.path, code: 'invalid-table', message: p.message });
    const needs = scenario.setup === 'zone-choice' ? 'building' : 'trench';
    if (!battlefield.terrain.some((p) => p.objective && p.kind === needs)) {
      problems.push({
        path: 'terrain',
        code: 'invalid-table',
        message: `${scenario.name} needs ${needs} pieces marked objective`,
      });
    }
  }
  if (problems.length > 0 || !bands.a || !bands.b) return { ok: false, problems };

  const events: TrenchEvent[] = [];
  const models: Record<string, Model> = {};
  const warbands = {} as BySeat<WarbandState>;
  for (const seat of SEATS) {
    const w = bands[seat]!;
    const ms = modelsOf(seat, w);
    for (const m of ms) models[m.id] = m;
    warbands[seat] = {
      name: w.name,
      faction: w.faction,
      ducats: w.cost.ducats,
      models: ms.map((m) => m.id),
      edge: null,
      zone: null,
      role: null,
      shakenInTurn: null,
      wasShaken: false,
      fled: false,
    };
  }
  const s: TrenchState = {
    rules: 'trench-crusade/1.6.3',
    options: { scenario: options.scenario, shaken: options.shaken === true },
    battlefield: battlefield ?? { width: 48, depth: 48, terrain: [] },
    warbands,
    models,
    turn: 0,
    lastTurn: options.turns ?? scenario.turns,
    phase: { kind: 'game-over' },
    firstToDeploy: null,
    activation: null,
    stack: [],
    victoryPoints: { a: 0, b: 0 },
    result: null,
    step: 0,
  };
  const ctx: Ctx = { s, dice, events };
  if (!battlefield) {
    const generated = generateTable(scenario.fixedTerrain(), dice);
    s.battlefield = generated.battlefield;
    emit(ctx, { type: 'table-generated', dice: generated.dice });
  }
  if (scenario.setup === 'zone-choice') {
    const winner = rollOff(ctx, 'deployment-zone');
    s.phase = { kind: 'choose-zone', seat: winner === 'a' ? 'b' : 'a' };
  } else {
    setUpAttackerDefender(ctx);
  }
  return { ok: true, state: s, events };
}

/** Trench Warfare: the larger warband attacks (a roll-off when equal); the defender fields up to half as many. */
function setUpAttackerDefender(ctx: Ctx): void {
  const s = ctx.s;
  const na = s.warbands.a.models.length;
  const nb = s.warbands.b.models.length;
  const attacker: Seat = na === nb ? rollOff(ctx, 'roles') : na > nb ? 'a' : 'b';
  const defender: Seat = attacker === 'a' ? 'b' : 'a';
  s.warbands[attacker].role = 'attacker';
  s.warbands[defender].role = 'defender';
  s.warbands[attacker].edge = 'south';
  s.warbands[defender].edge = 'north';
  s.warbands[attacker].zone = edgeZone('south', ZONE_DEPTH);
  s.warbands[defender].zone = edgeZone('north', DEFENDER_ZONE_DEPTH);
  emit(ctx, { type: 'roles', attacker, defender });
  s.firstToDeploy = attacker;
  const max = Math.max(1, Math.floor(s.warbands[attacker].models.length / 2));
  if (s.warbands[defender].models.length > max) {
    s.phase = { kind: 'choose-defenders', seat: defender, max };
    return;
  }
  s.phase = { kind: 'deploy', seat: attacker, infiltrators: false };
  advanceDeployment(ctx, null);
}
