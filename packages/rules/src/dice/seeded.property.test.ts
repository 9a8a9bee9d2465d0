import fc from 'fast-check';
import { expect, test } from 'vitest';
import { DIE_KINDS, DIE_SIDES } from './kinds.js';
import { deriveRolls, SeededDice } from './seeded.js';

const seed = fc.uint8Array({ minLength: 32, maxLength: 32 });
const kinds = fc.array(fc.constantFrom(...DIE_KINDS), { maxLength: 200 });

test('every roll is a face of its die, for any seed', () => {
  fc.assert(
    fc.property(seed, kinds, (s, ks) => {
      const rolls = deriveRolls(s, ks);
      rolls.forEach((v, i) => {
        expect(Number.isInteger(v) && v >= 1 && v <= DIE_SIDES[ks[i] as (typeof DIE_KINDS)[number]]).toBe(
          true,
        );
      });
    }),
    { numRuns: 200 },
  );
});

test('stopping anywhere and resuming from position gives the same rolls', () => {
  fc.assert(
    fc.property(seed, kinds, fc.nat(), (s, ks, cutSeed) => {
      const cut = ks.length === 0 ? 0 : cutSeed % (ks.length + 1);
      const first = new SeededDice(s);
      const before = ks.slice(0, cut).map((k) => first.roll(k));
      const after = deriveRolls(s, ks.slice(cut), first.position);
      expect([...before, ...after]).toEqual(deriveRolls(s, ks));
    }),
    { numRuns: 200 },
  );
});
