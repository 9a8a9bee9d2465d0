import type { PlayerState } from '../state/types.js';

/**
 * Limited uses (once per turn, once per activation) are recorded on the player as `<key>@turn` or
 * `<key>@activation` and cleared when the team turn or the activation starts.
 */
export const usageKey = (key: string, per: 'turn' | 'activation'): string => `${key}@${per}`;

export const hasUsed = (p: PlayerState, key: string, per: 'turn' | 'activation'): boolean =>
  p.used.includes(usageKey(key, per));

export function markUsed(p: PlayerState, key: string, per: 'turn' | 'activation'): void {
  const k = usageKey(key, per);
  if (!p.used.includes(k)) p.used = [...p.used, k];
}

export function clearUses(p: PlayerState, per: 'turn' | 'activation'): void {
  if (p.used.length > 0) p.used = p.used.filter((k) => !k.endsWith(`@${per}`));
}
