import type { CasualtyRoll } from '../edition/edition.js';
import { editionOf } from '../edition/editions.js';
import type { Context } from '../engine/context.js';
import type { Decision } from '../engine/decision.js';
import { defineProc, NEXT, type Proc, takeInput, WAIT } from '../engine/procedure.js';
import { regenerationReroll, spendApothecary } from '../inducements/effects.js';
import { casualtyPrayers } from '../inducements/prayer-spp.js';
import { rollEvent } from '../rolls/test.js';
import type { SkillDef } from '../skills/hooks.js';
import { findSkillDef, skillDefs, skillIdOf, sumHook } from '../skills/registry.js';
import { toBox } from '../state/mutate.js';
import { findPlayer, getPlayer } from '../state/query.js';
import type { PlayerState } from '../state/types.js';
import type { CasualtyResult } from '../types.js';
import { apothecaryAvailable } from './injury.js';
import { raiseTheDead } from './masters-of-undeath.js';

/**
 * Casualty roll (§4.5): Regeneration first (4+ → Reserves; LRB6 rolls it last, see `settle`), then D16 + 1
 * per Niggling Injury (+1 Decay); a Lasting Injury rolls a D6 for the characteristic. The owner may then
 * use the Apothecary: a second roll is made and the owner keeps either; Badly Hurt chosen that way sends
 * the player to Reserves.
 */
export interface CasualtyProc extends Proc {
  kind: 'casualty';
  player: string;
  by: string | null;
  spp: boolean;
  /** A result read straight from the Stunty table (Badly Hurt) skips the D16. */
  fixed: CasualtyResult | null;
  stage: number;
  first: CasualtyRoll | null;
  second: CasualtyRoll | null;
  /** The player was hurt by the crowd (pushed off the pitch). */
  crowd?: boolean;
}

function rollCasualty(ctx: Context, player: PlayerState): CasualtyRoll {
  const decay = sumHook(ctx.s, player, (d) => d.casualtyModifier);
  const modifiers =
    decay > 0
      ? [
          {
            value: decay,
            reason: skillIdOf(ctx.s, player, (d) => d.casualtyModifier !== undefined) ?? 'casualty',
          },
        ]
      : [];
  // The edition rolls its own table: D16 + Niggling Injuries (BB2025) or a D68 (classic).
  return editionOf(ctx.s).rollCasualty(ctx, player.id, player.niggling, modifiers);
}

function credit(ctx: Context, p: CasualtyProc): void {
  const by = p.by ? findPlayer(ctx.s, p.by) : undefined;
  if (!by) return;
  by.record = {
    ...by.record,
    casualtiesCaused: by.record.casualtiesCaused + 1,
    casualtiesSpp: by.record.casualtiesSpp + (p.spp ? 1 : 0),
  };
  casualtyPrayers(ctx.s, by, getPlayer(ctx.s, p.player), p.crowd === true);
}

/** A Regeneration roll on `target` (Igor and the like re-roll it once); passed: to the Reserves. */
function regenerates(ctx: Context, player: PlayerState, skill: SkillDef['id'], target: number): boolean {
  let n = ctx.roll('D6');
  let ok = n >= target;
  ctx.emit(rollEvent('regeneration', player.id, n, target, ok));
  if (!ok && regenerationReroll(ctx, player)) {
    n = ctx.roll('D6');
    ok = n >= target;
    ctx.emit({ ...rollEvent('regeneration', player.id, n, target, ok), rerolled: true });
  }
  if (!ok) return false;
  ctx.emit({ kind: 'skill', player: player.id, skill, effect: 'regenerates to Reserves' });
  toBox(ctx, player, 'reserves');
  return true;
}

/**
 * The kept result applies, unless the player Regenerates after it (LRB6: after the Casualty roll and any
 * Apothecary; a Badly Hurt the Apothecary sent to Reserves needs no roll). The SPP were credited already.
 */
function settle(
  ctx: Context,
  p: CasualtyProc,
  player: PlayerState,
  roll: CasualtyRoll,
  healed: boolean,
): void {
  ctx.finish();
  const after = findSkillDef(ctx.s, player, (d) => d.regenerationAfter !== undefined);
  if (after && !(healed && roll.result === 'badly-hurt')) {
    if (regenerates(ctx, player, after.def.id, after.def.regenerationAfter ?? 4)) return;
  }
  applyResult(ctx, p, player, roll, healed);
}

