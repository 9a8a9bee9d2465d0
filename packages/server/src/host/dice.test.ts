import { describe, expect, test } from 'vitest';
import { type DiceRecord, SeededStream, verifyDice } from './dice.js';

// The test vector of packages/rules/src/dice/README.md (computed with Python's hmac/hashlib): the host's
// stream must read exactly like the rules' SeededDice (D6, D8, D16, D3 and the block die are 6/8/16/3/6 faces).
const SEED = Uint8Array.from({ length: 32 }, (_, i) => i);
const VECTOR_SIDES = [6, 6, 8, 16, 3, 6, 6, 6, 8, 16, 3, 6];
const VECTOR_ROLLS = [4, 1, 2, 10, 2, 2, 2, 6, 2, 14, 2, 6];
const FORTY_D6 = [
  4, 1, 2, 6, 5, 2, 2, 6, 2, 4, 2, 6, 1, 6, 3, 4, 4, 1, 2, 2, 4, 6, 2, 4, 1, 1, 2, 3, 1, 5, 4, 5, 3, 3, 6, 4,
  1, 5, 2, 6,
];

describe('SeededStream', () => {
  test('reads the README test vector: 12 rolls, byte 6 (0xfe) rejected for a D6', () => {
    const dice = new SeededStream(SEED);
    expect(VECTOR_SIDES.map((n) => dice.roll(n))).toEqual(VECTOR_ROLLS);
    expect(dice.position).toBe(13);
    expect(dice.rolls).toEqual(VECTOR_SIDES.map((n, i) => [n, VECTOR_ROLLS[i]]));
  });

  test('crosses a block boundary like the reference and resumes byte-identically at a stored position', () => {
    const whole = new SeededStream(SEED);
    expect(Array.from({ length: 40 }, () => whole.roll(6))).toEqual(FORTY_D6);
    expect(whole.position).toBe(42);
    const first = new SeededStream(SEED);
    const before = Array.from({ length: 17 }, () => first.roll(6));
    const resumed = new SeededStream(SEED, first.position);
    expect([...before, ...Array.from({ length: 23 }, () => resumed.roll(6))]).toEqual(FORTY_D6);
  });

  test('refuses dice it cannot roll fairly and seeds of the wrong size', () => {
    const dice = new SeededStream(SEED);
    expect(() => dice.roll(1)).toThrow(/2 to 256 faces/);
    expect(() => dice.roll(257)).toThrow(/2 to 256 faces/);
    expect(() => dice.roll(2.5)).toThrow(RangeError);
    expect(() => new SeededStream(new Uint8Array(16))).toThrow(/32 bytes/);
    expect(dice.position).toBe(0);
  });
});

describe('verifyDice', () => {
  /** Three steps of a game: creation rolls nothing, then two commands rolling a few dice each. */
  function played(): DiceRecord[] {
    const dice = new SeededStream(SEED);
    const steps: DiceRecord[] = [{ label: 'creation', before: 0, after: 0, rolls: [] }];
    for (const [label, sides] of [
      ['command 1', [6, 6, 8]],
      ['command 2', [16, 3, 6, 6]],
    ] as const) {
      const before = dice.position;
      const from = dice.rolls.length;
      for (const n of sides) dice.roll(n);
      steps.push({ label, before, after: dice.position, rolls: dice.rolls.slice(from) });
    }
    return steps;
  }

  test('every roll of an honest record is re-derived from the seed', () => {
    expect(verifyDice(SEED, played())).toEqual({ ok: true, rollsChecked: 7, unrecorded: 0, problems: [] });
  });

  test('a changed face is found and named', () => {
    const steps = played();
    const rolls = [...steps[2]!.rolls!];
    rolls[1] = [3, rolls[1]![1] === 3 ? 1 : 3];
    steps[2] = { ...steps[2]!, rolls };
    const check = verifyDice(SEED, steps);
    expect(check.ok).toBe(false);
    expect(check.problems).toEqual([
      expect.stringMatching(/^command 2: roll 2 \(a die of 3\) is recorded as/),
    ]);
  });

  test('a step that does not start where the last ended, or ends elsewhere, is found', () => {
    const steps = played();
    steps[2] = { ...steps[2]!, before: steps[2]!.before + 1 };
    const check = verifyDice(SEED, steps);
    expect(check.problems[0]).toMatch(/command 2: its dice start at byte 4, the previous step ended at 3/);
    const hidden = played();
    hidden[1] = { ...hidden[1]!, after: hidden[1]!.after + 2 };
    expect(verifyDice(SEED, hidden).problems[0]).toMatch(/command 1: its rolls end at stream byte 3/);
  });

  test('the wrong seed fails; steps stored before rolls were recorded count as unrecorded', () => {
    const other = new Uint8Array(32).fill(9);
    expect(verifyDice(other, played()).ok).toBe(false);
    const steps = played();
    steps[1] = { ...steps[1]!, rolls: null };
    expect(verifyDice(SEED, steps)).toMatchObject({ ok: true, unrecorded: 1, rollsChecked: 4 });
  });
});
