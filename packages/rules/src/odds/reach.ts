import { jumpTargets, maxRushes, movementAllowance } from '../actions/move.js';
import { dodgeModifiers, jumpModifiers, pickUpModifiers, rushModifiers } from '../actions/move-step.js';
import { BB2025 } from '../edition/bb2025.js';
import type { Modifier } from '../engine/events.js';
import { DIRECTIONS, onPitch, type Square } from '../pitch.js';
import { canUseTeamReroll } from '../rerolls/team.js';
import { hasUsed } from '../rerolls/usage.js';
import { sumModifiers } from '../rolls/test.js';
import { findSkillDef, hasHook, skillDefs } from '../skills/registry.js';
import { getPlayer, markerCount, occupancy } from '../state/query.js';
import type { MatchState, PlayerState } from '../state/types.js';
import type { RollPurpose } from '../types.js';

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

interface Node {
  sq: number;
  mask: number;
  p: number;
}

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
  const top = s.stack[s.stack.length - 1];
  const inMove = top?.kind === 'move-action' && top.player === playerId;
  let maUsed = inMove ? (top.maUsed as number) : 0;
  let rushesUsed = inMove ? (top.rushes as number) : 0;
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
  rushesUsed = 0;

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
  const ball = s.ball.kind === 'ground' ? s.ball.at : null;

  const from0 = player.at;
  const best = new Float64Array(26 * 15);
  const bestMoves = new Int16Array(26 * 15).fill(-1);
  const key0 = from0.y * 26 + from0.x;
  best[key0] = start;
  bestMoves[key0] = 0;
  // layers[k]: best chance per (square, resources) after k movement points.
  const layers: Map<number, Node>[] = Array.from({ length: budget + 1 }, () => new Map());
  layers[0]?.set(key0 * 8 + mask0, { sq: key0, mask: mask0, p: start });

  const modCache = new Map<string, number>();
  const cachedMod = (key: string, compute: () => Modifier[]): number => {
    let v = modCache.get(key);
    if (v === undefined) {
      v = sumModifiers(compute());
      modCache.set(key, v);
    }
    return v;
  };
  const rushMod = cachedMod('rush', () => rushModifiers(s, player));

  /** Chance of a test and the resources left after using the best re-roll for it. */
  const roll = (p: number, mask: number, skillBit: number, free: boolean): { p: number; mask: number }[] => {
    const out = [{ p, mask }];
    if (p >= 1) return out;
    if (free) return [{ p: 1 - (1 - p) * (1 - p), mask }];
    if (mask & skillBit) out.push({ p: 1 - (1 - p) * (1 - p), mask: mask & ~skillBit });
    if (mask & TEAM) out.push({ p: p + (1 - p) * teamReroll * p, mask: mask & ~TEAM });
    return out;
  };

  const push = (layer: number, sq: number, mask: number, p: number) => {
    const map = layers[layer];
    if (!map || p <= 0) return;
    const k = sq * 8 + mask;
    const cur = map.get(k);
    if (!cur || cur.p < p) map.set(k, { sq, mask, p });
    if (p > (best[sq] as number)) {
      best[sq] = p;
      bestMoves[sq] = layer;
    }
  };

  const ag = player.stats.ag;
  for (let k = 0; k < budget; k++) {
    const layer = layers[k];
    if (!layer) continue;
    for (const node of layer.values()) {
      const from: Square = { x: node.sq % 26, y: Math.floor(node.sq / 26) };
      const marked = markerCount(s, from, player.team, player.id) > 0;
      const steps: { to: Square; cost: number; jump: boolean }[] = [];
      for (const d of DIRECTIONS) {
        const x = from.x + d.x;
        const y = from.y + d.y;
        if (onPitch(x, y) && (grid[y * 26 + x] === undefined || grid[y * 26 + x] === player))
          steps.push({ to: { x, y }, cost: 1, jump: false });
      }
      if (k + BB2025.jumpCost <= budget) {
        const moved = { ...player, at: from };
        for (const to of jumpTargets(s, moved, grid)) steps.push({ to, cost: BB2025.jumpCost, jump: true });
      }
      for (const st of steps) {
        const next = k + st.cost;
        if (next > budget) continue;
        const rushes = Math.max(0, next - Math.max(freeSteps, k));
        let outcomes = [{ p: node.p, mask: node.mask }];
        for (let r = 0; r < rushes; r++) {
          const pr = testChance(BB2025.rushTarget, rushMod);
          outcomes = outcomes.flatMap((o) =>
            roll(pr, o.mask, SURE_FEET, false).map((x) => ({ p: o.p * x.p, mask: x.mask })),
          );
        }
        if (st.jump || marked) {
          const purpose = st.jump ? 'jump' : 'dodge';
          const toKey = `${purpose}:${node.sq}:${st.to.y * 26 + st.to.x}`;
          const mod = cachedMod(toKey, () =>
            st.jump ? jumpModifiers(s, player, from, st.to) : dodgeModifiers(s, player, from, st.to),
          );
          const pt = testChance(ag, mod);
          outcomes = outcomes.flatMap((o) =>
            roll(pt, o.mask, st.jump ? 0 : DODGE, false).map((x) => ({ p: o.p * x.p, mask: x.mask })),
          );
        }
        const toSq = st.to.y * 26 + st.to.x;
        if (ball && ball.x === st.to.x && ball.y === st.to.y) {
          const mod = cachedMod(`pick-up:${toSq}`, () => pickUpModifiers(s, player, st.to, false));
          const pp = hasHook(player, (d) => d.noBall === true) ? 0 : testChance(ag, mod);
          outcomes = outcomes.flatMap((o) =>
            roll(pp, o.mask, 0, pickUpReroll).map((x) => ({ p: o.p * x.p, mask: x.mask })),
          );
        }
        for (const o of outcomes) push(next, toSq, o.mask, o.p);
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
