import { editionOf } from '../edition/editions.js';
import type { Modifier } from '../engine/events.js';
import { distance, type Square } from '../pitch.js';
import { MARKED } from '../skills/mod.js';
import { applyTestHooks, hasHook } from '../skills/registry.js';
import { markerCount } from '../state/query.js';
import type { MatchState, PlayerState } from '../state/types.js';
import type { PassRange } from '../tables/pass-range.js';
import { WEATHER_EFFECTS } from '../tables/weather.js';

/** −1 for each opponent with Disturbing Presence within 3 squares of `p` (passes, catches, interceptions). */
export function disturbingPresence(s: MatchState, p: PlayerState): Modifier[] {
  if (p.at === null) return [];
  const at = p.at;
  let n = 0;
  for (const o of s.players) {
    if (o.team === p.team || o.at === null || distance(o.at, at) > 3) continue;
    if (hasHook(s, o, (d) => d.disturbingPresence === true)) n += 1;
  }
  return n > 0 ? [{ value: -n, reason: 'disturbing presence' }] : [];
}

/** PA test modifiers (§3.7): the range band, −1 per marker, weather, Disturbing Presence, then skills. */
export function passModifiers(
  s: MatchState,
  thrower: PlayerState,
  range: PassRange,
  to?: Square,
): Modifier[] {
  const mods: Modifier[] = [];
  const band = editionOf(s).passRangeModifier[range];
  if (band !== 0) mods.push({ value: band, reason: range });
  const m = thrower.at ? markerCount(s, thrower.at, thrower.team) : 0;
  if (m > 0) mods.push({ value: -m, reason: MARKED });
  const weather = WEATHER_EFFECTS[s.weather].passing;
  if (weather !== 0) mods.push({ value: weather, reason: s.weather });
  mods.push(...disturbingPresence(s, thrower));
  return applyTestHooks({ s, player: thrower, purpose: 'pass', passRange: range, to }, mods, []);
}

/** Interception AG test modifiers (§3.7): −3 vs an Accurate pass, −2 vs an Inaccurate one, markers, rain. */
export function interceptionModifiers(s: MatchState, p: PlayerState, accurate: boolean): Modifier[] {
  const mods: Modifier[] = [editionOf(s).interceptionModifier(accurate)];
  const m = p.at ? markerCount(s, p.at, p.team) : 0;
  if (m > 0) mods.push({ value: -m, reason: MARKED });
  if (s.weather === 'pouring-rain') mods.push({ value: -1, reason: 'pouring rain' });
  mods.push(...disturbingPresence(s, p));
  return applyTestHooks({ s, player: p, purpose: 'interception' }, mods, []);
}