function applyResult(
  ctx: Context,
  p: CasualtyProc,
  player: PlayerState,
  roll: CasualtyRoll,
  healed: boolean,
  again = false,
): void {
  const r = { ...player.record };
  let lasting = roll.lasting;
  if (healed && roll.result === 'badly-hurt') {
    ctx.emit({ kind: 'apothecary', player: player.id, outcome: 'reserves' });
    toBox(ctx, player, 'reserves');
  } else {
    r.injury = roll.result;
    r.injuredBy = p.by;
    if (
      roll.result === 'seriously-hurt' ||
      roll.result === 'serious-injury' ||
      roll.result === 'lasting-injury'
    ) {
      r.missNextGame = true;
    }
    if (roll.result === 'serious-injury') {
      r.nigglingGained += 1;
      player.niggling += 1;
    }
    if (lasting) {
      const reduced = editionOf(ctx.s).reduceCharacteristic(player.stats, lasting);
      if (reduced) player.stats = reduced;
      else lasting = null; // cannot apply: plain Miss Next Game
      r.lasting = lasting;
    }
    if (roll.result === 'dead') toBox(ctx, player, 'dead');
    player.record = r;
  }
  emitCasualty(ctx, p, player, roll, lasting);
  if (player.box === 'dead') raiseTheDead(ctx, player);
  else if (!again && player.box !== 'reserves') furtherRolls(ctx, p, player);
}

/** LRB6 Decay: the casualty table is rolled again and that result applies too (a dead player stays so). */
function furtherRolls(ctx: Context, p: CasualtyProc, player: PlayerState): void {
  const rolls = Math.max(1, ...skillDefs(ctx.s, player).map(({ def }) => def.casualtyRolls ?? 1));
  for (let i = 1; i < rolls && player.box !== 'dead'; i++) {
    const before = player.record;
    applyResult(ctx, p, player, rollCasualty(ctx, player), false, true);
    // Both apply; the record keeps the worse, and the two miss one game at most (one flag).
    const worse = player.record.injury === 'badly-hurt' ? before.injury : player.record.injury;
    player.record = {
      ...player.record,
      injury: worse,
      missNextGame: player.record.missNextGame || before.missNextGame,
    };
  }
}

function emitCasualty(
  ctx: Context,
  p: CasualtyProc,
  player: PlayerState,
  roll: CasualtyRoll,
  lasting: CasualtyRoll['lasting'],
): void {
  ctx.emit({
    kind: 'casualty',
    player: player.id,
    result: roll.result,
    lasting,
    causedBy: p.by,
    spp: p.spp,
    ...(roll.detail ? { detail: roll.detail } : {}),
  });
}

export const casualtyDef = defineProc<CasualtyProc>({
  run(ctx, p) {
    const player = getPlayer(ctx.s, p.player);
    switch (p.stage) {
      case 0: {
        credit(ctx, p);
        // BB2025 rolls Regeneration before the Casualty roll; LRB6 after it (and the Apothecary): `settle`.
        const before = findSkillDef(ctx.s, player, (d) => d.regeneration !== undefined);
        if (before && regenerates(ctx, player, before.def.id, before.def.regeneration ?? 4)) {
          ctx.finish();
          return NEXT;
        }
        p.first = p.fixed ? { result: p.fixed, lasting: null } : rollCasualty(ctx, player);
        p.stage = 1;
        if (apothecaryAvailable(ctx.s, player)) return WAIT;
        settle(ctx, p, player, p.first, false);
        return NEXT;
      }
      case 1: {
        const c = takeInput(p);
        if (!c) return WAIT;
        const first = p.first as CasualtyRoll;
        if (c.type !== 'choose' || c.choice !== 'use-apothecary') {
          settle(ctx, p, player, first, false);
          return NEXT;
        }
        spendApothecary(ctx.s, player.team);
        ctx.emit({ kind: 'apothecary', player: player.id, outcome: 'second casualty roll' });
        p.second = rollCasualty(ctx, player);
        p.stage = 2;
        return WAIT;
      }
      default: {
        const c = takeInput(p);
        if (!c) return WAIT;
        const pick = c.type === 'choose' && c.choice === 'second' ? p.second : p.first;
        settle(ctx, p, player, pick as CasualtyRoll, true);
        return NEXT;
      }
    }
  },
  decide(s, p): Decision {
    const player = getPlayer(s, p.player);
    if (p.stage === 1) {
      return {
        team: player.team,
        kind: 'apothecary',
        player: player.id,
        prompt: `${player.name} suffered ${p.first?.result}: use the Apothecary?`,
        options: [{ type: 'choose', choice: 'use-apothecary' }, { type: 'decline' }],
      };
    }
    return {
      team: player.team,
      kind: 'apothecary-choice',
      player: player.id,
      prompt: `Keep ${p.first?.result} (first) or ${p.second?.result} (second)?`,
      options: [
        { type: 'choose', choice: 'first' },
        { type: 'choose', choice: 'second' },
      ],
    };
  },
});
