export * from './build-team.js';
export * from './ids.js';
export * from './position-names.js';
export * from './rosters.js';
export * from './schema.js';
export * from './team-sheet.js';
