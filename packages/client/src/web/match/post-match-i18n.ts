import { useEffect, useState } from 'preact/hooks';
import { currentLocale, formatMessage, type Locale } from '../i18n/index.js';
import { type PostMatchMessageKey, postMatchEn } from './post-match-messages/en.js';
import type { PostMatchMessages } from './post-match-messages/types.js';

/** Korean and Japanese post-match messages load on demand, each as its own chunk (as the league's do). */
const loaders: Record<Exclude<Locale, 'en'>, () => Promise<PostMatchMessages>> = {
  ko: () => import('./post-match-messages/ko.js').then((m) => m.postMatchKo),
  ja: () => import('./post-match-messages/ja.js').then((m) => m.postMatchJa),
};
const loaded: Partial<Record<Locale, PostMatchMessages>> = { en: postMatchEn };

/** A post-match message in the coach's language (English until that language's messages are loaded). */
export function pt(key: PostMatchMessageKey, params: Record<string, string | number> = {}): string {
  const locale = currentLocale();
  return formatMessage(locale, loaded[locale]?.[key] ?? postMatchEn[key], params);
}

/** True once the current language's post-match messages are in (re-renders when they arrive). */
export function usePostMatchMessages(): boolean {
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
