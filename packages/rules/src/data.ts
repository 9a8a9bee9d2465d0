/**
 * The rules' data without the engine: rosters, Star Players, team sheets and the skills' catalogue. For code
 * that only names or lists things (the web client's first paint): importing the package's index would
 * bring every procedure and the odds with it.
 */
export * from './rosters/index.js';
export * from './skills/catalogue.js';
export * from './skills/classic/catalogue.js';
export * from './skills/classic/ids.js';
export { isStarRuleId, STAR_RULE_IDS, STAR_RULES_INFO, type StarRuleId } from './stars/ids.js';
