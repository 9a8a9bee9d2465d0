import type { EditionId } from '@dugout/rules/data';
import { LOCALES, type Locale } from '../../protocol.js';
import { EDITION_TERMS } from './edition-terms.js';
import { en, type MessageKey } from './en.js';
import { type NameTable, NO_NAMES } from './names/types.js';

export type { Locale, MessageKey };
export { LOCALES };

/** A language's messages: every English key, same parameters (checked by catalogue.test.ts). */
export type Catalogue = Readonly<Record<MessageKey, string>>;

export interface Language {
  messages: Catalogue;
  /** Skill, roster and position names (`names/`); empty for English, whose names are the rules data's. */
  names: NameTable;
}

const english: Language = { messages: en, names: NO_NAMES };

/**
 * Korean and Japanese load on demand: each language's messages (in two parts) and its names are separate
 * chunks of the web bundle (each under the build's per-chunk limit), fetched together.
 */
const loaders: Record<Exclude<Locale, 'en'>, () => Promise<Language>> = {
  ko: () =>
    Promise.all([import('./ko.js'), import('./ko-live.js'), import('./names/ko.js')]).then(([m, l, n]) => ({
      messages: { ...m.koreanMessages, ...l.koreanLiveMessages } as Catalogue,
      names: n.koreanNames,
    })),
  ja: () =>
    Promise.all([import('./ja.js'), import('./ja-live.js'), import('./names/ja.js')]).then(([m, l, n]) => ({
      messages: { ...m.japaneseMessages, ...l.japaneseLiveMessages } as Catalogue,
      names: n.japaneseNames,
    })),
};

const loaded: Partial<Record<Locale, Language>> = { en: english };
let current: Locale = 'en';

export const currentLocale = (): Locale => current;

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** Loads a language (once) and makes it the one `t` speaks. */
export async function loadLocale(locale: Locale): Promise<void> {
  if (!loaded[locale]) loaded[locale] = locale === 'en' ? english : await loaders[locale]();
  current = locale;
}

/** The first of the browser's preferred languages Dugout speaks (`ko-KR` → `ko`), else English. */
export function preferredLocale(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split(/[-_]/)[0];
    if (isLocale(primary)) return primary;
  }
  return 'en';
}

let edition: EditionId = 'bb2025';

/**
 * The edition whose words the screen speaks: the match screen sets its match's (a classic match says GFI,
 * `edition-terms.ts`) and puts BB2025 back when it closes. Like the language, one per page.
 */
export function speakEdition(next: EditionId): void {
  edition = next;
}

export const spokenEdition = (): EditionId => edition;

/** The message for `key` in the current language, parameters filled (plural forms per language). */
export function t(key: MessageKey, params: Record<string, string | number> = {}): string {
  return translate(current, key, params);
}

/** `t` in a given language (English when that language is not loaded). */
export function translate(
  locale: Locale,
  key: MessageKey,
  params: Record<string, string | number> = {},
): string {
  const k = EDITION_TERMS[edition][key] ?? key;
  return formatMessage(locale, loaded[locale]?.messages[k] ?? en[k], params);
}

/** A loaded language's display names (`names/`); none for English or a language not loaded yet. */
export function namesIn(locale: Locale): NameTable {
  return loaded[locale]?.names ?? NO_NAMES;
}

export function isMessageKey(key: string): key is MessageKey {
  return key in en;
}

// ── Formatting ──────────────────────────────────────────────────────────────────────────────────────

const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

export function formatNumber(value: number, locale: Locale = current): string {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    numberFormats.set(locale, format);
  }
  return format.format(value);
}

/** A list as the language joins it: "a, b and c" / "a, b 및 c" / "a、b、c". */
export function formatList(items: readonly string[], locale: Locale = current): string {
  return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(items);
}

/** A date (and time) as the language writes it. */
export function formatDate(
  date: Date | string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'long' },
  locale: Locale = current,
): string {
  return new Intl.DateTimeFormat(locale, options).format(typeof date === 'string' ? new Date(date) : date);
}

interface DurationFormatLike {
  format(duration: { minutes?: number; seconds?: number }): string;
}

/** A duration in seconds, e.g. a turn clock: "4 min, 30 sec" / "4분 30초" / "4分30秒". */
export function formatDuration(totalSeconds: number, locale: Locale = current): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = Math.round(totalSeconds - minutes * 60);
  const DurationFormat = (
    Intl as unknown as { DurationFormat?: new (l: string, o: object) => DurationFormatLike }
  ).DurationFormat;
  if (DurationFormat) return new DurationFormat(locale, { style: 'short' }).format({ minutes, seconds });
  const unit = (value: number, name: string) =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'short' }).format(value);
  if (minutes === 0) return unit(seconds, 'second');
  if (seconds === 0) return unit(minutes, 'minute');
  return `${unit(minutes, 'minute')} ${unit(seconds, 'second')}`;
}

/**
 * Fills a message: `{name}` placeholders (numbers formatted for the language) and ICU-like
 * `{count, plural, =0 {…} one {# …} other {# …}}` / `{kind, select, a {…} other {…}}`. Unknown parameters
 * stay visible as written, so a missing one shows up instead of vanishing.
 */
export function formatMessage(
  locale: Locale,
  message: string,
  params: Record<string, string | number>,
): string {
  let out = '';
  let i = 0;
  while (i < message.length) {
    const open = message.indexOf('{', i);
    if (open < 0) return out + message.slice(i);
    const close = matchingBrace(message, open);
    if (close < 0) return out + message.slice(i);
    out += message.slice(i, open) + placeholder(locale, message.slice(open, close + 1), params);
    i = close + 1;
  }
  return out;
}

function matchingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return -1;
}

const PLACEHOLDER = /^\{\s*(\w+)\s*(?:,\s*(plural|select)\s*,([\s\S]*))?\}$/;

function placeholder(locale: Locale, whole: string, params: Record<string, string | number>): string {
  const match = PLACEHOLDER.exec(whole);
  if (!match) return whole;
  const [, name, kind, rest] = match as unknown as [string, string, string | undefined, string | undefined];
  if (!(name in params)) return whole;
  const value = params[name] as string | number;
  if (!kind) return typeof value === 'number' ? formatNumber(value, locale) : String(value);
  const branches = parseBranches(rest ?? '');
  if (kind === 'plural') {
    const n = Number(value);
    let rules = pluralRules.get(locale);
    if (!rules) {
      rules = new Intl.PluralRules(locale);
      pluralRules.set(locale, rules);
    }
    const chosen = branches.get(`=${n}`) ?? branches.get(rules.select(n)) ?? branches.get('other');
    if (chosen === undefined) return whole;
    return formatMessage(locale, chosen.replace(/#/g, formatNumber(n, locale)), params);
  }
  const chosen = branches.get(String(value)) ?? branches.get('other');
  return chosen === undefined ? whole : formatMessage(locale, chosen, params);
}

/** `one {…} other {…}` → selector → text. */
function parseBranches(text: string): Map<string, string> {
  const branches = new Map<string, string>();
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf('{', i);
    if (open < 0) break;
    const close = matchingBrace(text, open);
    if (close < 0) break;
    branches.set(text.slice(i, open).trim(), text.slice(open + 1, close));
    i = close + 1;
  }
  return branches;
}
