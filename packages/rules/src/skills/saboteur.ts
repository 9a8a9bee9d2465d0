import type { ArmourBonus } from '../block/armour-bonus.js';
import { defineProc, NEXT, type Proc } from '../engine/procedure.js';
import { goingDown } from '../injury/going-down.js';
import { rollEvent } from '../rolls/test.js';
import { setBall, toBox } from '../state/mutate.js';
import { getPlayer, hasBall } from '../state/query.js';
import type { PlayerState } from '../state/types.js';
import type { SkillDef } from './hooks.js';

/**
 * Saboteur: a player with it Knocked Down by an opponent's block rolls a D6 before the armour roll. On 4+
 * the blocker is Knocked Down too (a Turnover only if it held the ball) and the saboteur is KO'd with no
 * armour roll; otherwise it goes down as usual.
 */
export interface SaboteurProc extends Proc {
  kind: 'saboteur';
  player: string;
  attacker: string;
  bonus: ArmourBonus | null;
}

export const saboteurProc = (
  p: PlayerState,
  attacker: PlayerState,
  bonus: ArmourBonus | undefined,
): SaboteurProc => ({
  kind: 'saboteur',
  player: p.id,
  attacker: attacker.id,
  bonus: bonus ?? null,
});

export const saboteurDef = defineProc<SaboteurProc>({
  run(ctx, p) {
    const s = ctx.s;
    const player = getPlayer(s, p.player);
    const attacker = getPlayer(s, p.attacker);
    const n = ctx.roll('D6');
    const ok = n >= 4;
    ctx.emit(rollEvent('saboteur', player.id, n, 4, ok));
    ctx.finish();
    if (!ok) {
      ctx.push(goingDown(player, 'knocked-down', attacker.id, true, p.bonus ?? undefined));
      return NEXT;
    }
    ctx.emit({
      kind: 'skill',
      player: player.id,
      skill: 'saboteur',
      effect: `takes ${attacker.name} down with it`,
    });
    const at = player.at;
    const held = hasBall(s, player);
    toBox(ctx, player, 'knocked-out');
    if (held && at) {
      setBall(ctx, { kind: 'air', at }, 'dropped');
      ctx.push({ kind: 'bounce', from: at, kick: null });
    }
    if (attacker.at !== null && attacker.status === 'standing') {
      ctx.push({ ...goingDown(attacker, 'knocked-down', player.id), turnover: false });
    }
    return NEXT;
  },
});

/** Saboteur: when Knocked Down by a block, D6 4+ takes the blocker down too and KOs itself. */
export const saboteur: SkillDef = {
  id: 'saboteur',
  block: { knockedDownBy: (_s, owner, attacker, bonus) => saboteurProc(owner, attacker, bonus) },
};
