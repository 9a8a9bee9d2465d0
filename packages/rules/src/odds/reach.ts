import { jumpTargets, maxRushes, movementAllowance } from '../actions/move.js';
import { dodgeModifiers, jumpModifiers, pickUpModifiers, rushModifiers } from '../actions/move-step.js';
import { BB2025 } from '../edition/bb2025.js';
import type { Modifier } from '../engine/events.js';
import { DIRECTIONS, onPitch } from '../pitch.js';
import { canUseTeamReroll } from '../rerolls/team.js';
import { hasUsed } from '../rerolls/usage.js';
import { sumModifiers } from '../rolls/test.js';
import { findSkillDef, hasHook, skillDefs } from '../skills/registry.js';
import { getPlayer, occupancy } from '../state/query.js';
import type { MatchState, PlayerState } from '../state/types.js';
import type { RollPurpose } from '../types.js';

/** On-pitch neighbours of every square, by index `y * 26 + x`. */
const NEIGHBOURS: Int16Array[] = Array.from({ length: 26 * 15 }, (_, i) => {
  const x = i % 26;
  const y = Math.floor(i / 26);
  const out: number[] = [];
  for (const d of DIRECTIONS) if (onPitch(x + d.x, y + d.y)) out.push((y + d.y) * 26 + x + d.x);
  return Int16Array.from(out);
});

/** A square the player can reach this activation and the chance of getting there standing. */
export interface ReachableSquare {
  x: number;
  y: number;
  probability: number;
  /** Movement points the best path uses (Rushes included). */
  moves: number;
}

/** Chance that a D6 test with these modifiers reaches `target` (natural 1 fails, natural 6 passes). */
export function testChance(target: number, modifier: number): number {
  let n = 0;
  for (let d = 2; d <= 5; d++) if (d + modifier >= target) n += 1;
  return (n + 1) / 6;
}

// Resources a path may spend: bit 0 a team re-roll, bit 1 the Dodge skill, bit 2 Sure Feet.
const TEAM = 1;
const DODGE = 2;
const SURE_FEET = 4;

function skillReroll(player: PlayerState, purpose: RollPurpose): string | null {
  for (const { def } of skillDefs(player)) {
    const r = def.reroll;
    if (r && r.per === 'unlimited' && r.purposes.includes(purpose) && r.needs === undefined) return def.id;
  }
  return null;
}

/**
 * Every square the player can reach in this activation, with the best chance of arriving there standing,
 * counting Rushes, Dodges, Jumps and a pick-up on the way, and the re-rolls the coach would use: one team
 * re-roll (with Loner's roll), Dodge and Sure Feet once per turn, Sure Hands and Catch-like unlimited
 * re-rolls. A re-roll spent on one step is not available later on that path (a slight underestimate when
 * the first roll passes). Opponents' reactions (Tentacles, Diving Tackle, Shadowing) are not counted.
 * The player's own square is included with the chance of standing up (1 when already Standing).
 */
