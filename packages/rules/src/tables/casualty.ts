import { lookupRange, type RangeRow } from './range.js';

/** §4.5 Casualty table, D16 rolled by the opposing coach, +1 per Niggling Injury, +1 Decay. */
export const CASUALTY_RESULTS = [
  'badly-hurt',
  'seriously-hurt',
  'serious-injury',
  'lasting-injury',
  'dead',
] as const;
export type CasualtyResult = (typeof CASUALTY_RESULTS)[number];

export const CASUALTY_TABLE = [
  { min: 1, max: 8, result: 'badly-hurt' },
  { min: 9, max: 10, result: 'seriously-hurt' },
  { min: 11, max: 12, result: 'serious-injury' },
  { min: 13, max: 14, result: 'lasting-injury' },
  { min: 15, max: 16, result: 'dead' },
] as const satisfies readonly RangeRow<CasualtyResult>[];

/** What each result does to the player beyond this match. */
export interface CasualtyEffect {
  readonly name: string;
  readonly missNextGame: boolean;
  readonly nigglingInjury: boolean;
  /** Roll on the Lasting Injury table (§4.6). */
  readonly lastingInjury: boolean;
  readonly dead: boolean;
  /** League: the victim rolls for Getting Even (§3.14): SH, SI and LI only. */
  readonly gettingEven: boolean;
}

export const CASUALTY_EFFECTS: Readonly<Record<CasualtyResult, CasualtyEffect>> = {
  'badly-hurt': effect('Badly Hurt', {}),
  'seriously-hurt': effect('Seriously Hurt', { missNextGame: true, gettingEven: true }),
  'serious-injury': effect('Serious Injury', { missNextGame: true, nigglingInjury: true, gettingEven: true }),
  'lasting-injury': effect('Lasting Injury', { missNextGame: true, lastingInjury: true, gettingEven: true }),
  dead: effect('Dead', { dead: true }),
};

function effect(name: string, flags: Partial<Omit<CasualtyEffect, 'name'>>): CasualtyEffect {
  return {
    name,
    missNextGame: false,
    nigglingInjury: false,
    lastingInjury: false,
    dead: false,
    gettingEven: false,
    ...flags,
  };
}

/** Result of a modified D16 casualty roll; totals above 16 (modifiers) read as Dead. */
export function casualtyTable(modifiedD16: number): CasualtyResult {
  if (!Number.isInteger(modifiedD16)) throw new RangeError(`casualty: ${modifiedD16} is not an integer`);
  return lookupRange('casualty', CASUALTY_TABLE, Math.min(modifiedD16, 16));
}
