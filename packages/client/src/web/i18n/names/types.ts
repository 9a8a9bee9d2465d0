import type { ClassicRosterId, LeagueId, RosterId, SkillId, StarRuleId, TeamRuleId } from '@dugout/rules';

/**
 * A language's display names of data ids (the English canonical ids stay in the rules data). A missing entry
 * is shown in English, never as an id.
 */
export interface NameTable {
  readonly skill: Readonly<Partial<Record<SkillId, string>>>;
  readonly roster: Readonly<Partial<Record<RosterId, string>>>;
  /**
   * LRB6 rosters (issue 18) whose id BB2025 lacks (Khemri, Slann …); one BB2025 also has (Human, Orc …) is
   * named from `roster`.
   */
  readonly classicRoster?: Readonly<Partial<Record<ClassicRosterId, string>>>;
  /** LRB6 positions by classic position id (`lineman`, `tomb-guardian`); a missing one reads in English. */
  readonly classicPosition?: Readonly<Record<string, string>>;
  /** A position's full name, by position id (`human-lineman` → 휴먼 라인맨). */
  readonly position: Readonly<Record<string, string>>;
  /**
   * A position's name on its own roster's team, where English drops the team's name ("Human Lineman" on a
   * Human team reads "Lineman", so its token shows L): `human-lineman` → 라인맨. A table, not a rule, so no
   * language has to cut words off a name.
   */
  readonly positionOnTeam: Readonly<Record<string, string>>;
  /** Roster keywords as the rules print them (`Big Guy`, `Dwarf`): a Hatred (X) parameter reads in them too. */
  readonly keyword: Readonly<Record<string, string>>;
  /** BB2025 leagues (Old World Classic …). */
  readonly league: Readonly<Partial<Record<LeagueId, string>>>;
  /** Team special rules (Team Captain, Favoured of Khorne …). */
  readonly teamRule: Readonly<Partial<Record<TeamRuleId, string>>>;
  /** Star Player special rules (Crushing Blow …); absent names are shown in English. */
  readonly starRule?: Readonly<Partial<Record<StarRuleId, string>>>;
}

export const NO_NAMES: NameTable = {
  skill: {},
  roster: {},
  position: {},
  positionOnTeam: {},
  keyword: {},
  league: {},
  teamRule: {},
};
