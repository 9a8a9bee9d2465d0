import {
  getRoster,
  LEAGUE_IDS,
  listStarPlayers,
  ROSTER_IDS,
  type RosterId,
  SKILL_CATALOGUE,
  SKILL_IDS,
  type SkillId,
  STAR_RULE_IDS,
  STAR_RULES_INFO,
  TEAM_RULE_IDS,
} from '@dugout/rules';
import { beforeAll, describe, expect, test } from 'vitest';
import { japanese, korean } from '../catalogues.js';
import { en, type MessageKey } from '../en.js';
import { JA_GLOSSARY, JA_SKILL_GLOSSARY } from '../glossary/ja.js';
import { KO_GLOSSARY, KO_SKILL_GLOSSARY } from '../glossary/ko.js';
import { LOCALES, loadLocale } from '../index.js';
import {
  keywordName,
  leagueName,
  positionName,
  rosterName,
  skillName,
  skillNameOf,
  starRuleName,
  teamRuleName,
} from './index.js';
import { japaneseNames } from './ja.js';
import { koreanNames } from './ko.js';

/**
 * Skills and traits shown in English on purpose, per language, each with its reason in the glossary
 * (`term: null`). Empty today: every skill and trait has a Korean and a Japanese name.
 */
const ENGLISH_ON_PURPOSE: Record<'ko' | 'ja', SkillId[]> = { ko: [], ja: [] };

const LANGUAGES = [
  {
    locale: 'ko',
    names: koreanNames,
    skills: KO_SKILL_GLOSSARY,
    glossary: KO_GLOSSARY,
    messages: korean.messages,
  },
  {
    locale: 'ja',
    names: japaneseNames,
    skills: JA_SKILL_GLOSSARY,
    glossary: JA_GLOSSARY,
    messages: japanese.messages,
  },
] as const;

/** Every position of every roster, with the roster it is on. */
const POSITIONS = ROSTER_IDS.flatMap((roster) =>
  getRoster(roster).positions.map((p) => ({ roster, id: p.id, name: p.name })),
);
/** Positions English shows without the team's name on their own team ("Human Lineman" → "Lineman"). */
const SHORTENED = new Set(
  POSITIONS.filter((p) => p.name.startsWith(`${getRoster(p.roster).name} `)).map((p) => p.id),
);

/** Every keyword a roster position or a star player has. */
const KEYWORDS = [
  ...new Set([
    ...ROSTER_IDS.flatMap((r) => getRoster(r).positions.flatMap((p) => p.keywords)),
    ...listStarPlayers().flatMap((s) => s.keywords),
  ]),
];

beforeAll(async () => {
  // Both languages loaded once; the functions take the locale explicitly.
  await loadLocale('ko');
  await loadLocale('ja');
  await loadLocale('en');
});

describe.each(LANGUAGES)('$locale names', ({ locale, names, skills, messages }) => {
  test('every skill and trait has a name, or is on the documented English list', () => {
    const missing = SKILL_IDS.filter((id) => names.skill[id] === undefined);
    expect(missing).toEqual(ENGLISH_ON_PURPOSE[locale]);
  });

  test('skill names are the glossary’s, and every glossary skill term names its source', () => {
    for (const id of SKILL_IDS) {
      const entry = skills[id];
      expect(names.skill[id] ?? null, id).toBe(entry.term);
      const pattern = entry.term === null ? /^English: / : /^(seed \d{3}_[0-9a-f]+\.txt:\d+ |usual term)/;
      expect(entry.source, id).toMatch(pattern);
    }
  });

  test('a roll named after a skill uses the skill’s name (rule rolls such as Catch keep the rule term)', () => {
    const RULE_ROLLS = new Set(['roll.catch', 'roll.block', 'roll.dodge']);
    const wrong: string[] = [];
    for (const key of Object.keys(en) as MessageKey[]) {
      const [, id] = /^(?:roll|modifier|turnover)\.(.+)$/.exec(key) ?? [];
      if (!id || RULE_ROLLS.has(key) || !(id in SKILL_CATALOGUE)) continue;
      const term = skills[id as SkillId].term;
      if (term !== null && messages[key] !== term) wrong.push(`${key}: ${messages[key]} ≠ ${term}`);
    }
    expect(wrong).toEqual([]);
  });

  test('all 30 rosters have a name', () => {
    expect(ROSTER_IDS.filter((id) => names.roster[id] === undefined)).toEqual([]);
  });

  test('every keyword, league and team rule has a name', () => {
    expect(KEYWORDS.filter((k) => names.keyword[k] === undefined)).toEqual([]);
    expect(LEAGUE_IDS.filter((id) => names.league[id] === undefined)).toEqual([]);
    expect(TEAM_RULE_IDS.filter((id) => names.teamRule[id] === undefined)).toEqual([]);
  });

  test('every Star Player special rule has a name, its own and never the English one', () => {
    expect(STAR_RULE_IDS.filter((id) => names.starRule?.[id] === undefined)).toEqual([]);
    expect(STAR_RULE_IDS.filter((id) => names.starRule?.[id] === STAR_RULES_INFO[id].name)).toEqual([]);
    expect(
      Object.keys(names.starRule ?? {}).filter((id) => !(STAR_RULE_IDS as readonly string[]).includes(id)),
    ).toEqual([]);
  });

  test('star rule names keep the skill and keyword names they contain', () => {
    const star = names.starRule ?? {};
    expect(star['bounding-leap']).toContain(names.skill.leap);
    expect(star['brutal-block']).toContain(names.skill.block);
    expect(star['old-pro']).toContain(names.skill.pro);
    expect(star['dwarfen-grit']).toContain(names.keyword.Dwarf);
    expect(star['thinking-mans-troll']).toContain(names.keyword.Troll);
    expect(star['halfling-luck']).toContain(names.keyword.Halfling);
  });

  test('every position has a full name, and a name on its own team where English shortens it', () => {
    expect(POSITIONS.filter((p) => names.position[p.id] === undefined).map((p) => p.id)).toEqual([]);
    expect([...SHORTENED].filter((id) => names.positionOnTeam[id] === undefined)).toEqual([]);
    expect(Object.keys(names.positionOnTeam).filter((id) => !SHORTENED.has(id))).toEqual([]);
    expect(Object.keys(names.position).filter((id) => !POSITIONS.some((p) => p.id === id))).toEqual([]);
  });
});

