import { editionOf } from '../edition/editions.js';
import type { Context } from '../engine/context.js';
import type { Decision } from '../engine/decision.js';
import type { Modifier } from '../engine/events.js';
import { defineProc, NEXT, type Proc, takeInput, WAIT } from '../engine/procedure.js';
import { plagueDoctorReady, spendApothecary } from '../inducements/effects.js';
import { sumModifiers } from '../rolls/test.js';
import { findSkillDef, hasHook } from '../skills/registry.js';
import { starInjured, starInjuryAct } from '../stars/hook-points.js';
import type { ArmourCause } from '../stars/hooks.js';
import type { StarRuleId } from '../stars/ids.js';
import { setStatus, toBox } from '../state/mutate.js';
import { getPlayer } from '../state/query.js';
import type { MatchState, PlayerState } from '../state/types.js';
import type { InjuryResult } from '../types.js';

/**
 * Injury roll (§4.4): 2D6 on the injury table, or the Stunty table; Thick Skull re-reads some totals.
 * Stunned stays on the pitch (in the crowd: Reserves), KO goes to the KO box (an Apothecary may make it
 * Stunned, or Reserves from the crowd), casualties go on to the Casualty roll.
 */
export interface InjuryProc extends Proc {
  kind: 'injury';
  player: string;
  by: string | null;
  spp: boolean;
  /** Injury by the crowd (§3.13): Stunned becomes Reserves. */
  crowd: boolean;
  modifiers: Modifier[];
  stage: number;
  /** Dice already rolled by the caller (a Foul checks them for doubles first). */
  fixed?: [number, number] | undefined;
  /** A Stunned result counts as Knocked Out (a fumbled Kick Team-mate). */
  stunnedIsKo?: boolean | undefined;
  /** What the armour roll before it came from, for Star Player special rules. */
  cause?: ArmourCause | undefined;
  /** Special rules already used on that armour roll (an armour-or-injury bonus is used once). */
  starUsed?: StarRuleId[] | undefined;
}

export const injuryProc = (
  player: PlayerState,
  crowd: boolean,
  by: string | null = null,
  spp = false,
): InjuryProc => ({
  kind: 'injury',
  player: player.id,
  by,
  spp,
  crowd,
  modifiers: [],
  stage: 0,
});

export function readInjury(s: MatchState, player: PlayerState, total: number): InjuryResult {
  const stunty = hasHook(s, player, (d) => d.stuntyInjuries === true);
  const adjust = findSkillDef(s, player, (d) => d.injuryTotalAdjust !== undefined);
  const adjusted = adjust?.def.injuryTotalAdjust?.(total, stunty) ?? null;
  if (adjusted) return adjusted;
  return stunty ? editionOf(s).stuntyInjury(total) : editionOf(s).injury(total);
}

export const apothecaryAvailable = (s: MatchState, player: PlayerState): boolean =>
  s.teams[player.team].apothecaries > 0 || plagueDoctorReady(s, player.team);

export const injuryDef = defineProc<InjuryProc>({
  run(ctx, p) {
    const player = getPlayer(ctx.s, p.player);
    if (p.stage === 1) {
      const c = takeInput(p);
      if (!c) return WAIT;
      ctx.finish();
      if (c.type === 'choose' && c.choice === 'use-apothecary') {
        spendApothecary(ctx.s, player.team);
        if (p.crowd || player.at === null || editionOf(ctx.s).apothecaryKoToReserves) {
          ctx.emit({ kind: 'apothecary', player: player.id, outcome: 'reserves' });
          toBox(ctx, player, 'reserves');
        } else {
          ctx.emit({ kind: 'apothecary', player: player.id, outcome: 'stunned' });
          setStatus(ctx, player, 'stunned');
        }
      } else {
        toBox(ctx, player, 'knocked-out');
      }
      return NEXT;
    }
    let a = p.fixed?.[0] ?? ctx.roll('D6');
    let b = p.fixed?.[1] ?? ctx.roll('D6');
    // Classic Niggling Injuries add to the injury roll (BB2025's add to the Casualty roll instead).
    let modifiers = [...p.modifiers, ...editionOf(ctx.s).nigglingInjuryModifiers(player.niggling)];
    const readAt = (total: number): InjuryResult => {
      const read = readInjury(ctx.s, player, total);
      return p.stunnedIsKo && read === 'stunned' ? 'knocked-out' : read;
    };
    let total = a + b + sumModifiers(modifiers);
    let result = readAt(total);
    let rerolled = false;
    const emitRoll = () =>
      ctx.emit({
        kind: 'roll',
        purpose: 'injury',
        player: player.id,
        die: 'D6',
        natural: [a, b],
        modifiers,
        total,
        target: null,
        success: null,
        rerolled,
      });
    // Star Player special rules: each may add to the roll or re-roll it once.
    const by = p.by === null ? null : getPlayer(ctx.s, p.by);
    const starUsed: StarRuleId[] = [];
    for (;;) {
      const x = { s: ctx.s, victim: player, by, cause: p.cause, natural: [a, b] as const, total, result };
      const found = starInjuryAct(ctx, { ...x, readAt, rerolled, usedOnArmour: p.starUsed ?? [] }, starUsed);
      if (!found) break;
      starUsed.push(found.rule);
      if ('reroll' in found.act) {
        emitRoll();
        rerolled = true;
        a = ctx.roll('D6');
        b = ctx.roll('D6');
      } else if ('modifier' in found.act)
        modifiers = [...modifiers, { value: found.act.modifier, reason: found.rule }];
      total = a + b + sumModifiers(modifiers);
      result = readAt(total);
    }
    emitRoll();
    ctx.emit({ kind: 'injury', player: player.id, result, crowd: p.crowd });
    starInjured(ctx, {
      s: ctx.s,
      victim: player,
      by,
      cause: p.cause,
      natural: [a, b],
      total,
      result,
      readAt,
      rerolled,
      usedOnArmour: [],
    });
    applyInjury(ctx, p, player, result);
    return NEXT;
  },
  decide(s, p): Decision {
    const player = getPlayer(s, p.player);
    return {
      team: player.team,
      kind: 'apothecary',
      player: player.id,
      prompt: `${player.name} is Knocked Out: use the Apothecary?`,
      options: [{ type: 'choose', choice: 'use-apothecary' }, { type: 'decline' }],
    };
  },
});

function applyInjury(ctx: Context, p: InjuryProc, player: PlayerState, result: InjuryResult): void {
  switch (result) {
    case 'stunned':
      ctx.finish();
      if (p.crowd || player.at === null) toBox(ctx, player, 'reserves');
      else setStatus(ctx, player, 'stunned');
      return;
    case 'knocked-out':
      if (apothecaryAvailable(ctx.s, player)) {
        p.stage = 1;
        return;
      }
      ctx.finish();
      toBox(ctx, player, 'knocked-out');
      return;
    case 'badly-hurt':
    case 'casualty':
      ctx.finish();
      toBox(ctx, player, 'casualty');
      ctx.push({
        kind: 'casualty',
        player: player.id,
        by: p.by,
        spp: p.spp,
        fixed: result === 'badly-hurt' ? 'badly-hurt' : null,
        stage: 0,
        first: null,
        second: null,
        ...(p.crowd ? { crowd: true } : {}),
      });
      return;
  }
}
