import { DIE_SIDES, type Dice, type DieKind, type RollSite } from '../dice/kinds.js';
import { runOnce, validateCommand } from '../engine/apply.js';
import type { Command } from '../engine/commands.js';
import { Context } from '../engine/context.js';
import { EngineError } from '../engine/errors.js';
import type { Proc } from '../engine/procedure.js';
import { findSkillDef } from '../skills/registry.js';
import { cloneState } from '../state/clone.js';
import { findPlayer } from '../state/query.js';
import type { MatchState } from '../state/types.js';
import type { Side } from '../types.js';
import { StateKeys, sameContent } from './state-key.js';

/**
 * The odds engine: every probability is the engine's own procedures run on dice that branch. Between two
 * procedure runs a match state is plain data, so each run is replayed once per roll path (each face with
 * its probability) and the states it ends in are merged and memoised by their content: a path of N rolls
 * costs about N branchings, not 6^N. Where a coach must decide, the policy (`choose`) picks for it.
 */

/** What each side gets from a state: `[asking side, other side]`. */
export type Values = readonly [number, number];

/** The question the tree answers. */
export interface Goal {
  /** Side asking (its coach maximises the first value, the other coach the second). */
  readonly side: Side;
  /** True when no later roll can change the answer: the roll is not made and the state is a leaf. */
  settled?(s: MatchState): boolean;
  /**
   * The values of a state, or null when the question is still open and the coach who must decide
   * chooses. `settled`: the state is a snapshot taken where `settled` stopped the dice (mid-procedure).
   */
  value(s: MatchState, settled: boolean): Values | null;
  /** Checked after every procedure run: the values when the question is answered here, else null. */
  answered?(s: MatchState): Values | null;
  /** A die whose face the question fixes (a block die showing one face), or undefined to branch. */
  fixed?(kind: DieKind): number | undefined;
  /** Options the deciding coach may not take for this question (a re-roll, for odds without one). */
  allows?(s: MatchState, c: Command): boolean;
  /**
   * The outcome of a state worked out another way (the pass odds' loose ball, solved as a Markov chain),
   * or null: the tree runs it on. Asked where the tree would run a state on, once it is not answered.
   */
  solved?(s: MatchState): Outcome | null;
}

/** A state where the question was answered, and how likely it is. */
export interface Leaf {
  readonly s: MatchState;
  readonly settled: boolean;
  readonly values: Values;
}

export interface Outcome {
  /** Expected values for `[side, other side]` under the policy. */
  readonly values: Values;
  /** The answered states with their probabilities (they add up to 1). */
  readonly leaves: ReadonlyMap<Leaf, number>;
}

class SettledSignal {
  constructor(readonly s: MatchState) {}
}

/** Where `#advance` ends when the dice settle the question before any roll branches: its one leaf. */
class SureEnd {
  constructor(
    readonly p: number,
    readonly end: Outcome,
  ) {}
}

/** Dice for one replay: the faces of `prefix`, then face 1 of every new roll, queueing the other faces. */
class BranchingDice implements Dice {
  prefix: number[] = [];
  at = 0;
  p = 1;
  readonly todo: { prefix: number[]; p: number }[] = [];
  constructor(readonly goal: Goal) {}

  reset(prefix: number[], p: number): void {
    this.prefix = prefix;
    this.at = 0;
    this.p = p;
  }

  roll(kind: DieKind, site?: RollSite): number {
    if (this.at < this.prefix.length) return this.prefix[this.at++] as number;
    const s = site?.s as MatchState | undefined;
    if (s && this.goal.settled?.(s)) throw new SettledSignal(s);
    const fixed = this.goal.fixed?.(kind);
    if (fixed !== undefined) {
      this.prefix = [...this.prefix, fixed];
      this.at += 1;
      return fixed;
    }
    const n = DIE_SIDES[kind];
    if (site?.alike || site?.totalOfTwo) return this.#grouped(n, site);
    const p = this.p / n;
    for (let f = n; f >= 2; f--) this.todo.push({ prefix: [...this.prefix, f], p });
    this.prefix = [...this.prefix, 1];
    this.at += 1;
    this.p = p;
    return 1;
  }

