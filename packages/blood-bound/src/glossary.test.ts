import { describe, expect, test } from 'vitest';
import { GLOSSARY, term } from './glossary.js';
import { CHARACTERS, CLANS, TOKENS } from './types.js';

describe('glossary', () => {
  test('covers every character, clan, token and ability card the rules name', () => {
    const cards = ['quill', 'shield', 'sword', 'staff', 'fan', 'curse', 'true-curse', 'false-curse'];
    for (const id of [
      ...CHARACTERS,
      ...CLANS,
      ...TOKENS,
      ...cards,
      'secret-order',
      'dagger',
      'intervention',
    ]) {
      expect(term(id), id).toBeDefined();
    }
  });

  test('one entry per id, each in all three languages with its source', () => {
    expect(new Set(GLOSSARY.map((t) => t.id)).size).toBe(GLOSSARY.length);
    for (const t of GLOSSARY) {
      expect(
        [t.en, t.ko, t.ja, t.source].every((x) => x.trim().length > 0),
        t.id,
      ).toBe(true);
      expect(t.ko, t.id).toMatch(/[\uac00-\ud7a3]/); // Hangul
      expect(t.ja, t.id).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/); // kana or kanji
    }
  });
});
