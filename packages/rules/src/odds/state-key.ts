import type { Proc } from '../engine/procedure.js';
import type { MatchState, PlayerState } from '../state/types.js';

/**
 * Cheap content keys for the states of one odds tree. Every state a tree meets descends from one root
 * state and shares most of its nested values with it (`cloneState` copies players and teams one level
 * deep, the engine copies a procedure only when it touches it). So a key spells out only what differs
 * from the root: nothing for a value that is the root's own, the value's JSON otherwise. Two states get
 * the same key exactly when their contents are the same (ignoring the decision and the event count, which
 * follow from the rest); a state where only the ball and the top procedures moved has a short key.
 */
export class StateKeys {
  /** JSON of values met before, by object: states are not changed once made. */
  readonly #json = new WeakMap<object, string>();

  constructor(readonly root: MatchState) {}

  key(s: MatchState): string {
    const r = this.root;
    let out = '';
    if (s.half !== r.half) out += `h${s.half}`;
    if (s.weather !== r.weather) out += `w${JSON.stringify(s.weather)}`;
    if (s.firstKickingTeam !== r.firstKickingTeam) out += `f${JSON.stringify(s.firstKickingTeam)}`;
    if (s.kickingTeam !== r.kickingTeam) out += `k${JSON.stringify(s.kickingTeam)}`;
    if (s.touchdownBy !== r.touchdownBy) out += `t${JSON.stringify(s.touchdownBy)}`;
    if (s.finished !== r.finished) out += `e${s.finished}`;
    if (s.edition !== r.edition) out += `v${JSON.stringify(s.edition)}`;
    if (s.conceded !== r.conceded) out += `c${this.#js(s.conceded)}`;
    if (s.ball !== r.ball) out += `b${this.#js(s.ball)}`;
    if (s.turnState !== r.turnState && !shallowSame(s.turnState, r.turnState))
      out += `n${this.#js(s.turnState)}`;
    if (!shallowSame(s.teams.home, r.teams.home)) out += `H${JSON.stringify(s.teams.home)}`;
    if (!shallowSame(s.teams.away, r.teams.away)) out += `A${JSON.stringify(s.teams.away)}`;
    const players = s.players;
    if (players.length !== r.players.length) out += `P${players.length}`;
    for (let i = 0; i < players.length; i++) {
      const p = players[i];
      const q = r.players[i];
      if (p !== q && !samePlayer(p as PlayerState, q as PlayerState))
        out += `p${i}${q ? this.#playerChanges(p as PlayerState, q) : JSON.stringify(p)}`;
    }
    const stack = s.stack;
    out += `S${stack.length}`;
    for (let i = 0; i < stack.length; i++) {
      const p = stack[i] as Proc;
      if (p !== r.stack[i]) out += `s${i}${this.#js(p)}`;
    }
    return out;
  }

  /** The fields of a player that differ from the root's copy (a step changes its square and little else). */
  #playerChanges(p: PlayerState, q: PlayerState): string {
    const x = p as unknown as Record<string, unknown>;
    const y = q as unknown as Record<string, unknown>;
    let out = '{';
    for (const k of PLAYER_FIELDS) if (x[k] !== y[k]) out += `${k}${this.#js(x[k])},`;
    return `${out}}`;
  }

  #js(x: unknown): string {
    if (typeof x !== 'object' || x === null) return JSON.stringify(x) ?? 'u';
    let js = this.#json.get(x);
    if (js === undefined) {
      js = JSON.stringify(x);
      this.#json.set(x, js);
    }
    return js;
  }
}

/** The state's fields this key reads (a test checks that `cloneState` copies no others). */
export const KEYED_FIELDS: readonly (keyof MatchState)[] = [
  'edition',
  'half',
  'weather',
  'firstKickingTeam',
  'kickingTeam',
  'teams',
  'players',
  'ball',
  'turnState',
  'touchdownBy',
  'finished',
  'conceded',
  'stack',
  'decision',
  'eventSeq',
];

/** Every field of a player (the ones `cloneState` copies). */
export const PLAYER_FIELDS: readonly (keyof PlayerState)[] = [
  'id',
  'team',
  'name',
  'unnamed',
  'number',
  'position',
  'keywords',
  'stats',
  'skills',
  'status',
  'at',
  'box',
  'distracted',
  'rooted',
  'activated',
  'niggling',
  'used',
  'driveMods',
  'record',
];

/**
 * A player copy holding the very same values, field by field (the fields `cloneState` copies; a player
 * has no others).
 */
function samePlayer(p: PlayerState, q: PlayerState | undefined): boolean {
  return (
    q !== undefined &&
    p.at === q.at &&
    p.status === q.status &&
    p.used === q.used &&
    p.record === q.record &&
    p.activated === q.activated &&
    p.box === q.box &&
    p.distracted === q.distracted &&
    p.rooted === q.rooted &&
    p.skills === q.skills &&
    p.stats === q.stats &&
    p.driveMods === q.driveMods &&
    p.niggling === q.niggling &&
    p.id === q.id &&
    p.team === q.team &&
    p.name === q.name &&
    p.number === q.number &&
    p.position === q.position &&
    p.keywords === q.keywords &&
    p.unnamed === q.unnamed
  );
}

/** Field names of objects met before (a root's team, its turn). */
const FIELDS = new WeakMap<object, string[]>();

/**
 * Same fields holding the very same values (a copy nobody changed). False for a copy that merely has
 * the same content: that only costs a merge, never a wrong one.
 */
function shallowSame(a: object | null | undefined, b: object | null | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  let names = FIELDS.get(b);
  if (names === undefined) {
    names = Object.keys(b);
    FIELDS.set(b, names);
  }
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  for (let i = 0; i < names.length; i++) {
    const k = names[i] as string;
    if (x[k] !== y[k]) return false;
  }
  return Object.keys(x).length === names.length;
}
