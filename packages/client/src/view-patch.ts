/**
 * Small updates: the server sends a patch from the view a recipient had to the one it has now, with a
 * hash of the new view; the client applies the patch and checks the hash, and asks for a full view when
 * they disagree (it drifted). Views are JSON: objects, arrays, strings, numbers, booleans and null.
 */

/** A path into a view: object keys and array indexes. */
export type ViewPath = (string | number)[];

/**
 * One change: set a value, delete an object member, cut an array to a length, or splice an array (remove
 * `del` items at `at` and put `ins` there: items that came or went in the middle of a list).
 */
export type PatchOp =
  | { p: ViewPath; v: unknown }
  | { p: ViewPath; d: 1 }
  | { p: ViewPath; n: number }
  | { p: ViewPath; at: number; del: number; ins: unknown[] };

export type ViewPatch = PatchOp[];

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The patch that turns `from` into `to`. Subtrees that are the same object are skipped, so a state built
 * by structural sharing (the rules never mutate) costs only what changed.
 */
export function diffView(from: unknown, to: unknown): ViewPatch {
  const patch: Patch = { ops: [], bytes: [], sizes: new Map() };
  diff(from, to, [], patch);
  return patch.ops;
}

/**
 * The ops made so far, each one's length as JSON once measured (`sendWholeIfShorter`), and the length of
 * every container of the new view measured whole in this diff: an option of a decision rebuilt each
 * command was measured again at each level above it, and again in the splice (issue 14).
 */
interface Patch {
  ops: ViewPatch;
  bytes: number[];
  sizes: Map<object, number>;
}

/** `path` is one stack pushed and popped on the way down; an op takes a copy of it. */
function diff(a: unknown, b: unknown, path: ViewPath, patch: Patch): void {
  if (a === b) return;
  const { ops } = patch;
  if (Array.isArray(a) && Array.isArray(b)) {
    const start = ops.length;
    const common = Math.min(a.length, b.length);
    for (let i = 0; i < common; i++) {
      if (a[i] === b[i]) continue;
      path.push(i);
      diff(a[i], b[i], path, patch);
      path.pop();
    }
    if (b.length < a.length) ops.push({ p: [...path], n: b.length });
    for (let i = common; i < b.length; i++) ops.push({ p: [...path, i], v: json(b[i]) });
    if (a.length !== b.length) spliceIfShorter(a, b, path, patch, start);
    sendWholeIfShorter(b, path, patch, start);
    return;
  }
  if (isObject(a) && isObject(b)) {
    const start = ops.length;
    for (const k in b) {
      const bk = b[k];
      if (bk === undefined) continue;
      const ak = a[k];
      if (ak === bk) continue;
      if (ak === undefined) ops.push({ p: [...path, k], v: bk });
      else {
        path.push(k);
        diff(ak, bk, path, patch);
        path.pop();
      }
    }
    for (const k in a) {
      if (a[k] !== undefined && b[k] === undefined) ops.push({ p: [...path, k], d: 1 });
    }
    sendWholeIfShorter(b, path, patch, start);
    return;
  }
  if (typeof a === 'number' && typeof b === 'number' && Object.is(a, b)) return;
  ops.push({ p: [...path], v: json(b) });
}

/**
 * When the ops from `start` on (all inside `value`) are longer as JSON than `value` itself, one op that
 * sets it whole replaces them (a new list of options, a decision that changed through and through, a
 * square whose x and y both changed). Each op is measured once however many containers above it ask, and
 * `value` only as far as the ops' length: measuring both whole at every level cost more than the rest of
 * the diff (issue 14).
 */
function sendWholeIfShorter(value: unknown, path: ViewPath, patch: Patch, start: number): void {
  const { ops } = patch;
  if (ops.length - start < 2) return;
  const patchBytes = opsBytes(patch, start);
  const pathBytes = JSON.stringify(path).length;
  const valueBytes = jsonBytesUpTo(value, patchBytes - pathBytes - 8, patch.sizes);
  if (valueBytes + pathBytes + 8 < patchBytes) {
    const { bytes } = patch;
    ops.length = start;
    bytes.length = start;
    ops.push({ p: [...path], v: value });
    // As `JSON.stringify` spells the op: {"p":PATH,"v":VALUE}.
    bytes.push(pathBytes + valueBytes + 11);
  }
}

/**
 * As `JSON.stringify(ops.slice(start)).length`: the brackets, the commas and each op, each measured once
 * (a value set whole by the containers' lengths already known).
 */
