import { moveCommand, offers } from '../engine/commands.js';
import type { Square } from '../pitch.js';
import { passes } from '../rolls/test.js';
import { getPlayer, hasBall } from '../state/query.js';
import type { MatchState, PlayerState } from '../state/types.js';
import { fallsOrEnds, type Goal, MID_ACTION, OddsTree, type Values } from './tree.js';

/** One step of the path the coach would take, and its chance once the previous square is reached. */
export interface ReachStep {
  x: number;
  y: number;
  chance: number;
}

/** A square the player can reach this activation and the chance of getting there standing. */
export interface ReachableSquare {
  x: number;
  y: number;
  /** Chance of arriving standing on the path below (re-rolls, skills, opponents' reactions counted). */
  probability: number;
  /** Movement points used on arrival (Rushes included), as the engine counts them. */
  moves: number;
  /** The chance of arriving standing and holding the ball (a pick-up here, or a ball already held). */
  withBall: number;
  /** The squares stepped to from where the player stands, ending here, each with its own chance. */
  path: ReachStep[];
}

/** Chance that one D6 test with these modifiers passes, by the engine's own rule (`passes`), no re-roll. */
export function testChance(target: number, modifier: number): number {
  let n = 0;
  for (let d = 1; d <= 6; d++) if (passes(d, d + modifier, target)) n += 1;
  return n / 6;
}

const YES: Values = [1, 0];
const NO: Values = [0, 1];

/** Movement points the player has used in the action on the stack. */
function movesUsed(s: MatchState, id: string): number {
  for (let i = s.stack.length - 1; i >= 0; i--) {
    const p = s.stack[i];
    if (p && p.player === id && typeof p.maUsed === 'number') return p.maUsed;
  }
  return 0;
}

/** The activation goes on: the engine asks this player's coach for the next step. */
const moving = (s: MatchState, id: string): boolean =>
  s.decision?.kind === 'move-step' && s.decision.player === id;

const scored = (s: MatchState, p: PlayerState, before: number): boolean =>
  getPlayer(s, p.id).record.touchdowns > before;

/** The question of one step: does the player stand on `to` with the activation still going (or score)? */
export function stepGoal(mover: PlayerState, to: Square): Goal {
  const before = mover.record.touchdowns;
  return {
    side: mover.team,
    settled: fallsOrEnds,
    value(s, settled) {
      if (settled) return scored(s, mover, before) ? YES : NO;
      if (s.decision && MID_ACTION.has(s.decision.kind)) return null;
      if (scored(s, mover, before)) return YES;
      const p = getPlayer(s, mover.id);
      const there = p.at !== null && p.at.x === to.x && p.at.y === to.y && p.status === 'standing';
      return there && moving(s, mover.id) ? YES : NO;
    },
  };
}

/** The question of declaring the Move Action: does the engine then ask for the first step? */
function activationGoal(mover: PlayerState): Goal {
  return {
    side: mover.team,
    settled: fallsOrEnds,
    value(s, settled) {
      if (settled) return NO;
      if (s.decision && MID_ACTION.has(s.decision.kind)) return null;
      return moving(s, mover.id) ? YES : NO;
    },
  };
}

interface Node {
  at: Square;
  moves: number;
  /** States in which the player stands here with the activation going on, and their chances. */
  dist: Map<MatchState, number>;
  p: number;
  standing: number;
  withBall: number;
  parent: Node | null;
  step: number;
  /** Square and resources: a later node with the same key and no better chance is dropped. */
  dom?: string;
  sig?: string;
}

/** What later steps can depend on besides the square: re-rolls, skills used, where everyone stands. */
function resources(s: MatchState, p: PlayerState): string {
  let out = `${JSON.stringify(s.teams[p.team])}|${JSON.stringify(s.turnState)}|${JSON.stringify(p.used)}|`;
  for (const o of s.players) if (o.id !== p.id && o.at) out += `${o.at.x},${o.at.y},${o.status};`;
  return out;
}

