/**
 * @dugout/trench-crusade — Trench Crusade (playtest rules v1.6.3) as pure functions over plain data.
 * The host's module maps this onto `GameModule`: see the package README.
 */

export { ABILITY_ACTION_DEFS } from './actions/abilities.js';
export type { Battlefield } from './battlefield/battlefield.js';
export { footingAt, TABLE_SIZE } from './battlefield/battlefield.js';
export { tableProblems } from './battlefield/check-table.js';
export { generateTable } from './battlefield/generate.js';
export type { TerrainKind, TerrainPiece, TerrainRules } from './battlefield/terrain.js';
export { TERRAIN_KINDS, TERRAIN_RULES } from './battlefield/terrain.js';
export type { BotRandom } from './bots/random.js';
export { seededRandom } from './bots/random.js';
export { randomBot } from './bots/random-bot.js';
export { type Bot, selfPlay } from './bots/self-play.js';
export { simpleBot } from './bots/simple-bot.js';
export { ACTION_RESULTS, type ActionResult, actionResult } from './charts/action-success.js';
export { INJURY_RESULTS, type InjuryResult, injuryResult } from './charts/injury-chart.js';
export { DIE_KINDS, type Dice, type DieKind } from './dice/dice.js';
export { type PoolRoll, rollPool } from './dice/pool.js';
export { type Distribution, poolDistribution } from './dice/pool-odds.js';
export { d3, d6, NO_DICE, ScriptedDice, type ScriptedRoll } from './dice/scripted.js';
export { type ApplyResult, apply, check, legalCommands, whoMustAct } from './engine/apply.js';
export {
  ABILITY_ACTIONS,
  type AbilityAction,
  COMMAND_TYPES,
  type Command,
  type CommandType,
} from './engine/commands.js';
export { type CreateResult, create, type OptionsProblem, type TrenchOptions } from './engine/create.js';
export type { ActionPurpose, Modifier, TrenchEvent } from './engine/events.js';
export type { Option } from './engine/options.js';
export { REJECTION_CODES, type Rejection, type RejectionCode } from './engine/rejection.js';
export { baseRadius, modelHeight } from './geometry/base.js';
export type { Body } from './geometry/body.js';
export { coverFrom } from './geometry/cover.js';
export { defendedObstacle } from './geometry/defended-obstacle.js';
export { baseDistance } from './geometry/distance.js';
export { elevatedPosition } from './geometry/elevation.js';
export { lineOfSight, type SightLine } from './geometry/line-of-sight.js';
export type { Point, Polygon } from './geometry/vec.js';
export { GLOSSARY, type GlossaryEntry } from './glossary.js';
export type { PathStep } from './movement/path.js';
export { pathTo, type ReachableArea, type ReachMode, reachableArea } from './movement/reach.js';
export { type AttackOdds, meleeOdds, type OddsOptions, rangedOdds } from './odds/attack-odds.js';
export { SCENARIOS } from './scenarios/scenarios.js';
export { bodyOf, sightBetween } from './state/query.js';
export type { Activation, GameResult, Model, ModelId, Phase, TrenchState } from './state/types.js';
export { type BySeat, otherSeat, SCENARIO_IDS, type ScenarioId, SEATS, type Seat } from './types.js';
export type { ReachAid, TargetAid, TrenchAids, TrenchViewWithAids } from './view/aids.js';
export { outcome, type SeatOutcome } from './view/outcome.js';
export { eventsFor, type Recipient, type TrenchView, viewFor } from './view/view.js';
export { FACTIONS } from './warbands/factions.js';
export { ITEMS, type ItemId } from './warbands/items.js';
export { randomWarband } from './warbands/random.js';
export { READY_MADE, READY_MADE_IDS, type ReadyMadeId, readyMade } from './warbands/ready-made.js';
export { STARTING_DUCATS, type Warband, type WarbandProblem, type WarbandSheet } from './warbands/sheet.js';
export { validateWarband } from './warbands/validate.js';
