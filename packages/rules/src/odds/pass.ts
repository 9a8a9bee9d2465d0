import { type BallArrival, ballLand } from '../ball/land.js';
import { agilityTarget, passTarget } from '../edition/editions.js';
import { type Command, offers, squareCommand } from '../engine/commands.js';
import type { Modifier } from '../engine/events.js';
import type { Proc } from '../engine/procedure.js';
import { isFumbled } from '../pass/accuracy.js';
import { interceptors } from '../pass/interception.js';
import { interceptionModifiers, passModifiers } from '../pass/modifiers.js';
import { passAction } from '../pass/pass-action.js';
import { rangeBetween } from '../pass/ruler.js';
import { ttmModifiers } from '../pass/throw-team-mate.js';
import type { Square } from '../pitch.js';
import { passes, testProc } from '../rolls/test.js';
import { cloneState } from '../state/clone.js';
import { ballCarrier, getPlayer, playerAt } from '../state/query.js';
import type { MatchState, PlayerId, PlayerState } from '../state/types.js';
import type { PassRange } from '../tables/pass-range.js';
import { LooseBall, looseBall, looseBallOf } from './loose-ball.js';
import { StateKeys } from './state-key.js';
import {
  BALL_PROCS,
  fallsOrEnds,
  type Goal,
  injuryRoll,
  OddsTree,
  type Outcome,
  probe,
  type Values,
} from './tree.js';

/** The three outcomes of a PA test (a TTM reads them as Superb / Subpar / Fumbled). */
export interface ThrowOutcomes {
  accurate: number;
  inaccurate: number;
  fumbled: number;
}

export interface PassOdds {
  range: PassRange;
  modifiers: Modifier[];
  /** The PA test without a re-roll, and with the re-rolls the coach would use (null: none would help). */
  throw: ThrowOutcomes;
  withReroll: ThrowOutcomes | null;
  /** Opponents under the ruler of an Accurate pass, each with its chance to intercept it if it tries. */
  interceptors: { player: string; chance: number }[];
  /** The team-mate in the target square and its chance to catch an Accurate pass (re-roll included). */
  receiver: { player: string; catch: number } | null;
  /** Chance the receiver ends holding the ball, every way the engine can bring it there. */
  completion: number;
  /** Chance a player of the thrower's team ends holding the ball with no Turnover. */
  teamKeepsBall: number;
  /** Chance of a Turnover (fumble, interception, ball not caught by the team; a touchdown is none). */
  turnover: number;
  /** Who ends holding the ball, by player (both teams), with its chance. */
  caughtBy: Record<PlayerId, number>;
  /** Who intercepts, with its chance, when the defending coach sends its best interceptor. */
  interceptedBy: Record<PlayerId, number>;
}

const YES: Values = [1, 0];
const NO: Values = [0, 1];
/** What a PA test's result is worth to the throwing coach, for the choices made before it is read. */
const GRADE: Record<keyof ThrowOutcomes | 'saved', Values> = {
  accurate: YES,
  inaccurate: [0.5, 0.5],
  fumbled: NO,
  saved: YES,
};

/** One PA test's outcomes for target `pa` and a total modifier, by the engine's `passes` and `isFumbled`. */
export function throwOutcomes(pa: number | null, modifier: number, safePass = false): ThrowOutcomes {
  if (pa === null) return { accurate: 0, inaccurate: 0, fumbled: 1 };
  let accurate = 0;
  let fumbled = 0;
  for (let d = 1; d <= 6; d++) {
    const total = d + modifier;
    if (d === 1 && safePass) continue;
    if (isFumbled({ natural: d, total })) fumbled += 1;
    else if (passes(d, total, pa)) accurate += 1;
  }
  return { accurate: accurate / 6, fumbled: fumbled / 6, inaccurate: 1 - accurate / 6 - fumbled / 6 };
}

const ballMoving = (s: MatchState): boolean => s.stack.some((p) => BALL_PROCS.has(p.kind));

/** Runs `proc` on top of `s` (the engine's own procedure where the question needs it). */

/** Chance `p` ends a test of `purpose` passed, with the re-rolls its coach would use. */
function testOdds(s: MatchState, proc: Proc, team: PlayerState['team']): number {
  const base = s.stack.length;
  const out = probe(s, proc, { side: team, value: () => null }, (x) => {
    const r = x.stack[base - 1]?.result ?? x.stack[base]?.result;
    return typeof r === 'object' && r.kind === 'test' && r.success ? YES : NO;
  });
  return out.values[0];
}

