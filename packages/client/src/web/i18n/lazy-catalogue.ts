import { useEffect, useState } from 'preact/hooks';
import { currentLocale, formatMessage, type Locale } from './index.js';

type Messages<K extends string> = Readonly<Record<K, string>>;

/** A screen's own words: English at once, Korean and Japanese each loaded on demand as a chunk of its own. */
export interface LazyCatalogue<K extends string> {
  /** A message in the coach's language (English until that language's words are loaded). */
  t(key: K, params?: Record<string, string | number>): string;
  load(locale: Locale): Promise<void>;
  /** True once the current language's words are in (re-renders when they arrive). */
  useReady(): boolean;
}

export function lazyCatalogue<K extends string>(
  en: Messages<K>,
  loaders: Record<Exclude<Locale, 'en'>, () => Promise<Messages<K>>>,
): LazyCatalogue<K> {
  const loaded: Partial<Record<Locale, Messages<K>>> = { en };
  const load = async (locale: Locale): Promise<void> => {
    if (!loaded[locale] && locale !== 'en') loaded[locale] = await loaders[locale]();
  };
  return {
    t(key, params = {}) {
      const locale = currentLocale();
      return formatMessage(locale, loaded[locale]?.[key] ?? en[key], params);
    },
    load,
    useReady() {
      const locale = currentLocale();
      const [, setReady] = useState<Locale | null>(loaded[locale] ? locale : null);
      useEffect(() => {
        if (loaded[locale]) return;
        const done = () => setReady(locale);
        load(locale).then(done, done);
      }, [locale]);
      return loaded[locale] !== undefined;
    },
  };
}
