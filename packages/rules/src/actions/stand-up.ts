import { editionOf } from '../edition/editions.js';
import type { Modifier } from '../engine/events.js';
import { defineProc, NEXT, type Proc, takeBool } from '../engine/procedure.js';
import { adjacent, type Square } from '../pitch.js';
import { testProc } from '../rolls/test.js';
import { hasHook, skillIdOf } from '../skills/registry.js';
import { setStatus } from '../state/mutate.js';
import { getPlayer, isOpen } from '../state/query.js';
import { movementAllowance } from './move.js';

/**
 * Standing up (§3.4): costs 3 MA (free with Jump Up). A player with MA 2 or less rolls D6 4+ instead
 * (Timmm-ber! helps): on a pass it stands using all its MA, on a fail it stays Prone and its activation
 * ends. Hands back the MA used, or −1 when the player stayed down.
 */
export interface StandUpProc extends Proc {
  kind: 'stand-up';
  player: string;
  stage: number;
}

export const standUpDef = defineProc<StandUpProc>({
  run(ctx, p) {
    const s = ctx.s;
    const player = getPlayer(s, p.player);
    const ma = movementAllowance(player);
    const host = ctx.own(1);
    const handBack = (maUsed: number) => {
      ctx.finish();
      if (host) host.maUsed = maUsed;
    };
    if (p.stage === 1) {
      const ok = takeBool(p);
      if (ok) setStatus(ctx, player, 'standing');
      handBack(ok ? ma : -1);
      return NEXT;
    }
    if (hasHook(ctx.s, player, (d) => d.freeStandUp === true)) {
      setStatus(ctx, player, 'standing');
      handBack(0);
      return NEXT;
    }
    if (ma > editionOf(s).standUpRollMaxMa) {
      setStatus(ctx, player, 'standing');
      handBack(Math.min(ma, editionOf(s).standUpCost));
      return NEXT;
    }
    const mods: Modifier[] = [];
    if (hasHook(s, player, (d) => d.standUpHelp === true)) {
      const helpers = s.players.filter(
        (o) =>
          o.team === player.team &&
          o.id !== player.id &&
          o.status === 'standing' &&
          o.at !== null &&
          adjacent(o.at, player.at as Square) &&
          isOpen(s, o),
      ).length;
      if (helpers > 0)
        mods.push({ value: helpers, reason: skillIdOf(s, player, (d) => d.standUpHelp === true) ?? 'help' });
    }
    p.stage = 1;
    ctx.push(testProc('stand-up', player, editionOf(s).standUpTarget, mods));
    return NEXT;
  },
});
