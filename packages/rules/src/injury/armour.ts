import type { ArmourBonus } from '../block/armour-bonus.js';
import { withOwnArmourModifier } from '../block/hooks.js';
import { editionOf } from '../edition/editions.js';
import type { Modifier } from '../engine/events.js';
import { defineProc, NEXT, type Proc } from '../engine/procedure.js';
import { sumModifiers } from '../rolls/test.js';
import { getPlayer } from '../state/query.js';

/** Armour roll: 2D6 (+ modifiers); a total that beats AV (per the edition) breaks armour → injury roll. */
export interface ArmourProc extends Proc {
  kind: 'armour';
  player: string;
  by: string | null;
  spp: boolean;
  modifiers: Modifier[];
  stage: number;
  /** Mighty Blow, Claws, Dirty Player (`block/armour-bonus.ts`). */
  bonus?: ArmourBonus | undefined;
}

export const armourDef = defineProc<ArmourProc>({
  run(ctx, p) {
    const player = getPlayer(ctx.s, p.player);
    const a = ctx.roll('D6');
    const b = ctx.roll('D6');
    const av = player.stats.av + player.driveMods.av;
    let modifiers = withOwnArmourModifier(player, p.modifiers);
    let total = a + b + sumModifiers(modifiers);
    const breaksOn = p.bonus?.breaksOn ?? null;
    let broken = editionOf(ctx.s).armourBroken(total, av) || (breaksOn !== null && a + b >= breaksOn);
    let flexible = p.bonus?.flexible ?? null;
    if (
      !broken &&
      flexible &&
      p.bonus?.flexibleOnArmour &&
      editionOf(ctx.s).armourBroken(total + flexible.value, av)
    ) {
      modifiers = [...modifiers, flexible];
      total += flexible.value;
      broken = true;
      flexible = null;
    }
    ctx.emit({
      kind: 'roll',
      purpose: 'armour',
      player: player.id,
      die: 'D6',
      natural: [a, b],
      modifiers,
      total,
      target: av,
      success: broken,
      rerolled: false,
    });
    ctx.emit({ kind: 'armour', player: player.id, broken });
    ctx.finish();
    if (broken)
      ctx.push({
        kind: 'injury',
        player: player.id,
        by: p.by,
        spp: p.spp,
        crowd: false,
        modifiers: flexible ? [flexible] : [],
        stage: 0,
      });
    return NEXT;
  },
});
