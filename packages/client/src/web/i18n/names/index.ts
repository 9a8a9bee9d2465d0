/**
 * Display names of skills, traits, rosters (teams) and positions (issue 9). The English canonical ids stay in
 * the rules data, and so do the English names; each language adds a table (`ko.ts`, `ja.ts`, loaded with the
 * language). A name a table lacks is shown in English; no function here ever returns a raw id.
 */
import {
  CLASSIC_ONLY_SKILLS,
  type EditionId,
  findPosition,
  getRoster,
  isRosterId,
  isSkillId,
  isStarRuleId,
  LEAGUE_NAMES,
  type LeagueId,
  type RosterId,
  SKILL_CATALOGUE,
  type SkillId,
  type SkillRef,
  STAR_RULES_INFO,
  type StarRuleId,
  TEAM_RULE_NAMES,
  type TeamRuleId,
} from '@dugout/rules/data';
import { currentLocale, type Locale, namesIn, spokenEdition, translate } from '../index.js';
import { classicPositionName, classicRosterName } from './classic.js';

/**
 * A skill or trait as a coach reads it, parameter kept: Block → 블록, Loner (4+) → 로너 (4+),
 * Hatred (Dwarf) → 증오 (드워프), Animosity (all) → 애니모시티 (모두). A keyword without a name stays as printed.
 */
export function skillName(ref: SkillRef | SkillId, locale: Locale = currentLocale()): string {
  const { id, value } = typeof ref === 'string' ? { id: ref, value: undefined } : ref;
  // LRB6 skills BB2025 lacks (issue 18) are shown by their LRB6 name.
  if (!isSkillId(id)) return CLASSIC_ONLY_SKILLS[id].name;
  const skill = namesIn(locale).skill[id] ?? SKILL_CATALOGUE[id].name;
  if (value === undefined) return skill;
  if (SKILL_CATALOGUE[id].parameter === 'target')
    return translate(locale, 'skill.with-target', { skill, target: value });
  const keyword =
    value === 'all' ? translate(locale, 'skill.keyword.all') : keywordName(String(value), locale);
  return translate(locale, 'skill.with-keyword', { skill, keyword });
}

/** A skill named by a string the engine sent (a re-roll source, say); an unknown one reads "a skill". */
export function skillNameOf(id: string, locale: Locale = currentLocale()): string {
  if (isStarRuleId(id)) return starRuleName(id, locale);
  if (isSkillId(id)) return skillName(id, locale);
  // An LRB6-only skill (a classic Mercenary's Pass Block …) by its LRB6 name.
  if (Object.hasOwn(CLASSIC_ONLY_SKILLS, id)) return skillName({ id: id as SkillRef['id'] }, locale);
  return translate(locale, 'skill.unknown');
}

/** A Star Player's special rule (Crushing Blow …); a language without the name shows it in English. */
export function starRuleName(id: StarRuleId, locale: Locale = currentLocale()): string {
  return namesIn(locale).starRule?.[id] ?? STAR_RULES_INFO[id].name;
}

/**
 * A roster's (team's) name: Human → 휴먼 / ヒューマン. An unknown roster reads "a team". `edition`: the rules
 * the roster belongs to (LRB6 rosters: Khemri, Slann …); the screen's when left out.
 */
export function rosterName(
  id: RosterId | string,
  locale: Locale = currentLocale(),
  edition: EditionId = spokenEdition(),
): string {
  if (edition === 'classic') return classicRosterName(id, locale);
  if (!isRosterId(id)) return translate(locale, 'roster.unknown');
  return namesIn(locale).roster[id] ?? getRoster(id).name;
}

/**
 * A position's name as a player of that roster's team shows it: on a Human team `human-lineman` reads
 * Lineman / 라인맨 / ラインマン (its token shows one initial); elsewhere, and with `full`, Human Lineman.
 * An unknown position is blank (the label still names the player). Star Players are named by the match
 * screens (`match/names.ts`), so the lobby's first paint carries no Star data.
 */
export function positionName(
  rosterId: RosterId | string | null,
  positionId: string | null,
  locale: Locale = currentLocale(),
  options: { full?: boolean; edition?: EditionId } = {},
): string {
  if (!positionId) return '';
  // The screen's edition unless told (the lobby previews a classic team before any match speaks it).
  if ((options.edition ?? spokenEdition()) === 'classic')
    return classicPositionName(rosterId, positionId, locale, !!options.full);
  const position = rosterId && isRosterId(rosterId) ? findPosition(rosterId, positionId) : undefined;
  if (!position || !rosterId || !isRosterId(rosterId)) return '';
  const names = namesIn(locale);
  const team = getRoster(rosterId).name;
  if (!options.full && position.name.startsWith(`${team} `)) {
    return (
      names.positionOnTeam[positionId] ?? names.position[positionId] ?? position.name.slice(team.length + 1)
    );
  }
  return names.position[positionId] ?? position.name;
}

/** A roster keyword as printed (`Big Guy`, `Dwarf`) in the coach's language; as printed when it has no name. */
export function keywordName(keyword: string, locale: Locale = currentLocale()): string {
  return namesIn(locale).keyword[keyword] ?? keyword;
}

/** A BB2025 league's name (Old World Classic → 올드 월드 클래식). An unknown league reads "a league". */
export function leagueName(id: LeagueId | string, locale: Locale = currentLocale()): string {
  if (!Object.hasOwn(LEAGUE_NAMES, id)) return translate(locale, 'league-name.unknown');
  return namesIn(locale).league[id as LeagueId] ?? LEAGUE_NAMES[id as LeagueId];
}

/** A team special rule's name (Team Captain → 팀 주장). An unknown rule reads "a team rule". */
export function teamRuleName(id: TeamRuleId | string, locale: Locale = currentLocale()): string {
  if (!Object.hasOwn(TEAM_RULE_NAMES, id)) return translate(locale, 'team-rule.unknown');
  return namesIn(locale).teamRule[id as TeamRuleId] ?? TEAM_RULE_NAMES[id as TeamRuleId];
}
