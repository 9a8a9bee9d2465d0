import type { DieKind } from '../dice/kinds.js';
import type { Modifier } from '../engine/events.js';
import type { RollPurpose } from '../types.js';

/** The event of a roll that passes or fails (`target` null when it is not a "this or more" roll). */
export const testRoll = (
  purpose: RollPurpose,
  player: string,
  natural: number[],
  total: number,
  target: number | null,
  success: boolean,
) => ({
  kind: 'roll' as const,
  purpose,
  player,
  die: 'D6' as const,
  natural,
  modifiers: [],
  total,
  target,
  success,
  rerolled: false,
});

/** The event of a roll read on a table (no target, no success): casualty and lasting-injury rolls. */
export const tableRoll = (
  purpose: RollPurpose,
  player: string | null,
  die: DieKind,
  natural: number[],
  modifiers: Modifier[],
  total: number,
) => ({
  kind: 'roll' as const,
  purpose,
  player,
  die,
  natural,
  modifiers,
  total,
  target: null,
  success: null,
  rerolled: false,
});
