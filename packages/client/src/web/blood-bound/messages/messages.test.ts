import { describe, expect, test } from 'vitest';
import { describeCatalogue } from '../../../test-support/catalogue-checks.js';
import { JA_GLOSSARY } from '../../i18n/glossary/ja.js';
import { KO_GLOSSARY } from '../../i18n/glossary/ko.js';
import { bbEn } from './en.js';
import { bbJa } from './ja.js';
import { bbKo } from './ko.js';

// The main catalogue's checks (../../i18n/catalogue.test.ts), run on the Blood Bound screen's own messages,
// plus the seed's Korean words for the rule terms a message names.
describeCatalogue('Blood Bound messages', bbEn, [
  { locale: 'ko', messages: bbKo, glossary: KO_GLOSSARY },
  { locale: 'ja', messages: bbJa, glossary: JA_GLOSSARY },
]);

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
