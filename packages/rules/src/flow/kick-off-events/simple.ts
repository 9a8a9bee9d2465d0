import { editionOf } from '../../edition/editions.js';
import type { Context } from '../../engine/context.js';
import { rerollsCheeringOne } from '../../inducements/effects.js';
import { rollEvent } from '../../rolls/test.js';
import { setStatus, toBox } from '../../state/mutate.js';
import { onPitchPlayers } from '../../state/query.js';
import { SIDES, type Side } from '../../types.js';
import { randomPlayer } from '../random-player.js';
import { eventRoll, rollOffBoth } from './common.js';
import { kickOffFans } from './fans.js';

/** Kick-off events that are resolved by dice alone, without a coach's decision. */

/** 2 Get the Ref: each team gains a free Bribe for this game. */
export function getTheRef(ctx: Context): void {
  for (const side of SIDES) ctx.s.teams[side].bribes += 1;
}

/** 3 Time-out: kicking team's marker on 6–8 → both markers back one; otherwise both forward one. */
export function timeOut(ctx: Context, kicking: Side): void {
  const s = ctx.s;
  const back = s.teams[kicking].turn >= 6;
  for (const side of SIDES) s.teams[side].turn = Math.max(0, s.teams[side].turn + (back ? -1 : 1));
  ctx.emit({
    kind: 'note',
    text: back ? 'turn markers move back one' : 'turn markers move forward one',
    code: back ? 'turn-markers-back' : 'turn-markers-forward',
  });
}

/** The die + helpers (+ the match's fans in classic) roll-off of Cheering Fans and Brilliant Coaching. */
function helpersRollOff(
  ctx: Context,
  helpers: (t: Side) => number,
  rerollOne: (t: Side) => boolean = () => false,
): Side[] {
  const rules = editionOf(ctx.s).kickOffRules;
  const fans = (t: Side) => (rules.rollOffAddsFans ? kickOffFans(ctx.s, t) : 0);
  return rollOffBoth(ctx, (t) => helpers(t) + fans(t), 'higher', rerollOne, rules.rollOffDie);
}

/** A team re-roll for the rest of the half (classic Cheering Fans and Brilliant Coaching). */
function halfReroll(ctx: Context, side: Side): void {
  ctx.s.teams[side].rerolls += 1;
  ctx.emit({
    kind: 'note',
    text: `${side} gains a re-roll for this half`,
    team: side,
    code: 'extra-reroll',
    params: { team: side },
  });
}

/**
 * 6 Cheering Fans: D6 + cheerleaders; the higher (both on a tie) gets +1 assist on its next first Block.
 * Classic: D3 + FAME + cheerleaders, and the winner gains a team re-roll for the half.
 */
export function cheeringFans(ctx: Context): void {
  const reroll = editionOf(ctx.s).kickOffRules.cheeringFansReroll;
  // A Team Mascot may re-roll a natural 1.
  const mascot = (t: Side) => rerollsCheeringOne(ctx.s, t);
  for (const side of helpersRollOff(ctx, (t) => ctx.s.teams[t].cheerleaders, mascot)) {
    if (reroll) halfReroll(ctx, side);
    else ctx.s.teams[side].cheeringFans = true;
  }
}

/**
 * 7 Brilliant Coaching: D6 + assistant coaches; the higher (both on a tie) gains a re-roll for the drive.
 * Classic: D3 + FAME + assistant coaches, and the re-roll lasts the half.
 */
export function brilliantCoaching(ctx: Context): void {
  const forHalf = editionOf(ctx.s).kickOffRules.brilliantCoachingForHalf;
  for (const side of helpersRollOff(ctx, (t) => ctx.s.teams[t].assistantCoaches)) {
    if (forHalf) {
      halfReroll(ctx, side);
      continue;
    }
    ctx.s.teams[side].driveRerolls += 1;
    ctx.emit({
      kind: 'note',
      text: `${side} gains a re-roll for this drive`,
      team: side,
      code: 'extra-reroll',
      params: { team: side },
    });
  }
}

/** 8 Changing Weather: new weather; returns true when it is Perfect Conditions (the ball then scatters). */
export function changingWeather(ctx: Context): boolean {
  const a = eventRoll(ctx, 'D6', 'weather');
  const b = eventRoll(ctx, 'D6', 'weather');
  ctx.s.weather = editionOf(ctx.s).weather(a + b);
  ctx.emit({ kind: 'weather', weather: ctx.s.weather });
  return ctx.s.weather === 'perfect';
}

/** 11 Dodgy Snack: the lower D6 (both on a tie) picks a random player: 2+ −1 MA and AV this drive, 1 → Reserves. */
export function dodgySnack(ctx: Context): void {
  for (const side of rollOffBoth(ctx, () => 0, 'lower')) {
    const victim = randomPlayer(ctx, onPitchPlayers(ctx.s, side));
    if (!victim) continue;
    const n = eventRoll(ctx, 'D6');
    if (n >= 2) {
      victim.driveMods = { ma: victim.driveMods.ma - 1, av: victim.driveMods.av - 1 };
      ctx.emit({
        kind: 'note',
        text: `${victim.name} feels queasy: −1 MA and −1 AV this drive`,
        team: side,
        code: 'dodgy-snack',
        params: { player: victim.id },
      });
    } else {
      toBox(ctx, victim, 'reserves');
    }
  }
}

/** 12 Pitch Invasion: D6 + Fan Factor; the lower (both on a tie) has D3 random players Placed Prone and Stunned. */
export function pitchInvasion(ctx: Context): void {
  if (editionOf(ctx.s).kickOffRules.pitchInvasionEachPlayer) {
    invadeEachPlayer(ctx);
    return;
  }
  for (const side of rollOffBoth(ctx, (t) => kickOffFans(ctx.s, t), 'lower')) {
    const count = eventRoll(ctx, 'D3');
    for (let i = 0; i < count; i++) {
      const candidates = onPitchPlayers(ctx.s, side).filter((p) => p.status !== 'stunned');
      const victim = randomPlayer(ctx, candidates);
      if (!victim) break;
      ctx.emit({ kind: 'going-down', player: victim.id, how: 'placed-prone' });
      setStatus(ctx, victim, 'stunned');
    }
  }
}

/** Classic Pitch Invasion: a D6 + the rolling team's fans for each opposing player; 6+ (never a 1) Stuns. */
function invadeEachPlayer(ctx: Context): void {
  for (const side of SIDES) {
    const fans = kickOffFans(ctx.s, side);
    for (const victim of onPitchPlayers(ctx.s, side === 'home' ? 'away' : 'home')) {
      const n = ctx.roll('D6');
      const hit = n !== 1 && n + fans >= 6;
      const modifiers = fans !== 0 ? [{ value: fans, reason: 'fan factor' }] : [];
      ctx.emit({ ...rollEvent('kick-off-event-roll', victim.id, n, 6, hit), modifiers, total: n + fans });
      if (!hit || victim.status === 'stunned') continue;
      ctx.emit({ kind: 'going-down', player: victim.id, how: 'placed-prone' });
      setStatus(ctx, victim, 'stunned');
    }
  }
}