function opsBytes(patch: Patch, start: number): number {
  const { ops, bytes, sizes } = patch;
  let n = ops.length - start + 1;
  for (let i = start; i < ops.length; i++) {
    let b = bytes[i];
    if (b === undefined) {
      const op = ops[i]!;
      // As `JSON.stringify` spells the op: {"p":PATH,"v":VALUE} (only a set has `v`).
      b = bytes[i] =
        'v' in op
          ? JSON.stringify(op.p).length + jsonBytesUpTo(op.v, Infinity, sizes) + 11
          : JSON.stringify(op).length;
    }
    n += b;
  }
  return n;
}

/**
 * How deep `jsonBytesUpTo` walks before it has `JSON.stringify` measure a container whole: a walk in
 * script cost more than the native call on the small objects deep down (a decision's option), while the
 * top levels of a large value (the view, its list of players) are walked only as far as the limit.
 */
const WALK_DEPTH = 2;

/**
 * `JSON.stringify(v).length` when it is below `limit`; otherwise some number at least `limit` (the walk
 * stops there). `v` is a member of a view: JSON values only, read as `JSON.stringify` reads them. The
 * containers measured whole go into `sizes`, and are not walked again.
 */
function jsonBytesUpTo(v: unknown, limit: number, sizes: Map<object, number>, depth = 0): number {
  if (typeof v !== 'object' || v === null || typeof (v as { toJSON?: unknown }).toJSON === 'function')
    return JSON.stringify(v)?.length ?? 4;
  const known = sizes.get(v);
  if (known !== undefined) return known;
  if (depth >= WALK_DEPTH) {
    const whole = JSON.stringify(v).length;
    sizes.set(v, whole);
    return whole;
  }
  let n = 1;
  let whole = true;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      if (n >= limit) {
        whole = false;
        break;
      }
      const item = v[i];
      n += (i > 0 ? 1 : 0) + (jsonable(item) ? jsonBytesUpTo(item, limit - n, sizes, depth + 1) : 4);
      whole &&= measured(item, sizes);
    }
  } else {
    let first = true;
    const record = v as Record<string, unknown>;
    for (const k in record) {
      const member = record[k];
      if (!jsonable(member)) continue;
      if (n >= limit) {
        whole = false;
        break;
      }
      n +=
        (first ? 0 : 1) + JSON.stringify(k).length + 1 + jsonBytesUpTo(member, limit - n, sizes, depth + 1);
      whole &&= measured(member, sizes);
      first = false;
    }
  }
  if (whole) sizes.set(v, n + 1);
  return n + 1;
}

/** Whether `v`'s length is known exactly: a scalar, or a container measured whole. */
const measured = (v: unknown, sizes: Map<object, number>) =>
  typeof v !== 'object' || v === null || sizes.has(v);

/** Whether `JSON.stringify` writes a member (else it leaves it out of an object, and writes null in an array). */
const jsonable = (v: unknown) => v !== undefined && typeof v !== 'function' && typeof v !== 'symbol';

/**
 * Items that came or went in the middle of a list (a decision's options once a player has acted, rebuilt
 * as new objects each command) shift every later item: compared by position, all of them differ. When the
 * ops from `start` on are longer as JSON than one splice between the items both lists begin and end
 * with (equal by value), the splice replaces them.
 */
function spliceIfShorter(a: unknown[], b: unknown[], path: ViewPath, patch: Patch, start: number): void {
  const { ops, bytes } = patch;
  const most = Math.min(a.length, b.length);
  let head = 0;
  while (head < most && same(a[head], b[head])) head++;
  let tail = 0;
  while (tail < most - head && same(a[a.length - 1 - tail], b[b.length - 1 - tail])) tail++;
  const splice = {
    p: [...path],
    at: head,
    del: a.length - head - tail,
    ins: b.slice(head, b.length - tail).map(json),
  };
  const patchBytes = opsBytes(patch, start);
  // As `JSON.stringify` spells it: {"p":PATH,"at":N,"del":N,"ins":[…]}, the items as far as the ops' length.
  const fixed = JSON.stringify(splice.p).length + String(splice.at).length + String(splice.del).length + 26;
  const spliceBytes = fixed + jsonBytesUpTo(splice.ins, patchBytes - fixed, patch.sizes);
  if (spliceBytes < patchBytes) {
    ops.length = start;
    bytes.length = start;
    ops.push(splice);
    bytes.push(spliceBytes);
  }
}

/** Deep equality of two JSON values (undefined members count as absent, as in a patch). */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bs = b as unknown[];
    return a.length === bs.length && a.every((item, i) => same(json(item), json(bs[i])));
  }
  const ar = a as Record<string, unknown>;
  const br = b as Record<string, unknown>;
  let count = 0;
  for (const k in ar) {
    if (ar[k] === undefined) continue;
    if (!same(ar[k], br[k])) return false;
    count++;
  }
  for (const k in br) if (br[k] !== undefined) count--;
  return count === 0;
}

/** Undefined inside arrays travels as null (as JSON would send it). */
const json = (v: unknown): unknown => (v === undefined ? null : v);