  /**
   * One branch per group of faces the procedure reads alike (`RollSite.alike`), or per total of two dice
   * (`RollSite.totalOfTwo`; both faces go into the path, so the second roll replays its face), each
   * weighted by how many faces (pairs) it stands for.
   */
  #grouped(n: number, site: RollSite): number {
    const groups = new Map<number, { faces: number[]; count: number }>();
    const add = (key: number, faces: number[]) => {
      const g = groups.get(key);
      if (g) g.count += 1;
      else groups.set(key, { faces, count: 1 });
    };
    for (let a = 1; a <= n; a++)
      if (site.totalOfTwo) for (let b = 1; b <= n; b++) add(a + b, [a, b]);
      else add(site.alike?.(a) ?? a, [a]);
    const all = [...groups.values()];
    const ways = site.totalOfTwo ? n * n : n;
    for (let i = all.length - 1; i >= 1; i--) {
      const g = all[i] as { faces: number[]; count: number };
      this.todo.push({ prefix: [...this.prefix, ...g.faces], p: (this.p * g.count) / ways });
    }
    const first = all[0] as { faces: number[]; count: number };
    this.prefix = [...this.prefix, ...first.faces];
    this.at += 1;
    this.p = (this.p * first.count) / ways;
    return first.faces[0] as number;
  }
}

/** Content key of a state (the decision and the event count follow from the rest). */
export function stateKey(s: MatchState): string {
  const d = s.decision;
  const seq = s.eventSeq;
  s.decision = null;
  s.eventSeq = 0;
  try {
    return JSON.stringify(s);
  } finally {
    s.decision = d;
    s.eventSeq = seq;
  }
}

/**
 * A failed test (a Dodge, a Rush, a pick-up, a catch …): re-rolling can only help it pass, so the coach
 * re-rolls at once with the first re-roll it may use in this order: a skill re-roll that needs no roll
 * (Dodge, Sure Feet, Sure Hands, Catch …), the team re-roll, a skill re-roll that needs its own roll
 * (Pro). Null for other decisions (block dice, optional skills …): there the options are compared.
 */
function testReroll(s: MatchState, goal: Goal): Command | null {
  const d = s.decision;
  const top = s.stack[s.stack.length - 1];
  if (d?.kind !== 'reroll' || top?.kind !== 'test') return null;
  const allowed = d.options.filter((o) => !goal.allows || goal.allows(s, o));
  const player = d.player ? findPlayer(s, d.player) : undefined;
  const rank = (o: Command): number => {
    if (o.type !== 'reroll') return 3;
    if (o.source === 'team') return 1;
    const def = player ? findSkillDef(s, player, (x) => x.id === o.source)?.def : undefined;
    return def?.reroll?.needs === undefined ? 0 : 2;
  };
  let best: Command | null = null;
  for (const o of allowed) if (best === null || rank(o) < rank(best)) best = o;
  return best;
}

/** How much a choice spends, to break ties: a coach keeps its team re-roll when it would not help. */
function cost(c: Command): number {
  if (c.type === 'reroll') return c.source === 'team' ? 3 : 2;
  if (c.type === 'use-skill') return 1;
  return 0;
}

/**
 * One roll path of a run: its chance and the state it ends in (a snapshot when the dice settled it).
 * `remake`: makes a new state with the content `s` has now, so `s` itself may be run on (it is the
 * path's own: nothing else holds it).
 */
interface Run {
  p: number;
  s: MatchState;
  settled: boolean;
  remake?: () => MatchState;
}

/** A distinct state met while exploring, with the chance waiting to run on from it. */
interface Node {
  readonly s: MatchState;
  mass: number;
  queued: boolean;
  /** Its outcome when it runs no further (null: it runs on), once known. */
  end?: Outcome | null;
  /** The chance of reaching it that `end` was worked out for. */
  endReach?: number;
  /** Its runs, once worked out: each roll path's chance and the state it leads to (or its leaf). */
  next?: { p: number; node?: Node; end?: Outcome }[];
  /** Its leaf when a path reaching it is too unlikely to follow. */
  cut?: Outcome;
}

const MAX_RUNS = 1_000_000;
/** Results of one run compared pairwise when merged (more are merged by keys). */
const PAIRWISE = 12;
/** Paths less likely than this are not followed further (their chance is kept, as they stand). */
export const NEGLIGIBLE = 1e-9;

