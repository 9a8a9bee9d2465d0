import { type BlockFace, blockFaceNumber } from './block.js';
import { DIE_SIDES, type Dice, type DieKind, isDieKind, isFaceOf } from './kinds.js';
import { checkDieSides } from './seeded.js';

/** One scripted die result: a `roll(kind)`, or a `die(sides)` (kind `'die'`). */
export type ScriptedRoll = { kind: DieKind; value: number } | { kind: 'die'; sides: number; value: number };

/** Thrown when the engine asks for a roll the script does not provide, or a script is malformed. */
export class DiceScriptError extends Error {
  override readonly name = 'DiceScriptError';
}

function scripted(kind: DieKind, value: number): ScriptedRoll {
  if (!isFaceOf(kind, value)) {
    throw new DiceScriptError(`a ${kind} shows 1..${DIE_SIDES[kind]}, cannot script ${value}`);
  }
  return { kind, value };
}

export const d3 = (n: number): ScriptedRoll => scripted('D3', n);
export const d6 = (n: number): ScriptedRoll => scripted('D6', n);
export const d8 = (n: number): ScriptedRoll => scripted('D8', n);
export const d16 = (n: number): ScriptedRoll => scripted('D16', n);
/** A block die showing `face` (a result name, or a face number 1..6). */
export const block = (face: BlockFace | number): ScriptedRoll =>
  scripted('BLOCK', typeof face === 'number' ? face : blockFaceNumber(face));
/** A `die(sides)` draw showing `value` (1..sides); it answers only a `die` call with the same sides. */
export const dieRoll = (sides: number, value: number): ScriptedRoll => {
  const roll = { kind: 'die', sides, value } as const;
  if (!isScriptedRoll(roll)) {
    throw new DiceScriptError(`a die with ${sides} sides shows 1..${sides}, cannot script ${value}`);
  }
  return roll;
};
/** Two D6 rolled together (armour, injury, 2D6 tables): spread it into the script. */
export const twoD6 = (a: number, b: number): [ScriptedRoll, ScriptedRoll] => [d6(a), d6(b)];

function isScriptedRoll(roll: ScriptedRoll | undefined): roll is ScriptedRoll {
  if (roll?.kind !== 'die') return isDieKind(roll?.kind) && isFaceOf(roll.kind, roll.value);
  try {
    checkDieSides(roll.sides);
  } catch {
    return false;
  }
  return Number.isInteger(roll.value) && roll.value >= 1 && roll.value <= roll.sides;
}

function describe(roll: ScriptedRoll): string {
  return roll.kind === 'die' ? `die(${roll.sides}) ${roll.value}` : `${roll.kind} ${roll.value}`;
}

/**
 * Dice that return exactly the given rolls, in order. Throws `DiceScriptError` when the engine asks
 * for a different kind or for more rolls than scripted; call `assertConsumed()` at the end of a test.
 * Accepts nested arrays so `twoD6(3, 4)` can be written inline.
 */
export class ScriptedDice implements Dice {
  readonly #rolls: readonly ScriptedRoll[];
  #next = 0;

  constructor(rolls: readonly (ScriptedRoll | readonly ScriptedRoll[])[]) {
    const flat = rolls.flat();
    flat.forEach((roll, i) => {
      if (!isScriptedRoll(roll)) {
        throw new DiceScriptError(
          `scripted roll #${i + 1} is not a valid die result: ${JSON.stringify(roll)}`,
        );
      }
    });
    this.#rolls = flat.map((r) => ({ ...r }));
  }

  roll(kind: DieKind): number {
    return this.#take(kind, (roll) => roll.kind === kind);
  }

  /** The next scripted `dieRoll(sides, …)`; as `SeededDice.die`, sides must be 2..256. */
  die(sides: number): number {
    checkDieSides(sides);
    return this.#take(`die(${sides})`, (roll) => roll.kind === 'die' && roll.sides === sides);
  }

  #take(asked: string, fits: (roll: ScriptedRoll) => boolean): number {
    const n = this.#next + 1;
    const roll = this.#rolls[this.#next];
    if (roll === undefined) {
      throw new DiceScriptError(`roll #${n}: the engine asked for a ${asked} but the script is empty`);
    }
    if (!fits(roll)) {
      throw new DiceScriptError(
        `roll #${n}: the engine asked for a ${asked} but the script has ${describe(roll)}`,
      );
    }
    this.#next = n;
    return roll.value;
  }

  /** Rolls not yet used. */
  remaining(): ScriptedRoll[] {
    return this.#rolls.slice(this.#next).map((r) => ({ ...r }));
  }

  /** How many rolls have been used. */
  get consumed(): number {
    return this.#next;
  }

  /** Throws if any scripted roll was left unused. */
  assertConsumed(): void {
    const left = this.remaining();
    if (left.length > 0) {
      throw new DiceScriptError(
        `${left.length} scripted roll(s) left unused after roll #${this.#next}: ${left.map(describe).join(', ')}`,
      );
    }
  }
}
