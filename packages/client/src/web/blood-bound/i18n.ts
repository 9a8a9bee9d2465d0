import { useEffect, useState } from 'preact/hooks';
import { currentLocale, formatMessage, type Locale } from '../i18n/index.js';
import { type BloodBoundMessageKey, bbEn } from './messages/en.js';
import type { BloodBoundMessages } from './messages/types.js';

export type { BloodBoundMessageKey };

/** Korean and Japanese load on demand, each its own chunk (like the main catalogues and the league's). */
const loaders: Record<Exclude<Locale, 'en'>, () => Promise<BloodBoundMessages>> = {
  ko: () => import('./messages/ko.js').then((m) => m.bbKo),
  ja: () => import('./messages/ja.js').then((m) => m.bbJa),
};
const loaded: Partial<Record<Locale, BloodBoundMessages>> = { en: bbEn };

export async function loadBloodBoundMessages(locale: Locale): Promise<void> {
  if (!loaded[locale] && locale !== 'en') loaded[locale] = await loaders[locale]();
}

/** A Blood Bound message in the coach's language (English until that language's messages are loaded). */
export function bt(key: BloodBoundMessageKey, params: Record<string, string | number> = {}): string {
  const locale = currentLocale();
  return formatMessage(locale, loaded[locale]?.[key] ?? bbEn[key], params);
}

/** True once the current language's messages are in (re-renders when they arrive). */
export function useBloodBoundMessages(): boolean {
  const locale = currentLocale();
  const [, setReady] = useState<Locale | null>(loaded[locale] ? locale : null);
  useEffect(() => {
    if (loaded[locale]) return;
    const done = () => setReady(locale);
    loadBloodBoundMessages(locale).then(done, done);
  }, [locale]);
  return loaded[locale] !== undefined;
}
