import { legalCommands } from '../engine/apply.js';
import type { Command } from '../engine/commands.js';
import type { Option } from '../engine/options.js';
import { baseRadius } from '../geometry/base.js';
import { coverFrom } from '../geometry/cover.js';
import { distance, type Point, pointInPolygon } from '../geometry/vec.js';
import { bodyOf, distanceBetween, enemiesOf, model } from '../state/query.js';
import type { Model, TrenchState } from '../state/types.js';
import type { Seat } from '../types.js';
import type { BotRandom } from './random.js';
import { around, chargePaths, firstAccepted, toward } from './sample.js';

type Of<T extends Option['type']> = Extract<Option, { type: T }>;

function nearestEnemy(s: TrenchState, m: Model): Model | undefined {
  return enemiesOf(s, m).sort((p, q) => distanceBetween(m, p) - distanceBetween(m, q))[0];
}

/** Grid points of a zone, those nearest the middle of the table first. */
function* zoneGrid(zone: readonly Point[]): Generator<Point> {
  const points: Point[] = [];
  for (let x = 2; x < 48; x += 2.5)
    for (let y = 1; y < 48; y += 1.5) if (pointInPolygon({ x, y }, zone)) points.push({ x, y });
  points.sort((p, q) => Math.abs(p.y - 24) - Math.abs(q.y - 24) || Math.abs(p.x - 24) - Math.abs(q.x - 24));
  yield* points;
}

/** Moves toward the nearest enemy, stopping short of melee, trying shorter and bent paths when blocked. */
function* advance(s: TrenchState, type: 'move' | 'dash', m: Model, movement: number): Generator<Command> {
  const enemy = nearestEnemy(s, m);
  if (!enemy?.position || !m.position) return;
  const gap = baseRadius(m.baseMm) + baseRadius(enemy.baseMm) + 1.2;
  const reach = Math.min(movement, distance(m.position, enemy.position) - gap);
  if (reach <= 0.2) return;
  const heading = Math.atan2(enemy.position.y - m.position.y, enemy.position.x - m.position.x);
  for (const k of [1, 0.75, 0.5, 0.25]) {
    for (const bend of [0, 0.4, -0.4, 0.9, -0.9]) {
      const to =
        bend === 0
          ? toward(m.position, enemy.position, reach * k)
          : around(m.position, reach * k, heading + bend);
      yield { type, model: m.id, path: [{ kind: 'walk', to }] } as Command;
    }
  }
}

function spendAll(s: TrenchState, o: Of<'spend-blood'>): Command {
  const left = new Map<string, number>();
  const spend = o.rolls.map((r) => {
    const have = left.get(r.model) ?? model(s, r.model).bloodMarkers;
    const bloodbath = r.bloodbath !== null && have >= r.bloodbath;
    const markers = have - (bloodbath ? r.bloodbath! : 0);
    left.set(r.model, 0);
    return { markers, ...(bloodbath ? { bloodbath: true } : {}) };
  });
  return { type: 'spend-blood', spend };
}

function activation(s: TrenchState, seat: Seat, options: Option[]): Command {
  const get = <T extends Option['type']>(t: T) => options.find((o): o is Of<T> => o.type === t);
  const end = get('end-activation')!;
  const m = model(s, end.model);
  const stand = get('stand');
  if (stand && !stand.risky) return { type: 'stand', model: m.id };
  const melee = get('melee');
  if (melee) {
    const w = melee.weapons[0]!;
    const offHand = melee.declareOffHand?.find((x) => x !== w.weapon);
    return {
      type: 'melee',
      model: m.id,
      weapon: w.weapon,
      target: w.targets[0]!,
      ...(offHand !== undefined ? { offHand } : {}),
    };
  }
  const charge = get('charge');
  if (charge) {
    const seen = charge.targets.filter((t) => t.seen).map((t) => model(s, t.model));
    seen.sort((p, q) => distanceBetween(m, p) - distanceBetween(m, q));
    for (const t of seen) {
      const c = firstAccepted(s, seat, chargePaths(s, m.id, t.id));
      if (c) return c;
    }
  }
  const shoot = get('shoot');
  if (shoot) {
    // The nearest target in the open: one that no terrain gives cover from this shooter.
    const open = shoot.weapons.flatMap((w) =>
      w.targets
        .map((id) => model(s, id))
        .filter((t) => !coverFrom(s.battlefield.terrain, bodyOf(m), bodyOf(t)) && !t.dugIn)
        .map((t) => ({ w, t, d: distanceBetween(m, t) })),
    );
    open.sort((p, q) => p.d - q.d || q.w.shots - p.w.shots);
    const best = open[0];
    if (best) {
      const targets = best.w.repeat ? Array(best.w.shots).fill(best.t.id) : [best.t.id];
      return { type: 'shoot', model: m.id, weapon: best.w.weapon, targets };
    }
  }
  const move = get('move');
  if (move) {
    const c = firstAccepted(s, seat, advance(s, 'move', m, move.movement));
    if (c) return c;
  }
  const dash = get('dash');
  const enemy = nearestEnemy(s, m);
  if (dash && !shoot && enemy && distanceBetween(m, enemy) > 8) {
    const c = firstAccepted(s, seat, advance(s, 'dash', m, dash.movement));
    if (c) return c;
  }
  return { type: 'end-activation', model: m.id };
}

/**
 * A simple bot (the issue's): it stands up, fights what it is in melee with, charges the nearest enemy
 * it sees when it can, shoots the nearest target in the open, and otherwise advances on the enemy.
 */
export function simpleBot(s: TrenchState, seat: Seat, random: BotRandom): Command {
  const options = legalCommands(s, seat).filter((o) => o.type !== 'concede');
  const first = options[0];
  if (!first) throw new Error(`the simple bot has nothing to do for ${seat}`);
  switch (first.type) {
    case 'spend-blood':
      return spendAll(s, first);
    case 'free-attacks':
      return {
        type: 'free-attacks',
        attacks: first.attackers.map((a) => ({ model: a.model, weapon: a.weapons[0]! })),
      };
    case 'fall-side':
      return { type: 'fall-side', side: 'take-off' };
    case 'choose-zone':
      return { type: 'choose-zone', edge: first.edges[random(first.edges.length)]! };
    case 'field':
      return { type: 'field', models: first.models.slice(0, first.max) };
    case 'deploy': {
      for (const id of first.models) {
        const c = firstAccepted(
          s,
          seat,
          (function* () {
            for (const at of zoneGrid(first.zone)) yield { type: 'deploy', model: id, at } as Command;
          })(),
        );
        if (c) return c;
      }
      throw new Error('the simple bot found nowhere to deploy');
    }
    case 'choose-first':
      return { type: 'choose-first', first: seat };
    case 'activate': {
      const ms = first.models.map((id) => model(s, id));
      const score = (x: Model) => {
        const e = nearestEnemy(s, x);
        return e ? distanceBetween(x, e) : 99;
      };
      ms.sort((p, q) => score(p) - score(q));
      return { type: 'activate', model: ms[0]!.id };
    }
    default:
      return activation(s, seat, options);
  }
}
