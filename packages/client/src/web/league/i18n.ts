import { useEffect, useState } from 'preact/hooks';
import { currentLocale, formatMessage, formatNumber, type Locale } from '../i18n/index.js';
import { type LeagueMessageKey, leagueEn } from './messages/en.js';
import type { LeagueMessages } from './messages/types.js';

export type { LeagueMessageKey };

/** Korean and Japanese league messages load on demand, each as its own chunk (like the main catalogues). */
const loaders: Record<Exclude<Locale, 'en'>, () => Promise<LeagueMessages>> = {
  ko: () => import('./messages/ko.js').then((m) => m.leagueKo),
  ja: () => import('./messages/ja.js').then((m) => m.leagueJa),
};
const loaded: Partial<Record<Locale, LeagueMessages>> = { en: leagueEn };

export async function loadLeagueMessages(locale: Locale): Promise<void> {
  if (!loaded[locale] && locale !== 'en') loaded[locale] = await loaders[locale]();
}

/** A league message in the coach's language (English until that language's messages are loaded). */
export function lt(key: LeagueMessageKey, params: Record<string, string | number> = {}): string {
  const locale = currentLocale();
  return formatMessage(locale, loaded[locale]?.[key] ?? leagueEn[key], params);
}

/** `lt` for a key built from data (an event type, a problem code); `fallback` when there is no such key. */
export function ltMaybe(key: string, params: Record<string, string | number>, fallback: string): string {
  return key in leagueEn ? lt(key as LeagueMessageKey, params) : fallback;
}

/** Gold pieces as the language writes them: 1,000,000 gp / 1,000,000 골드 / 1,000,000 GP. */
export const gold = (amount: number): string => lt('gold', { gold: formatNumber(amount) });

/** True once the current language's league messages are in (re-renders when they arrive). */
export function useLeagueMessages(): boolean {
  const locale = currentLocale();
  const [, setReady] = useState<Locale | null>(loaded[locale] ? locale : null);
  useEffect(() => {
    if (loaded[locale]) return;
    loadLeagueMessages(locale).then(
      () => setReady(locale),
      () => setReady(locale),
    );
  }, [locale]);
  return loaded[locale] !== undefined;
}
