import { editionOf } from '../edition/editions.js';
import type { Decision } from '../engine/decision.js';
import { defineProc, NEXT, type Proc, takeInput, WAIT } from '../engine/procedure.js';
import { turnover } from '../flow/turnover.js';
import { argueTheCall } from '../inducements/effects.js';
import { rollEvent, sumModifiers } from '../rolls/test.js';
import { setBall, toBox } from '../state/mutate.js';
import { getPlayer, hasBall } from '../state/query.js';
import type { PlayerState } from '../state/types.js';

/**
 * Being Sent-off after a Foul: the coach may Argue the Call (D6: 1 the coach is ejected and may not argue
 * again, 2–5 no change, 6 the player stays but the Turnover still happens), then use a Bribe (D6 2+: stays
 * and no Turnover); a classic match skips the argument (`Edition.argueTheCall`). Otherwise the player goes to the Sent-off box (a ball it held bounces) and, on the
 * active team, the turn ends.
 */
export interface SentOffProc extends Proc {
  kind: 'sent-off';
  player: string;
  stage: 'argue' | 'bribe' | 'send';
}

export const sentOffProc = (p: PlayerState): SentOffProc => ({
  kind: 'sent-off',
  player: p.id,
  stage: 'argue',
});

export const sentOffDef = defineProc<SentOffProc>({
  run(ctx, p) {
    const s = ctx.s;
    const player = getPlayer(s, p.player);
    const team = s.teams[player.team];
    const c = takeInput(p);
    switch (p.stage) {
      case 'argue': {
        // LRB6 has no Argue the Call: only a Bribe may keep the player on the pitch.
        if (team.argueBarred || !editionOf(s).argueTheCall) {
          p.stage = 'bribe';
          return NEXT;
        }
        if (!c) return WAIT;
        p.stage = 'bribe';
        if (c.type !== 'choose') return NEXT;
        const n = ctx.roll('D6');
        const argue = argueTheCall(s, player.team);
        const total = n + sumModifiers(argue.modifiers);
        // A natural 1 always ejects the coach, whatever helps the argument.
        const stays = n !== 1 && total >= argue.target;
        ctx.emit({
          ...rollEvent('argue-the-call', player.id, n, argue.target, stays),
          modifiers: argue.modifiers,
          total,
        });
        if (n === 1) {
          team.argueBarred = true;
          ctx.emit({
            kind: 'note',
            text: "You're outta here! The coach may not argue again",
            team: player.team,
            code: 'argue-barred',
            params: { team: player.team },
          });
        }
        if (stays) {
          ctx.emit({
            kind: 'note',
            text: `${player.name} stays on the pitch`,
            team: player.team,
            code: 'stays-on-pitch',
            params: { player: player.id },
          });
          turnover(ctx, 'sent-off');
          ctx.finish();
        }
        return NEXT;
      }
      case 'bribe': {
        if (team.bribes <= 0) {
          p.stage = 'send';
          return NEXT;
        }
        if (!c) return WAIT;
        p.stage = 'send';
        if (c.type !== 'choose') return NEXT;
        team.bribes -= 1;
        const n = ctx.roll('D6');
        const ok = n >= 2;
        ctx.emit(rollEvent('bribe', player.id, n, 2, ok));
        if (ok) ctx.finish();
        return NEXT;
      }
      default: {
        ctx.finish();
        const at = player.at;
        const held = hasBall(s, player);
        if (player.at !== null) toBox(ctx, player, 'sent-off');
        ctx.emit({ kind: 'sent-off', player: player.id, reason: 'foul' });
        if (s.turnState?.team === player.team) turnover(ctx, 'sent-off');
        if (held && at) {
          setBall(ctx, { kind: 'air', at }, 'sent off');
          ctx.push({ kind: 'bounce', from: at, kick: null });
        }
        return NEXT;
      }
    }
  },
  decide(s, p): Decision {
    const player = getPlayer(s, p.player);
    const argue = p.stage === 'argue';
    return {
      team: player.team,
      kind: argue ? 'argue-the-call' : 'bribe',
      player: player.id,
      prompt: argue
        ? `${player.name} is sent off: argue the call?`
        : `${player.name} is sent off: use a Bribe?`,
      options: [{ type: 'choose', choice: argue ? 'argue' : 'bribe' }, { type: 'decline' }],
    };
  },
});
