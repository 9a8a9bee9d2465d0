export * from './advancement.js';
export * from './experience.js';
export * from './post-game.js';
export * from './team.js';
