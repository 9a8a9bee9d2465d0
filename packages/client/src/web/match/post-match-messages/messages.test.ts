import { describe, expect, test } from 'vitest';
import { JA_GLOSSARY } from '../../i18n/glossary/ja.js';
import { KO_GLOSSARY } from '../../i18n/glossary/ko.js';
import { type PostMatchMessageKey, postMatchEn } from './en.js';
import { postMatchJa } from './ja.js';
import { postMatchKo } from './ko.js';

// The main catalogue's checks (../../i18n/catalogue.test.ts), run on the post-match screen's own catalogue.
const KEYS = Object.keys(postMatchEn) as PostMatchMessageKey[];
const OTHERS = [
  { locale: 'ko', messages: postMatchKo, glossary: KO_GLOSSARY },
  { locale: 'ja', messages: postMatchJa, glossary: JA_GLOSSARY },
] as const;

function parameters(message: string): string[] {
  return [...message.matchAll(/\{\s*(\w+)\s*(?:,|\})/g)].map((m) => m[1] as string).sort();
}

describe.each(OTHERS)('the $locale post-match messages', ({ messages, glossary }) => {
  test('have every key English has, and no other', () => {
    expect(KEYS.filter((key) => !(key in messages))).toEqual([]);
    expect(Object.keys(messages).filter((key) => !(key in postMatchEn))).toEqual([]);
  });

  test('use only the parameters their English forms use', () => {
    const wrong = KEYS.filter((key) => {
      const allowed = new Set(parameters(postMatchEn[key]));
      return parameters(messages[key]).some((p) => !allowed.has(p));
    });
    expect(wrong).toEqual([]);
  });

  test('use the glossary term wherever English uses a rule term', () => {
    const longestFirst = [...glossary].sort((a, b) => b.en.length - a.en.length);
    const misses: string[] = [];
    for (const key of KEYS) {
      let english: string = postMatchEn[key];
      const own = messages[key];
      for (const entry of longestFirst) {
        if (!entry.match.test(english)) continue;
        if (!own.includes(entry.stem ?? entry.term)) misses.push(`${key}: ${entry.en} → ${entry.term}`);
        english = english.replace(new RegExp(entry.match.source, 'gi'), ' ');
      }
    }
    expect(misses).toEqual([]);
  });
});
