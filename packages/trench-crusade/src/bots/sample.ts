import { check } from '../engine/apply.js';
import type { Command } from '../engine/commands.js';
import type { Option } from '../engine/options.js';
import { baseRadius } from '../geometry/base.js';
import { distance, type Point, pointInPolygon } from '../geometry/vec.js';
import { model } from '../state/query.js';
import type { TrenchState } from '../state/types.js';
import type { Seat } from '../types.js';
import { type BotRandom, pick } from './random.js';

/** True when the game would accept the command: the same check `apply` makes. */
export function accepted(s: TrenchState, seat: Seat, c: Command): boolean {
  return typeof check(s, seat, c) === 'function';
}

function randomPointIn(random: BotRandom, zone: readonly Point[]): Point {
  const xs = zone.map((p) => p.x);
  const ys = zone.map((p) => p.y);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  for (;;) {
    const p = { x: x0 + ((x1 - x0) * random(1000)) / 1000, y: y0 + ((y1 - y0) * random(1000)) / 1000 };
    if (pointInPolygon(p, zone)) return p;
  }
}

/** A point `d` inches from `from` toward `to`. */
export function toward(from: Point, to: Point, d: number): Point {
  const len = distance(from, to);
  if (len === 0) return from;
  const k = Math.min(1, d / len);
  return { x: from.x + (to.x - from.x) * k, y: from.y + (to.y - from.y) * k };
}

export function around(from: Point, d: number, angle: number): Point {
  return { x: from.x + Math.cos(angle) * d, y: from.y + Math.sin(angle) * d };
}

/** Tries candidates in order and returns the first the game accepts. */
export function firstAccepted(s: TrenchState, seat: Seat, candidates: Iterable<Command>): Command | null {
  for (const c of candidates) if (accepted(s, seat, c)) return c;
  return null;
}

function* randomDeploys(
  _s: TrenchState,
  random: BotRandom,
  o: Extract<Option, { type: 'deploy' }>,
): Generator<Command> {
  for (let i = 0; i < 300; i++) {
    const m = pick(random, o.models);
    const zone =
      o.infiltrators && i % 2 === 0
        ? [
            { x: 0, y: 0 },
            { x: 48, y: 0 },
            { x: 48, y: 48 },
            { x: 0, y: 48 },
          ]
        : o.zone;
    yield { type: 'deploy', model: m, at: randomPointIn(random, zone) };
  }
}

function* randomMoves(
  s: TrenchState,
  random: BotRandom,
  type: 'move' | 'dash' | 'retreat',
  id: string,
  movement: number,
): Generator<Command> {
  const m = model(s, id);
  for (let i = 0; i < 24; i++) {
    const to = around(m.position!, (movement * (1 + random(100))) / 101, (random(360) * Math.PI) / 180);
    yield { type, model: id, path: [{ kind: 'walk', to }] } as Command;
  }
}

/** A straight charge that ends just within 1" of the target, or null. */
export function* chargePaths(s: TrenchState, id: string, target: string): Generator<Command> {
  const m = model(s, id);
  const t = model(s, target);
  const gap = baseRadius(m.baseMm) + baseRadius(t.baseMm) + 0.5;
  for (const angle of [0, 0.5, -0.5, 1, -1]) {
    const dir = Math.atan2(m.position!.y - t.position!.y, m.position!.x - t.position!.x) + angle;
    yield {
      type: 'charge',
      model: id,
      targets: [target],
      path: [{ kind: 'walk', to: around(t.position!, gap, dir) }],
    };
  }
}

/** A concrete, accepted command for an option, chosen at random; null when none was found. */
export function sampleOption(s: TrenchState, seat: Seat, o: Option, random: BotRandom): Command | null {
  switch (o.type) {
    case 'choose-zone':
      return { type: 'choose-zone', edge: pick(random, o.edges) };
    case 'field': {
      const models = [...o.models].sort(() => random(3) - 1).slice(0, o.max);
      return { type: 'field', models };
    }
    case 'deploy':
      return firstAccepted(s, seat, randomDeploys(s, random, o));
    case 'choose-first':
      return { type: 'choose-first', first: pick(random, o.seats) };
    case 'activate':
      return { type: 'activate', model: pick(random, o.models) };
    case 'stand':
      return { type: 'stand', model: o.model };
    case 'move':
    case 'dash':
    case 'retreat':
      return firstAccepted(s, seat, randomMoves(s, random, o.type, o.model, o.movement));
    case 'charge':
      return firstAccepted(s, seat, chargePaths(s, o.model, pick(random, o.targets).model));
    case 'shoot': {
      const w = pick(random, o.weapons);
      const target = pick(random, w.targets);
      return {
        type: 'shoot',
        model: o.model,
        weapon: w.weapon,
        targets: w.repeat ? Array(w.shots).fill(target) : [target],
      };
    }
    case 'melee': {
      const w = pick(random, o.weapons);
      const offHand = o.declareOffHand?.find((x) => x !== w.weapon);
      return {
        type: 'melee',
        model: o.model,
        weapon: w.weapon,
        target: pick(random, w.targets),
        ...(offHand !== undefined ? { offHand } : {}),
      };
    }
    case 'ability': {
      if (o.targets.length === 0) return { type: 'ability', model: o.model, ability: o.ability };
      const t = pick(random, o.targets);
      return {
        type: 'ability',
        model: o.model,
        ability: o.ability,
        target: t.model,
        use: pick(random, t.uses),
      };
    }
    case 'end-activation':
      return { type: 'end-activation', model: o.model };
    case 'spend-blood': {
      const left = new Map<string, number>();
      const spend = o.rolls.map((r) => {
        const have = left.get(r.model) ?? model(s, r.model).bloodMarkers;
        const bloodbath = r.bloodbath !== null && have >= r.bloodbath && random(2) === 0;
        const after = have - (bloodbath ? r.bloodbath! : 0);
        const markers = random(after + 1);
        left.set(r.model, after - markers);
        return { markers, ...(bloodbath ? { bloodbath: true } : {}) };
      });
      return { type: 'spend-blood', spend };
    }
    case 'free-attacks':
      return {
        type: 'free-attacks',
        attacks: o.attackers.map((a) => ({
          model: a.model,
          weapon: random(3) === 0 ? null : pick(random, a.weapons),
        })),
      };
    case 'fall-side':
      return { type: 'fall-side', side: pick(random, o.sides) };
    case 'concede':
      return null;
  }
}
