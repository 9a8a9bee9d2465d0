import { createHmac } from 'node:crypto';
import type { GameDice } from './game-module.js';

/** One die the stream rolled: its number of faces and the face it gave (1..sides). */
export type RecordedRoll = readonly [sides: number, value: number];

const BLOCK_BYTES = 32;

/** Block `index` of the stream: HMAC-SHA256(key = seed, message = index as 8 bytes, big-endian). */
function streamBlock(seed: Uint8Array, index: number): Buffer {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(index));
  return createHmac('sha256', seed).update(counter).digest();
}

function checkSides(sides: number): void {
  if (!Number.isInteger(sides) || sides < 2 || sides > 256) {
    throw new RangeError(`a die has 2 to 256 faces, not ${sides}`);
  }
}

/**
 * The dice every game rolls with: a byte stream on the match's secret 32-byte seed, block i being
 * HMAC-SHA256(seed, i as 8 bytes big-endian), read one byte at a time. A die of n faces reads bytes until
 * one is below 256 − (256 mod n) and shows byte mod n + 1; `position` counts the bytes read, rejected ones
 * included (the algorithm of `packages/rules/src/dice/README.md`, so Blood Bowl's `SeededDice` reads the
 * same stream). Every roll is recorded, so a finished match's dice can be re-derived from its revealed seed
 * without the rules (`verifyDice`).
 */
export class SeededStream implements GameDice {
  readonly #seed: Uint8Array;
  #position: number;
  #block: Buffer | null = null;
  #blockIndex = -1;
  readonly #rolls: RecordedRoll[] = [];

  constructor(seed: Uint8Array, position = 0) {
    if (seed.length !== 32) throw new RangeError(`a seed is 32 bytes, not ${seed.length}`);
    if (!Number.isSafeInteger(position) || position < 0)
      throw new RangeError(`bad stream position ${position}`);
    this.#seed = Uint8Array.from(seed);
    this.#position = position;
  }

  get position(): number {
    return this.#position;
  }

  /** The rolls made so far through this stream object, in order. */
  get rolls(): readonly RecordedRoll[] {
    return this.#rolls;
  }

  roll(sides: number): number {
    checkSides(sides);
    const limit = 256 - (256 % sides);
    for (;;) {
      const b = this.#nextByte();
      if (b < limit) {
        const value = (b % sides) + 1;
        this.#rolls.push([sides, value]);
        return value;
      }
    }
  }

  #nextByte(): number {
    const index = Math.floor(this.#position / BLOCK_BYTES);
    if (index !== this.#blockIndex) {
      this.#block = streamBlock(this.#seed, index);
      this.#blockIndex = index;
    }
    const b = this.#block![this.#position - index * BLOCK_BYTES]!;
    this.#position += 1;
    return b;
  }
}

/** The dice one step of a match rolled: where in the stream they started and ended, and the rolls. */
export interface DiceRecord {
  /** "creation" or "command 12", for messages. */
  label: string;
  before: number;
  after: number;
  /** Null when the step was stored before rolls were recorded. */
  rolls: readonly RecordedRoll[] | null;
}

export interface DiceCheck {
  ok: boolean;
  rollsChecked: number;
  unrecorded: number;
  problems: string[];
}

/**
 * Re-derives every recorded roll of a match from its revealed seed and the stored stream positions, with
 * its own reading of the stream (no game code is run): each step must start where the previous one ended,
 * each roll must be the face the stream gives at that point, and the step must end at its stored position.
 */
export function verifyDice(seed: Uint8Array, steps: readonly DiceRecord[]): DiceCheck {
  const problems: string[] = [];
  let rollsChecked = 0;
  let unrecorded = 0;
  let expectedStart = 0;
  const blocks = new Map<number, Buffer>();
  const byte = (p: number) => {
    const index = Math.floor(p / BLOCK_BYTES);
    let block = blocks.get(index);
    if (!block) {
      block = streamBlock(seed, index);
      blocks.clear();
      blocks.set(index, block);
    }
    return block[p - index * BLOCK_BYTES]!;
  };
  for (const step of steps) {
    if (step.before !== expectedStart) {
      problems.push(
        `${step.label}: its dice start at byte ${step.before}, the previous step ended at ${expectedStart}`,
      );
    }
    expectedStart = step.after;
    if (step.rolls === null) {
      unrecorded++;
      continue;
    }
    let p = step.before;
    step.rolls.forEach(([sides, value], i) => {
      if (!Number.isInteger(sides) || sides < 2 || sides > 256) {
        problems.push(`${step.label}: roll ${i + 1} records a die of ${sides} faces`);
        return;
      }
      const limit = 256 - (256 % sides);
      let b = byte(p++);
      while (b >= limit) b = byte(p++);
      const derived = (b % sides) + 1;
      rollsChecked++;
      if (derived !== value) {
        problems.push(
          `${step.label}: roll ${i + 1} (a die of ${sides}) is recorded as ${value}, the seed gives ${derived}`,
        );
      }
    });
    if (p !== step.after) {
      problems.push(`${step.label}: its rolls end at stream byte ${p}, the record says ${step.after}`);
    }
  }
  return { ok: problems.length === 0, rollsChecked, unrecorded, problems };
}
