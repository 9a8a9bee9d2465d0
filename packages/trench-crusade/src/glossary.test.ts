import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { GLOSSARY } from './glossary.js';

// The seed lives beside the repository on the development machines, not in a clean clone.
const seedPath = new URL('../../../../shared/seeds/003_c9d07bd45b8c02c5.txt', import.meta.url);
const seed = existsSync(seedPath) ? readFileSync(seedPath, 'utf8') : null;

describe('glossary', () => {
  test.skipIf(seed === null).each(Object.entries(GLOSSARY).filter(([, e]) => e.seed))(
    '%s: the Korean term is the seed’s own',
    (_id, entry) => {
      expect(seed).toContain(entry.ko);
    },
  );

  test('every entry has English, Korean and Japanese', () => {
    for (const e of Object.values(GLOSSARY)) {
      expect(e.en && e.ko && e.ja).toBeTruthy();
      expect(e.ja).toMatch(/[\u3040-\u30ff\u4e00-\u9fff+-]/);
    }
  });
});
