import { describe, expect, test } from 'vitest';
import { act, mv, run, turn } from '../__fixtures__/helpers.js';
import { selfPlay } from '../bot/self-play.js';
import { DIE_SIDES, type Dice, type DieKind, SeededDice } from '../dice/index.js';
import { apply } from '../engine/apply.js';
import { type Command, commandKey } from '../engine/commands.js';
import { getPlayer } from '../state/query.js';
import type { MatchState, PlayerState } from '../state/types.js';
import { BLOCK_OUTCOMES, type BlockOutcome, blockGoal, blockOutcome } from './block.js';
import { reachableSquares, stepGoal } from './reach.js';
import { type Goal, OddsTree, stateKey } from './tree.js';

interface Sample {
  kind: 'move' | 'block';
  state: MatchState;
  command: Command;
}

const seed = (n: number) => {
  const s = new Uint8Array(32);
  new DataView(s.buffer).setUint32(0, n);
  return s;
};

/** Mid-game states from seeded self-play: move steps and block targets, one every few of each. */
function samples(moves: number, blocks: number): Sample[] {
  const out: Sample[] = [];
  let m = 0;
  let b = 0;
  let seen = 0;
  for (let g = 1; m < moves || b < blocks; g++) {
    if (g > 40) throw new Error('self-play did not offer enough states');
    selfPlay({
      seed: seed(1000 + g),
      maxDecisions: 3000,
      onStep(state) {
        const d = state.decision;
        if (!d) return;
        seen += 1;
        if (d.kind === 'move-step' && m < moves && seen % 3 === 0) {
          const options = d.options.filter((o) => o.type === 'move');
          const c = options[seen % Math.max(1, options.length)];
          if (c) {
            out.push({ kind: 'move', state, command: c });
            m += 1;
          }
        } else if (d.kind === 'block-target' && b < blocks && state.turnState?.activeAction === 'block') {
          const c = d.options.find((o) => o.type === 'player');
          if (c) {
            out.push({ kind: 'block', state, command: c });
            b += 1;
          }
        }
      },
    });
  }
  return out;
}

/**
 * The same engine run with real (seeded) dice, `n` times; the coach decides as the policy does. Returns
 * the final state of each run (where the goal answers).
 */
function monteCarlo(
  tree: OddsTree,
  goal: Goal,
  s0: MatchState,
  c: Command,
  n: number,
  dice: Dice,
): MatchState[] {
  const out: MatchState[] = [];
  // The policy's choice at a state is the same every time it is met: work it out once.
  const policy = new Map<string, Command>();
  for (let i = 0; i < n; i++) {
    let s = apply(s0, c, dice).state;
    for (let guard = 0; guard < 50 && s.decision && goal.value(s, false) === null; guard++) {
      const key = stateKey(s);
      let choice = policy.get(key);
      if (!choice) {
        choice = tree.choose(s).option;
        policy.set(key, choice);
      }
      s = apply(s, choice, dice).state;
    }
    out.push(s);
  }
  return out;
}

/** |observed − expected| within 5 standard errors of a frequency from `n` runs. */
const within = (observed: number, p: number, n: number) =>
  Math.abs(observed / n - p) <= 5 * Math.sqrt((p * (1 - p)) / n) + 1e-9;

describe('engine odds against Monte Carlo runs of the same engine (self-play states)', () => {
  test('200 states: move steps and blocks, every outcome within 5 standard errors, no bias overall', () => {
    const all = samples(170, 30);
    expect(all.length).toBeGreaterThanOrEqual(200);
    const runs = 100;
    let z = 0;
    let variance = 0;
    const misses: string[] = [];
    all.forEach((x, i) => {
      const mover = getPlayer(x.state, x.state.decision?.player as string);
      const dice = new SeededDice(seed(77_000 + i));
      if (x.kind === 'move' && x.command.type === 'move') {
        const goal = stepGoal(mover, x.command.square);
        const tree = new OddsTree(goal);
        const p = tree.command(x.state, x.command).values[0];
        const ok = monteCarlo(tree, goal, x.state, x.command, runs, dice).filter(
          (s) => goal.value(s, false)?.[0] === 1,
        ).length;
        z += ok - p * runs;
        variance += runs * p * (1 - p);
        if (!within(ok, p, runs)) misses.push(`move #${i}: engine ${p}, observed ${ok}/${runs}`);
      } else if (x.command.type === 'player') {
        const defender = getPlayer(x.state, x.command.player);
        const goal = blockGoal(mover, defender, { reroll: true });
        const tree = new OddsTree(goal);
        const exact: Record<BlockOutcome, number> = {
          'target-down': 0,
          push: 0,
          nothing: 0,
          'both-down': 0,
          'attacker-down': 0,
        };
        for (const [leaf, q] of tree.command(x.state, x.command).leaves)
          exact[blockOutcome(leaf.s, mover, defender)] += q;
        const seen = { ...exact };
        for (const o of BLOCK_OUTCOMES) seen[o] = 0;
        for (const s of monteCarlo(tree, goal, x.state, x.command, runs, dice))
          seen[blockOutcome(s, mover, defender)] += 1;
        for (const o of BLOCK_OUTCOMES) {
          if (!within(seen[o], exact[o], runs))
            misses.push(`block #${i} ${o}: engine ${exact[o]}, observed ${seen[o]}/${runs}`);
        }
        z += seen['target-down'] - exact['target-down'] * runs;
        variance += runs * exact['target-down'] * (1 - exact['target-down']);
      }
    });
    expect(misses).toEqual([]);
    // Summed over all states the deviations must look like noise, not a bias of the odds.
    expect(Math.abs(z) / Math.sqrt(Math.max(variance, 1e-9))).toBeLessThan(5);
    // A guard for a loaded machine (two cores shared by many runs), not a speed target.
  }, 900_000);
});

