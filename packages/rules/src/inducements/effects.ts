import type { Context } from '../engine/context.js';
import type { Modifier } from '../engine/events.js';
import type { MatchState, PlayerState } from '../state/types.js';
import type { PrayerId } from '../tables/prayers-to-nuffle.js';
import { otherSide, type RollPurpose, SIDES, type Side } from '../types.js';
import { countOf } from './define.js';
import type { InducementId } from './types.js';

/**
 * The hooks through which bought inducements and prayers in force act during the match. Procedures call
 * these by what happens (a KO recovery, an argue, a rush, a foul), never by an inducement's name.
 */

const bought = (s: MatchState, side: Side, id: InducementId): number =>
  s.inducements ? countOf(s.inducements.sides[side].bought, id) : 0;

export const prayerInForce = (s: MatchState, side: Side, prayer: PrayerId): boolean =>
  s.inducements?.prayers[side].includes(prayer) ?? false;

/** Items that each add +1 to the team's Knocked-out recovery rolls: BB2025's kegs, LRB6's Babes. */
const KO_RECOVERY_ITEMS = ['blitzers-best-kegs', 'bloodweiser-babes'] as const;

/** +1 to Knocked-out recovery per Blitzer's Best Keg or Bloodweiser Babe, and for Josef Bugman (§3.16). */
export function koRecoveryBonus(s: MatchState, side: Side): Modifier[] {
  const mods: Modifier[] = [];
  for (const item of KO_RECOVERY_ITEMS) {
    const n = bought(s, side, item);
    if (n > 0) mods.push({ value: n, reason: item });
  }
  if (bought(s, side, 'josef-bugman') > 0) mods.push({ value: 1, reason: 'josef bugman' });
  return mods;
}

/**
 * Argue the Call (§4.12): the D6 total needed to stay on the pitch and the modifiers to it. Friends with
 * the Ref lowers the target to 5; the Biased Referee adds +1. A natural 1 always ejects the coach.
 */
export function argueTheCall(s: MatchState, side: Side): { target: number; modifiers: Modifier[] } {
  const target = prayerInForce(s, side, 'friends-with-the-ref') ? 5 : 6;
  const modifiers: Modifier[] =
    bought(s, side, 'biased-referee') > 0 ? [{ value: 1, reason: 'biased referee' }] : [];
  return { target, modifiers };
}

/** Moles Under the Pitch: −1 to the Rush rolls of the praying team's opponents. */
export function rushPrayerModifiers(s: MatchState, player: PlayerState): Modifier[] {
  return prayerInForce(s, otherSide(player.team), 'moles-under-the-pitch')
    ? [{ value: -1, reason: 'moles under the pitch' }]
    : [];
}

/**
 * After a Foul's armour roll: whether the fouler is sent off on top of any double. Under Scrutiny (the
 * fouled team's prayer): whenever the armour broke. The fouled team's Biased Referee: on a D6 5+.
 */
export function refereeSendsOff(ctx: Context, fouler: PlayerState, broken: boolean): boolean {
  const victims = otherSide(fouler.team);
  if (broken && prayerInForce(ctx.s, victims, 'under-scrutiny')) return true;
  if (bought(ctx.s, victims, 'biased-referee') === 0) return false;
  const n = ctx.roll('D6');
  const ok = n >= 5;
  ctx.emit({
    kind: 'roll',
    purpose: 'biased-referee',
    player: fouler.id,
    die: 'D6',
    natural: [n],
    modifiers: [],
    total: n,
    target: 5,
    success: ok,
    rerolled: false,
  });
  return ok;
}

/** A once-per-game use of `key` by `side` not made yet. */
export const unused = (s: MatchState, side: Side, key: string): boolean =>
  !(s.inducements?.used ?? []).includes(`${side}:${key}`);

/** Records a once-per-game use. */
export function markUsedOnce(s: MatchState, side: Side, key: string): void {
  const ind = s.inducements;
  if (ind) ind.used = [...(ind.used ?? []), `${side}:${key}`];
}

const d6Roll = (ctx: Context, purpose: RollPurpose, target: number | null, player: string | null = null) => {
  const n = ctx.roll('D6');
  const success = target === null ? null : n >= target;
  ctx.emit({
    kind: 'roll',
    purpose,
    player,
    die: 'D6',
    natural: [n],
    modifiers: [],
    total: n,
    target,
    success,
    rerolled: false,
  });
  return n;
};

/** Whether the side's Team Mascot re-roll is there to be tried this half. */
export const mascotReady = (s: MatchState, side: Side): boolean =>
  s.inducements?.mascotReady?.includes(side) ?? false;

/**
 * A team re-roll with a Team Mascot: the Mascot's re-roll is tried first (D6 4+); on 1–3 it is lost for
 * the half and an ordinary team re-roll may still be used. Returns whether the Mascot provided it.
 */
export function tryMascot(ctx: Context, side: Side): boolean {
  const ind = ctx.s.inducements;
  if (!ind || !mascotReady(ctx.s, side)) return false;
  ind.mascotReady = (ind.mascotReady ?? []).filter((x) => x !== side);
  return d6Roll(ctx, 'team-mascot', 4) >= 4;
}

/** Cheering Fans: a Team Mascot lets its coach re-roll a natural 1. */
export const rerollsCheeringOne = (s: MatchState, side: Side): boolean => bought(s, side, 'team-mascot') > 0;

/**
 * The start of each half, once the team re-rolls have refilled: each Team Mascot is back, and each
 * Halfling Master Chef rolls 3 D6, stealing one of the opponent's team re-rolls for the half on each
 * 4+ (re-rolls granted by skills, such as Leader's, are safe).
 */
export function startOfHalf(ctx: Context): void {
  const s = ctx.s;
  const ind = s.inducements;
  if (!ind) return;
  ind.mascotReady = SIDES.filter((side) => bought(s, side, 'team-mascot') > 0);
  for (const side of SIDES) {
    if (bought(s, side, 'halfling-master-chef') === 0) continue;
    const other = s.teams[otherSide(side)];
    for (let i = 0; i < 3; i++) {
      if (d6Roll(ctx, 'halfling-master-chef', 4) < 4 || other.rerolls === 0) continue;
      other.rerolls -= 1;
      s.teams[side].rerolls += 1;
    }
  }
}

/**
 * After a failed Regeneration roll: a Mortuary Assistant, a Plague Doctor or (LRB6) an Igor not used yet
 * this game re-rolls it (each once per game; the Plague Doctor's use is shared with acting as an
 * Apothecary). Used at once, as a coach always would on a player about to suffer the Casualty.
 */
export function regenerationReroll(ctx: Context, player: PlayerState): boolean {
  const s = ctx.s;
  for (const key of ['mortuary-assistant', 'plague-doctor', 'igor'] as const) {
    if (bought(s, player.team, key) === 0 || !unused(s, player.team, key)) continue;
    markUsedOnce(s, player.team, key);
    return true;
  }
  return false;
}

/** A Plague Doctor not used yet this game may act as an Apothecary. */
export const plagueDoctorReady = (s: MatchState, side: Side): boolean =>
  bought(s, side, 'plague-doctor') > 0 && unused(s, side, 'plague-doctor');

/** Uses the team's Apothecary: its own (or a Wandering one) first, else the Plague Doctor. */
export function spendApothecary(s: MatchState, side: Side): void {
  const t = s.teams[side];
  if (t.apothecaries > 0) t.apothecaries -= 1;
  else if (plagueDoctorReady(s, side)) markUsedOnce(s, side, 'plague-doctor');
}
