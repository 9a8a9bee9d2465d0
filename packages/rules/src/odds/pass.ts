import { catchModifiers } from '../ball/catch.js';
import { RANDOM_DIRECTION, step } from '../ball/directions.js';
import { type BallArrival, canCatch } from '../ball/land.js';
import type { Modifier } from '../engine/events.js';
import { interceptors } from '../pass/interception.js';
import { interceptionModifiers, passModifiers } from '../pass/modifiers.js';
import { rangeBetween } from '../pass/ruler.js';
import { ttmModifiers } from '../pass/throw-team-mate.js';
import { onPitch, type Square } from '../pitch.js';
import { canUseTeamReroll } from '../rerolls/team.js';
import { sumModifiers } from '../rolls/test.js';
import { hasHook, skillDefs } from '../skills/registry.js';
import { getPlayer, playerAt } from '../state/query.js';
import type { MatchState, PlayerState } from '../state/types.js';
import type { PassRange } from '../tables/pass-range.js';
import type { RollPurpose } from '../types.js';
import { testChance } from './reach.js';

/** The three outcomes of a PA test (a TTM reads them as Superb / Subpar / Fumbled). */
export interface ThrowOutcomes {
  accurate: number;
  inaccurate: number;
  fumbled: number;
}

export interface PassOdds {
  range: PassRange;
  modifiers: Modifier[];
  /** Without a re-roll, and using the best re-roll the coach has (Pass skill, then a team re-roll). */
  throw: ThrowOutcomes;
  withReroll: ThrowOutcomes | null;
  /** Opponents under the ruler of an Accurate pass, each with its chance to intercept it. */
  interceptors: { player: string; chance: number }[];
  /** The team-mate in the target square and its chance to catch an Accurate pass (re-roll included). */
  receiver: { player: string; catch: number } | null;
  /**
   * Chance the receiver (the team-mate in the target square) ends holding the ball: an Accurate pass, or
   * an Inaccurate one whose three scatters still bring it to the receiver (directly or by bouncing off a
   * failed catch), that no interceptor takes. 0 when nobody of the team stands in the target square.
   */
  completion: number;
  /** Chance any player of the thrower's team (the thrower included) ends holding the ball, as above. */
  teamKeepsBall: number;
}

/** Chains of bounces longer than this are not followed (each further bounce hits a given square 1 in 8). */
const MAX_BOUNCES = 3;

type Holders = Map<string, number>;

function addInto(into: Holders, from: Holders, weight: number): void {
  for (const [id, c] of from) into.set(id, (into.get(id) ?? 0) + c * weight);
}

/**
 * Who ends holding a ball arriving in `at` (engine: ballLand, catch, bounce): off the pitch it is thrown
 * in (not followed: counted as nobody's); an empty square keeps it (Diving Catch is not counted); a player
 * able to catch tries (re-roll as `catchChance`) and a failed catch or a player unable to catch bounces it.
 */
function holders(
  s: MatchState,
  at: Square,
  how: BallArrival,
  bounces: number,
  memo: Map<string, Holders>,
): Holders {
  const key = `${at.x},${at.y},${how},${bounces}`;
  const hit = memo.get(key);
  if (hit) return hit;
  const out: Holders = new Map();
  memo.set(key, out);
  if (!onPitch(at.x, at.y)) return out;
  const p = playerAt(s, at.x, at.y);
  if (p === undefined) return out;
  let miss = 1;
  if (canCatch(p)) {
    const c = catchChance(s, p, how);
    out.set(p.id, c);
    miss = 1 - c;
  }
  if (miss > 0 && bounces < MAX_BOUNCES) {
    for (const d of RANDOM_DIRECTION)
      addInto(out, holders(s, step(at, d), 'bounce', bounces + 1, memo), miss / 8);
  }
  return out;
}

/** PA test outcomes for target `pa` and a total modifier (§3.7: natural 1 or modified ≤ 1 fumbles). */
export function throwOutcomes(pa: number | null, modifier: number, safePass = false): ThrowOutcomes {
  if (pa === null) return { accurate: 0, inaccurate: 0, fumbled: 1 };
  let accurate = 0;
  let fumbled = 0;
  for (let d = 1; d <= 6; d++) {
    const total = d + modifier;
    if (d === 1) fumbled += safePass ? 0 : 1;
    else if (d === 6 || total >= pa) accurate += 1;
    else if (total <= 1) fumbled += 1;
  }
  return { accurate: accurate / 6, fumbled: fumbled / 6, inaccurate: 1 - accurate / 6 - fumbled / 6 };
}

/** A failed roll (not Accurate) re-rolled once. */
const rerolled = (o: ThrowOutcomes): ThrowOutcomes => ({
  accurate: o.accurate + (1 - o.accurate) * o.accurate,
  inaccurate: (1 - o.accurate) * o.inaccurate,
  fumbled: (1 - o.accurate) * o.fumbled,
});