/** Dice that replay `prefix` and then stop, asking the enumeration to branch on the next die. */
class Branch {
  constructor(readonly kind: DieKind) {}
}
class PrefixDice implements Dice {
  #i = 0;
  constructor(readonly prefix: readonly number[]) {}
  roll(kind: DieKind): number {
    const v = this.prefix[this.#i];
    if (v === undefined) throw new Branch(kind);
    this.#i += 1;
    return v;
  }
}

/** Every dice sequence of `commands`, replayed on `apply` from the start: the chance `ok` holds at the end. */
function exhaustive(s0: MatchState, commands: readonly Command[], ok: (s: MatchState) => boolean): number {
  let total = 0;
  const todo: { prefix: number[]; weight: number }[] = [{ prefix: [], weight: 1 }];
  while (todo.length > 0) {
    const { prefix, weight } = todo.pop() as { prefix: number[]; weight: number };
    try {
      const dice = new PrefixDice(prefix);
      let s = s0;
      for (const c of commands) {
        // A step that failed ends the walk: the next step is no longer offered.
        if (!s.decision?.options.some((o) => commandKey(o) === commandKey(c))) break;
        s = apply(s, c, dice).state;
      }
      if (ok(s)) total += weight;
    } catch (e) {
      if (!(e instanceof Branch)) throw e;
      const n = DIE_SIDES[e.kind];
      for (let v = 1; v <= n; v++) todo.push({ prefix: [...prefix, v], weight: weight / n });
    }
  }
  return total;
}

describe('engine odds against exact enumeration of every dice sequence (small cases)', () => {
  const standsOn = (id: string, x: number, y: number) => (s: MatchState) => {
    const p: PlayerState = getPlayer(s, id);
    return p.at?.x === x && p.at.y === y && p.status === 'standing' && s.decision?.kind === 'move-step';
  };

  test('a Rush then a dodge out of two Tackle Zones (no re-rolls): the tree and the enumeration agree', () => {
    const s0 = turn([
      { id: 'h1', team: 'home', at: [5, 7], ma: 1, ag: 3 },
      { id: 'a1', team: 'away', at: [7, 7] },
      { id: 'a2', team: 'away', at: [7, 8] },
    ]);
    const s1 = run(s0, [act('h1'), mv(6, 7)]).state;
    // Leaving (6,7), marked by both, for (5,6): a Rush (2+) and a dodge at AG 3+ with no marker there.
    const exact = exhaustive(s1, [mv(5, 6)], standsOn('h1', 5, 6));
    expect(exact).toBeCloseTo((5 / 6) * (4 / 6), 12);
    expect(
      reachableSquares(s1, 'h1')
        .find((r) => r.x === 5 && r.y === 6)
        ?.path.at(-1)?.chance,
    ).toBeCloseTo(exact, 12);
  });

  test('two steps, each a dodge, no re-rolls: the path chance is the product, as the enumeration finds', () => {
    const s0 = turn([
      { id: 'h1', team: 'home', at: [5, 7], ag: 2 },
      { id: 'a1', team: 'away', at: [6, 8] },
      { id: 'a2', team: 'away', at: [4, 5] },
    ]);
    const s1 = run(s0, [act('h1')]).state;
    const exact = exhaustive(s1, [mv(5, 6), mv(5, 5)], standsOn('h1', 5, 5));
    // AG 2+: each dodge lands in a2's Tackle Zone (−1), so each needs a 3+.
    expect(exact).toBeCloseTo((4 / 6) * (4 / 6), 12);
    const tree = new OddsTree(stepGoal(getPlayer(s1, 'h1'), { x: 5, y: 6 }));
    const first = tree.command(s1, mv(5, 6));
    let p = 0;
    for (const [leaf, q] of first.leaves) {
      if (leaf.values[0] !== 1) continue;
      p +=
        q *
        new OddsTree(stepGoal(getPlayer(leaf.s, 'h1'), { x: 5, y: 5 })).command(leaf.s, mv(5, 5)).values[0];
    }
    expect(p).toBeCloseTo(exact, 12);
  });
});
