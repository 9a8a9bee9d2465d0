import { useEffect, useState } from 'preact/hooks';
import { currentLocale, formatMessage, type Locale } from '../i18n/index.js';
import { type ClassicLeagueMessageKey, classicLeagueEn } from './messages/classic-en.js';

type ClassicMessages = Readonly<Record<ClassicLeagueMessageKey, string>>;

/** Korean and Japanese classic league words load on demand with the league pages (never with a match). */
const loaders: Record<Exclude<Locale, 'en'>, () => Promise<ClassicMessages>> = {
  ko: () => import('./messages/classic-ko.js').then((m) => m.classicLeagueKo),
  ja: () => import('./messages/classic-ja.js').then((m) => m.classicLeagueJa),
};
const loaded: Partial<Record<Locale, ClassicMessages>> = { en: classicLeagueEn };

/** A classic league message in the coach's language (English until that language's words are loaded). */
export function clt(key: ClassicLeagueMessageKey, params: Record<string, string | number> = {}): string {
  const locale = currentLocale();
  return formatMessage(locale, loaded[locale]?.[key] ?? classicLeagueEn[key], params);
}

/** True once the current language's classic league words are in (re-renders when they arrive). */
export function useClassicLeagueMessages(): boolean {
  const locale = currentLocale();
  const [, setReady] = useState<Locale | null>(loaded[locale] ? locale : null);
  useEffect(() => {
    if (loaded[locale] || locale === 'en') return;
    loaders[locale]().then(
      (m) => {
        loaded[locale] = m;
        setReady(locale);
      },
      () => setReady(locale),
    );
  }, [locale]);
  return loaded[locale] !== undefined;
}