/** One tree for one question: memoised per state, so ask it many times (each step of a path). */
export class OddsTree {
  readonly #dice: BranchingDice;
  #runs = 0;
  /** Runs allowed until the question asked from outside is answered (a guard against runaway trees). */
  #limit = 0;
  #depth = 0;
  /**
   * Outcomes already worked out, by the state's content and the command taken there, with the chance
   * of reaching that decision they were worked out for (a path cut there is NEGLIGIBLE of the whole).
   */
  readonly #memo = new Map<string, { out: Outcome; reach: number }>();
  /** Decisions being worked out now (on the call stack), with the chance they were reached with. */
  readonly #open = new Map<string, number>();
  /**
   * Chance of reaching the state `#explore` works from, from the state asked about from outside. A path
   * is cut where its whole chance, not its chance from the last decision, falls below NEGLIGIBLE: a
   * ball bouncing between two catchers who may re-roll goes through a decision on every catch, and
   * would otherwise never get unlikely enough to stop.
   */
  #reach = 1;
  #keys: StateKeys | null = null;
  /** States whose next run `#advance` already made once: that run's first roll path and the others to make. */
  readonly #started = new WeakMap<MatchState, { first: Run; todo: { prefix: number[]; p: number }[] }>();

  constructor(readonly goal: Goal) {
    this.#dice = new BranchingDice(goal);
  }

