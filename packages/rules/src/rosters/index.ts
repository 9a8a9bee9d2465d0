export * from './build-team.js';
// Editions (issue 18): the LRB6 rosters and a sheet of either edition.
export * from './classic/index.js';
export * from './edition-sheet.js';
export * from './ids.js';
export * from './leagues.js';
export * from './rosters.js';
export * from './schema.js';
export * from './team-sheet.js';
