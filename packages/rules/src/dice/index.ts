export * from './block.js';
export * from './kinds.js';
export * from './scripted.js';
export * from './seeded.js';
