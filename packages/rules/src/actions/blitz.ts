import { blockProc } from '../block/block.js';
import { specialAttackOf, specialAttackProc } from '../block/special-attack.js';
import { blocksAgainAfter } from '../block/targets.js';
import { editionOf } from '../edition/editions.js';
import type { Command } from '../engine/commands.js';
import type { Context } from '../engine/context.js';
import type { Decision } from '../engine/decision.js';
import { defineProc, NEXT, type Proc, takeInput, takeResult, WAIT } from '../engine/procedure.js';
import { goingDown } from '../injury/going-down.js';
import { adjacent, DIRECTIONS, distance, onPitch, type Square } from '../pitch.js';
import { testProc } from '../rolls/test.js';
import type { SkillRef } from '../skills/catalogue.js';
import { getPlayer, occupancy } from '../state/query.js';
import type { MatchState, PlayerState } from '../state/types.js';
import { type MoveActionProc, maxRushes, movementAllowance, moveOptions } from './move.js';
import { movingInput, rushModifiers, takeStep } from './move-step.js';

/**
 * The Blitz Action (once per team turn): the target is named when the action is declared and must be
 * reachable with MA plus Rushes; the player moves as in a Move Action, may block the target once when next
 * to it (1 MA, or a Rush when none is left; a second block its skills demand (Frenzy) costs another), and may move on after.
 * A declared Blitz without a block still uses the turn's Blitz.
 */
export interface BlitzProc extends Proc {
  kind: 'blitz-action';
  player: string;
  target: string | null;
  maUsed: number;
  rushes: number;
  secure: false;
  dropBall: false;
  blocks: number;
  /** A Special Action replacing the block (Stab, Chainsaw …): still the Blitz, still 1 MA. */
  special: SkillRef['id'] | null;
  stage: 'target' | 'move' | 'block-rush' | 'after-block' | 'fell';
}

export const blitzAction = (p: PlayerState, maUsed: number): BlitzProc => ({
  kind: 'blitz-action',
  player: p.id,
  target: null,
  maUsed,
  rushes: 0,
  secure: false,
  dropBall: false,
  blocks: 0,
  special: null,
  stage: 'target',
});

/** MA left plus Rushes left: the squares (and blocks) the player can still pay for. */
export function movementBudget(s: MatchState, p: PlayerState, maUsed: number, rushes: number): number {
  return Math.max(0, movementAllowance(p) - maUsed) + Math.max(0, maxRushes(s, p) - rushes);
}

// Scratch buffers for the search below (reused: the engine is single-threaded and never re-enters it).
const DIST = new Int16Array(26 * 15);
const QUEUE = new Int16Array(26 * 15);

/**
 * Standing opponents the player could reach and then block with its budget: a path of empty squares
 * (Tackle Zones ignored) to a square next to the target, plus 1 for the block.
 */
export function blitzTargets(s: MatchState, p: PlayerState, budget: number): PlayerState[] {
  if (p.at === null || budget < 1) return [];
  const opponents = s.players.filter(
    (o) =>
      o.team !== p.team &&
      o.at !== null &&
      o.status === 'standing' &&
      distance(o.at, p.at as Square) <= budget,
  );
  if (opponents.length === 0) return [];
  const grid = occupancy(s);
  const dist = DIST.fill(-1);
  const queue = QUEUE;
  const start = p.at.y * 26 + p.at.x;
  dist[start] = 0;
  queue[0] = start;
  let tail = 1;
  for (let i = 0; i < tail; i++) {
    const cell = queue[i] as number;
    const d = dist[cell] as number;
    if (d >= budget - 1) continue;
    const x = cell % 26;
    const y = (cell - x) / 26;
    for (const dir of DIRECTIONS) {
      const nx = x + dir.x;
      const ny = y + dir.y;
      if (!onPitch(nx, ny)) continue;
      const n = ny * 26 + nx;
      if (dist[n] !== -1 || grid[n] !== undefined) continue;
      dist[n] = d + 1;
      queue[tail++] = n;
    }
  }
  return opponents.filter((o) => {
    const at = o.at as Square;
    for (const dir of DIRECTIONS) {
      const nx = at.x + dir.x;
      const ny = at.y + dir.y;
      if (!onPitch(nx, ny)) continue;
      const d = dist[ny * 26 + nx] as number;
      if (d !== -1 && d + 1 <= budget) return true;
    }
    return false;
  });
}

/** Cheap check used when listing actions: some Standing opponent within the player's budget. */
export function mayBlitz(s: MatchState, p: PlayerState): boolean {
  if (p.at === null) return false;
  const at = p.at;
  const budget = movementBudget(s, p, p.status === 'prone' ? editionOf(s).standUpCost : 0, 0);
  return s.players.some(
    (o) => o.team !== p.team && o.at !== null && o.status === 'standing' && distance(o.at, at) <= budget,
  );
}

