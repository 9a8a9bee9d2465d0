import { cloneState } from '../state/clone.js';
import type { MatchState } from '../state/types.js';
import { StateKeys } from './state-key.js';
import { type Goal, type Leaf, OddsTree, type Outcome, type Values } from './tree.js';

/**
 * A loose ball (bounces, failed catches, throw-ins) solved as an absorbing Markov chain. Its points are
 * the states where the ball is about to move (a bounce or a throw-in is next). From each point the
 * engine's own procedures are run on branching dice once, until the ball is about to move again or comes
 * to rest (held, on the ground, or a roll the question stops at): that gives the chances of going on to
 * each next point and of coming to rest in each state. The chain is then solved exactly, loops included
 * (a ball bouncing between two catchers who keep dropping it costs one small linear solve, not the paths a
 * tree would follow down to NEGLIGIBLE).
 *
 * The ball's procedures read the state but never the procedures under them, so the chain is run on the
 * ball's procedure alone (the stack cut under it) and the cut part is put back under each resting state.
 * Every pass from one position then shares one chain: the receiver, the target square and whether the
 * throw was Accurate lie in the pass procedure, below the cut.
 *
 * Only for chains whose decisions are the fixed test re-roll policy (the choice does not depend on what
 * the options are worth): at any other decision the chain gives up and the tree runs the ball on itself.
 */

/** The ball is about to move: a bounce or a throw-in is next. */
const isPoint = (s: MatchState): boolean => {
  const top = s.stack[s.stack.length - 1];
  return s.decision === null && (top?.kind === 'bounce' || top?.kind === 'throw-in');
};

/** The decisions the tree takes by its fixed test re-roll policy (values are not compared). */
const fixedChoice = (s: MatchState): boolean =>
  s.decision?.kind === 'reroll' && s.stack[s.stack.length - 1]?.kind === 'test';

class GiveUp extends Error {}
/** Placeholder values of the chain's leaves (never compared: see `fixedChoice`). */
const NEXT_POINT: Values = [0, 0];
const REST: Values = [0, 0];

interface Point {
  readonly s: MatchState;
  /** Chances of going on to other points (by index), and of coming to rest in states (by rest index). */
  to?: Map<number, number>;
  ends?: Map<number, number>;
  /** The chance of coming to rest in each state, once solved. */
  solved?: Map<number, number>;
}

/** One loose-ball chain, shared by every question asked from one position (`looseBallOf`). */
export class LooseBall {
  #keys: StateKeys | null = null;
  readonly #points: Point[] = [];
  readonly #pointAt = new Map<string, number>();
  /** The states the ball comes to rest in (their stack is what was above the cut: empty, or settled). */
  readonly rests: Leaf[] = [];
  readonly #restAt = new Map<string, number>();
  #off = false;

  /** `settled`: where the dice stop (as the question's `Goal.settled`: a touchdown, an armour roll). */
  constructor(readonly settled: (s: MatchState) => boolean) {}

