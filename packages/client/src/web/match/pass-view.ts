/**
 * The pass screen's odds (issue 21 item 4), from the engine's own odds (`passOdds`, `handOffOdds`,
 * `ttmOdds`): the range bands from the thrower with the chance of an Accurate throw in each, every team-mate
 * in range with its chance of an Accurate pass and of a completion and the interceptors under the ruler,
 * and the same for a hand-off and a Throw Team-mate. Pure: no Preact here.
 */
import { type Decision, type MatchState, type PlayerState, rangeBetween, type Square } from '@dugout/rules';
import {
  handOffOdds,
  type PassOdds,
  passOdds,
  type ThrowOutcomes,
  throwOdds,
  ttmOdds,
} from '@dugout/rules/odds';

export type PassRange = PassOdds['range'];
export const RANGES: readonly PassRange[] = ['quick', 'short', 'long', 'long-bomb'];

export interface RangeBand {
  range: PassRange;
  squares: Square[];
  /** The throw's outcomes in this band (a Throw Team-mate: Superb / Subpar / Fumbled), re-roll included. */
  throw: ThrowOutcomes | null;
}

export interface ReceiverOdds {
  player: string;
  square: Square;
  range: PassRange | null;
  /** Chance of an Accurate pass (or of a Superb throw); null for a hand-off. */
  accurate: number | null;
  /** Chance the receiver ends holding the ball (a hand-off: its catch). */
  complete: number;
  interceptors: { player: string; chance: number }[];
}

export interface PassPreview {
  kind: 'pass' | 'hand-off' | 'ttm';
  thrower: string;
  from: Square;
  bands: RangeBand[];
  receivers: ReceiverOdds[];
}

const topProc = (s: MatchState) => s.stack[s.stack.length - 1];

const safely = <T>(f: () => T): T | null => {
  try {
    return f();
  } catch {
    // Odds the engine cannot give for this target: the screen shows the target without them.
    return null;
  }
};

/** The throw outcomes the coach can expect: with the best re-roll when there is one. */
const bestThrow = (o: PassOdds): ThrowOutcomes => o.withReroll ?? o.throw;

/** The odds to show for a decision, or null when it is not a pass, hand-off or Throw Team-mate choice. */
export function passPreview(s: MatchState, d: Decision): PassPreview | null {
  const bands = passBands(s, d);
  if (bands?.kind !== 'pass') return bands;
  const thrower = s.players.find((p) => p.id === bands.thrower) as PlayerState;
  const receivers: ReceiverOdds[] = [];
  for (const band of bands.bands)
    for (const sq of band.squares) {
      const mate = s.players.find(
        (p) => p.team === thrower.team && p.id !== thrower.id && p.at?.x === sq.x && p.at?.y === sq.y,
      );
      if (!mate) continue;
      const odds = safely(() => passOdds(s, thrower.id, sq));
      if (!odds) continue;
      receivers.push({
        player: mate.id,
        square: sq,
        range: band.range,
        accurate: bestThrow(odds).accurate,
        complete: odds.completion,
        interceptors: odds.interceptors,
      });
    }
  return { ...bands, receivers };
}

/**
 * The cheap part of `passPreview`: the range bands with the throw's outcomes (a hand-off: its receivers,
 * which cost little). A pass's receivers are left empty: each of them plays the whole pass out.
 */
export function passBands(s: MatchState, d: Decision): PassPreview | null {
  const thrower = d.player ? s.players.find((p) => p.id === d.player) : undefined;
  if (!thrower?.at) return null;
  const from = thrower.at;
  const top = topProc(s);
  if (d.kind === 'move-step' && top?.kind === 'hand-off-action') {
    const receivers: ReceiverOdds[] = [];
    for (const o of d.options) {
      if (o.type !== 'player') continue;
      const mate = s.players.find((p) => p.id === o.player);
      const chance = mate?.at ? safely(() => handOffOdds(s, o.player)) : null;
      if (mate?.at && chance !== null)
        receivers.push({
          player: mate.id,
          square: mate.at,
          range: null,
          accurate: null,
          complete: chance,
          interceptors: [],
        });
    }
    return receivers.length > 0
      ? { kind: 'hand-off', thrower: thrower.id, from, bands: [], receivers }
      : null;
  }
  if (d.kind !== 'pass-target') return null;
  const ttm = top?.kind === 'ttm-action';
  if (!ttm && top?.kind !== 'pass-action') return null;
  const byRange = new Map<PassRange, Square[]>();
  for (const o of d.options) {
    if (o.type !== 'square') continue;
    const r = rangeBetween(from, o.square);
    if (r === null) continue;
    const list = byRange.get(r) ?? [];
    list.push(o.square);
    byRange.set(r, list);
  }
  const bands: RangeBand[] = [];
  for (const range of RANGES) {
    const squares = byRange.get(range);
    if (!squares || squares.length === 0) continue;
    // The throw's outcomes depend on the range and the thrower, not on the square within a band: the
    // engine's PA test at the band's first square is every square's (hovered squares read their own odds).
    const first = squares[0] as Square;
    const outcomes = ttm
      ? safely(() => ttmOdds(s, thrower.id, first))
      : safely(() => {
          const o = throwOdds(s, thrower.id, first);
          return o ? (o.withReroll ?? o.throw) : null;
        });
    bands.push({ range, squares, throw: outcomes });
  }
  return { kind: ttm ? 'ttm' : 'pass', thrower: thrower.id, from, bands, receivers: [] };
}

/** The odds of one target square under the pointer (any square in range, a team-mate there or not). */
export function squareOdds(
  s: MatchState,
  preview: PassPreview,
  square: Square,
): {
  range: PassRange;
  accurate: number;
  complete: number | null;
  interceptors: ReceiverOdds['interceptors'];
} | null {
  const band = preview.bands.find((b) => b.squares.some((q) => q.x === square.x && q.y === square.y));
  if (!band) return null;
  if (preview.kind === 'ttm') {
    return band.throw
      ? { range: band.range, accurate: band.throw.accurate, complete: null, interceptors: [] }
      : null;
  }
  const odds = safely(() => passOdds(s, preview.thrower, square));
  if (!odds) return null;
  return {
    range: odds.range,
    accurate: bestThrow(odds).accurate,
    complete: odds.receiver ? odds.completion : null,
    interceptors: odds.interceptors,
  };
}