/**
 * `view` with `patch` applied, as a new value: only the containers on the patched paths are copied, so
 * the old view stays as it was (a UI may still hold it).
 */
export function applyPatch(view: unknown, patch: ViewPatch): unknown {
  const copied = new Set<unknown>();
  const writable = (v: unknown): Record<string | number, unknown> => {
    if (copied.has(v)) return v as Record<string, unknown>;
    const copy = Array.isArray(v) ? [...v] : { ...(v as Record<string, unknown>) };
    copied.add(copy);
    return copy as Record<string | number, unknown>;
  };
  let root = view;
  for (const op of patch) {
    if (op.p.length === 0) {
      if ('v' in op) root = op.v;
      else if ('n' in op && Array.isArray(root)) root = root.slice(0, op.n);
      else if ('at' in op && Array.isArray(root)) root = spliced(root, op);
      continue;
    }
    if (typeof root !== 'object' || root === null) throw new Error('patch: the view is not a container');
    root = writable(root);
    let at = root as Record<string | number, unknown>;
    for (let i = 0; i < op.p.length - 1; i++) {
      const key = op.p[i]!;
      const child = at[key];
      if (typeof child !== 'object' || child === null)
        throw new Error(`patch: no container at ${op.p.slice(0, i + 1).join('.')}`);
      const copy = writable(child);
      at[key] = copy;
      at = copy;
    }
    const last = op.p[op.p.length - 1]!;
    if ('v' in op) at[last] = op.v;
    else if ('d' in op) delete at[last];
    else if ('at' in op) {
      const arr = at[last];
      if (!Array.isArray(arr)) throw new Error(`patch: no array at ${op.p.join('.')}`);
      at[last] = spliced(arr, op);
    } else {
      const arr = at[last];
      if (!Array.isArray(arr)) throw new Error(`patch: no array at ${op.p.join('.')}`);
      at[last] = arr.slice(0, op.n);
    }
  }
  return root;
}

/** A copy of `arr` with a splice op applied. */
function spliced(arr: unknown[], op: { at: number; del: number; ins: unknown[] }): unknown[] {
  if (op.at < 0 || op.del < 0 || op.at + op.del > arr.length)
    throw new Error('patch: the splice does not fit');
  const copy = [...arr];
  copy.splice(op.at, op.del, ...op.ins);
  return copy;
}

// ---- the view hash --------------------------------------------------------------------------------

/** 32-bit FNV-1a of a string. */
function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Murmur3's finaliser over a combination: spreads every input bit over the result. */
function mix(h: number, v: number): number {
  let x = (h ^ Math.imul(v, 0xcc9e2d51)) >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
}

const NULL = 0x6e756c6c;
const TRUE = 0x74727565;
const FALSE = 0x66616c73;

/**
 * A hash of a view that does not depend on the order of object keys (a patched object may list a new key
 * last): members are hashed one by one and summed, arrays in order. Not a secure hash, only a check that
 * the client holds the view the server meant. `memo` caches subtrees by identity (the server's views are
 * never mutated, so an unchanged subtree keeps its hash from one update to the next), only those at most
 * `memoDepth` levels below the root: a memo entry for every small object deep down (each option of a
 * decision, rebuilt every update) cost more memory than hashing them again saves time.
 */
export function viewHash(view: unknown, memo?: WeakMap<object, number>, memoDepth = Infinity): string {
  return hashOf(view, memo, memoDepth).toString(16).padStart(8, '0');
}

/** `memoDepth`: how many levels further down `memo` is still read and written. */
function hashOf(v: unknown, memo: WeakMap<object, number> | undefined, memoDepth: number): number {
  switch (typeof v) {
    case 'string':
      return mix(0x73, hashString(v));
    case 'number':
      return Number.isInteger(v) && Math.abs(v) < 2 ** 31
        ? mix(0x6e, v | 0)
        : mix(0x66, hashString(String(v)));
    case 'boolean':
      return v ? TRUE : FALSE;
    case 'object': {
      if (v === null) return NULL;
      const kept = memoDepth >= 0 ? memo : undefined;
      const known = kept?.get(v);
      if (known !== undefined) return known;
      const below = memoDepth - 1;
      let h: number;
      if (Array.isArray(v)) {
        h = mix(0x61, v.length);
        for (const item of v) h = mix(h, item === undefined ? NULL : hashOf(item, memo, below));
      } else {
        let sum = 0;
        let count = 0;
        const record = v as Record<string, unknown>;
        for (const k in record) {
          const member = record[k];
          if (member === undefined) continue;
          sum = (sum + mix(hashString(k), hashOf(member, memo, below))) >>> 0;
          count++;
        }
        h = mix(mix(0x6f, count), sum);
      }
      kept?.set(v, h);
      return h;
    }
    default:
      return NULL;
  }
}
