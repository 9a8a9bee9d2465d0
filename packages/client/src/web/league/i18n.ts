import { formatNumber } from '../i18n/index.js';
import { lazyCatalogue } from '../i18n/lazy-catalogue.js';
import { type LeagueMessageKey, leagueEn } from './messages/en.js';
import type { LeagueMessages } from './messages/types.js';

export type { LeagueMessageKey };

/** Korean and Japanese league messages load on demand, each as its own chunk (like the main catalogues). */
const league = lazyCatalogue<LeagueMessageKey>(leagueEn, {
  ko: () => import('./messages/ko.js').then((m): LeagueMessages => m.leagueKo),
  ja: () => import('./messages/ja.js').then((m): LeagueMessages => m.leagueJa),
});

export const loadLeagueMessages = league.load;
/** A league message in the coach's language (English until that language's messages are loaded). */
export const lt = league.t;

/** `lt` for a key built from data (an event type, a problem code); `fallback` when there is no such key. */
export function ltMaybe(key: string, params: Record<string, string | number>, fallback: string): string {
  return key in leagueEn ? lt(key as LeagueMessageKey, params) : fallback;
}

/** Gold pieces as the language writes them: 1,000,000 gp / 1,000,000 골드 / 1,000,000 GP. */
export const gold = (amount: number): string => lt('gold', { gold: formatNumber(amount) });

/** True once the current language's league messages are in (re-renders when they arrive). */
export const useLeagueMessages = league.useReady;
