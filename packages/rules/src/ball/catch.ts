import { agilityTarget, editionOf } from '../edition/editions.js';
import type { Modifier } from '../engine/events.js';
import { defineProc, NEXT, type Proc, takeResult } from '../engine/procedure.js';
import { checkTouchdown } from '../flow/turnover.js';
import { disturbingPresence } from '../pass/modifiers.js';
import { testProc } from '../rolls/test.js';
import { MARKED } from '../skills/mod.js';
import { applyTestHooks } from '../skills/registry.js';
import { starCaught } from '../stars/hook-points.js';
import { setBall } from '../state/mutate.js';
import { getPlayer, markerCount } from '../state/query.js';
import type { MatchState, PlayerState } from '../state/types.js';
import type { Side } from '../types.js';
import type { BallArrival } from './land.js';

/**
 * Catching (§3.7): an AG test, −1 for a bounced or thrown-in ball, −1 per opponent Marking the catcher,
 * −1 in Pouring Rain. A pass: the player holds the ball (a touchdown if in the end zone). A fail: it bounces.
 */
export interface CatchProc extends Proc {
  kind: 'catch';
  player: string;
  how: BallArrival;
  kick: Side | null;
  stage: number;
}

export function catchModifiers(s: MatchState, p: PlayerState, how: BallArrival): Modifier[] {
  const mods: Modifier[] = [];
  if (how === 'bounce') mods.push({ value: -1, reason: 'bouncing ball' });
  if (how === 'throw-in') mods.push({ value: -1, reason: 'thrown-in ball' });
  const accurate = editionOf(s).accurateCatchModifier;
  if (accurate && (how === 'pass' || how === 'hand-off')) mods.push(accurate);
  const m = p.at ? markerCount(s, p.at, p.team) : 0;
  if (m > 0) mods.push({ value: -m, reason: MARKED });
  if (s.weather === 'pouring-rain') mods.push({ value: -1, reason: 'pouring rain' });
  mods.push(...disturbingPresence(s, p));
  return applyTestHooks({ s, player: p, purpose: 'catch', arrival: how }, mods, []);
}

export const catchDef = defineProc<CatchProc>({
  run(ctx, p) {
    const player = getPlayer(ctx.s, p.player);
    if (p.stage === 0) {
      p.stage = 1;
      ctx.push(testProc('catch', player, agilityTarget(ctx.s, player), catchModifiers(ctx.s, player, p.how)));
      return NEXT;
    }
    const r = takeResult(p);
    const ok = typeof r === 'object' && r.kind === 'test' && r.success;
    ctx.finish();
    if (ok) {
      setBall(ctx, { kind: 'carried', player: player.id }, 'caught');
      checkTouchdown(ctx, player);
      // An opponent's Star Player rule may strike at the catcher (Quick Bite).
      starCaught(ctx, player);
    } else {
      ctx.push({ kind: 'bounce', from: player.at, kick: p.kick });
    }
    return NEXT;
  },
});