/** Chance to catch a ball arriving `how` at the player (the engine's landing and catch, re-rolls used). */
export function catchChance(s: MatchState, p: PlayerState, how: BallArrival): number {
  if (p.at === null) return 0;
  const at = p.at;
  const x = cloneState(s);
  x.ball = { kind: 'air', at };
  const goal: Goal = {
    side: p.team,
    settled: fallsOrEnds,
    value: () => null,
    // Caught, or on its way elsewhere (a bounce): that is the answer.
    answered: (y) =>
      y.ball.kind === 'carried' && y.ball.player === p.id
        ? YES
        : y.stack.some((q) => q.kind === 'bounce' || q.kind === 'throw-in')
          ? NO
          : null,
  };
  return probe(x, ballLand(at, at, how, null), goal, (y) =>
    y.ball.kind === 'carried' && y.ball.player === p.id ? YES : NO,
  ).values[0];
}

/** Chance a hand-off to `receiverId` ends in its hands (its catch, re-roll included). */
export function handOffOdds(s: MatchState, receiverId: string): number {
  return catchChance(s, getPlayer(s, receiverId), 'hand-off');
}

/** Where a pass ends: who holds the ball, and whether the turn is over. */
function settle(s: MatchState, thrower: PlayerState) {
  const holder = ballCarrier(s);
  const scoredBy = s.touchdownBy;
  const ts = s.turnState;
  const turnover =
    scoredBy === thrower.team ? false : ts === null || ts.team !== thrower.team || ts.turnover !== null;
  return { holder, turnover };
}

/** Where the pass ends: the thrower's team keeps the ball (1) or not (0). */
function keeps(s: MatchState, thrower: PlayerState): Values {
  if (s.touchdownBy === thrower.team) return YES;
  const { holder, turnover } = settle(s, thrower);
  return !turnover && holder?.team === thrower.team ? YES : NO;
}

/**
 * The whole pass: the thrower's coach plays to keep the ball, the opposing coach to take it or leave it
 * loose. The dice stop at a touchdown and at armour rolls, not at a Turnover: the ball still bounces.
 */
export function passGoal(thrower: PlayerState, noReroll: boolean, chain?: LooseBall): Goal {
  const goal: Goal = {
    side: thrower.team,
    settled: passSettled,
    value: (s, settled) => (settled || !isPassing(s, thrower) ? keeps(s, thrower) : null),
    answered: (s) => (isPassing(s, thrower) ? null : keeps(s, thrower)),
    ...(noReroll
      ? {
          allows: (s: MatchState, c: Command) =>
            c.type !== 'reroll' || s.decision?.team !== thrower.team || thrown(s, thrower),
        }
      : {}),
  };
  // Once the ball is loose it is solved as a chain, not followed path by path.
  const loose = looseBall(goal, chain ?? new LooseBall(passSettled));
  const full: Goal = { ...goal, solved: (s) => loose(s) ?? once(s) };
  const once = throwOnce(full, thrower, loose);
  return full;
}

/**
 * The PA test read and the throw next: the same state is reached from each failed first roll the coach
 * re-rolled, each its own decision and so its own part of the tree; the flight from it (an Inaccurate
 * throw's three scatters, 512 paths) is worked out once a state, not once a decision.
 */
function throwOnce(
  goal: Goal,
  thrower: PlayerState,
  loose: (s: MatchState) => Outcome | null,
): (s: MatchState) => Outcome | null {
  let keys: StateKeys | null = null;
  const known = new Map<string, Outcome>();
  return (s) => {
    const top = s.stack[s.stack.length - 1];
    if (top?.kind !== 'pass-action' || top.player !== thrower.id || top.stage !== 'throw') return null;
    if (top.result === undefined || s.decision !== null) return null;
    keys ??= new StateKeys(s);
    const k = keys.key(s);
    let o = known.get(k);
    if (!o) {
      // Its own tree, which runs this state on (it is that tree's start) and asks again below it.
      const own: Goal = { ...goal, solved: (x) => (x === s ? loose(x) : (goal.solved?.(x) ?? null)) };
      o = new OddsTree(own).state(s);
      known.set(k, o);
    }
    return o;
  };
}

/** A pass's dice stop at a touchdown and at armour rolls (not at a Turnover: the ball still bounces). */
const passSettled = (s: MatchState): boolean => s.touchdownBy !== null || injuryRoll(s);

const passProc = (s: MatchState, thrower: PlayerState) =>
  s.stack.find((p) => p.kind === 'pass-action' && p.player === thrower.id);

