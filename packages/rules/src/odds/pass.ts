import { catchModifiers } from '../ball/catch.js';
import type { Modifier } from '../engine/events.js';
import { interceptors } from '../pass/interception.js';
import { interceptionModifiers, passModifiers } from '../pass/modifiers.js';
import { rangeBetween } from '../pass/ruler.js';
import { ttmModifiers } from '../pass/throw-team-mate.js';
import type { Square } from '../pitch.js';
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
   * Chance the receiver ends holding the ball through an Accurate pass that the likeliest interceptor
   * misses (Inaccurate passes that still reach a team-mate are not counted).
   */
  completion: number;
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

/** Chance to pass a catch of an Accurate pass or hand-off, with the re-roll the catcher could use. */
export function catchChance(s: MatchState, p: PlayerState, how: 'pass' | 'hand-off'): number {
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
  const cands = interceptors(s, thrower, thrower.at, target).map((o) => ({
    player: o.id,
    chance: testChance(o.stats.ag, sumModifiers(interceptionModifiers(s, o, true))),
  }));
  const worst = cands.reduce((m, c) => Math.max(m, c.chance), 0);
  const mate = playerAt(s, target.x, target.y);
  const receiver =
    mate && mate.team === thrower.team && mate.id !== thrower.id
      ? { player: mate.id, catch: catchChance(s, mate, 'pass') }
      : null;
  return {
    range,
    modifiers,
    throw: once,
    withReroll,
    interceptors: cands,
    receiver,
    completion: receiver ? best.accurate * (1 - worst) * receiver.catch : 0,
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
