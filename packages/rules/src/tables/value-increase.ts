import type { Characteristic } from './characteristics.js';

/** §4.9 How much an advancement adds to a player's value (gold pieces). */
export const SKILL_VALUE_INCREASE = {
  primary: 20_000,
  secondary: 40_000,
  /** Extra for an Elite skill (Block, Dodge, Guard, Mighty Blow), on top of primary/secondary. */
  elite: 10_000,
} as const;

export const CHARACTERISTIC_VALUE_INCREASE: Readonly<Record<Characteristic, number>> = {
  av: 10_000,
  ma: 20_000,
  pa: 20_000,
  ag: 30_000,
  st: 60_000,
};

export type ValueIncreaseFor =
  | { kind: 'skill'; access: 'primary' | 'secondary'; elite: boolean }
  | { kind: 'characteristic'; characteristic: Characteristic };

/** Value increase of one advancement. */
export function valueIncrease(advance: ValueIncreaseFor): number {
  if (advance.kind === 'characteristic') return CHARACTERISTIC_VALUE_INCREASE[advance.characteristic];
  return SKILL_VALUE_INCREASE[advance.access] + (advance.elite ? SKILL_VALUE_INCREASE.elite : 0);
}
