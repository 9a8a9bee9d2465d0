import type { PlayerState } from '../state/types.js';

/**
 * Limited uses (once per turn, activation, drive, half or game) are recorded on the player as
 * `<key>@<period>` and cleared when that period starts again (a game's uses never are).
 */
export type UsagePeriod = 'turn' | 'activation' | 'drive' | 'half' | 'game';

export const usageKey = (key: string, per: UsagePeriod): string => `${key}@${per}`;

export const hasUsed = (p: PlayerState, key: string, per: UsagePeriod): boolean =>
  p.used.includes(usageKey(key, per));

export function markUsed(p: PlayerState, key: string, per: UsagePeriod): void {
  const k = usageKey(key, per);
  if (!p.used.includes(k)) p.used = [...p.used, k];
}

export function clearUses(p: PlayerState, per: Exclude<UsagePeriod, 'game'>): void {
  if (p.used.length > 0) p.used = p.used.filter((k) => !k.endsWith(`@${per}`));
}
