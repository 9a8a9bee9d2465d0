import { type _HMAC, hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { DIE_SIDES, type Dice, type DieKind } from './kinds.js';

/** Seeds are exactly 32 bytes. */
export const SEED_BYTES = 32;
const BLOCK_BYTES = 32;
const TWO_POW_32 = 0x1_0000_0000;

/** A seed as bytes or as a 64-character hex string (either case). */
export type SeedInput = Uint8Array | string;

/** Normalise a seed to 32 bytes (a copy). Throws a RangeError naming what was wrong. */
export function parseSeed(seed: SeedInput): Uint8Array {
  if (typeof seed === 'string') {
    if (!/^[0-9a-fA-F]{64}$/.test(seed)) {
      throw new RangeError(`seed must be 64 hex characters (32 bytes), got ${seed.length} characters`);
    }
    return hexToBytes(seed.toLowerCase());
  }
  if (!(seed instanceof Uint8Array) || seed.length !== SEED_BYTES) {
    throw new RangeError(`seed must be ${SEED_BYTES} bytes, got ${(seed as Uint8Array).length}`);
  }
  return Uint8Array.from(seed);
}

/** SHA-256 of the seed bytes, lower-case hex: publish it before the match, reveal the seed after. */
export function seedCommitment(seed: SeedInput): string {
  return bytesToHex(sha256(parseSeed(seed)));
}

/** Largest accepted byte + 1 for a die with `sides` faces: bytes at or above it are rejected. */
function acceptLimit(sides: number): number {
  return 256 - (256 % sides);
}

/** Faces a `die(sides)` may have: one stream byte must be able to pick any of them. */
export const MIN_DIE_SIDES = 2;
export const MAX_DIE_SIDES = 256;

/** Throws a RangeError unless `sides` is an integer in 2..256. */
export function checkDieSides(sides: number): void {
  if (!Number.isInteger(sides) || sides < MIN_DIE_SIDES || sides > MAX_DIE_SIDES) {
    throw new RangeError(`a die has ${MIN_DIE_SIDES}..${MAX_DIE_SIDES} sides, got ${sides}`);
  }
}
const LIMITS: Readonly<Record<DieKind, number>> = {
  D3: acceptLimit(DIE_SIDES.D3),
  D6: acceptLimit(DIE_SIDES.D6),
  D8: acceptLimit(DIE_SIDES.D8),
  D16: acceptLimit(DIE_SIDES.D16),
  BLOCK: acceptLimit(DIE_SIDES.BLOCK),
};

/**
 * Dice derived from a 32-byte seed, reproducible by anyone who knows it.
 *
 * Byte stream: block i = HMAC-SHA256(key = seed, message = i as an 8-byte big-endian integer),
 * i = 0, 1, 2 …; the stream is block 0 ‖ block 1 ‖ …, read one byte at a time.
 * A die with n faces reads bytes until one is below 256 − (256 mod n) and returns byte mod n + 1.
 * `position` counts bytes read so far (rejected ones included). See `src/dice/README.md`.
 */
export class SeededDice implements Dice {
  /** HMAC state with the key already absorbed; cloned for every block. */
  readonly #keyed: _HMAC<never>;
  readonly #scratch: _HMAC<never>;
  readonly #counter = new Uint8Array(8);
  readonly #counterView = new DataView(this.#counter.buffer);
  readonly #block = new Uint8Array(BLOCK_BYTES);
  /** Index of the block currently held in #block, or -1 when none is loaded. */
  #blockIndex = -1;
  #position: number;

  constructor(seed: SeedInput, position = 0) {
    if (!Number.isSafeInteger(position) || position < 0) {
      throw new RangeError(`position must be a non-negative integer, got ${position}`);
    }
    const key = parseSeed(seed);
    this.#keyed = hmac.create(sha256, key) as _HMAC<never>;
    this.#scratch = this.#keyed.clone();
    key.fill(0);
    this.#position = position;
  }

  /** Bytes of the stream consumed so far. Persist it with the seed to resume byte-identically. */
  get position(): number {
    return this.#position;
  }

  roll(kind: DieKind): number {
    const sides = DIE_SIDES[kind];
    if (sides === undefined) throw new RangeError(`unknown die kind ${String(kind)}`);
    return this.#draw(sides, LIMITS[kind]);
  }

  /**
   * A die with any number of faces from 2 to 256 (a shuffle, a card draw), 1..sides, by the same
   * rejection rule as `roll`: `die(6)` reads the stream exactly as `roll('D6')` does.
   */
  die(sides: number): number {
    checkDieSides(sides);
    return this.#draw(sides, acceptLimit(sides));
  }

  #draw(sides: number, limit: number): number {
    for (;;) {
      const b = this.#nextByte();
      if (b < limit) return (b % sides) + 1;
    }
  }

  #nextByte(): number {
    const pos = this.#position;
    const index = Math.floor(pos / BLOCK_BYTES);
    if (index !== this.#blockIndex) this.#load(index);
    this.#position = pos + 1;
    return this.#block[pos - index * BLOCK_BYTES] as number;
  }

  #load(index: number): void {
    this.#counterView.setUint32(0, Math.floor(index / TWO_POW_32));
    this.#counterView.setUint32(4, index >>> 0);
    const mac = this.#keyed._cloneInto(this.#scratch);
    mac.update(this.#counter);
    mac.digestInto(this.#block);
    this.#blockIndex = index;
  }
}

/**
 * Re-derive the rolls of a published seed: the values `SeededDice` returns for `kinds`, in order,
 * starting at stream byte `position` (0 = the start of the match). Pure; for verification.
 */
export function deriveRolls(seed: SeedInput, kinds: readonly DieKind[], position = 0): number[] {
  const dice = new SeededDice(seed, position);
  return kinds.map((kind) => dice.roll(kind));
}

/** As `deriveRolls` for `die(sides)` draws: the values for each number of sides in `sides`, in order. */
export function deriveDie(seed: SeedInput, sides: readonly number[], position = 0): number[] {
  const dice = new SeededDice(seed, position);
  return sides.map((n) => dice.die(n));
}
