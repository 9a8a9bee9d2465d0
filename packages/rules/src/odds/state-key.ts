import type { MatchState } from '../state/types.js';

/**
 * Cheap content keys for the states of one odds tree. Every state a tree meets descends from one root
 * state and shares most of its nested objects with it (`cloneState` copies players one level deep, the
 * engine copies a procedure only when it touches it). So a key spells out only what differs from the
 * root: `=` for a value with the root's content at the same place, the value's JSON otherwise. Two
 * states get the same key exactly when their contents are the same (ignoring the decision and the event
 * count, which follow from the rest), and the key of a state where only the ball and the top procedures
 * moved is a few dozen characters.
 */
export class StateKeys {
  /** JSON of the root's values, computed once each. */
  readonly #json = new WeakMap<object, string>();
  readonly #counts = new WeakMap<object, number>();

  constructor(readonly root: MatchState) {}

  key(s: MatchState): string {
    const r = this.root as unknown as Record<string, unknown>;
    const x = s as unknown as Record<string, unknown>;
    let out = '';
    for (const k in x) {
      if (k === 'decision' || k === 'eventSeq') continue;
      out += `${k}${this.#part(x[k], r[k], 2)};`;
    }
    return out;
  }

  /** `depth`: how many more levels of objects are compared field by field before JSON is written. */
  #part(x: unknown, r: unknown, depth: number): string {
    if (x === r) return '=';
    if (typeof x !== 'object' || x === null) return JSON.stringify(x) ?? 'u';
    if (typeof r === 'object' && r !== null) {
      if (depth > 0 && Array.isArray(x) === Array.isArray(r)) {
        const parts = Array.isArray(x)
          ? this.#items(x, r as unknown[], depth - 1)
          : this.#fields(x as Record<string, unknown>, r as Record<string, unknown>, depth - 1);
        if (parts !== null) return parts;
        return '=';
      }
      const js = JSON.stringify(x);
      return js === this.#rootJson(r) ? '=' : js;
    }
    return JSON.stringify(x);
  }

  /** The parts of an array, or null when each item has the root's content. */
  #items(x: unknown[], r: unknown[], depth: number): string | null {
    let out = '[';
    let same = x.length === r.length;
    for (let i = 0; i < x.length; i++) {
      const p = this.#part(x[i], r[i], depth);
      if (p !== '=') same = false;
      out += `${p},`;
    }
    return same ? null : `${out}]`;
  }

  /** The parts of an object (fields absent or undefined count as absent), or null when all are the root's. */
  #fields(x: Record<string, unknown>, r: Record<string, unknown>, depth: number): string | null {
    // Most objects are copies sharing every value with the root's (a player nobody touched).
    let n = 0;
    let shared = true;
    for (const k in x) {
      const v = x[k];
      if (v === undefined) continue;
      n += 1;
      if (v !== r[k]) {
        shared = false;
        break;
      }
    }
    if (shared && n === this.#count(r)) return null;
    let out = '{';
    let same = true;
    n = 0;
    for (const k in x) {
      const v = x[k];
      if (v === undefined) continue;
      n += 1;
      const p = r[k] === undefined ? (JSON.stringify(v) ?? 'u') : this.#part(v, r[k], depth);
      if (p !== '=' || r[k] === undefined) same = false;
      out += `${JSON.stringify(k)}:${r[k] === undefined ? '+' : ''}${p},`;
    }
    if (same && n === this.#count(r)) return null;
    // Fields of the root this value lacks.
    for (const k in r) if (r[k] !== undefined && x[k] === undefined) out += `-${JSON.stringify(k)},`;
    return `${out}}`;
  }

  /** How many defined fields a root object has. */
  #count(r: Record<string, unknown>): number {
    let m = this.#counts.get(r);
    if (m === undefined) {
      m = 0;
      for (const k in r) if (r[k] !== undefined) m += 1;
      this.#counts.set(r, m);
    }
    return m;
  }

  #rootJson(r: object): string {
    let js = this.#json.get(r);
    if (js === undefined) {
      js = JSON.stringify(r);
      this.#json.set(r, js);
    }
    return js;
  }
}
