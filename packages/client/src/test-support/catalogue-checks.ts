import { describe, expect, test } from 'vitest';
import type { GlossaryEntry } from '../web/i18n/glossary/types.js';

/** A catalogue in another language than English, and the glossary its rule terms must follow. */
export interface OtherCatalogue {
  locale: string;
  messages: Partial<Record<string, string>>;
  glossary: readonly GlossaryEntry[];
}

/** The parameter names of a message, plural/select arguments included. */
export function parameters(message: string): string[] {
  return [...message.matchAll(/\{\s*(\w+)\s*(?:,|\})/g)].map((m) => m[1] as string).sort();
}

/**
 * The checks every catalogue of the web UI passes (the main one, the league pages', the post-match
 * screen's, Blood Bound's): each other language has English's keys and no more, uses only the parameters
 * English uses, and says each rule term English names with its glossary's word.
 */
export function describeCatalogue(
  name: string,
  en: Readonly<Record<string, string>>,
  others: readonly OtherCatalogue[],
): void {
  const keys = Object.keys(en);
  describe.each(others)(`the $locale ${name}`, ({ messages, glossary }) => {
    test('has every key English has, and no other', () => {
      expect(keys.filter((key) => !(key in messages))).toEqual([]);
      expect(Object.keys(messages).filter((key) => !(key in en))).toEqual([]);
    });

    test('uses only the parameters its English form uses', () => {
      const wrong = keys.filter((key) => {
        const own = messages[key];
        if (own === undefined) return false;
        const allowed = new Set(parameters(en[key] as string));
        return parameters(own).some((p) => !allowed.has(p));
      });
      expect(wrong).toEqual([]);
    });

    test('uses the glossary term wherever English uses a rule term', () => {
      // Longest first, each term taken out once matched: "Team Re-roll" does not also ask for "Re-roll".
      const longestFirst = [...glossary].sort((a, b) => b.en.length - a.en.length);
      const misses: string[] = [];
      for (const key of keys) {
        let english = en[key] as string;
        const own = messages[key] ?? '';
        for (const entry of longestFirst) {
          if (!entry.match.test(english)) continue;
          if (!own.includes(entry.stem ?? entry.term)) misses.push(`${key}: ${entry.en} → ${entry.term}`);
          english = english.replace(new RegExp(entry.match.source, 'gi'), ' ');
        }
      }
      expect(misses).toEqual([]);
    });
  });
}

/**
 * Every id of a rules catalogue (inducements, prayers …) has a name under `${prefix}.${id}` in English and
 * in every other language, and those do not just repeat the English one (issue 16).
 */
export function describeNames(
  name: string,
  prefix: string,
  ids: readonly string[],
  english: Partial<Record<string, string>>,
  others: readonly { locale: string; messages: Partial<Record<string, string>> }[],
): void {
  const unnamed = (messages: Partial<Record<string, string>>) =>
    ids.filter((id) => !messages[`${prefix}.${id}`]?.trim());
  test(`${name}: every id has an English name under ${prefix}.`, () => {
    expect(unnamed(english)).toEqual([]);
  });
  describe.each(others)(`${name} in $locale`, ({ messages }) => {
    test('every id has a name of its own, not the English one', () => {
      expect(unnamed(messages)).toEqual([]);
      const same = ids.filter((id) => messages[`${prefix}.${id}`] === english[`${prefix}.${id}`]);
      expect(same).toEqual([]);
    });
  });
}