  #key(s: MatchState): string {
    this.#keys ??= new StateKeys(s);
    return this.#keys.key(s);
  }

  #pointOf(s: MatchState): number {
    const k = this.#key(s);
    let i = this.#pointAt.get(k);
    if (i === undefined) {
      i = this.#points.length;
      this.#points.push({ s });
      this.#pointAt.set(k, i);
    }
    return i;
  }

  #restOf(leaf: Leaf): number {
    const k = `${leaf.settled ? 1 : 0}${this.#key(leaf.s)}`;
    let i = this.#restAt.get(k);
    if (i === undefined) {
      i = this.rests.length;
      this.rests.push(leaf);
      this.#restAt.set(k, i);
    }
    return i;
  }

  /** One point's runs: up to the next points or the ball at rest. */
  #expand(pt: Point): void {
    const top = pt.s.stack[pt.s.stack.length - 1];
    const step = new OddsTree({
      side: 'home',
      settled: this.settled,
      value: (s, settled) => {
        if (settled) return REST;
        if (!fixedChoice(s)) throw new GiveUp();
        return null;
      },
      answered: (s) =>
        s.stack.length === 0 ? REST : isPoint(s) && s.stack[s.stack.length - 1] !== top ? NEXT_POINT : null,
    });
    const out = step.state(pt.s);
    const to = new Map<number, number>();
    const ends = new Map<number, number>();
    for (const [leaf, p] of out.leaves) {
      if (leaf.values === NEXT_POINT) {
        const j = this.#pointOf(leaf.s);
        to.set(j, (to.get(j) ?? 0) + p);
      } else {
        const j = this.#restOf(leaf);
        ends.set(j, (ends.get(j) ?? 0) + p);
      }
    }
    pt.to = to;
    pt.ends = ends;
  }

  /**
   * Where the ball comes to rest from `s` (a point whose stack is the ball's procedure alone): chance by
   * rest index. Null when the chain gave up.
   */
  rest(s: MatchState): ReadonlyMap<number, number> | null {
    if (this.#off) return null;
    const i = this.#pointOf(s);
    const pt = this.#points[i] as Point;
    if (!pt.solved) {
      try {
        // Points met before were expanded and solved with everything they reach.
        for (let j = i; j < this.#points.length; j++) {
          const q = this.#points[j] as Point;
          if (!q.to) this.#expand(q);
        }
        for (const part of strongParts(this.#points, i)) solvePart(this.#points, part);
      } catch (e) {
        if (!(e instanceof GiveUp)) throw e;
        this.#off = true;
        return null;
      }
    }
    return pt.solved as Map<number, number>;
  }
}

const chains = new WeakMap<MatchState, LooseBall>();

/** The chain shared by the questions asked about position `s` (the passes to each team-mate). */
export function looseBallOf(s: MatchState, settled: (s: MatchState) => boolean): LooseBall {
  let c = chains.get(s);
  if (!c || c.settled !== settled) {
    c = new LooseBall(settled);
    chains.set(s, c);
  }
  return c;
}

/**
 * A `Goal.solved` for `goal`, by `chain`. The goal must stay open while the ball moves (a pass is not
 * answered before the ball is held or at rest), and stop its dice where `chain.settled` does.
 */
export function looseBall(goal: Goal, chain: LooseBall): (s: MatchState) => Outcome | null {
  /** The outcome from each resting state with a stack put back under it, by rest index and that stack. */
  const after = new Map<string, Outcome>();
  /** The outcome from each point (by its resting chances, one map a point) with each stack under it. */
  const outcomes = new WeakMap<ReadonlyMap<number, number>, Map<string, Outcome>>();
  return (s) => {
    if (!isPoint(s)) return null;
    const lower = s.stack.slice(0, -1);
    // The engine hands the procedure under the ball a cleared result when the ball's last procedure ends:
    // the chain cannot, so a result still waiting there is left to the tree (procedures take theirs first).
    if (lower[lower.length - 1]?.result !== undefined) return null;
    const cut = cloneState(s);
    cut.stack = s.stack.slice(-1);
    const rest = chain.rest(cut);
    if (!rest) return null;
    const under = JSON.stringify(lower);
    // The same point under the same stack, met again by another decision's paths.
    const known = outcomes.get(rest)?.get(under);
    if (known) return known;
    let v = 0;
    let w = 0;
    const leaves = new Map<Leaf, number>();
    for (const [j, p] of rest) {
      const k = `${j}\u0000${under}`;
      let o = after.get(k);
      if (!o) {
        const r = chain.rests[j] as Leaf;
        const x = cloneState(r.s);
        x.stack = [...lower, ...r.s.stack];
        if (r.settled) {
          const values = goal.value(x, true) ?? [0, 0];
          o = { values, leaves: new Map([[{ s: x, settled: true, values }, 1]]) };
        } else o = new OddsTree(goal).state(x);
        after.set(k, o);
      }
      v += p * o.values[0];
      w += p * o.values[1];
      for (const [leaf, q] of o.leaves) leaves.set(leaf, (leaves.get(leaf) ?? 0) + p * q);
    }
    const out: Outcome = { values: [v, w], leaves };
    let byUnder = outcomes.get(rest);
    if (!byUnder) {
      byUnder = new Map();
      outcomes.set(rest, byUnder);
    }
    byUnder.set(under, out);
    return out;
  };
}

/**
 * The strongly connected parts among the unsolved points reachable from `start` (Tarjan's, without
 * recursion), each listed after every part it leads to: solved in this order, a part only needs parts
 * already solved.
 */
function strongParts(points: readonly Point[], start: number): number[][] {
  const index = new Map<number, number>();
  const low = new Map<number, number>();
  const onStack = new Set<number>();
  const stack: number[] = [];
  const parts: number[][] = [];
  let next = 0;
  const work: { v: number; it: Iterator<number> }[] = [];
  const visit = (v: number) => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    work.push({ v, it: (points[v] as Point).to?.keys() ?? [].values() });
  };
  if ((points[start] as Point).solved) return parts;
  visit(start);
  while (work.length > 0) {
    const top = work[work.length - 1] as { v: number; it: Iterator<number> };
    const r = top.it.next();
    if (!r.done) {
      const w = r.value;
      if ((points[w] as Point).solved) continue;
      if (!index.has(w)) visit(w);
      else if (onStack.has(w)) low.set(top.v, Math.min(low.get(top.v) as number, index.get(w) as number));
      continue;
    }
    work.pop();
    const v = top.v;
    const parent = work[work.length - 1];
    if (parent) low.set(parent.v, Math.min(low.get(parent.v) as number, low.get(v) as number));
    if (low.get(v) === index.get(v)) {
      const part: number[] = [];
      let w: number;
      do {
        w = stack.pop() as number;
        onStack.delete(w);
        part.push(w);
      } while (w !== v);
      parts.push(part);
    }
  }
  return parts;
}

/** Adds `p` times `from` into `into`. */
function addInto(into: Map<number, number>, from: ReadonlyMap<number, number>, p: number): void {
  for (const [j, q] of from) into.set(j, (into.get(j) ?? 0) + p * q);
}

/**
 * Solves one strongly connected part: x = b + Q x, with b the direct ends and the chances through the
 * solved points outside the part, Q the chances between the part's points. x = (I − Q)⁻¹ b, by
 * Gauss–Jordan elimination on the part's (small) matrix.
 */
function solvePart(points: readonly Point[], part: readonly number[]): void {
  const k = part.length;
  const at = new Map<number, number>();
  for (let i = 0; i < k; i++) at.set(part[i] as number, i);
  const b: Map<number, number>[] = [];
  const q: Float64Array[] = [];
  for (const v of part) {
    const pt = points[v] as Point;
    const row = new Float64Array(k);
    const bi = new Map(pt.ends);
    for (const [w, p] of pt.to as Map<number, number>) {
      const i = at.get(w);
      if (i !== undefined) row[i] = (row[i] as number) + p;
      else addInto(bi, (points[w] as Point).solved as Map<number, number>, p);
    }
    q.push(row);
    b.push(bi);
  }
  if (k === 1 && (q[0] as Float64Array)[0] === 0) {
    (points[part[0] as number] as Point).solved = b[0] as Map<number, number>;
    return;
  }
  // a = I − Q, inverted in place alongside the identity.
  const a: Float64Array[] = q.map((row, i) => {
    const r = new Float64Array(2 * k);
    for (let j = 0; j < k; j++) r[j] = (i === j ? 1 : 0) - (row[j] as number);
    r[k + i] = 1;
    return r;
  });
  for (let c = 0; c < k; c++) {
    let piv = c;
    for (let r = c + 1; r < k; r++)
      if (Math.abs((a[r] as Float64Array)[c] as number) > Math.abs((a[piv] as Float64Array)[c] as number))
        piv = r;
    [a[c], a[piv]] = [a[piv] as Float64Array, a[c] as Float64Array];
    const pr = a[c] as Float64Array;
    const d = pr[c] as number;
    for (let j = 0; j < 2 * k; j++) pr[j] = (pr[j] as number) / d;
    for (let r = 0; r < k; r++) {
      if (r === c) continue;
      const row = a[r] as Float64Array;
      const f = row[c] as number;
      if (f === 0) continue;
      for (let j = 0; j < 2 * k; j++) row[j] = (row[j] as number) - f * (pr[j] as number);
    }
  }
  for (let i = 0; i < k; i++) {
    const x = new Map<number, number>();
    const row = a[i] as Float64Array;
    for (let j = 0; j < k; j++) {
      const m = row[k + j] as number;
      if (m !== 0) addInto(x, b[j] as Map<number, number>, m);
    }
    (points[part[i] as number] as Point).solved = x;
  }
}
