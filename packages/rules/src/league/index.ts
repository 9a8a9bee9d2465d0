export * from './advancement.js';
export * from './awards.js';
// Editions (issue 18): LRB6 experience and advances for a classic league.
export * from './classic/index.js';
export * from './draft.js';
export * from './errors.js';
export * from './inducements.js';
export * from './lineup.js';
export * from './off-season.js';
export {
  availablePlayers,
  getLeaguePlayer,
  journeymanPosition,
  newCareer,
  playerSkills,
  positionOf,
  rosterPlayers,
} from './player.js';
export * from './post-game/index.js';
export * from './redraft.js';
export * from './roster.js';
export * from './schedule.js';
export * from './standings.js';
export * from './summary.js';
export * from './types.js';
export * from './value.js';
