import { CLASSIC_ROSTER_IDS, ROSTER_IDS } from '@dugout/rules/data';
import { afterEach, describe, expect, test } from 'vitest';
import { EDITION_TERMS } from './edition-terms.js';
import { en, type MessageKey } from './en.js';
import { loadLocale, speakEdition, t } from './index.js';
import { positionName, rosterName } from './names/index.js';

// Issue 18: a classic match says the classic rules' words; a BB2025 screen never does.
describe('the words of an edition', () => {
  afterEach(async () => {
    speakEdition('bb2025');
    await loadLocale('en');
  });

  test('every classic word is a message of its own', () => {
    for (const [key, classic] of Object.entries(EDITION_TERMS.classic)) {
      expect(en, key).toHaveProperty(key);
      expect(en, classic).toHaveProperty(classic as MessageKey);
    }
  });

  test('a classic match says GFI, Leap and the LRB6 block dice; BB2025 says Rush', async () => {
    expect(t('roll.rush')).toBe('Rush');
    speakEdition('classic');
    expect(t('roll.rush')).toBe('GFI');
    expect(t('match.marker.dodge-rush')).toBe('Dodge and GFI needed');
    expect(t('block-face.pow')).toBe('Defender Down');
    expect(t('roll.dodge')).toBe('Dodge');
    await loadLocale('ja');
    // Seed 001:35 “GFIの２マス分”, :58 “Defender Down … 防御側を1マス押してダウンさせます”.
    expect(t('roll.rush')).toBe('GFI');
    expect(t('block-face.pow')).toBe('防御側ダウン');
    expect(t('modifier.marked')).toBe('相手のタックルゾーン');
    speakEdition('bb2025');
    expect(t('roll.rush')).toBe('ラッシュ');
  });

  test('classic statistics: AG the 1–6 characteristic, no PA, AV a number', async () => {
    const stats = { ma: 6, st: 3, ag: 3, pa: '–', av: 8 };
    expect(t('match.player.stats', stats)).toBe('MA 6 · ST 3 · AG 3+ · PA – · AV 8+');
    speakEdition('classic');
    expect(t('match.player.stats', stats)).toBe('MA 6 · ST 3 · AG 3 · AV 8');
    await loadLocale('ko');
    expect(t('match.player.stats', stats)).toBe('이동력 6 · 힘 3 · 민첩성 3 · 아머 8');
  });

  test('LRB6 rosters and positions have names in every language; BB2025 names stay', async () => {
    speakEdition('classic');
    for (const locale of ['en', 'ko', 'ja'] as const) {
      await loadLocale(locale);
      for (const id of CLASSIC_ROSTER_IDS)
        expect(rosterName(id), `${locale} ${id}`).not.toBe(t('roster.unknown'));
    }
    expect(rosterName('khemri', 'ja')).toBe('ケムリ');
    expect(rosterName('human', 'ja')).toBe('ヒューマン');
    expect(positionName('khemri', 'thro-ra', 'en')).toBe('Thro-Ra');
    expect(positionName('khemri', 'skeleton', 'en', { full: true })).toBe('Khemri Skeleton');
    expect(positionName('khemri', 'no-such-position', 'en')).toBe('');
    // An LRB6-only roster is unknown to BB2025, and a BB2025-only one to classic.
    speakEdition('bb2025');
    expect(rosterName('khemri', 'en')).toBe(en['roster.unknown']);
    expect(ROSTER_IDS).toContain('gnome');
    expect(rosterName('gnome', 'en', 'classic')).toBe(en['roster.unknown']);
  });
});