/**
 * Every square the player can reach in this activation, with the chance of arriving there standing on
 * the path the coach would take, and that path with each step's chance. Every chance is the engine's own
 * procedures run on branching dice (`tree.ts`): Rushes, Dodges, Jumps, pick-ups, re-rolls, skills and
 * opponents' reactions (Tackle, Diving Tackle, Shadowing, Prehensile Tail …) are counted because the
 * engine counts them. The coach's policy is in the package README: at each step it uses a re-roll when
 * that raises the chance of the step (a free skill re-roll before a team re-roll), and the opposing
 * coach uses its reactions when they lower it. Among paths the coach takes the likeliest; a path that
 * keeps a re-roll is kept beside one that spends it. Works at the player's move-step decision, or at the
 * activation decision (then the Move Action is declared first, with its rolls: stand up, Bone Head …).
 * The player's own square is included (1 when Standing, else the chance of standing up).
 */
export function reachableSquares(s: MatchState, playerId: string): ReachableSquare[] {
  // A state is never changed once made: a screen asking twice about one state gets the same answer.
  const key = `${playerId}`;
  const hit = ANSWERS.get(s);
  if (hit?.key === key) return hit.answer;
  const answer = computeReach(s, playerId);
  ANSWERS.set(s, { key, answer });
  return answer;
}

const ANSWERS = new WeakMap<MatchState, { key: string; answer: ReachableSquare[] }>();

