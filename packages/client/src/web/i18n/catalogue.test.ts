import { describe, expect, test } from 'vitest';
import { ERROR_CODES } from '../../protocol.js';
import { describeCatalogue } from '../../test-support/catalogue-checks.js';
import { japanese, korean } from './catalogues.js';
import { en } from './en.js';
import { JA_GLOSSARY } from './glossary/ja.js';
import { KO_GLOSSARY } from './glossary/ko.js';
import type { GlossaryEntry } from './glossary/types.js';
import {
  currentLocale,
  formatDate,
  formatDuration,
  formatMessage,
  formatNumber,
  LOCALES,
  loadLocale,
  preferredLocale,
  t,
} from './index.js';

const OTHERS = [
  { locale: 'ko', language: korean, glossary: KO_GLOSSARY },
  { locale: 'ja', language: japanese, glossary: JA_GLOSSARY },
] as const;

describe('the English catalogue', () => {
  test.each(ERROR_CODES)('has a message for the error code %s', (code) => {
    expect(en).toHaveProperty(`error.${code}`);
  });

  test('fills parameters and leaves unknown ones visible', () => {
    expect(t('lobby.welcome', { name: 'Griff' })).toBe('Welcome, coach Griff.');
    expect(t('lobby.welcome')).toBe('Welcome, coach {name}.');
  });
});

describeCatalogue(
  'catalogue',
  en,
  OTHERS.map((o) => ({ locale: o.locale, messages: o.language.messages, glossary: o.glossary })),
);

describe.each(OTHERS)('the $locale glossary', ({ glossary }) => {
  test('every glossary term names its source', () => {
    const bad = glossary.filter(
      (e: GlossaryEntry) => !/^(seed \d{3}_[0-9a-f]+\.txt:\d+ |usual term)/.test(e.source),
    );
    expect(bad).toEqual([]);
  });
});

describe('t and formatting', () => {
  test('speaks the loaded language and falls back to English for a missing key', async () => {
    await loadLocale('ko');
    expect(currentLocale()).toBe('ko');
    expect(t('action.blitz')).toBe('블리츠');
    await loadLocale('ja');
    expect(t('roll.dodge')).toBe('ドッジ');
    expect(t('lobby.welcome', { name: 'Griff' })).toBe('ようこそ、Griffコーチ。');
    expect(t('log.turn-start', { team: 'オーク', half: 2, turn: 3 })).toBe('オーク: 後半 ターン3');
    await loadLocale('en');
    expect(t('action.blitz')).toBe('Blitz');
  });

  test('plural forms follow the language (Intl.PluralRules)', () => {
    const message = '{count, plural, =0 {no players} one {# player} other {# players}}';
    expect(formatMessage('en', message, { count: 0 })).toBe('no players');
    expect(formatMessage('en', message, { count: 1 })).toBe('1 player');
    expect(formatMessage('en', message, { count: 1200 })).toBe('1,200 players');
    // Korean and Japanese have one form: `other`.
    expect(formatMessage('ko', '{n, plural, one {한 명} other {#명}}', { n: 1 })).toBe('1명');
    expect(formatMessage('ja', '{n, plural, other {#人}}', { n: 3 })).toBe('3人');
    expect(formatMessage('en', '{side, select, home {Home} other {Away}}', { side: 'home' })).toBe('Home');
  });

  test('numbers, dates and durations are formatted for the locale', () => {
    expect(formatNumber(12345.5, 'en')).toBe('12,345.5');
    const date = new Date(Date.UTC(2026, 10, 29, 12));
    expect(formatDate(date, { dateStyle: 'long', timeZone: 'UTC' }, 'en')).toBe('November 29, 2026');
    expect(formatDate(date, { dateStyle: 'long', timeZone: 'UTC' }, 'ko')).toBe('2026년 11월 29일');
    expect(formatDate(date, { dateStyle: 'long', timeZone: 'UTC' }, 'ja')).toBe('2026年11月29日');
    expect(formatDuration(270, 'ko')).toMatch(/4\s*분.*30\s*초/);
    expect(formatDuration(270, 'ja')).toMatch(/4\s*分.*30\s*秒/);
    expect(formatDuration(240, 'en')).toMatch(/4 min/);
  });

  test('the browser preference picks the language', () => {
    expect(preferredLocale(['ko-KR', 'en'])).toBe('ko');
    expect(preferredLocale(['fr-FR', 'ja'])).toBe('ja');
    expect(preferredLocale(['fr-FR'])).toBe('en');
    expect(LOCALES).toEqual(['en', 'ko', 'ja']);
  });
});