  /** The content key of a state (the first state asked about is the root the keys are spelt from). */
  #key(s: MatchState): string {
    this.#keys ??= new StateKeys(s);
    return this.#keys.key(s);
  }

  /** Procedure runs made so far (each replay counts). */
  get runs(): number {
    return this.#runs;
  }

  /**
   * The outcome of `command` in `state` (a state with a pending decision that offers it). `reach`: the
   * chance of being at this decision (1 when asked from outside).
   */
  command(state: MatchState, command: Command, reach = 1): Outcome {
    const chosen = validateCommand(state, command);
    // Asked from outside, a command that rolls nothing on the way to its answer (a step that needs no
    // Dodge nor Rush) is answered by one plain run, with no tree and no keys.
    if (this.#depth === 0) {
      const sure = this.#certain(state, chosen);
      if (sure) return sure;
    }
    // The same decision reached by other roll paths (or asked again for the next step) is answered once,
    // unless it was worked out for a less likely path (its cuts were coarser than this one needs).
    const key = `${this.#key(state)}\u0000${JSON.stringify(chosen)}`;
    const known = this.#memo.get(key);
    if (known && known.reach >= reach) return known.out;
    const open = this.#open.get(key);
    // Met again while being worked out with no less chance: no roll between, the policy would loop.
    if (open !== undefined && reach >= open)
      throw new EngineError(`odds: ${chosen.type} leads back to itself`);
    const handed = (): MatchState => {
      const s = cloneState(state);
      const top = new Context(s, NO_DICE, []).own();
      if (!top) throw new EngineError('odds: empty stack');
      top.input = chosen;
      return s;
    };
    const s = handed();
    const outer = this.#reach;
    this.#reach = reach;
    this.#open.set(key, reach);
    try {
      const out = this.#guarded(() => this.#explore(s, handed));
      this.#memo.set(key, { out, reach });
      return out;
    } finally {
      this.#reach = outer;
      if (open === undefined) this.#open.delete(key);
      else this.#open.set(key, open);
    }
  }

  /**
   * The outcome of `chosen` when the procedures reach its answer without a roll (the answer, the end,
   * or a decision `Goal.value` answers), else null: then the tree works it out.
   */
  #certain(state: MatchState, chosen: Command): Outcome | null {
    const s = cloneState(state);
    const ctx = new Context(s, NEEDS_ROLL, []);
    const top = ctx.own();
    if (!top) throw new EngineError('odds: empty stack');
    top.input = chosen;
    try {
      for (let guard = 0; guard < 10_000; guard++) {
        const done = this.goal.answered?.(s);
        if (done) return this.#leaf(s, false, done);
        if (s.decision) {
          const values = this.goal.value(s, false);
          return values ? this.#leaf(s, false, values) : null;
        }
        if (s.stack.length === 0) return this.#leaf(s, false, this.goal.value(s, false) ?? [0, 0]);
        runOnce(ctx);
      }
    } catch (e) {
      if (e === ROLLED) return null;
      throw e;
    }
    throw new EngineError('odds: no roll or decision');
  }

  #guarded(f: () => Outcome): Outcome {
    if (this.#depth === 0) this.#limit = this.#runs + MAX_RUNS;
    this.#depth += 1;
    try {
      return f();
    } finally {
      this.#depth -= 1;
    }
  }

  /** The outcome of a state as it stands (a pending decision is answered by the policy). */
  state(state: MatchState): Outcome {
    return this.#guarded(() => this.#explore(state));
  }

  #leaf(s: MatchState, settled: boolean, values: Values): Outcome {
    const leaf: Leaf = { s, settled, values };
    return { values, leaves: new Map([[leaf, 1]]) };
  }

  /**
   * Runs the procedures from `start` one run at a time, all roll paths side by side. Paths that reach the
   * same state are merged (by content), whenever they reach it: a state waiting to run gathers every
   * path's chance first, and a state met again later (a ball thrown in from the same square twice)
   * reuses its worked-out runs, so each distinct state is run once. The chance is pushed on along the
   * runs; a path less likely than NEGLIGIBLE stops where it stands.
   */
  #explore(start: MatchState, remake?: () => MatchState): Outcome {
    let v = 0;
    let w = 0;
    const leaves = new Map<Leaf, number>();
    const take = (p: number, o: Outcome) => {
      v += p * (o.values[0] as number);
      w += p * (o.values[1] as number);
      for (const [leaf, q] of o.leaves) leaves.set(leaf, (leaves.get(leaf) ?? 0) + p * q);
    };
    const nodes = new Map<string, Node>();
    const nodeOf = (s: MatchState): Node => {
      const key = this.#key(s);
      let n = nodes.get(key);
      if (!n) {
        n = { s, mass: 0, queued: false };
        nodes.set(key, n);
      }
      return n;
    };
    const queue: Node[] = [];
    const send = (p: number, n: Node) => {
      n.mass += p;
      if (!n.queued) {
        n.queued = true;
        queue.push(n);
      }
    };
    const first = this.#advance(start, remake);
    if (first instanceof SureEnd) take(first.p, first.end);
    else send(1, nodeOf(first));
    for (let i = 0; i < queue.length; i++) {
      const n = queue[i] as Node;
      const p = n.mass;
      n.mass = 0;
      n.queued = false;
      // A decision met again by a likelier path is worked out again, with the finer cuts it needs.
      const reach = this.#reach * p;
      if (n.end === undefined || (n.s.decision && (n.endReach ?? 0) < reach)) {
        n.end = this.#end(n.s, reach);
        n.endReach = reach;
      }
      if (n.end) {
        take(p, n.end);
        continue;
      }
      if (!n.next)
        n.next = this.#merged(this.#runOnce(n.s)).map((r) => {
          if (r.settled) return { p: r.p, end: this.#leaf(r.s, true, this.goal.value(r.s, true) ?? [0, 0]) };
          const to = this.#advance(r.s, r.remake);
          return to instanceof SureEnd ? { p: r.p * to.p, end: to.end } : { p: r.p, node: nodeOf(to) };
        });
      for (const x of n.next) {
        if (x.end) take(p * x.p, x.end);
        else if (this.#reach * p * x.p < NEGLIGIBLE) {
          // A path this unlikely (a ball bouncing between two players who keep dropping it) stops here.
          const to = x.node as Node;
          to.cut ??= this.#leaf(to.s, true, this.goal.value(to.s, true) ?? [0, 0]);
          take(p * x.p, to.cut);
        } else send(p * x.p, x.node as Node);
      }
      // The queue only grows: drop what has been handled now and then.
      if (i > 4096) {
        queue.splice(0, i + 1);
        i = -1;
      }
    }
    return { values: [v, w], leaves };
  }

  /** The outcome of a state that runs no further here (answered, a decision, the end), or null. */
  #end(s: MatchState, reach: number): Outcome | null {
    const done = this.goal.answered?.(s);
    if (done) return this.#leaf(s, false, done);
    if (s.decision) return this.#decide(s, reach);
    if (s.stack.length === 0) return this.#leaf(s, false, this.goal.value(s, false) ?? [0, 0]);
    return this.goal.solved?.(s) ?? null;
  }

  /**
   * The results of one run with equal states merged (settled snapshots are kept apart). A run has a few
   * results that mostly differ near the top of the stack: they are compared with each other directly
   * (`sameContent`, no key spelt); a run with many results is merged by keys.
   */
  #merged(rs: Run[]): Run[] {
    if (rs.length < 2) return rs;
    const out: Run[] = [];
    if (rs.length <= PAIRWISE) {
      for (const r of rs) {
        const g = r.settled ? undefined : out.find((o) => !o.settled && sameContent(o.s, r.s));
        if (g) g.p += r.p;
        else out.push(r);
      }
      return out;
    }
    const seen = new Map<string, Run>();
    for (const r of rs) {
      if (r.settled) {
        out.push(r);
        continue;
      }
      // A keyed state is never changed after (its key is kept): it is no longer the path's own to run on.
      r.remake = undefined;
      const key = this.#key(r.s);
      const g = seen.get(key);
      if (g) g.p += r.p;
      else {
        out.push(r);
        seen.set(key, r);
      }
    }
    return out;
  }

  /**
   * Runs procedures one at a time while they roll nothing; returns the state before the first run that
   * rolls (or the decision, the empty stack, the answer). Paths are merged only there, where the result
   * of the last roll has been read. A run that is stopped by `Goal.settled` before it branches ends in one
   * snapshot for certain: that leaf is returned instead (no state to merge, nothing to replay).
   *
   * The runs are made on one copy of `start`: a run that rolls nothing leaves no state anyone needs, so
   * it is not copied first. Only when a later run rolls is the state before it needed (its other roll
   * paths are replayed from it): it is remade then, from a second copy of `start`, by the runs that
   * rolled nothing (the same runs on the same content, no dice read).
   */
  #advance(start: MatchState, remake?: () => MatchState): MatchState | SureEnd {
    if (this.#stops(start)) return start;
    const dice = this.#dice;
    // A state that is the path's own is run on as it is (and remade if it is needed as it was).
    const cur = remake ? start : cloneState(start);
    // One context for every run on the copy: a procedure it has copied once is its own for later runs.
    const ctx = new Context(cur, dice, []);
    for (let done = 0; done < 10_000; done++) {
      // The run is made on the branching dice: if it rolls, its first path is kept for `#runOnce`.
      dice.todo.length = 0;
      dice.reset([], 1);
      if (++this.#runs > this.#limit) throw new EngineError('odds: too many roll paths');
      let first: Run;
      try {
        const r = runOnce(ctx);
        if (dice.prefix.length === 0) {
          if (r !== 'ran' || this.#stops(cur)) return cur;
          continue;
        }
        first = { p: dice.p, s: cur, settled: false };
      } catch (e) {
        if (!(e instanceof SettledSignal)) throw e;
        // No roll branched before the dice settled: every path from the state before this run ends here.
        if (dice.todo.length === 0) return this.#leafOf(e.s, dice.p);
        first = { p: dice.p, s: e.s, settled: true };
      }
      const todo = dice.todo.slice();
      const prefix = dice.prefix;
      const before = remake
        ? this.#replay(remake(), done)
        : done === 0
          ? start
          : this.#replay(cloneState(start), done);
      if (!first.settled) first.remake = () => this.#rerun(before, prefix);
      this.#started.set(before, { first, todo });
      return before;
    }
    throw new EngineError('odds: no roll or decision');
  }

  /** The run goes no further from `s` (a decision, the empty stack, the answer). */
  #stops(s: MatchState): boolean {
    return Boolean(s.decision) || s.stack.length === 0 || Boolean(this.goal.answered?.(s));
  }

  /** `s` (a new copy) after `runs` procedure runs that roll nothing (as `#advance` made them). */
  #replay(s: MatchState, runs: number): MatchState {
    if (runs === 0) return s;
    const ctx = new Context(s, NO_DICE, []);
    for (let i = 0; i < runs; i++) runOnce(ctx);
    return s;
  }

  /** A new copy of `from` after its next run on the faces of `prefix` (a roll path's result, remade). */
  #rerun(from: MatchState, prefix: readonly number[]): MatchState {
    const s = cloneState(from);
    runOnce(new Context(s, new PrefixDice(prefix), []));
    return s;
  }

  /** A settled snapshot reached for certain (`p`: the chance the dice kept, 1 but for rounding). */
  #leafOf(s: MatchState, p: number): SureEnd {
    return new SureEnd(p, this.#leaf(s, true, this.goal.value(s, true) ?? [0, 0]));
  }

  #decide(s: MatchState, reach: number): Outcome {
    const values = this.goal.value(s, false);
    if (values) return this.#leaf(s, false, values);
    return this.choose(s, reach).outcome;
  }

  /**
   * The policy at a pending decision: the deciding coach takes the option worth most to its side
   * (`Goal.value`); between options worth the same it spends least (no re-roll before a skill re-roll
   * before a team re-roll), then takes the engine's first.
   */
  choose(s: MatchState, reach = 1): { option: Command; outcome: Outcome } {
    const d = s.decision;
    if (!d) throw new EngineError('no decision to take');
    const fixed = testReroll(s, this.goal);
    if (fixed) return { option: fixed, outcome: this.command(s, fixed, reach) };
    const mine = d.team === this.goal.side ? 0 : 1;
    let best: { option: Command; outcome: Outcome } | null = null;
    let bestCost = 0;
    for (const o of d.options) {
      if (this.goal.allows && !this.goal.allows(s, o)) continue;
      const r = this.command(s, o, reach);
      const c = cost(o);
      const gain = best === null ? 1 : (r.values[mine] as number) - (best.outcome.values[mine] as number);
      if (best === null || gain > 1e-12 || (gain > -1e-12 && c < bestCost)) {
        best = { option: o, outcome: r };
        bestCost = c;
      }
    }
    if (!best) throw new EngineError(`odds: no ${d.kind} option`);
    return best;
  }

  /** Replays the top procedure's run once per roll path. */
  #runOnce(s0: MatchState): Run[] {
    const dice = this.#dice;
    dice.todo.length = 0;
    const out: Run[] = [];
    const started = this.#started.get(s0);
    if (started) {
      this.#started.delete(s0);
      out.push({ ...started.first });
      dice.todo.push(...started.todo);
    } else dice.todo.push({ prefix: [], p: 1 });
    while (dice.todo.length > 0) {
      const t = dice.todo.pop() as { prefix: number[]; p: number };
      dice.reset(t.prefix, t.p);
      if (++this.#runs > this.#limit) throw new EngineError('odds: too many roll paths');
      const s = cloneState(s0);
      try {
        runOnce(new Context(s, dice, []));
        const prefix = dice.prefix;
        out.push({ p: dice.p, s, settled: false, remake: () => this.#rerun(s0, prefix) });
      } catch (e) {
        if (!(e instanceof SettledSignal)) throw e;
        out.push({ p: dice.p, s: e.s, settled: true });
      }
    }
    return out;
  }
}

/** Dice replaying one roll path that is known to read no more faces than it has. */
class PrefixDice implements Dice {
  #at = 0;
  constructor(readonly prefix: readonly number[]) {}
  roll(): number {
    const f = this.prefix[this.#at++];
    if (f === undefined) throw new EngineError('odds: a remade run rolled more dice than its path');
    return f;
  }
}

/** Thrown by `NEEDS_ROLL`: the command rolls, so it is not certain. */
const ROLLED = new Error('odds: a roll');
const NEEDS_ROLL: Dice = {
  roll() {
    throw ROLLED;
  },
};

/** Dice for the command's hand-over, which rolls nothing. */
const NO_DICE: Dice = {
  roll() {
    throw new EngineError('odds: a roll');
  },
};

/** Decisions taken in the middle of an action: the question stays open through them. */
export const MID_ACTION: ReadonlySet<string> = new Set([
  'reroll',
  'use-skill',
  'block-die',
  'push',
  'follow-up',
  'interceptor',
  'argue-the-call',
  'bribe',
  'apothecary',
  'apothecary-choice',
  'place-ball',
  'reposition',
]);

/** An armour, injury or casualty roll is next: questions other than foul odds stop there. */
export function injuryRoll(s: MatchState): boolean {
  const top = s.stack[s.stack.length - 1];
  return top !== undefined && (top.kind === 'armour' || top.kind === 'injury' || top.kind === 'casualty');
}

/** Procedures that carry a loose or flying ball (the pass odds read them too). */
export const BALL_PROCS: ReadonlySet<string> = new Set([
  'ball-land',
  'bounce',
  'scatter',
  'throw-in',
  'catch',
  'diving-catch',
]);

/** The ball is on its way somewhere (a bounce, a throw-in …): questions about players stop there. */
export function ballLoose(s: MatchState): boolean {
  const top = s.stack[s.stack.length - 1];
  return top !== undefined && BALL_PROCS.has(top.kind);
}

/** Default stop for the dice: a Turnover, a touchdown, or armour and injury rolls (their own odds). */
export function fallsOrEnds(s: MatchState): boolean {
  return s.turnState?.turnover != null || s.touchdownBy !== null || injuryRoll(s);
}

/**
 * The outcome of running `proc` on top of `state` (the engine's own procedure started where the question
 * needs it: a ball landing on a catcher, a pass thrown from where the thrower stands). The question is
 * answered once the procedures above the current stack are done, if not earlier.
 */
export function probe(state: MatchState, proc: Proc, goal: Goal, answer: (s: MatchState) => Values): Outcome {
  const s = cloneState(state);
  const base = s.stack.length;
  s.stack.push(proc);
  return new OddsTree({
    ...goal,
    answered: (x) => goal.answered?.(x) ?? (x.stack.length <= base ? answer(x) : null),
  }).state(s);
}
