import {
  buildClassicStartingTeam,
  type ClassicRosterId,
  type Command,
  inducementList,
  type MatchState,
  matchFromTeams,
  ScriptedDice,
  start,
  validateClassicTeamSheet,
} from '@dugout/rules';
import { afterEach, describe, expect, test } from 'vitest';
import { describeCatalogue } from '../../test-support/catalogue-checks.js';
import { JA_GLOSSARY } from '../i18n/glossary/ja.js';
import { KO_GLOSSARY } from '../i18n/glossary/ko.js';
import { loadLocale, speakEdition } from '../i18n/index.js';
import { classicInducementsEn } from './classic-inducements/en.js';
import { LRB6_ITEMS } from './classic-inducements/items.js';
import { classicInducementsJa } from './classic-inducements/ja.js';
import { classicInducementsKo } from './classic-inducements/ko.js';
import { optionLabel } from './view-model.js';

// Issue 18: the LRB6 inducement screen names each item and says its rule in English, Korean and Japanese.
describeCatalogue('LRB6 inducement rules', classicInducementsEn, [
  { locale: 'ko', messages: classicInducementsKo, glossary: KO_GLOSSARY },
  { locale: 'ja', messages: classicInducementsJa, glossary: JA_GLOSSARY },
]);

function classicStep(roster: ClassicRosterId): MatchState {
  const team = (id: ClassicRosterId) => {
    const r = validateClassicTeamSheet(buildClassicStartingTeam(id));
    if (!r.ok) throw new Error('fixture');
    return r.team;
  };
  const dice = new ScriptedDice([3, 4, 3, 4, 3, 4].map((value) => ({ kind: 'D6' as const, value })));
  const setup = { mode: 'exhibition' as const, budget: { home: 500_000, away: 0 } };
  return start(matchFromTeams(team(roster), team('orc'), { inducements: setup }), dice).state;
}

const names = { player: (id: string) => id, team: (side: string) => side };
const label = (s: MatchState, choice: string) => {
  const d = s.decision;
  if (!d) throw new Error('no decision');
  return optionLabel(s, d, { type: 'choose', choice } as Command, names as never);
};

describe('the LRB6 inducement screen', () => {
  afterEach(async () => {
    speakEdition('bb2025');
    await loadLocale('en');
  });

  test('lists the rules engine’s LRB6 items, each with a rule line', () => {
    expect(LRB6_ITEMS).toEqual(inducementList('lrb6').items.map((d) => d.id));
    for (const item of LRB6_ITEMS) expect(classicInducementsEn[`classic-inducements.${item}`]).toBeTruthy();
  });

  test.each([
    ['en', 'Igor (100k)', 'Bloodweiser Babes (50k)', 'Mercenary Player: Zombie + Pass Block (120k)'],
    ['ko', '이고르 (100k)', '블러드와이저 베이브스 (50k)', null],
    ['ja', 'イゴール（100k）', 'ブラッドワイザー・ベイブス（50k）', null],
  ] as const)('offers read as LRB6 items with their price (%s)', async (locale, igor, babes, merc) => {
    await loadLocale(locale);
    speakEdition('classic');
    const s = classicStep('undead');
    expect(label(s, 'buy:igor')).toBe(igor);
    expect(label(s, 'buy:bloodweiser-babes')).toBe(babes);
    // An LRB6-only skill on a Mercenary is named, not "a skill".
    if (merc) expect(label(s, 'buy:mercenary:zombie:pass-block')).toBe(merc);
  });
});