function hasReroll(s: MatchState, p: PlayerState, purpose: RollPurpose): boolean {
  for (const { def } of skillDefs(p)) {
    const r = def.reroll;
    if (r?.per === 'unlimited' && r.needs === undefined && r.purposes.includes(purpose)) return true;
  }
  return canUseTeamReroll(s, p, purpose);
}

/** Chance to pass a catch of a ball arriving `how`, with the re-roll the catcher could use. */
export function catchChance(s: MatchState, p: PlayerState, how: BallArrival): number {
  const c = testChance(p.stats.ag, sumModifiers(catchModifiers(s, p, how)));
  return hasReroll(s, p, 'catch') ? c + (1 - c) * c : c;
}

/** Odds of a pass from where the thrower stands to `target`, or null when out of range. */
export function passOdds(s: MatchState, throwerId: string, target: Square): PassOdds | null {
  const thrower = getPlayer(s, throwerId);
  if (thrower.at === null) return null;
  const range = rangeBetween(thrower.at, target);
  if (range === null) return null;
  const modifiers = passModifiers(s, thrower, range);
  const safe = hasHook(thrower, (d) => d.safePass === true);
  const once = throwOutcomes(thrower.stats.pa, sumModifiers(modifiers), safe);
  const withReroll = thrower.stats.pa !== null && hasReroll(s, thrower, 'pass') ? rerolled(once) : null;
  const best = withReroll ?? once;
  const from = thrower.at;
  const intercept = (last: Square, accurate: boolean) =>
    interceptors(s, thrower, from, last).map((o) => ({
      player: o.id,
      chance: testChance(o.stats.ag, sumModifiers(interceptionModifiers(s, o, accurate))),
    }));
  // The defending coach picks one interceptor; we assume the likeliest one.
  const worst = (cands: { chance: number }[]) => cands.reduce((m, c) => Math.max(m, c.chance), 0);
  const cands = intercept(target, true);
  const mate = playerAt(s, target.x, target.y);
  const receiver =
    mate && mate.team === thrower.team && mate.id !== thrower.id
      ? { player: mate.id, catch: catchChance(s, mate, 'pass') }
      : null;
  // Who holds the ball at the end, weighted: Accurate lands on the target; Inaccurate scatters three times
  // (8³ paths, engine's D8 table, a step off the pitch stops it) and the ruler runs to the last on-pitch
  // square, where interceptions are tried against −2 instead of −3.
  const memo = new Map<string, Holders>();
  const end: Holders = new Map();
  addInto(end, holders(s, target, 'pass', 0, memo), best.accurate * (1 - worst(cands)));
  if (best.inaccurate > 0) {
    const missed = new Map<string, number>();
    const each = best.inaccurate / 512;
    for (const a of RANDOM_DIRECTION)
      for (const b of RANDOM_DIRECTION)
        for (const c of RANDOM_DIRECTION) {
          let at = target;
          let last = target;
          for (const d of [a, b, c]) {
            at = step(at, d);
            if (!onPitch(at.x, at.y)) break;
            last = at;
          }
          const k = `${last.x},${last.y}`;
          let m = missed.get(k);
          if (m === undefined) {
            m = 1 - worst(intercept(last, false));
            missed.set(k, m);
          }
          addInto(end, holders(s, at, 'scatter', 0, memo), each * m);
        }
  }
  let teamKeepsBall = 0;
  for (const [id, c] of end) if (getPlayer(s, id).team === thrower.team) teamKeepsBall += c;
  return {
    range,
    modifiers,
    throw: once,
    withReroll,
    interceptors: cands,
    receiver,
    completion: receiver ? (end.get(receiver.player) ?? 0) : 0,
    teamKeepsBall,
  };
}

/** Chance a hand-off to `receiverId` ends in its hands (its catch, re-roll included). */
export function handOffOdds(s: MatchState, receiverId: string): number {
  return catchChance(s, getPlayer(s, receiverId), 'hand-off');
}

/** Superb / Subpar / Fumbled chances of throwing a team-mate to `target` (Always Hungry not counted). */
export function ttmOdds(s: MatchState, throwerId: string, target: Square): ThrowOutcomes | null {
  const thrower = getPlayer(s, throwerId);
  if (thrower.at === null) return null;
  const range = rangeBetween(thrower.at, target);
  if (range !== 'quick' && range !== 'short') return null;
  const once = throwOutcomes(thrower.stats.pa, sumModifiers(ttmModifiers(s, thrower, range)));
  return hasReroll(s, thrower, 'throw-team-mate') ? rerolled(once) : once;
}
