import { CLASSIC_POSITION_NAMES, CLASSIC_ROSTER_IDS, getClassicRoster } from '@dugout/rules';
import { afterAll, describe, expect, test } from 'vitest';
import { loadLocale, speakEdition } from '../index.js';
import { CLASSIC_POSITIONS_JA } from './classic-positions-ja.js';
import { CLASSIC_POSITIONS_KO } from './classic-positions-ko.js';
import { positionName } from './index.js';

// Every position of the 24 LRB6 rosters, with the roster it is on (issue 18).
const POSITIONS = CLASSIC_ROSTER_IDS.flatMap((roster) =>
  getClassicRoster(roster).positions.map((p) => [roster, p.id, p.name] as const),
);
const HANGUL = /^[\uac00-\ud7a3 ]+$/;
const KATAKANA = /^[\u30a0-\u30ff]+$/;

describe('LRB6 position names in Korean and Japanese', () => {
  afterAll(() => speakEdition('bb2025'));

  test('the tables name exactly the LRB6 positions, in Hangul and in katakana', () => {
    const ids = Object.keys(CLASSIC_POSITION_NAMES).sort();
    expect(Object.keys(CLASSIC_POSITIONS_KO).sort()).toEqual(ids);
    expect(Object.keys(CLASSIC_POSITIONS_JA).sort()).toEqual(ids);
    for (const [id, name] of Object.entries(CLASSIC_POSITIONS_KO)) expect(name, id).toMatch(HANGUL);
    for (const [id, name] of Object.entries(CLASSIC_POSITIONS_JA)) expect(name, id).toMatch(KATAKANA);
  });

  test.each(['ko', 'ja'] as const)(
    'every position of every LRB6 roster reads in %s, never in English',
    async (locale) => {
      await loadLocale(locale);
      speakEdition('classic');
      const table = locale === 'ko' ? CLASSIC_POSITIONS_KO : CLASSIC_POSITIONS_JA;
      for (const [roster, id, english] of POSITIONS) {
        const name = positionName(roster, id, locale);
        expect(name, `${roster} ${id}`).toBe(table[id]);
        expect(name).not.toBe(english);
        expect(positionName(roster, id, locale, { full: true })).toContain(name);
      }
    },
  );

  test('a few as coaches know them', async () => {
    speakEdition('classic');
    await loadLocale('ja');
    expect(positionName('khemri', 'tomb-guardian', 'ja')).toBe('トゥーム・ガーディアン');
    expect(positionName('khemri', 'skeleton', 'ja', { full: true })).toBe('ケムリ・スケルトン');
    await loadLocale('ko');
    expect(positionName('lizardman', 'saurus', 'ko')).toBe('사우루스');
    expect(positionName('norse', 'ulfwerener', 'ko', { full: true })).toBe('노스 울프베레너');
  });
});