/** The pass is still in the air or being thrown. */
function isPassing(s: MatchState, thrower: PlayerState): boolean {
  if (ballMoving(s)) return true;
  const p = passProc(s, thrower);
  return p !== undefined && p.stage !== 'move' && p.stage !== 'done';
}

const AFTER_THROW = new Set(['intercept', 'intercepted', 'after', 'done', 'move']);

/** The PA test is behind us (only then may a re-roll for the catch be spent in "without re-roll"). */
function thrown(s: MatchState, thrower: PlayerState): boolean {
  const p = passProc(s, thrower);
  if (p === undefined) return true;
  // Classic tries interceptions before the PA test: 'intercept' is then still before the throw.
  const early = (p.stage === 'intercept' || p.stage === 'intercepted') && p.thrown !== true;
  return AFTER_THROW.has(p.stage as string) && !early;
}

/** The PA test has been read and the ball is on its way (mid-run: its scatter is about to be rolled). */
function flying(s: MatchState, thrower: PlayerState): boolean {
  const p = passProc(s, thrower);
  return p !== undefined && p.stage === 'throw' && p.thrown === true;
}

/** The defending coach is asked for an interceptor before the PA test (classic). */
function interceptsFirst(s: MatchState, thrower: PlayerState): boolean {
  const p = passProc(s, thrower);
  return p !== undefined && p.stage === 'intercept' && p.thrown !== true;
}

/** The PA result, read from the pass procedure right after its test (or its end). */
function quality(s: MatchState, thrower: PlayerState): keyof ThrowOutcomes | 'saved' {
  const p = passProc(s, thrower);
  if (p === undefined) return 'saved';
  if (p.stage === 'done') return 'fumbled';
  // Right after the test the ball is landing, and how it lands tells (the procedure keeps `accurate`
  // only for a Completion then).
  const top = s.stack[s.stack.length - 1];
  if (p.stage === 'after' && top?.kind === 'ball-land') return top.how === 'pass' ? 'accurate' : 'inaccurate';
  return p.accurate ? 'accurate' : 'inaccurate';
}

/** The PA test of a pass to `target`: without a re-roll and with the re-rolls the coach would use. */
export interface ThrowOdds {
  range: PassRange;
  modifiers: Modifier[];
  throw: ThrowOutcomes;
  /** Null when no re-roll would help. */
  withReroll: ThrowOutcomes | null;
}

/** How the odds run the engine's Pass Action: the pending one, or one started where the thrower stands. */
function passRunner(s: MatchState, thrower: PlayerState, target: Square): (goal: Goal) => Outcome {
  const cmd = squareCommand(target.x, target.y);
  const d = s.decision;
  const pending = d?.kind === 'pass-target' && d.player === thrower.id && offers(d.options, cmd);
  return (goal) =>
    pending
      ? new OddsTree(goal).command(s, cmd)
      : probe(s, { ...passAction(thrower, 0), stage: 'target', input: cmd }, goal, (x) => keeps(x, thrower));
}

function throwOddsOf(s: MatchState, thrower: PlayerState, target: Square, range: PassRange): ThrowOdds {
  const run = passRunner(s, thrower, target);
  // The PA test alone: stop once the pass procedure has read it. Its re-rolls are the fixed test re-roll
  // policy, so the rest of the pass need not be played out here: an Accurate throw is worth most.
  const throwGoal = (noReroll: boolean): Goal => {
    const { solved: _, ...full } = passGoal(thrower, noReroll);
    return {
      ...full,
      // The throw alone: an interception tried before the PA test (classic) is declined here.
      allows: (x, c) =>
        (full.allows?.(x, c) ?? true) && !(c.type === 'player' && interceptsFirst(x, thrower)),
      answered: (x) => (thrown(x, thrower) ? GRADE[quality(x, thrower)] : null),
      // The test is read in the run that throws: its scatter rolls are not made (they do not change it).
      settled: (x) => (full.settled?.(x) ?? false) || flying(x, thrower),
      value: (x, settled) =>
        settled && flying(x, thrower) ? GRADE[quality(x, thrower)] : full.value(x, settled),
    };
  };
  const tally = (o: Outcome): ThrowOutcomes => {
    const t = { accurate: 0, inaccurate: 0, fumbled: 0 };
    for (const [leaf, p] of o.leaves) {
      const q = quality(leaf.s, thrower);
      if (q !== 'saved') t[q] += p;
    }
    return t;
  };
  const once = tally(run(throwGoal(true)));
  const best = tally(run(throwGoal(false)));
  const same =
    Math.abs(best.accurate - once.accurate) < 1e-12 && Math.abs(best.fumbled - once.fumbled) < 1e-12;
  return {
    range,
    modifiers: passModifiers(s, thrower, range, target),
    throw: once,
    withReroll: same ? null : best,
  };
}

