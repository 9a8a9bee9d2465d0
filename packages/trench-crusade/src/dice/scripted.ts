import { type Dice, type DieKind, isFaceOf } from './dice.js';

export interface ScriptedRoll {
  kind: DieKind;
  value: number;
}

export class DiceScriptError extends Error {
  override readonly name = 'DiceScriptError';
}

/** D6 faces, for scripts: `d6(3, 4)` is two D6 rolls. */
export function d6(...values: number[]): ScriptedRoll[] {
  return values.map((value) => checked({ kind: 'D6', value }));
}

export function d3(...values: number[]): ScriptedRoll[] {
  return values.map((value) => checked({ kind: 'D3', value }));
}

function checked(roll: ScriptedRoll): ScriptedRoll {
  if (!isFaceOf(roll.kind, roll.value)) throw new DiceScriptError(`${roll.value} is not a ${roll.kind} face`);
  return roll;
}

/**
 * Dice that return a fixed script, for tests: asking for the wrong kind or past the end throws, naming
 * the roll, so a test cannot pass on dice it did not mean to roll.
 */
export class ScriptedDice implements Dice {
  readonly #script: ScriptedRoll[];
  #next = 0;

  constructor(script: readonly (ScriptedRoll | readonly ScriptedRoll[])[]) {
    this.#script = script.flat().map((r, i) => {
      if (!isFaceOf(r.kind, r.value))
        throw new DiceScriptError(`scripted roll #${i + 1} is not a ${r.kind} face`);
      return r;
    });
  }

  roll(kind: DieKind): number {
    const n = this.#next + 1;
    const r = this.#script[this.#next];
    if (!r) throw new DiceScriptError(`roll #${n}: the engine asked for a ${kind} but the script is empty`);
    if (r.kind !== kind) {
      throw new DiceScriptError(
        `roll #${n}: the engine asked for a ${kind} but the script has ${r.kind} ${r.value}`,
      );
    }
    this.#next++;
    return r.value;
  }

  get consumed(): number {
    return this.#next;
  }

  remaining(): ScriptedRoll[] {
    return this.#script.slice(this.#next);
  }

  assertConsumed(): void {
    const left = this.remaining();
    if (left.length > 0) {
      throw new DiceScriptError(
        `${left.length} scripted roll(s) left unused after roll #${this.#next}: ${left.map((r) => `${r.kind} ${r.value}`).join(', ')}`,
      );
    }
  }
}

/** Dice that must not be rolled: for commands that are decided without dice. */
export const NO_DICE: Dice = {
  roll(kind) {
    throw new DiceScriptError(`no dice expected, but the engine asked for a ${kind}`);
  },
};
