/** Dugout's Blood Bowl rules engine: pure, deterministic, dice injected. */
export const ENGINE_NAME = 'dugout-rules';

export { type BlockStrength, blockStrength } from './block/strength.js';
export { type Bot, BotRandom, randomBot } from './bot/random.js';
export { newRosterMatch, type SelfPlayOptions, type SelfPlayResult, selfPlay } from './bot/self-play.js';
export {
  type AnyRosterId,
  benchPairing,
  cyclingPair,
  selfPlayRosters,
  startingTeam,
} from './bot/starting-teams.js';
export * from './dice/index.js';
export { BB2025 } from './edition/bb2025.js';
export { CLASSIC } from './edition/classic.js';
export { EDITION_IDS, type Edition, type EditionId } from './edition/edition.js';
export { EDITIONS, editionOf } from './edition/editions.js';
export { type ApplyResult, apply, pendingDecision, start, validateCommand } from './engine/apply.js';
export { type Command, type CommandType, commandKey, type RerollSource } from './engine/commands.js';
export { DECISION_KINDS, type Decision, type DecisionKind } from './engine/decision.js';
export {
  EngineError,
  ILLEGAL_COMMAND_CODES,
  type IllegalCommandCode,
  IllegalCommandError,
} from './engine/errors.js';
export type { GameEvent, GameEventBody, GameEventKind, Modifier } from './engine/events.js';
export { PROC_KINDS, type ProcKind } from './engine/registry.js';
export { concedesWithoutPenalty, concessionRefusal } from './flow/concession.js';
export { FORMATION_NAMES } from './flow/formations.js';
export { SETUP_PROBLEMS, type SetupProblem, setupProblems } from './flow/setup-rules.js';
// Inducements (§3.18): the step's setup, what was bought, the list and the sheet check.
export { LOWER_TEAM_TREASURY_CAP, leaguePurses } from './inducements/budget.js';
export { INDUCEMENTS, NOT_YET_OFFERED } from './inducements/catalogue.js';
export type { InducementDef, InducementList } from './inducements/define.js';
export { inducementList, inducementListOf } from './inducements/lists.js';
export {
  checkSheetInducements,
  type SheetInducementChecker,
  type SheetInducementInput,
} from './inducements/sheet.js';
export { offerKey, purchaseOffers } from './inducements/step.js';
export * from './inducements/types.js';
export * from './league/index.js';
export { interceptors } from './pass/interception.js';
export { passTargets } from './pass/pass-action.js';
export { rangeBetween, squaresUnderRuler, underRuler } from './pass/ruler.js';
export { ttmSquares } from './pass/throw-team-mate.js';
export * from './pitch.js';
export * from './rosters/index.js';
// Not in rosters/index.js (nor in `@dugout/rules/data`): the lobby's first paint must not carry the Stars.
export * from './rosters/star-players.js';
export { loadScenario, ScenarioError, type ScenarioIssue } from './scenario/load.js';
export type { ScenarioInput } from './scenario/schema.js';
export * from './skills/catalogue.js';
// Editions (issue 18): the LRB6 skill catalogue and its coverage.
export * from './skills/classic/catalogue.js';
export { classicSkillCoverage } from './skills/classic/coverage.js';
export * from './skills/classic/ids.js';
export { type CoverageRow, formatCoverage, skillCoverage } from './skills/coverage.js';
export type { SkillDef } from './skills/hooks.js';
export { isImplemented, SKILL_REGISTRY } from './skills/registry.js';
export { formatStarCoverage, type StarCoverageRow, starRuleCoverage } from './stars/coverage.js';
export {
  isStarRuleId,
  STAR_RULE_IDS,
  STAR_RULES_INFO,
  type StarRuleId,
  type StarRuleInfo,
  type StarRulePeriod,
  starRuleIdOf,
} from './stars/ids.js';
export { StarRuleDataError, starPlayer } from './stars/player.js';
export { STAR_RULE_REGISTRY } from './stars/registry.js';
export { cloneJson } from './state/clone.js';
export { type MatchOptions, matchFromTeams } from './state/factory.js';
export { canonicalJson, hashState } from './state/hash.js';
export * from './state/query.js';
export { shareUnchanged } from './state/share.js';
export type * from './state/types.js';
export {
  casualtyTable,
  injuryTable,
  kickOffTable,
  lastingInjuryTable,
  reduceCharacteristic,
  stuntyInjuryTable,
  weatherTable,
} from './tables/index.js';
export { PRAYER_IDS, PRAYER_NAMES, type PrayerId, prayersToNuffleTable } from './tables/prayers-to-nuffle.js';
export { SPP_ACHIEVEMENTS, type SppAchievement, sppAward } from './tables/spp-awards.js';
export * from './types.js';
