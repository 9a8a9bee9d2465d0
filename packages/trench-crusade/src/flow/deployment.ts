import { buildingAt, footingAt } from '../battlefield/battlefield.js';
import { floorsOf } from '../battlefield/terrain.js';
import { type Ctx, emit } from '../engine/context.js';
import type { Option } from '../engine/options.js';
import { type Rejection, reject } from '../engine/rejection.js';
import { baseRadius } from '../geometry/base.js';
import { baseDistance } from '../geometry/distance.js';
import { lineOfSight } from '../geometry/line-of-sight.js';
import { discInsidePolygon, distancePointPolygon, isPoint, type Point } from '../geometry/vec.js';
import { standingProblem } from '../movement/path.js';
import { SCENARIOS } from '../scenarios/scenarios.js';
import { blockersOf, bodyOf, carries, hasKeyword, modelsOf, tableModels } from '../state/query.js';
import type { Model, TrenchState } from '../state/types.js';
import { otherSeat, type Seat } from '../types.js';
import { startTurn } from './turn.js';

/** INFILTRATOR (reference §10): out of every enemy's sight and at least 8" from enemies. */
export const INFILTRATE = { fromEnemies: 8, binoculars: 16, attackerFromZone: 12 } as const;

function infiltrating(s: TrenchState): boolean {
  return s.phase.kind === 'deploy' && s.phase.infiltrators;
}

/** Models of `seat` still to place at this stage of deployment. */
export function toDeploy(s: TrenchState, seat: Seat, infiltrators: boolean): Model[] {
  const separate = SCENARIOS[s.options.scenario].infiltrators;
  return modelsOf(s, seat).filter(
    (m) =>
      m.fielded && m.status === 'reserve' && (!separate || hasKeyword(m, 'INFILTRATOR') === infiltrators),
  );
}

function infiltratorProblem(
  s: TrenchState,
  m: Model,
  at: Point,
  body: ReturnType<typeof bodyOf>,
): string | null {
  const enemies = tableModels(s, otherSeat(m.seat));
  if (enemies.some((e) => baseDistance(bodyOf(e), body) < INFILTRATE.fromEnemies))
    return 'an infiltrator stays 8" from enemies';
  if (
    enemies.some((e) => carries(e, 'binoculars') && baseDistance(bodyOf(e), body) < INFILTRATE.binoculars)
  ) {
    return 'Binoculars keep infiltrators 16" away';
  }
  if (enemies.some((e) => lineOfSight(blockersOf(s), bodyOf(e), body).visible))
    return 'an infiltrator deploys out of enemy sight';
  const zone = s.warbands[m.seat].zone!;
  if (
    s.warbands[m.seat].role === 'attacker' &&
    distancePointPolygon(at, zone) - baseRadius(m.baseMm) > INFILTRATE.attackerFromZone
  ) {
    return 'the attacker\'s infiltrators stay within 12" of its deployment zone (house reading)';
  }
  return null;
}

/** Deployment (reference §11.3): wholly within the warband's zone, one model at a time; infiltrators by their rule. */
export function checkDeploy(
  s: TrenchState,
  seat: Seat,
  cmd: { model: unknown; at: unknown; floor?: unknown },
): Rejection | ((ctx: Ctx) => void) {
  if (s.phase.kind !== 'deploy' || s.phase.seat !== seat)
    return reject('not-your-decision', 'it is not your turn to deploy');
  const m = typeof cmd.model === 'string' ? s.models[cmd.model] : undefined;
  if (!m) return reject('unknown-model', `there is no model "${String(cmd.model)}"`);
  if (m.seat !== seat) return reject('not-your-model', `${m.name} is not yours`);
  if (!toDeploy(s, seat, s.phase.infiltrators).includes(m))
    return reject('not-eligible', `${m.name} is not to be deployed now`);
  if (!isPoint(cmd.at)) return reject('malformed-command', 'at must be a point {x, y} in inches');
  if (cmd.floor !== undefined && !Number.isInteger(cmd.floor))
    return reject('malformed-command', 'floor is a whole number');
  const floor = cmd.floor === undefined ? null : (cmd.floor as number);
  const building = buildingAt(s.battlefield, cmd.at);
  if (floor !== null && floor > 0 && (!building || floorsOf(building)[floor] === undefined)) {
    return reject('illegal-position', 'that floor does not exist there');
  }
  const footing = footingAt(s.battlefield, cmd.at, floor);
  if (!footing) return reject('illegal-position', 'there is nowhere to stand there');
  const place = { position: cmd.at, ...footing };
  const problem = standingProblem(s, m, place);
  if (problem) return reject('illegal-position', problem);
  const zone = s.warbands[seat].zone!;
  const inZone = discInsidePolygon(cmd.at, baseRadius(m.baseMm), zone);
  if (!inZone) {
    const body = { position: cmd.at, z: footing.z, baseMm: m.baseMm, standsOn: footing.standsOn };
    const why = infiltrating(s)
      ? infiltratorProblem(s, m, cmd.at, body)
      : 'a model deploys wholly within its deployment zone';
    if (why) return reject('illegal-position', why);
  }
  const at = { x: cmd.at.x, y: cmd.at.y };
  return (ctx) => {
    const mm = ctx.s.models[m.id]!;
    mm.position = at;
    mm.z = footing.z;
    mm.standsOn = footing.standsOn;
    mm.floor = footing.floor;
    mm.status = 'standing';
    // Shovel: deployed at ground level, it starts dug in (in cover until it moves).
    mm.dugIn = carries(mm, 'shovel') && footing.z === 0;
    emit(ctx, { type: 'deployed', model: mm.id, at, z: mm.z, floor: mm.floor });
    advanceDeployment(ctx, seat);
  };
}

/** Next to deploy: alternate; a side out of models lets the other finish; infiltrators after everyone. */
export function advanceDeployment(ctx: Ctx, last: Seat | null): void {
  const s = ctx.s;
  const stage = s.phase.kind === 'deploy' ? s.phase.infiltrators : false;
  const order: Seat[] = last
    ? [otherSeat(last), last]
    : [s.firstToDeploy ?? 'a', otherSeat(s.firstToDeploy ?? 'a')];
  for (const seat of order) {
    if (toDeploy(s, seat, stage).length > 0) {
      s.phase = { kind: 'deploy', seat, infiltrators: stage };
      return;
    }
  }
  if (!stage && SCENARIOS[s.options.scenario].infiltrators) {
    const first = s.firstToDeploy ?? 'a';
    for (const seat of [first, otherSeat(first)]) {
      if (toDeploy(s, seat, true).length > 0) {
        s.phase = { kind: 'deploy', seat, infiltrators: true };
        return;
      }
    }
  }
  startTurn(ctx);
}

export function deployOptions(s: TrenchState, seat: Seat): Option[] {
  if (s.phase.kind !== 'deploy' || s.phase.seat !== seat) return [];
  const models = toDeploy(s, seat, s.phase.infiltrators).map((m) => m.id);
  return [{ type: 'deploy', models, zone: s.warbands[seat].zone!, infiltrators: s.phase.infiltrators }];
}
