import { editionOf } from '../edition/editions.js';
import type { Decision } from '../engine/decision.js';
import { defineProc, NEXT, type Proc, takeInput, WAIT } from '../engine/procedure.js';
import { otherSide, SIDES, type Side } from '../types.js';
import { eventRoll } from './kick-off-events/common.js';

/**
 * Pre-match: each team's fans for the match (the edition's: BB2025 Fan Factor D3 + Dedicated Fans, classic
 * FAME from the gates), the weather (2D6), the coin toss (the away
 * coach calls; a D6 stands in for the coin: 1–3 heads, 4–6 tails) and the winner's kick-or-receive choice.
 */
export interface PreMatchProc extends Proc {
  kind: 'pre-match';
  stage: number;
  winner: Side | null;
}

export const preMatchDef = defineProc<PreMatchProc>({
  run(ctx, p) {
    const s = ctx.s;
    if (p.stage === 0) {
      const fans = editionOf(s).rollFans(ctx, {
        home: s.teams.home.dedicatedFans,
        away: s.teams.away.dedicatedFans,
      });
      for (const side of SIDES) s.teams[side].fanFactor = fans[side];
      const a = eventRoll(ctx, 'D6', 'weather');
      const b = eventRoll(ctx, 'D6', 'weather');
      s.weather = editionOf(s).weather(a + b);
      ctx.emit({ kind: 'weather', weather: s.weather });
      p.stage = 1;
      return WAIT;
    }
    const c = takeInput(p);
    if (c?.type !== 'choose') return WAIT;
    if (p.stage === 1) {
      const n = eventRoll(ctx, 'D6', 'coin-toss');
      const face = n <= 3 ? 'heads' : 'tails';
      p.winner = c.choice === face ? 'away' : 'home';
      ctx.emit({
        kind: 'note',
        text: `the coin shows ${face}: ${p.winner} wins the toss`,
        team: p.winner,
        code: 'coin-toss',
        params: { face, team: p.winner },
      });
      p.stage = 2;
      return WAIT;
    }
    const winner = p.winner ?? 'home';
    s.firstKickingTeam = c.choice === 'kick' ? winner : otherSide(winner);
    ctx.finish();
    return NEXT;
  },
  decide(_s, p): Decision {
    if (p.stage === 1) {
      return {
        team: 'away',
        kind: 'coin-toss',
        prompt: 'Call the coin toss',
        options: [
          { type: 'choose', choice: 'heads' },
          { type: 'choose', choice: 'tails' },
        ],
      };
    }
    return {
      team: p.winner ?? 'home',
      kind: 'kick-or-receive',
      prompt: 'Kick or receive?',
      options: [
        { type: 'choose', choice: 'kick' },
        { type: 'choose', choice: 'receive' },
      ],
    };
  },
});