export function reachableSquares(s: MatchState, playerId: string): ReachableSquare[] {
  const player = getPlayer(s, playerId);
  if (player.at === null || player.status === 'stunned') return [];
  // A Ball & Chain player does not choose its squares: the Throw-in template does.
  if (hasHook(player, (d) => d.ballAndChainMove === true)) return [];
  const top = s.stack[s.stack.length - 1];
  const inMove = top?.kind === 'move-action' && top.player === playerId;
  let maUsed = inMove ? (top.maUsed as number) : 0;
  const rushesUsed = inMove ? (top.rushes as number) : 0;
  const ma = movementAllowance(player);
  let start = 1;
  if (!inMove && player.status === 'prone' && !hasHook(player, (d) => d.freeStandUp === true)) {
    if (ma > BB2025.standUpRollMaxMa) maUsed = BB2025.standUpCost;
    else {
      maUsed = ma;
      start = testChance(BB2025.standUpTarget, 0);
    }
  }
  const rushLimit = maxRushes(player) - rushesUsed;
  const budget = Math.max(0, ma - maUsed) + rushLimit;
  const freeSteps = Math.max(0, ma - maUsed);

  const grid = occupancy(s);
  const teamGate = findSkillDef(player, (d) => d.teamRerollGate === true);
  const teamReroll = canUseTeamReroll(s, player, 'dodge')
    ? teamGate
      ? (7 - (typeof teamGate.value === 'number' ? teamGate.value : 4)) / 6
      : 1
    : 0;
  const dodgeSkill = findSkillDef(
    player,
    (d) => d.reroll?.purposes.includes('dodge') === true && d.reroll.per === 'turn',
  );
  const sureFeet = findSkillDef(
    player,
    (d) => d.reroll?.purposes.includes('rush') === true && d.reroll.per === 'turn',
  );
  let mask0 = teamReroll > 0 ? TEAM : 0;
  if (dodgeSkill && !hasUsed(player, dodgeSkill.def.id, 'turn')) mask0 |= DODGE;
  if (sureFeet && !hasUsed(player, sureFeet.def.id, 'turn')) mask0 |= SURE_FEET;
  const pickUpReroll = skillReroll(player, 'pick-up') !== null;
  const ballSq = s.ball.kind === 'ground' ? s.ball.at.y * 26 + s.ball.at.x : -1;

  const from0 = player.at;
  const best = new Float64Array(26 * 15);
  const bestMoves = new Int16Array(26 * 15).fill(-1);
  const key0 = from0.y * 26 + from0.x;
  best[key0] = start;
  bestMoves[key0] = 0;
  // layers[k]: (square·8 + resources, chance) pairs reached after k movement points.
  const layers: number[][] = Array.from({ length: budget + 1 }, () => []);
  layers[0]?.push(key0 * 8 + mask0, start);

  const modCache = new Map<number, number>();
  const cachedMod = (key: number, compute: () => Modifier[]): number => {
    let v = modCache.get(key);
    if (v === undefined) {
      v = sumModifiers(compute());
      modCache.set(key, v);
    }
    return v;
  };
  const pRush = testChance(BB2025.rushTarget, sumModifiers(rushModifiers(s, player)));

  // Per-square facts, computed once: is it Marked, and is a Prone/Stunned player there (for jumps)?
  // Markers per square (all, and those that count against a dodge), and opponents whose skills change
  // tests of players leaving their Tackle Zone (Prehensile Tail): modifiers depend only on these.
  const marked = new Uint8Array(26 * 15);
  const dodgeMarkers = new Uint8Array(26 * 15);
  const opponentHook = new Uint8Array(26 * 15);
  const lying = new Uint8Array(26 * 15);
  for (const o of s.players) {
    const oAt = o.at;
    if (oAt === null) continue;
    if (o.status !== 'standing') lying[oAt.y * 26 + oAt.x] = 1;
    if (o.team === player.team || o.status !== 'standing' || o.distracted) continue;
    const countsForDodge = !hasHook(o, (d) => d.notMarkingForDodge === true);
    const hook = hasHook(o, (d) => d.opponentTest !== undefined);
    for (const d of DIRECTIONS) {
      const x = oAt.x + d.x;
      const y = oAt.y + d.y;
      if (!onPitch(x, y)) continue;
      const i = y * 26 + x;
      marked[i] = (marked[i] as number) + 1;
      if (countsForDodge) dodgeMarkers[i] = (dodgeMarkers[i] as number) + 1;
      if (hook) opponentHook[i] = 1;
    }
  }
  const jumpAnywhere = hasHook(player, (d) => d.jumpAnySquare === true);
  const noBall = hasHook(player, (d) => d.noBall === true);
  /** Best chance seen for (square, resources) at this or an earlier layer: later, worse nodes are pruned. */
  const seen = new Float64Array(26 * 15 * 8);

  // Outcomes of the rolls of one step: (chance, resources) pairs in scratch buffers, swapped per roll.
  let outP = new Float64Array(64);
  let outM = new Int32Array(64);
  let nextP = new Float64Array(64);
  let nextM = new Int32Array(64);
  let outN = 0;
  const applyRoll = (p: number, skillBit: number, free: boolean) => {
    if (p >= 1) return;
    let n = 0;
    for (let i = 0; i < outN; i++) {
      const base = outP[i] as number;
      const mask = outM[i] as number;
      if (free) {
        nextP[n] = base * (1 - (1 - p) * (1 - p));
        nextM[n++] = mask;
        continue;
      }
      nextP[n] = base * p;
      nextM[n++] = mask;
      if (mask & skillBit) {
        nextP[n] = base * (1 - (1 - p) * (1 - p));
        nextM[n++] = mask & ~skillBit;
      }
      if (mask & TEAM) {
        nextP[n] = base * (p + (1 - p) * teamReroll * p);
        nextM[n++] = mask & ~TEAM;
      }
    }
    const tp = outP;
    outP = nextP;
    nextP = tp;
    const tm = outM;
    outM = nextM;
    nextM = tm;
    outN = n;
  };

  // Resource sets at least as rich as each set, within what this player has at the start.
  const supersets: number[][] = [];
  for (let m = 0; m < 8; m++) {
    const list: number[] = [];
    for (let n = 0; n < 8; n++) if ((n & m) === m && (n & ~mask0) === 0) list.push(n);
    supersets.push(list);
  }
  const push = (layer: number, sq: number, mask: number, p: number) => {
    const list = layers[layer];
    const k = sq * 8 + mask;
    if (!list || p <= 0) return;
    // Dominated when a node with at least these resources already reached this square as likely.
    for (const m of supersets[mask] as number[]) if (p <= (seen[sq * 8 + m] as number)) return;
    seen[k] = p;
    list.push(k, p);
    if (p > (best[sq] as number)) {
      best[sq] = p;
      bestMoves[sq] = layer;
    }
  };
  seen[key0 * 8 + mask0] = start;

  const ag = player.stats.ag;
  const stepTo: number[] = [];
  const stepCost: number[] = [];
  for (let k = 0; k < budget; k++) {
    const layer = layers[k];
    if (!layer) continue;
    for (let e = 0; e < layer.length; e += 2) {
      const key = layer[e] as number;
      const nodeP = layer[e + 1] as number;
      if (nodeP < (seen[key] as number)) continue;
      const sq = key >> 3;
      const nodeMask = key & 7;
      const fx = sq % 26;
      const fy = (sq - fx) / 26;
      const leavingMarked = (marked[sq] as number) > 0;
      stepTo.length = 0;
      stepCost.length = 0;
      let nearLying = jumpAnywhere;
      for (const to of NEIGHBOURS[sq] as Int16Array) {
        const occupant = grid[to];
        if (occupant === undefined || occupant === player) {
          stepTo.push(to);
          stepCost.push(1);
        } else if (lying[to] === 1) nearLying = true;
      }
      if (nearLying && k + BB2025.jumpCost <= budget) {
        for (const to of jumpTargets(s, { ...player, at: { x: fx, y: fy } }, grid)) {
          stepTo.push(to.y * 26 + to.x);
          stepCost.push(BB2025.jumpCost);
        }
      }
      for (let i = 0; i < stepTo.length; i++) {
        const toSq = stepTo[i] as number;
        const cost = stepCost[i] as number;
        const next = k + cost;
        if (next > budget) continue;
        outP[0] = nodeP;
        outM[0] = nodeMask;
        outN = 1;
        const rushes = Math.max(0, next - Math.max(freeSteps, k));
        for (let r = 0; r < rushes; r++) applyRoll(pRush, SURE_FEET, false);
        const jump = cost === BB2025.jumpCost;
        if (jump || leavingMarked) {
          const hookFrom = opponentHook[sq] === 1 ? 1000 + sq : 0;
          const signature = jump
            ? 100_000 + Math.max(marked[sq] as number, marked[toSq] as number) * 10_000 + hookFrom
            : (dodgeMarkers[toSq] as number) * 10_000 + hookFrom;
          const mod = cachedMod(signature, () => {
            const from = { x: fx, y: fy };
            const to = { x: toSq % 26, y: Math.floor(toSq / 26) };
            return jump ? jumpModifiers(s, player, from, to) : dodgeModifiers(s, player, from, to);
          });
          applyRoll(testChance(ag, mod), jump ? 0 : DODGE, false);
        }
        if (ballSq === toSq) {
          const mod = cachedMod(900_000 + toSq, () =>
            pickUpModifiers(s, player, { x: toSq % 26, y: Math.floor(toSq / 26) }, false),
          );
          applyRoll(noBall ? 0 : testChance(ag, mod), 0, pickUpReroll);
          if (noBall) outN = 0;
        }
        for (let j = 0; j < outN; j++) push(next, toSq, outM[j] as number, outP[j] as number);
      }
    }
  }
  const out: ReachableSquare[] = [];
  for (let i = 0; i < best.length; i++) {
    const p = best[i] as number;
    if (p > 0) out.push({ x: i % 26, y: Math.floor(i / 26), probability: p, moves: bestMoves[i] as number });
  }
  return out;
}
