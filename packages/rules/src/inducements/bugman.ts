import type { Decision } from '../engine/decision.js';
import { defineProc, NEXT, type Proc, takeInput, WAIT } from '../engine/procedure.js';
import { eventRoll } from '../flow/kick-off-events/common.js';
import type { MatchState } from '../state/types.js';
import { otherSide, type Side } from '../types.js';
import { countOf } from './define.js';
import { markUsedOnce, unused } from './effects.js';

/**
 * Josef Bugman (§3.18): once per game, after both teams have set up and before the kick, his coach may
 * set up D3 of its own players again (any of them, keeping the set-up legal), as Solid Defence does.
 * Asked of the kicking team's coach first.
 */
export interface BugmanProc extends Proc {
  kind: 'josef-bugman';
  /** Coaches still to be asked before this kick-off. */
  sides: Side[];
}

const ready = (s: MatchState, side: Side): boolean =>
  !!s.inducements &&
  countOf(s.inducements.sides[side].bought, 'josef-bugman') > 0 &&
  unused(s, side, 'josef-bugman');

/** The step before a kick-off, or null when no coach has Bugman's re-set-up left. */
export function bugmanBeforeKick(s: MatchState, kicking: Side): BugmanProc | null {
  const sides = [kicking, otherSide(kicking)].filter((side) => ready(s, side));
  return sides.length > 0 ? { kind: 'josef-bugman', sides } : null;
}

export const bugmanDef = defineProc<BugmanProc>({
  run(ctx, p) {
    const c = takeInput(p);
    if (!c) return WAIT;
    const side = p.sides.shift() as Side;
    const use = c.type === 'choose' && c.choice === 'josef-bugman';
    if (p.sides.length === 0) ctx.finish();
    if (use) {
      markUsedOnce(ctx.s, side, 'josef-bugman');
      const count = eventRoll(ctx, 'D3', 'inducement');
      ctx.push({ kind: 'solid-defence', team: side, count, moved: [], picked: null, anyPlayer: true });
    }
    return p.sides.length === 0 || use ? NEXT : WAIT;
  },
  decide(_s, p): Decision {
    return {
      team: p.sides[0] as Side,
      kind: 'josef-bugman',
      prompt: 'Josef Bugman: set up D3 of your players again?',
      options: [{ type: 'choose', choice: 'josef-bugman' }, { type: 'decline' }],
    };
  },
});