describe('display functions', () => {
  test.each(LOCALES)('never return a raw id or an empty name (%s)', (locale) => {
    for (const id of SKILL_IDS) {
      expect(skillName(id, locale), id).not.toBe(id);
      expect(skillName(id, locale)).not.toBe('');
    }
    for (const id of ROSTER_IDS) expect(rosterName(id, locale), id).not.toBe(id);
    for (const p of POSITIONS) {
      for (const full of [false, true]) {
        const name = positionName(p.roster, p.id, locale, { full });
        expect(name, `${p.roster} ${p.id}`).not.toBe(p.id);
        expect(name).not.toBe('');
      }
    }
    for (const id of LEAGUE_IDS) expect(leagueName(id, locale), id).not.toBe(id);
    for (const id of TEAM_RULE_IDS) expect(teamRuleName(id, locale), id).not.toBe(id);
    for (const id of STAR_RULE_IDS) {
      expect(starRuleName(id, locale), id).not.toBe(id);
      expect(skillNameOf(id, locale), id).toBe(starRuleName(id, locale));
    }
    for (const k of KEYWORDS) expect(keywordName(k, locale)).not.toBe('');
    expect(leagueName('no-such-league', locale)).not.toBe('no-such-league');
    expect(teamRuleName('no-such-rule', locale)).not.toBe('no-such-rule');
    expect(skillNameOf('no-such-skill', locale)).not.toBe('no-such-skill');
    expect(rosterName('no-such-roster', locale)).not.toBe('no-such-roster');
    expect(positionName('human', 'no-such-position', locale)).toBe('');
  });

  test('English comes from the rules data', () => {
    expect(skillName('mighty-blow', 'en')).toBe('Mighty Blow');
    expect(skillName({ id: 'loner', value: 4 }, 'en')).toBe('Loner (4+)');
    expect(skillName({ id: 'hatred', value: 'Dwarf' }, 'en')).toBe('Hatred (Dwarf)');
    expect(skillName({ id: 'animosity', value: 'all' }, 'en')).toBe('Animosity (all)');
    expect(rosterName('tomb-kings', 'en')).toBe('Tomb Kings');
    expect(starRuleName('crushing-blow', 'en')).toBe('Crushing Blow');
    expect(starRuleName('ill-carry-you', 'ko')).toBe('내가 업어 줄게');
    expect(starRuleName('ill-carry-you', 'ja')).toBe('運んであげる');
    expect(positionName('human', 'human-lineman', 'en')).toBe('Lineman');
    expect(positionName('human', 'human-lineman', 'en', { full: true })).toBe('Human Lineman');
    expect(positionName('old-world-alliance', 'human-lineman', 'en')).toBe('Human Lineman');
  });

  test.each([
    ['ko', '로너 (4+)', '증오 (드워프)', '애니모시티 (모두)', '휴먼', '라인맨', '휴먼 라인맨', '본 헤드'],
    [
      'ja',
      'ローナー（4+）',
      'ヘイトレッド（ドワーフ）',
      'アニモシティ（すべて）',
      'ヒューマン',
      'ラインマン',
      'ヒューマン・ラインマン',
      'ボーンヘッド',
    ],
  ] as const)(
    '%s: parameters kept, positions per team',
    (locale, loner, hatred, animosity, human, lineman, full, boneHead) => {
      expect(skillName({ id: 'loner', value: 4 }, locale)).toBe(loner);
      expect(skillName({ id: 'hatred', value: 'Dwarf' }, locale)).toBe(hatred);
      expect(skillName({ id: 'hatred', value: 'Zoat-like' }, locale)).toContain('Zoat-like');
      expect(skillName({ id: 'animosity', value: 'all' }, locale)).toBe(animosity);
      expect(skillName('bone-head', locale)).toBe(boneHead);
      expect(rosterName('human' satisfies RosterId, locale)).toBe(human);
      expect(positionName('human', 'human-lineman', locale)).toBe(lineman);
      expect(positionName('old-world-alliance', 'human-lineman', locale)).toBe(full);
    },
  );
});
