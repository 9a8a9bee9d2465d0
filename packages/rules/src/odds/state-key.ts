import type { Square } from '../pitch.js';
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
  /** Keys already spelt, by state: a tree asks for one state's key when it merges runs and again as a node. */
  readonly #keys = new WeakMap<MatchState, string>();

  constructor(readonly root: MatchState) {}

  /** The key of a state that is no longer changed (every state a tree keys is finished being made). */
  key(s: MatchState): string {
    let k = this.#keys.get(s);
    if (k === undefined) {
      k = this.#spell(s);
      this.#keys.set(s, k);
    }
    return k;
  }

  #spell(s: MatchState): string {
    const r = this.root;
    const x = s as unknown as Record<string, unknown>;
    const y = r as unknown as Record<string, unknown>;
    let out = '';
    // Values replaced whole when they change (the ball, the turn's record …); teams are copied each time.
    for (const k of WHOLE) if (x[k] !== y[k] && !shallowSame(x[k], y[k])) out += `${k}${this.#js(x[k])}`;
    if (!shallowSame(s.teams.home, r.teams.home)) out += `H${JSON.stringify(s.teams.home)}`;
    if (!shallowSame(s.teams.away, r.teams.away)) out += `A${JSON.stringify(s.teams.away)}`;
    const players = s.players;
    out += `P${players.length}`;
    for (let i = 0; i < players.length; i++) {
      const p = players[i] as unknown as Record<string, unknown>;
      const q = r.players[i] as unknown as Record<string, unknown> | undefined;
      if (p === q || samePlayer(p as unknown as PlayerState, q as unknown as PlayerState)) continue;
      if (!q) {
        out += `p${i}${JSON.stringify(p)}`;
        continue;
      }
      // A step changes a player's square and little else: only its changed fields are spelt (every field a
      // player may have is listed, so a copy with a field the root's lacks is told apart too).
      let changes = '';
      for (let j = 0; j < PLAYER_FIELDS.length; j++) {
        const k = PLAYER_FIELDS[j] as string;
        const v = p[k];
        if (v === q[k]) continue;
        // A square (the usual change) is spelt by hand: no JSON, no lookup.
        if (k === 'at' && v !== null) changes += `at${(v as Square).x}:${(v as Square).y},`;
        else changes += `${k}${this.#js(v)},`;
      }
      if (changes) out += `p${i}{${changes}}`;
    }
    const stack = s.stack;
    out += `S${stack.length}`;
    for (let i = 0; i < stack.length; i++) if (stack[i] !== r.stack[i]) out += `s${i}${this.#js(stack[i])}`;
    return out;
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

/**
 * Whether two states have the same content in every field the key reads (the decision and the event count
 * aside): the key's equality, read without spelling a key. Values compare as their JSON would (fields in
 * order, an undefined field as none), so states with equal keys are always the same here; a copy of a
 * root's value is the same too, where the key would spell it and tell it apart (that only merges more).
 */
export function sameContent(a: MatchState, b: MatchState): boolean {
  if (a === b) return true;
  const x = a as unknown as Record<string, unknown>;
  const y = b as unknown as Record<string, unknown>;
  for (const k of WHOLE) if (!sameJson(x[k], y[k])) return false;
  const ps = a.players;
  const qs = b.players;
  if (ps.length !== qs.length) return false;
  const sa = a.stack;
  const sb = b.stack;
  if (sa.length !== sb.length) return false;
  // The top of the stack and the players' squares are where two roll paths usually differ: read first.
  for (let i = sa.length - 1; i >= 0; i--) if (!sameJson(sa[i], sb[i])) return false;
  for (let i = 0; i < ps.length; i++) {
    const p = ps[i] as unknown as Record<string, unknown>;
    const q = qs[i] as unknown as Record<string, unknown>;
    if (p === q) continue;
    for (let j = 0; j < PLAYER_FIELDS.length; j++) {
      const k = PLAYER_FIELDS[j] as string;
      if (!sameJson(p[k], q[k])) return false;
    }
  }
  return sameJson(a.teams.home, b.teams.home) && sameJson(a.teams.away, b.teams.away);
}

/** Whether two plain JSON values have the same JSON (fields in the same order; undefined ones left out). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const kx = Object.keys(x);
  const ky = Object.keys(y);
  let j = 0;
  for (let i = 0; i < kx.length; i++) {
    const k = kx[i] as string;
    const v = x[k];
    if (v === undefined) continue;
    while (j < ky.length && y[ky[j] as string] === undefined) j++;
    if (j >= ky.length || ky[j] !== k || !sameJson(v, y[k])) return false;
    j++;
  }
  while (j < ky.length && y[ky[j] as string] === undefined) j++;
  return j === ky.length;
}

/** State fields keyed by their JSON when they are not the root's own. */
const WHOLE = [
  'edition',
  'half',
  'weather',
  'firstKickingTeam',
  'kickingTeam',
  'ball',
  'turnState',
  'touchdownBy',
  'finished',
  'conceded',
  // Once-per-game uses (Igor, Plague Doctor, a Mascot's re-roll …) change the odds: an inducement used is
  // another state. `cloneState` copies it deep, so a match with inducements spells it in every key.
  'inducements',
] as const;

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
  'inducements',
];

/**
 * Every field a player may have (the type check below fails when `PlayerState` gains one; `samePlayer`
 * reads the same list, a test checks it tells each one apart).
 */
export const PLAYER_FIELDS = [
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
  'star',
] as const satisfies readonly (keyof PlayerState)[];
/**
 * The very same values in every field (a copy `cloneState` made and nobody changed, the usual case): read
 * field by field by name, far quicker than the keyed loop that spells the changes.
 */
function samePlayer(p: PlayerState, q: PlayerState | undefined): boolean {
  return (
    q !== undefined &&
    p.at === q.at &&
    p.status === q.status &&
    p.used === q.used &&
    p.activated === q.activated &&
    p.record === q.record &&
    p.box === q.box &&
    p.stats === q.stats &&
    p.skills === q.skills &&
    p.distracted === q.distracted &&
    p.rooted === q.rooted &&
    p.niggling === q.niggling &&
    p.driveMods === q.driveMods &&
    p.keywords === q.keywords &&
    p.id === q.id &&
    p.team === q.team &&
    p.name === q.name &&
    p.unnamed === q.unnamed &&
    p.number === q.number &&
    p.position === q.position &&
    p.star === q.star
  );
}

type Unlisted = Exclude<keyof PlayerState, (typeof PLAYER_FIELDS)[number]>;
const everyPlayerField: [Unlisted] extends [never] ? true : Unlisted = true;
void everyPlayerField;

/** Field names of objects met before (a root's team, its turn). */
const FIELDS = new WeakMap<object, string[]>();

function fieldsOf(b: object): string[] {
  let names = FIELDS.get(b);
  if (names === undefined) {
    names = Object.keys(b);
    FIELDS.set(b, names);
  }
  return names;
}

/**
 * Same fields holding the very same values (a copy nobody changed). False for a copy that merely has
 * the same content: that only costs a merge, never a wrong one.
 */
function shallowSame(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || !a || !b) return false;
  const names = fieldsOf(b);
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  for (let i = 0; i < names.length; i++) {
    const k = names[i] as string;
    if (x[k] !== y[k]) return false;
  }
  let n = 0;
  for (const _ in x) n += 1;
  return n === names.length;
}
