/**
 * The rules' data without the engine: rosters, Star Players, team sheets and the skills' catalogue. For code
 * that only names or lists things (the web client's first paint): importing the package's index would
 * bring every procedure and the odds with it.
 *
 * Module by module, not through `rosters/index.js`: esbuild puts into a chunk every file the chunk's
 * modules reach by their imports that any screen uses, so the LRB6 roster files and skill catalogue are not
 * reached from here; only the LRB6 roster ids and the roster and position names are. (The web client uses
 * no LRB6 roster file at all: through the package's index it would put them into the engine's chunk.)
 */

export { EDITION_IDS, type EditionId } from './edition/edition.js';
export * from './rosters/build-team.js';
export {
  CLASSIC_ROSTER_IDS,
  CLASSIC_ROSTER_NAMES,
  type ClassicRosterId,
  isClassicRosterId,
} from './rosters/classic/ids.js';
export { CLASSIC_POSITION_NAMES } from './rosters/classic/position-names.js';
export * from './rosters/ids.js';
export * from './rosters/leagues.js';
export * from './rosters/rosters.js';
export * from './rosters/schema.js';
export * from './rosters/team-sheet.js';
export * from './skills/catalogue.js';
export * from './skills/classic/ids.js';
export { isStarRuleId, STAR_RULE_IDS, STAR_RULES_INFO, type StarRuleId } from './stars/ids.js';
