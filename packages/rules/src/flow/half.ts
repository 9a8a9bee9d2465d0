import { defineProc, NEXT, type Proc } from '../engine/procedure.js';
import { startOfHalf } from '../inducements/effects.js';
import { clearUses } from '../rerolls/usage.js';
import { otherSide, SIDES, type Side } from '../types.js';
import { driveProc, nextTeam } from './drive.js';

/** A half: turn markers reset, team re-rolls refill, then drives until both teams have played 8 turns. */
export interface HalfProc extends Proc {
  kind: 'half';
  half: number;
  kicking: Side;
  started: boolean;
}

export const halfProc = (half: number, kicking: Side): HalfProc => ({
  kind: 'half',
  half,
  kicking,
  started: false,
});

export const halfDef = defineProc<HalfProc>({
  run(ctx, p) {
    const s = ctx.s;
    p.result = undefined;
    if (!p.started) {
      p.started = true;
      s.half = p.half;
      for (const side of SIDES) {
        const t = s.teams[side];
        t.turn = 0;
        t.rerolls = t.rerollsPerHalf;
      }
      for (const pl of s.players) clearUses(pl, 'half');
      ctx.emit({ kind: 'half-start', half: p.half });
      startOfHalf(ctx);
      ctx.push(driveProc(p.kicking, true));
      return NEXT;
    }
    const kicking = s.kickingTeam ?? p.kicking;
    if (nextTeam(s, otherSide(kicking)) === null) {
      ctx.finish();
      return NEXT;
    }
    ctx.push(driveProc(kicking, false));
    return NEXT;
  },
});
