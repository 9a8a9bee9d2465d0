import type { Command } from '../engine/commands.js';
import { squareCommand } from '../engine/commands.js';
import type { Context } from '../engine/context.js';
import type { Decision } from '../engine/decision.js';
import { defineProc, NEXT, type Proc, takeInput, WAIT } from '../engine/procedure.js';
import { goingDown } from '../injury/going-down.js';
import type { Square } from '../pitch.js';
import { setBall } from '../state/mutate.js';
import { hasBall, onPitchPlayers, playerAt } from '../state/query.js';
import type { MatchState, PlayerState } from '../state/types.js';
import { FROG } from '../tables/frog.js';
import { otherSide, SIDES, type Side } from '../types.js';
import { countOf } from './define.js';
import { markUsedOnce, unused } from './effects.js';

/**
 * The Sports-Wizard (§3.18): once per game, at the end of any turn, its coach may cast Fireball (a
 * square and the squares around it: each player there is hit on a D6 4+; a Standing player is Knocked
 * Down with +1 to its armour roll, a Prone or Stunned one gets an armour roll at +1) or Zap! (an
 * opposing player on the pitch turns into a Frog until the drive ends on a D6 ≥ its ST or a natural 6;
 * a ball it held bounces). Offered like any decision, with `decline`.
 */
export interface WizardProc extends Proc {
  kind: 'sports-wizard';
  /** Coaches still to be asked at this turn's end. */
  sides: Side[];
}

const ready = (s: MatchState, side: Side): boolean =>
  !!s.inducements &&
  countOf(s.inducements.sides[side].bought, 'sports-wizard') > 0 &&
  unused(s, side, 'sports-wizard');

/** The wizard step for the end of a turn, or null when no coach has a spell left. */
export function wizardAtTurnEnd(s: MatchState): WizardProc | null {
  const sides = SIDES.filter((side) => ready(s, side));
  return sides.length > 0 ? { kind: 'sports-wizard', sides } : null;
}

const around = (at: Square): Square[] => {
  const out: Square[] = [];
  for (let dx = -1; dx <= 1; dx++)
    for (let dy = -1; dy <= 1; dy++) {
      const x = at.x + dx;
      const y = at.y + dy;
      if (x >= 0 && x < 26 && y >= 0 && y < 15) out.push({ x, y });
    }
  return out;
};

/** Fireball targets: squares whose blast would reach some player. Zap! targets: opponents on the pitch. */
function spellOptions(s: MatchState, side: Side): Command[] {
  const out: Command[] = [];
  const squares = new Set<number>();
  for (const p of onPitchPlayers(s)) for (const q of around(p.at as Square)) squares.add(q.y * 26 + q.x);
  for (const k of [...squares].sort((a, b) => a - b)) out.push(squareCommand(k % 26, Math.floor(k / 26)));
  for (const p of onPitchPlayers(s, otherSide(side))) out.push({ type: 'player', player: p.id });
  out.push({ type: 'decline' });
  return out;
}

const d6 = (ctx: Context, player: PlayerState, target: number | null) => {
  const n = ctx.roll('D6');
  ctx.emit({
    kind: 'roll',
    purpose: 'sports-wizard',
    player: player.id,
    die: 'D6',
    natural: [n],
    modifiers: [],
    total: n,
    target,
    success: target === null ? null : n >= target,
    rerolled: false,
  });
  return n;
};

function fireball(ctx: Context, side: Side, at: Square): void {
  const hit: PlayerState[] = [];
  for (const q of around(at)) {
    const p = playerAt(ctx.s, q.x, q.y);
    if (p && d6(ctx, p, 4) >= 4) hit.push(p);
  }
  // Pushed last first, so they resolve in the order rolled.
  for (const p of hit.reverse()) {
    ctx.emit({
      kind: 'inducement-effect',
      team: side,
      item: 'sports-wizard',
      player: p.id,
      effect: 'fireball',
    });
    const plusOne = { value: 1, reason: 'fireball' };
    if (p.status === 'standing') ctx.push({ ...goingDown(p, 'knocked-down'), armourModifiers: [plusOne] });
    else ctx.push({ kind: 'armour', player: p.id, by: null, spp: false, modifiers: [plusOne], stage: 0 });
  }
}

function zap(ctx: Context, target: PlayerState): void {
  const n = d6(ctx, target, target.stats.st);
  if (n < target.stats.st && n !== 6) return;
  const ind = ctx.s.inducements;
  if (!ind) return;
  ind.frogs = { ...(ind.frogs ?? {}), [target.id]: { stats: target.stats, skills: target.skills } };
  target.stats = { ...FROG.stats };
  target.skills = FROG.skills.map((k) => ({ ...k }));
  ctx.emit({
    kind: 'inducement-effect',
    team: otherSide(target.team),
    item: 'sports-wizard',
    player: target.id,
    effect: 'frog',
  });
  if (hasBall(ctx.s, target) && target.at) {
    setBall(ctx, { kind: 'air', at: target.at }, 'zapped');
    ctx.push({ kind: 'bounce', from: target.at, kick: null });
  }
}

/** The end of a drive: every Frog turns back into the player it was. */
export function endOfDriveFrogs(s: MatchState): void {
  const frogs = s.inducements?.frogs;
  if (!frogs || !s.inducements) return;
  for (const p of s.players) {
    const was = frogs[p.id];
    if (!was) continue;
    p.stats = was.stats;
    p.skills = was.skills;
  }
  s.inducements.frogs = {};
}

export const wizardDef = defineProc<WizardProc>({
  run(ctx, p) {
    const c = takeInput(p);
    if (!c) return WAIT;
    const side = p.sides.shift() as Side;
    if (c.type === 'square' || c.type === 'player') {
      markUsedOnce(ctx.s, side, 'sports-wizard');
      if (p.sides.length === 0) ctx.finish();
      if (c.type === 'square') fireball(ctx, side, c.square);
      else {
        const target = ctx.s.players.find((x) => x.id === c.player);
        if (target) zap(ctx, target);
      }
      return NEXT;
    }
    if (p.sides.length === 0) {
      ctx.finish();
      return NEXT;
    }
    return WAIT;
  },
  decide(s, p): Decision {
    const side = p.sides[0] as Side;
    return {
      team: side,
      kind: 'sports-wizard',
      prompt: 'Sports-Wizard: cast Fireball on a square, Zap! a player, or decline',
      options: spellOptions(s, side),
    };
  },
});
