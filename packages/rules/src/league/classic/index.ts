export * from './advancement.js';
export * from './experience.js';
export * from './injuries.js';
export * from './match-team.js';
export * from './nurgles-rot.js';
export * from './post-game.js';
export * from './take-advance.js';
export * from './team.js';
