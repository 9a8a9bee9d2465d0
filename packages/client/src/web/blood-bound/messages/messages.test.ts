import { describe, expect, test } from 'vitest';
import { JA_GLOSSARY } from '../../i18n/glossary/ja.js';
import { KO_GLOSSARY } from '../../i18n/glossary/ko.js';
import { type BloodBoundMessageKey, bbEn } from './en.js';
import { bbJa } from './ja.js';
import { bbKo } from './ko.js';

// The main catalogue's checks (../../i18n/catalogue.test.ts), run on the Blood Bound screen's own messages,
// plus the seed's Korean words for the rule terms a message names.
const KEYS = Object.keys(bbEn) as BloodBoundMessageKey[];
const OTHERS = [
  { locale: 'ko', messages: bbKo, glossary: KO_GLOSSARY },
  { locale: 'ja', messages: bbJa, glossary: JA_GLOSSARY },
] as const;

function parameters(message: string): string[] {
  return [...message.matchAll(/\{\s*(\w+)\s*(?:,|\})/g)].map((m) => m[1] as string).sort();
}

describe.each(OTHERS)('the $locale Blood Bound messages', ({ messages, glossary }) => {
  test('have every key English has, and no other', () => {
    expect(KEYS.filter((key) => !(key in messages))).toEqual([]);
    expect(Object.keys(messages).filter((key) => !(key in bbEn))).toEqual([]);
  });

  test('use only the parameters their English forms use', () => {
    const wrong = KEYS.filter((key) => {
      const allowed = new Set(parameters(bbEn[key]));
      return parameters(messages[key]).some((p) => !allowed.has(p));
    });
    expect(wrong).toEqual([]);
  });

  test('use the glossary term wherever English uses a rule term', () => {
    const misses: string[] = [];
    for (const key of KEYS) {
      for (const entry of glossary) {
        if (entry.match.test(bbEn[key]) && !messages[key].includes(entry.stem ?? entry.term))
          misses.push(`${key}: ${entry.en} → ${entry.term}`);
      }
    }
    expect(misses).toEqual([]);
  });
});

describe('the seed’s Korean words', () => {
  // seed 002 words the game's actions 공격 (attack), 패스 (pass), 중재 (intervention), 상처 (wound).
  test.each([
    ['do.attack', '공격'],
    ['do.pass', '패스'],
    ['do.pass', '단검'],
    ['do.offer', '중재'],
    ['prompt.wound', '상처'],
    ['log.captured', '사로잡'],
    ['prompt.ability', '능력'],
  ] as const)('%s says %s', (key, word) => {
    expect(bbKo[key]).toContain(word);
  });
});
