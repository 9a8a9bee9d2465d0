/** Plane geometry in inches: the table's x runs west→east, y south→north. */
export interface Point {
  x: number;
  y: number;
}

/** A simple polygon, vertices in order (either winding). */
export type Polygon = readonly Point[];

/** Below this, two lengths are equal: positions are measured in inches, 1/1000" is far below a die's worth. */
export const EPSILON = 1e-9;

export const sub = (a: Point, b: Point): Point => ({ x: a.x - b.x, y: a.y - b.y });
export const add = (a: Point, b: Point): Point => ({ x: a.x + b.x, y: a.y + b.y });
export const scale = (a: Point, k: number): Point => ({ x: a.x * k, y: a.y * k });
export const dot = (a: Point, b: Point): number => a.x * b.x + a.y * b.y;
export const cross = (a: Point, b: Point): number => a.x * b.y - a.y * b.x;
export const length = (a: Point): number => Math.hypot(a.x, a.y);
export const distance = (a: Point, b: Point): number => Math.hypot(a.x - b.x, a.y - b.y);
export const lerp = (a: Point, b: Point, t: number): Point => ({
  x: a.x + (b.x - a.x) * t,
  y: a.y + (b.y - a.y) * t,
});

export function isPoint(value: unknown): value is Point {
  if (typeof value !== 'object' || value === null) return false;
  const p = value as Point;
  return Number.isFinite(p.x) && Number.isFinite(p.y);
}

/** Even-odd rule; points on an edge count as inside. */
export function pointInPolygon(p: Point, poly: Polygon): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i]!;
    const b = poly[j]!;
    if (distancePointSegment(p, a, b) < EPSILON) return true;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

export function closestOnSegment(p: Point, a: Point, b: Point): Point {
  const ab = sub(b, a);
  const len2 = dot(ab, ab);
  if (len2 === 0) return a;
  const t = Math.max(0, Math.min(1, dot(sub(p, a), ab) / len2));
  return lerp(a, b, t);
}

export function distancePointSegment(p: Point, a: Point, b: Point): number {
  return distance(p, closestOnSegment(p, a, b));
}

export function edges(poly: Polygon): [Point, Point][] {
  return poly.map((a, i) => [a, poly[(i + 1) % poly.length]!]);
}

/** Distance from a point to a polygon's area: 0 inside. */
export function distancePointPolygon(p: Point, poly: Polygon): number {
  if (pointInPolygon(p, poly)) return 0;
  return distancePointBoundary(p, poly);
}

/** Distance from a point to a polygon's outline (also from inside). */
export function distancePointBoundary(p: Point, poly: Polygon): number {
  let best = Number.POSITIVE_INFINITY;
  for (const [a, b] of edges(poly)) best = Math.min(best, distancePointSegment(p, a, b));
  return best;
}

/** The parameter t on ab where it crosses cd, or null when they do not cross. */
export function segmentCrossing(a: Point, b: Point, c: Point, d: Point): number | null {
  const r = sub(b, a);
  const s = sub(d, c);
  const denom = cross(r, s);
  if (Math.abs(denom) < EPSILON) return null;
  const ac = sub(c, a);
  const t = cross(ac, s) / denom;
  const u = cross(ac, r) / denom;
  if (t < -EPSILON || t > 1 + EPSILON || u < -EPSILON || u > 1 + EPSILON) return null;
  return Math.max(0, Math.min(1, t));
}

export function segmentsIntersect(a: Point, b: Point, c: Point, d: Point): boolean {
  if (segmentCrossing(a, b, c, d) !== null) return true;
  // Collinear overlap.
  return (
    distancePointSegment(a, c, d) < EPSILON ||
    distancePointSegment(b, c, d) < EPSILON ||
    distancePointSegment(c, a, b) < EPSILON ||
    distancePointSegment(d, a, b) < EPSILON
  );
}

export function distanceSegmentSegment(a: Point, b: Point, c: Point, d: Point): number {
  if (segmentsIntersect(a, b, c, d)) return 0;
  return Math.min(
    distancePointSegment(a, c, d),
    distancePointSegment(b, c, d),
    distancePointSegment(c, a, b),
    distancePointSegment(d, a, b),
  );
}

/** Distance from segment ab to a polygon's area (0 when it touches or enters it). */
export function distanceSegmentPolygon(a: Point, b: Point, poly: Polygon): number {
  if (pointInPolygon(a, poly) || pointInPolygon(b, poly)) return 0;
  let best = Number.POSITIVE_INFINITY;
  for (const [c, d] of edges(poly)) best = Math.min(best, distanceSegmentSegment(a, b, c, d));
  return best;
}

/** The parts of segment ab inside a polygon, as sorted, disjoint [t0, t1] intervals of its parameter. */
export function segmentInsideIntervals(a: Point, b: Point, poly: Polygon): [number, number][] {
  const ts = [0, 1];
  for (const [c, d] of edges(poly)) {
    const t = segmentCrossing(a, b, c, d);
    if (t !== null) ts.push(t);
  }
  ts.sort((p, q) => p - q);
  const out: [number, number][] = [];
  for (let i = 0; i + 1 < ts.length; i++) {
    const t0 = ts[i]!;
    const t1 = ts[i + 1]!;
    if (t1 - t0 < EPSILON) continue;
    if (!pointInPolygon(lerp(a, b, (t0 + t1) / 2), poly)) continue;
    const last = out[out.length - 1];
    if (last && Math.abs(last[1] - t0) < EPSILON) last[1] = t1;
    else out.push([t0, t1]);
  }
  return out;
}

/** Area-weighted centre of a polygon. */
export function centroid(poly: Polygon): Point {
  let area = 0;
  let cx = 0;
  let cy = 0;
  for (const [a, b] of edges(poly)) {
    const f = cross(a, b);
    area += f;
    cx += (a.x + b.x) * f;
    cy += (a.y + b.y) * f;
  }
  if (Math.abs(area) < EPSILON) return poly[0] ?? { x: 0, y: 0 };
  return { x: cx / (3 * area), y: cy / (3 * area) };
}

/** An axis-aligned rectangle as a polygon. */
export function rectangle(x: number, y: number, width: number, depth: number): Point[] {
  return [
    { x, y },
    { x: x + width, y },
    { x: x + width, y: y + depth },
    { x, y: y + depth },
  ];
}

/** A rectangle of `width` × `depth` centred on `centre`, turned by `angle` radians. */
export function orientedRectangle(centre: Point, width: number, depth: number, angle: number): Point[] {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  return [
    [-width / 2, -depth / 2],
    [width / 2, -depth / 2],
    [width / 2, depth / 2],
    [-width / 2, depth / 2],
  ].map(([dx, dy]) => ({ x: centre.x + dx! * c - dy! * s, y: centre.y + dx! * s + dy! * c }));
}

/** True when a disc of radius r at `centre` lies wholly inside the polygon. */
export function discInsidePolygon(centre: Point, r: number, poly: Polygon): boolean {
  return pointInPolygon(centre, poly) && distancePointBoundary(centre, poly) >= r - EPSILON;
}
