import { defineProc, NEXT, type Proc } from '../engine/procedure.js';
import { otherSide } from '../types.js';
import { halfProc } from './half.js';

/** The whole match: pre-match, two halves, the end. */
export interface MatchProc extends Proc {
  kind: 'match';
  stage: 'pre-match' | 'first-half' | 'second-half' | 'end';
}

export const matchProc = (stage: MatchProc['stage'] = 'pre-match'): MatchProc => ({ kind: 'match', stage });

export const matchDef = defineProc<MatchProc>({
  run(ctx, p) {
    const s = ctx.s;
    p.result = undefined;
    switch (p.stage) {
      case 'pre-match':
        p.stage = 'first-half';
        ctx.push({ kind: 'pre-match', stage: 0, winner: null });
        return NEXT;
      case 'first-half':
        p.stage = 'second-half';
        ctx.push(halfProc(1, s.firstKickingTeam ?? 'home'));
        return NEXT;
      case 'second-half':
        p.stage = 'end';
        ctx.push(halfProc(2, otherSide(s.firstKickingTeam ?? 'home')));
        return NEXT;
      default:
        s.finished = true;
        ctx.emit({ kind: 'match-end', score: { home: s.teams.home.score, away: s.teams.away.score } });
        ctx.finish();
        return NEXT;
    }
  },
});