/** Pays 1 MA for a block (or a Rush when no MA is left) and starts it. */
function startBlock(ctx: Context, p: BlitzProc, player: PlayerState): void {
  const rush = movementAllowance(player) - p.maUsed < 1;
  p.maUsed += 1;
  if (rush) {
    p.rushes += 1;
    p.stage = 'block-rush';
    ctx.push(testProc('rush', player, editionOf(ctx.s).rushTarget, rushModifiers(ctx.s, player)));
    return;
  }
  pushBlock(ctx, p, player);
}

function pushBlock(ctx: Context, p: BlitzProc, player: PlayerState): void {
  p.blocks += 1;
  p.stage = 'after-block';
  const target = getPlayer(ctx.s, p.target as string);
  if (p.special) ctx.push(specialAttackProc(player, target, p.special));
  else ctx.push(blockProc(player, target, true, false));
}

const canBlockNow = (s: MatchState, p: BlitzProc, player: PlayerState): boolean => {
  if (p.target === null || p.blocks > 0 || player.at === null || player.status !== 'standing') return false;
  if (player.distracted || movementBudget(s, player, p.maUsed, p.rushes) < 1) return false;
  const t = getPlayer(s, p.target);
  return t.at !== null && t.status === 'standing' && adjacent(t.at, player.at);
};

export function blitzOptions(s: MatchState, p: BlitzProc): Command[] {
  const player = getPlayer(s, p.player);
  const moves: Command[] = moveOptions(s, p as unknown as MoveActionProc).filter(
    (o) => o.type !== 'use-skill',
  );
  if (canBlockNow(s, p, player)) {
    const special = specialAttackOf(s, player);
    if (special) moves.unshift({ type: 'use-skill', skill: special.id });
    moves.unshift({ type: 'player', player: p.target as string });
  }
  return moves;
}

export const blitzActionDef = defineProc<BlitzProc>({
  run(ctx, p) {
    const s = ctx.s;
    const player = getPlayer(s, p.player);
    switch (p.stage) {
      case 'target': {
        const c = takeInput(p);
        if (c?.type === 'end-activation') {
          ctx.finish(false);
          return NEXT;
        }
        if (c?.type !== 'player') return WAIT;
        p.target = c.player;
        p.stage = 'move';
        return NEXT;
      }
      case 'block-rush': {
        const r = takeResult(p);
        if (typeof r === 'object' && r.kind === 'test' && !r.success) {
          p.stage = 'fell';
          ctx.push(goingDown(player, 'falls-over'));
          return NEXT;
        }
        pushBlock(ctx, p, player);
        return NEXT;
      }
      case 'fell':
        takeResult(p);
        ctx.finish(false);
        return NEXT;
      case 'after-block': {
        const r = takeResult(p);
        const stopped = s.turnState?.turnover || s.touchdownBy !== null;
        if (r === false || stopped || player.at === null || player.status !== 'standing') {
          ctx.finish(false);
          return NEXT;
        }
        p.stage = 'move';
        if (
          p.blocks === 1 &&
          p.special === null &&
          blocksAgainAfter(s, player.id, p.target as string) &&
          movementBudget(s, player, p.maUsed, p.rushes) >= 1
        ) {
          startBlock(ctx, p, player);
        }
        return NEXT;
      }
      default: {
        const c = movingInput(ctx, p, player);
        if (c === 'done') return NEXT;
        if (!c) return WAIT;
        if (c.type === 'player' || (c.type === 'use-skill' && canBlockNow(s, p, player))) {
          if (c.type === 'use-skill') p.special = c.skill;
          startBlock(ctx, p, player);
          return NEXT;
        }
        if (c.type !== 'move') return WAIT;
        takeStep(ctx, p, player, c.square);
        return NEXT;
      }
    }
  },
  decide(s, p): Decision {
    const player = getPlayer(s, p.player);
    if (p.stage === 'target') {
      const targets = blitzTargets(s, player, movementBudget(s, player, p.maUsed, p.rushes));
      return {
        team: player.team,
        kind: 'block-target',
        player: player.id,
        prompt: `${player.name} blitzes whom?`,
        options:
          targets.length > 0
            ? targets.map((t) => ({ type: 'player', player: t.id }))
            : [{ type: 'end-activation' }],
      };
    }
    return {
      team: player.team,
      kind: 'move-step',
      player: player.id,
      prompt: `Blitz with ${player.name}`,
      options: blitzOptions(s, p),
    };
  },
});
