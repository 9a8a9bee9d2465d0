export * from './draft.js';
export * from './errors.js';
export * from './lineup.js';
export * from './player.js';
export * from './types.js';
export * from './value.js';