/**
 * The PA test of a pass to `target` by the engine's Pass Action on branching dice, stopped once the test
 * is read (cheap: the flight is not played out). Every square of one range gets the same test. Null when
 * the target is out of range.
 */
export function throwOdds(s: MatchState, throwerId: string, target: Square): ThrowOdds | null {
  const thrower = getPlayer(s, throwerId);
  if (thrower.at === null) return null;
  const range = rangeBetween(thrower.at, target);
  return range === null ? null : throwOddsOf(s, thrower, target, range);
}

/**
 * Odds of a pass from where the thrower stands to `target`, by running the engine's Pass Action on
 * branching dice: PA test and its re-rolls, interception (the defending coach sends its likeliest
 * interceptor), the flight or three scatters, catches, bounces and throw-ins, and who ends holding the
 * ball. At the thrower's pass-target decision the pending action is used; otherwise the action is
 * started where the thrower stands. Null when the target is out of range.
 */
export function passOdds(s: MatchState, throwerId: string, target: Square): PassOdds | null {
  const thrower = getPlayer(s, throwerId);
  if (thrower.at === null) return null;
  const range = rangeBetween(thrower.at, target);
  if (range === null) return null;
  const test = throwOddsOf(s, thrower, target, range);
  // The passes from one position share their loose-ball chain.
  const end = passRunner(s, thrower, target)(passGoal(thrower, false, looseBallOf(s, passSettled)));
  const caughtBy: Record<PlayerId, number> = {};
  const interceptedBy: Record<PlayerId, number> = {};
  let turnover = 0;
  let teamKeepsBall = 0;
  for (const [leaf, p] of end.leaves) {
    const { holder, turnover: t } = settle(leaf.s, thrower);
    if (t) turnover += p;
    if (holder) {
      caughtBy[holder.id] = (caughtBy[holder.id] ?? 0) + p;
      if (
        holder.team !== thrower.team &&
        holder.record.interceptions > getPlayer(s, holder.id).record.interceptions
      )
        interceptedBy[holder.id] = (interceptedBy[holder.id] ?? 0) + p;
      if (holder.team === thrower.team && !t) teamKeepsBall += p;
    }
  }
  const mate = playerAt(s, target.x, target.y);
  const receiver =
    mate && mate.team === thrower.team && mate.id !== thrower.id
      ? { player: mate.id, catch: catchChance(s, mate, 'pass') }
      : null;
  const cands = interceptors(s, thrower, thrower.at, target).map((o) => ({
    player: o.id,
    chance: testOdds(
      s,
      testProc('interception', o, agilityTarget(s, o), interceptionModifiers(s, o, true)),
      o.team,
    ),
  }));
  return {
    ...test,
    interceptors: cands,
    receiver,
    completion: receiver ? (caughtBy[receiver.player] ?? 0) : 0,
    teamKeepsBall,
    turnover,
    caughtBy,
    interceptedBy,
  };
}

/**
 * Superb / Subpar / Fumbled chances of throwing a team-mate to `target`: the engine's PA test for a
 * Throw Team-mate with its modifiers and the re-rolls the coach would use (Always Hungry not counted).
 */
export function ttmOdds(s: MatchState, throwerId: string, target: Square): ThrowOutcomes | null {
  const thrower = getPlayer(s, throwerId);
  if (thrower.at === null) return null;
  const range = rangeBetween(thrower.at, target);
  if (range !== 'quick' && range !== 'short') return null;
  if (passTarget(s, thrower) === null) return { accurate: 0, inaccurate: 0, fumbled: 1 };
  const base = s.stack.length;
  const read = (x: MatchState) => {
    const r = x.stack[base - 1]?.result;
    return typeof r === 'object' && r.kind === 'test' ? r : null;
  };
  const grade = (x: MatchState): Values => {
    const r = read(x);
    if (!r || isFumbled(r)) return NO;
    return r.success ? YES : [0.5, 0.5];
  };
  const out = probe(
    s,
    testProc('throw-team-mate', thrower, passTarget(s, thrower) as number, ttmModifiers(s, thrower, range)),
    { side: thrower.team, value: () => null },
    grade,
  );
  const t = { accurate: 0, inaccurate: 0, fumbled: 0 };
  for (const [leaf, p] of out.leaves) {
    const r = read(leaf.s);
    if (!r || isFumbled(r)) t.fumbled += p;
    else if (r.success) t.accurate += p;
    else t.inaccurate += p;
  }
  return t;
}
