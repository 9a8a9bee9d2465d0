import { isLocale, type Locale, preferredLocale } from './index.js';

const STORAGE_KEY = 'dugout.locale';

/** The language to start in: the one chosen in this browser before, else the browser's preference. */
export function initialLocale(): Locale {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (isLocale(stored)) return stored;
  } catch {
    // Storage may be blocked; the browser's preference still works.
  }
  return preferredLocale(navigator.languages ?? [navigator.language]);
}

/** Remembers the choice in this browser (the account keeps it too, when logged in). */
export function rememberLocale(locale: Locale): void {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Not fatal: the choice lasts for this page.
  }
}