function computeReach(s: MatchState, playerId: string): ReachableSquare[] {
  const player = getPlayer(s, playerId);
  if (player.at === null) return [];
  const d = s.decision;
  let root: Map<MatchState, number>;
  if (d?.kind === 'move-step' && d.player === playerId) root = new Map([[s, 1]]);
  else if (d?.kind === 'activation') {
    const declare = d.options.find(
      (o) => o.type === 'activate' && o.player === playerId && o.action === 'move',
    );
    if (!declare) return [];
    root = new Map();
    const out = new OddsTree(activationGoal(player)).command(s, declare);
    for (const [leaf, q] of out.leaves)
      if (leaf.values[0] === 1) root.set(leaf.s, (root.get(leaf.s) ?? 0) + q);
  } else return [];
  const first = root.keys().next().value;
  if (first === undefined) return [];
  const start = getPlayer(first, playerId);
  if (start.at === null) return [];

  let p0 = 0;
  for (const q of root.values()) p0 += q;
  const startNode: Node = {
    at: start.at,
    moves: movesUsed(first, playerId),
    dist: root,
    p: p0,
    standing: p0,
    withBall: hasBall(first, start) ? p0 : 0,
    parent: null,
    step: p0,
  };
  const trees = new Map<number, OddsTree>();
  const treeTo = (to: Square): OddsTree => {
    const k = to.y * 26 + to.x;
    let t = trees.get(k);
    if (!t) {
      t = new OddsTree(stepGoal(player, to));
      trees.set(k, t);
    }
    return t;
  };

  const best = new Map<number, Node>();
  const seen = new Map<string, number>();
  const layers: Node[][] = [];
  const add = (n: Node): void => {
    const k = n.at.y * 26 + n.at.x;
    const b = best.get(k);
    if (!b || n.standing > b.standing + 1e-12 || (n.standing > b.standing - 1e-12 && n.moves < b.moves)) {
      best.set(k, n);
    }
    if (n.dist.size === 0) return;
    const sigs = [...new Set([...n.dist.keys()].map((st) => resources(st, getPlayer(st, playerId))))].sort();
    n.sig = sigs.join('/');
    const dom = `${k}|${n.sig}`;
    if ((seen.get(dom) ?? -1) >= n.p - 1e-12) return;
    seen.set(dom, n.p);
    n.dom = dom;
    const layer = layers[n.moves];
    if (layer) layer.push(n);
    else layers[n.moves] = [n];
  };
  add(startNode);

  for (let m = 0; m < layers.length; m++) {
    for (const node of layers[m] ?? []) {
      if ((seen.get(node.dom ?? '') ?? 0) > node.p + 1e-12) continue;
      // Squares offered from any state of this node (opponents' reactions may have moved players).
      const targets = new Map<number, Square>();
      for (const st of node.dist.keys()) {
        for (const o of st.decision?.options ?? []) {
          if (o.type === 'move') targets.set(o.square.y * 26 + o.square.x, o.square);
        }
      }
      for (const to of targets.values()) {
        // A step never raises the chance nor adds re-rolls: a square already reached as likely with the
        // same resources would dominate whatever this step gives.
        if ((seen.get(`${to.y * 26 + to.x}|${node.sig}`) ?? -1) >= node.p - 1e-12) continue;
        const dist = new Map<MatchState, number>();
        let standing = 0;
        let withBall = 0;
        let p = 0;
        let moves = node.moves;
        const cmd = moveCommand(to.x, to.y);
        for (const [st, q] of node.dist) {
          if (!st.decision || !offers(st.decision.options, cmd)) continue;
          for (const [leaf, r] of treeTo(to).command(st, cmd).leaves) {
            const pl = getPlayer(leaf.s, playerId);
            const go = leaf.values[0] === 1;
            const stands = go || (pl.at?.x === to.x && pl.at?.y === to.y && pl.status === 'standing');
            if (stands) standing += q * r;
            if (go && (hasBall(leaf.s, pl) || scored(leaf.s, player, player.record.touchdowns))) {
              withBall += q * r;
            }
            if (go && moving(leaf.s, playerId)) {
              dist.set(leaf.s, (dist.get(leaf.s) ?? 0) + q * r);
              p += q * r;
              moves = movesUsed(leaf.s, playerId);
            }
          }
        }
        if (standing <= 0) continue;
        if (dist.size === 0)
          moves = node.moves + Math.max(Math.abs(to.x - node.at.x), Math.abs(to.y - node.at.y));
        add({ at: to, moves, dist, p, standing, withBall, parent: node, step: standing / node.p });
      }
    }
  }

  const out: ReachableSquare[] = [];
  for (const n of best.values()) {
    const path: ReachStep[] = [];
    for (let x: Node | null = n; x?.parent; x = x.parent)
      path.unshift({ x: x.at.x, y: x.at.y, chance: x.step });
    out.push({ x: n.at.x, y: n.at.y, probability: n.standing, moves: n.moves, withBall: n.withBall, path });
  }
  out.sort((a, b) => a.y - b.y || a.x - b.x);
  return out;
}

/** The chance of one offered step: standing on the square with the activation going on, and with the ball. */
export interface StepOdds {
  x: number;
  y: number;
  probability: number;
  withBall: number;
}

/**
 * The odds of each move the player's move-step decision offers now (one step each, re-rolls and
 * reactions as in `reachableSquares`): what a UI shows on the squares next to the player.
 */
export function stepOdds(s: MatchState, playerId: string): StepOdds[] {
  const d = s.decision;
  if (d?.kind !== 'move-step' || d.player !== playerId) return [];
  const mover = getPlayer(s, playerId);
  const out: StepOdds[] = [];
  for (const o of d.options) {
    if (o.type !== 'move') continue;
    const r = new OddsTree(stepGoal(mover, o.square)).command(s, o);
    let withBall = 0;
    let standing = 0;
    for (const [leaf, p] of r.leaves) {
      const pl = getPlayer(leaf.s, playerId);
      const go = leaf.values[0] === 1;
      if (go || (pl.at?.x === o.square.x && pl.at.y === o.square.y && pl.status === 'standing'))
        standing += p;
      if (go && (hasBall(leaf.s, pl) || scored(leaf.s, mover, mover.record.touchdowns))) withBall += p;
    }
    out.push({ x: o.square.x, y: o.square.y, probability: standing, withBall });
  }
  return out;
}
