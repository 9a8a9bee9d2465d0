import { expect, test } from 'vitest';
import { CASUALTY_EFFECTS, casualtyTable } from './casualty.js';

// §4.5 and the seed: 1–8 BH, 9–10 SH, 11–12 SI, 13–14 LI, 15–16 Dead; modified totals above 16 are Dead.
test.each([
  [1, 'badly-hurt'],
  [8, 'badly-hurt'],
  [9, 'seriously-hurt'],
  [10, 'seriously-hurt'],
  [11, 'serious-injury'],
  [12, 'serious-injury'],
  [13, 'lasting-injury'],
  [14, 'lasting-injury'],
  [15, 'dead'],
  [16, 'dead'],
  [17, 'dead'],
  [19, 'dead'],
] as const)('casualty %i → %s', (roll, result) => {
  expect(casualtyTable(roll)).toBe(result);
});

test.each([[0], [-1], [2.5]])('%d is not a casualty roll', (roll) => {
  expect(() => casualtyTable(roll)).toThrow(RangeError);
});

test.each([
  ['badly-hurt', false, false, false, false, false],
  ['seriously-hurt', true, false, false, false, true],
  ['serious-injury', true, true, false, false, true],
  ['lasting-injury', true, false, true, false, true],
  ['dead', false, false, false, true, false],
] as const)('%s: MNG %s, niggling %s, lasting %s, dead %s, getting even %s', (id, mng, nig, li, dead, ge) => {
  expect(CASUALTY_EFFECTS[id]).toMatchObject({
    missNextGame: mng,
    nigglingInjury: nig,
    lastingInjury: li,
    dead,
    gettingEven: ge,
  });
});
