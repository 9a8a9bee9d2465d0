import type { CasualtyResult, LastingInjury } from '../../types.js';

/**
 * The classic Casualty table (LRB6, rules reference §2.3): a D68 (a D6 for the tens, a D8 for the units).
 * Each row maps onto the engine's casualty results: Badly Hurt; Miss Next Game ('seriously-hurt');
 * Niggling Injury + MNG ('serious-injury'); a characteristic lost + MNG ('lasting-injury'); Dead.
 */
export interface ClassicCasualty {
  readonly d68: number;
  readonly name: string;
  readonly result: CasualtyResult;
  readonly lasting: LastingInjury | null;
}

const row = (d68: number, name: string, result: CasualtyResult, lasting: LastingInjury | null = null) => ({
  d68,
  name,
  result,
  lasting,
});

export const CLASSIC_CASUALTY_TABLE: readonly ClassicCasualty[] = [
  row(41, 'Broken Ribs', 'seriously-hurt'),
  row(42, 'Groin Strain', 'seriously-hurt'),
  row(43, 'Gouged Eye', 'seriously-hurt'),
  row(44, 'Broken Jaw', 'seriously-hurt'),
  row(45, 'Fractured Arm', 'seriously-hurt'),
  row(46, 'Fractured Leg', 'seriously-hurt'),
  row(47, 'Smashed Hand', 'seriously-hurt'),
  row(48, 'Pinched Nerve', 'seriously-hurt'),
  row(51, 'Damaged Back', 'serious-injury'),
  row(52, 'Smashed Knee', 'serious-injury'),
  row(53, 'Smashed Hip', 'lasting-injury', 'ma'),
  row(54, 'Smashed Ankle', 'lasting-injury', 'ma'),
  row(55, 'Serious Concussion', 'lasting-injury', 'av'),
  row(56, 'Fractured Skull', 'lasting-injury', 'av'),
  row(57, 'Broken Neck', 'lasting-injury', 'ag'),
  row(58, 'Smashed Collar Bone', 'lasting-injury', 'st'),
];

/** The casualty for a D6 (tens) and a D8 (units): 11–38 Badly Hurt, 41–58 the rows above, 61–68 Dead. */
export function classicCasualty(tens: number, units: number): ClassicCasualty {
  if (!Number.isInteger(tens) || tens < 1 || tens > 6)
    throw new RangeError(`casualty: the D6 of a D68 must be 1..6, got ${tens}`);
  if (!Number.isInteger(units) || units < 1 || units > 8)
    throw new RangeError(`casualty: the D8 of a D68 must be 1..8, got ${units}`);
  const d68 = tens * 10 + units;
  if (tens <= 3) return row(d68, 'Badly Hurt', 'badly-hurt');
  if (tens === 6) return row(d68, 'Dead', 'dead');
  return CLASSIC_CASUALTY_TABLE.find((r) => r.d68 === d68) as ClassicCasualty;
}
