import { type Blocker, blocks, type Point3 } from './blockers.js';
import { type Body, heightOf, radiusOf } from './body.js';
import { length, type Point, sub } from './vec.js';

/** A point on the target the shooter tries to see, and the pieces of terrain in the way. */
export interface SightSample {
  at: Point3;
  blockedBy: string[];
}

export interface SightLine {
  /** Some part of the target can be seen. */
  visible: boolean;
  /** The whole target can be seen. */
  fully: boolean;
  samples: SightSample[];
}

/** House rule: eyes at 90% of a model's height. */
const EYE = 0.9;
const SAMPLE_HEIGHTS = [0.1, 0.5, 0.9];
const SAMPLE_WIDTHS = [-0.8, 0, 0.8];

export function eyeOf(body: Body): Point3 {
  return { x: body.position.x, y: body.position.y, z: body.z + heightOf(body) * EYE };
}

/**
 * The target's silhouette as seen from `from`: nine points across its width and up its height. A Down
 * model is stood up for the check (seed, Warrior Down!), so the height is always the standing one.
 */
export function silhouette(from: Point, target: Body): Point3[] {
  const d = sub(target.position, from);
  const len = length(d);
  const side: Point = len === 0 ? { x: 1, y: 0 } : { x: -d.y / len, y: d.x / len };
  const r = radiusOf(target);
  const h = heightOf(target);
  const out: Point3[] = [];
  for (const w of SAMPLE_WIDTHS) {
    for (const k of SAMPLE_HEIGHTS) {
      out.push({
        x: target.position.x + side.x * r * w,
        y: target.position.y + side.y * r * w,
        z: target.z + h * k,
      });
    }
  }
  return out;
}

/**
 * True line of sight from the model's eyes, all round (seed, Ranged Attacks): straight lines from the eye
 * to the target's silhouette, stopped by terrain. Models do not block sight (house rule, README).
 */
export function lineOfSight(blockers: readonly Blocker[], from: Body, to: Body): SightLine {
  const eye = eyeOf(from);
  const samples = silhouette(from.position, to).map((at) => ({
    at,
    blockedBy: [...new Set(blockers.filter((b) => blocks(b, eye, at)).map((b) => b.piece))],
  }));
  const seen = samples.filter((s) => s.blockedBy.length === 0).length;
  return { visible: seen > 0, fully: seen === samples.length, samples };
}
