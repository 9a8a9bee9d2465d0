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
    const p = this.p / n;
    for (let f = n; f >= 2; f--) this.todo.push({ prefix: [...this.prefix, f], p });
    this.prefix = [...this.prefix, 1];
    this.at += 1;
    this.p = p;
    return 1;
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
 * Same content, ignoring the decision and the event count (both follow from the rest). States from
 * replays of one run share most nested objects, so the reference check settles most of the walk.
 */
export function sameState(a: MatchState, b: MatchState): boolean {
  for (const k in a) {
    if (k === 'decision' || k === 'eventSeq') continue;
    if (!same((a as unknown as Record<string, unknown>)[k], (b as unknown as Record<string, unknown>)[k]))
      return false;
  }
  return true;
}

function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!same(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  let na = 0;
  for (const k in ra) {
    if (ra[k] === undefined) continue;
    na += 1;
    if (!same(ra[k], rb[k])) return false;
  }
  let nb = 0;
  for (const k in rb) if (rb[k] !== undefined) nb += 1;
  return na === nb;
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
    const def = player ? findSkillDef(player, (x) => x.id === o.source)?.def : undefined;
    return def?.reroll?.needs === undefined ? 0 : 2;
  };
  let best: Command | null = null;
  for (const o of allowed) if (best === null || rank(o) < rank(best)) best = o;
  return best;
}

/** A cheap summary of what a run changes most: the top procedures and the ball. */
function fingerprint(s: MatchState): string {
  const n = s.stack.length;
  return `${n}${JSON.stringify(s.stack[n - 1])}${JSON.stringify(s.ball)}`;
}

/** How much a choice spends, to break ties: a coach keeps its team re-roll when it would not help. */
function cost(c: Command): number {
  if (c.type === 'reroll') return c.source === 'team' ? 3 : 2;
  if (c.type === 'use-skill') return 1;
  return 0;
}

const MAX_RUNS = 1_000_000;
/** Paths less likely than this are not followed further (their chance is kept, as they stand). */
export const NEGLIGIBLE = 1e-9;

/** One tree for one question: memoised per state, so ask it many times (each step of a path). */
export class OddsTree {
  readonly #dice: BranchingDice;
  #runs = 0;
  /** Runs allowed until the question asked from outside is answered (a guard against runaway trees). */
  #limit = 0;
  #depth = 0;

  constructor(readonly goal: Goal) {
    this.#dice = new BranchingDice(goal);
  }

  /** Procedure runs made so far (each replay counts). */
  get runs(): number {
    return this.#runs;
  }

