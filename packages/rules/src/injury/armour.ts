import type { ArmourBonus } from '../block/armour-bonus.js';
import { hasBlockHook, withOwnArmourModifier } from '../block/hooks.js';
import { editionOf } from '../edition/editions.js';
import type { Context } from '../engine/context.js';
import type { Modifier } from '../engine/events.js';
import { defineProc, NEXT, type Proc } from '../engine/procedure.js';
import { markUsed } from '../rerolls/usage.js';
import { rollEvent, sumModifiers } from '../rolls/test.js';
import { starArmourAct } from '../stars/hook-points.js';
import type { ArmourCause } from '../stars/hooks.js';
import type { StarRuleId } from '../stars/ids.js';
import { getPlayer } from '../state/query.js';
import type { PlayerState } from '../state/types.js';

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
  /** What the roll came from, for Star Player special rules (a block's knock-down, a Stab …). */
  cause?: ArmourCause | undefined;
}

interface Rolled {
  a: number;
  b: number;
  modifiers: Modifier[];
  total: number;
  broken: boolean;
  flexible: Modifier | null;
}

function rollArmour(
  ctx: Context,
  p: ArmourProc,
  player: PlayerState,
  av: number,
  keep?: [number | null, number | null],
): Rolled {
  const a = keep?.[0] ?? ctx.roll('D6');
  const b = keep?.[1] ?? ctx.roll('D6');
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
  return { a, b, modifiers, total, broken, flexible };
}

export const armourDef = defineProc<ArmourProc>({
  run(ctx, p) {
    const player = getPlayer(ctx.s, p.player);
    const av = player.stats.av + player.driveMods.av;
    const by = p.by === null ? null : getPlayer(ctx.s, p.by);
    let r = rollArmour(ctx, p, player, av);
    let rerolled = false;
    // Set when the roll as it stands is already logged (a wasted re-roll of one die).
    let logged = false;
    const starUsed: StarRuleId[] = [];
    const emitRoll = () =>
      ctx.emit({
        kind: 'roll',
        purpose: 'armour',
        player: player.id,
        die: 'D6',
        natural: [r.a, r.b],
        modifiers: r.modifiers,
        total: r.total,
        // The least total that breaks it: AV (BB2025, "9+") or one more (classic: more than AV 8 is 9+).
        target: editionOf(ctx.s).armourBroken(av, av) ? av : av + 1,
        success: r.broken,
        rerolled,
      });
    // Star Player special rules: each may add to the roll or re-roll it once (a die is re-rolled once).
    for (;;) {
      const found = starArmourAct(
        ctx,
        {
          s: ctx.s,
          victim: player,
          by,
          cause: p.cause,
          natural: [r.a, r.b],
          total: r.total,
          av,
          broken: r.broken,
          spare: r.flexible && p.bonus?.flexibleOnArmour ? r.flexible.value : 0,
          modifiable: !hasBlockHook(player, 'armourUnmodifiable'),
          rerolled,
        },
        starUsed,
      );
      if (!found) break;
      starUsed.push(found.rule);
      if ('reroll' in found.act) {
        emitRoll();
        rerolled = true;
        r = rollArmour(ctx, p, player, av);
      } else if ('rerollDie' in found.act) {
        // One die again, after the skill's own roll (Old Pro uses Pro).
        const { rerollDie, needs, skill } = found.act;
        emitRoll();
        rerolled = true;
        const owner = getPlayer(ctx.s, found.owner);
        markUsed(owner, skill, 'activation');
        const n = ctx.roll('D6');
        ctx.emit(rollEvent('pro', owner.id, n, needs, n >= needs));
        if (n < needs) {
          logged = true;
          break;
        }
        r = rollArmour(ctx, p, player, av, rerollDie === 0 ? [null, r.b] : [r.a, null]);
      } else {
        const mod = { value: found.act.modifier, reason: found.rule };
        r = { ...r, modifiers: [...r.modifiers, mod], total: r.total + mod.value };
        // A Mighty Blow kept for the injury joins the bonus when the two together break the armour.
        const flex = r.flexible;
        const breaks = editionOf(ctx.s).armourBroken;
        if (
          !r.broken &&
          !breaks(r.total, av) &&
          flex &&
          p.bonus?.flexibleOnArmour &&
          breaks(r.total + flex.value, av)
        ) {
          r = {
            ...r,
            modifiers: [...r.modifiers.slice(0, -1), flex, mod],
            total: r.total + flex.value,
            flexible: null,
          };
        }
        r.broken = r.broken || editionOf(ctx.s).armourBroken(r.total, av);
      }
    }
    if (!logged) emitRoll();
    ctx.emit({ kind: 'armour', player: player.id, broken: r.broken });
    ctx.finish();
    if (r.broken)
      ctx.push({
        kind: 'injury',
        player: player.id,
        by: p.by,
        spp: p.spp,
        crowd: false,
        modifiers: r.flexible ? [r.flexible] : [],
        stage: 0,
        ...(p.cause ? { cause: p.cause } : {}),
        ...(starUsed.length > 0 ? { starUsed } : {}),
      });
    return NEXT;
  },
});