  /** The outcome of `command` in `state` (a state with a pending decision that offers it). */
  command(state: MatchState, command: Command): Outcome {
    const chosen = validateCommand(state, command);
    const s = cloneState(state);
    const ctx = new Context(s, NO_DICE, []);
    const top = ctx.own();
    if (!top) throw new EngineError('odds: empty stack');
    top.input = chosen;
    return this.#guarded(() => this.#explore(s));
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
   * Runs the procedures from `start` one run at a time, all roll paths side by side; after every run the
   * paths that reached the same state are merged, so each distinct state is run once.
   */
  #explore(start: MatchState): Outcome {
    let frontier: { p: number; s: MatchState }[] = [{ p: 1, s: this.#advance(start) }];
    let v = 0;
    let w = 0;
    const leaves = new Map<Leaf, number>();
    const take = (p: number, o: Outcome) => {
      v += p * (o.values[0] as number);
      w += p * (o.values[1] as number);
      for (const [leaf, q] of o.leaves) leaves.set(leaf, (leaves.get(leaf) ?? 0) + p * q);
    };
    while (frontier.length > 0) {
      const next: { p: number; s: MatchState }[] = [];
      const buckets = new Map<string, { p: number; s: MatchState }[]>();
      const add = (p: number, s: MatchState) => {
        // Only states with the same top of stack and ball can be the same: compare within those.
        const fp = fingerprint(s);
        const bucket = buckets.get(fp);
        const g = bucket?.find((x) => sameState(x.s, s));
        if (g) g.p += p;
        else {
          const entry = { p, s };
          next.push(entry);
          if (bucket) bucket.push(entry);
          else buckets.set(fp, [entry]);
        }
      };
      for (const { p, s } of frontier) {
        const done = this.goal.answered?.(s);
        if (done) take(p, this.#leaf(s, false, done));
        else if (s.decision) take(p, this.#decide(s));
        else if (s.stack.length === 0) take(p, this.#leaf(s, false, this.goal.value(s, false) ?? [0, 0]));
        else {
          for (const r of this.#runOnce(s)) {
            // A path this unlikely (a ball bouncing between two players who keep dropping it) stops here.
            if (r.settled || p * r.p < NEGLIGIBLE) {
              take(p * r.p, this.#leaf(r.s, true, this.goal.value(r.s, true) ?? [0, 0]));
              continue;
            }
            add(p * r.p, this.#advance(r.s));
          }
        }
      }
      frontier = next;
    }
    return { values: [v, w], leaves };
  }

  /**
   * Runs procedures one at a time while they roll nothing; returns the state before the first run that
   * rolls (or the decision, the empty stack, the answer). Paths are merged only there, where the result
   * of the last roll has been read.
   */
  #advance(start: MatchState): MatchState {
    let cur = start;
    for (let guard = 0; guard < 10_000; guard++) {
      if (cur.decision || cur.stack.length === 0 || this.goal.answered?.(cur)) return cur;
      const nxt = cloneState(cur);
      try {
        this.#runs += 1;
        if (runOnce(new Context(nxt, NO_ROLL, [])) !== 'ran') return nxt;
      } catch (e) {
        if (e !== NEEDS_ROLL) throw e;
        return cur;
      }
      cur = nxt;
    }
    throw new EngineError('odds: no roll or decision');
  }

  #decide(s: MatchState): Outcome {
    const values = this.goal.value(s, false);
    if (values) return this.#leaf(s, false, values);
    return this.choose(s).outcome;
  }

  /**
   * The policy at a pending decision: the deciding coach takes the option worth most to its side
   * (`Goal.value`); between options worth the same it spends least (no re-roll before a skill re-roll
   * before a team re-roll), then takes the engine's first.
   */
  choose(s: MatchState): { option: Command; outcome: Outcome } {
    const d = s.decision;
    if (!d) throw new EngineError('no decision to take');
    const fixed = testReroll(s, this.goal);
    if (fixed) return { option: fixed, outcome: this.command(s, fixed) };
    const mine = d.team === this.goal.side ? 0 : 1;
    let best: { option: Command; outcome: Outcome } | null = null;
    let bestCost = 0;
    for (const o of d.options) {
      if (this.goal.allows && !this.goal.allows(s, o)) continue;
      const r = this.command(s, o);
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
  #runOnce(s0: MatchState): { p: number; s: MatchState; settled: boolean; rolled: boolean }[] {
    const dice = this.#dice;
    dice.todo.length = 0;
    dice.todo.push({ prefix: [], p: 1 });
    const out: { p: number; s: MatchState; settled: boolean; rolled: boolean }[] = [];
    while (dice.todo.length > 0) {
      const t = dice.todo.pop() as { prefix: number[]; p: number };
      dice.reset(t.prefix, t.p);
      if (++this.#runs > this.#limit) throw new EngineError('odds: too many roll paths');
      const s = cloneState(s0);
      try {
        runOnce(new Context(s, dice, []));
        out.push({ p: dice.p, s, settled: false, rolled: dice.prefix.length > 0 });
      } catch (e) {
        if (!(e instanceof SettledSignal)) throw e;
        out.push({ p: dice.p, s: e.s, settled: true, rolled: true });
      }
    }
    return out;
  }
}

const NEEDS_ROLL = new Error('odds: a roll');
/** Dice for a straight run: any roll ends it. */
const NO_ROLL: Dice = {
  roll() {
    throw NEEDS_ROLL;
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

const BALL_PROCS = new Set(['ball-land', 'bounce', 'scatter', 'throw-in', 'catch', 'diving-catch']);

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
