export * from './agility.js';
export * from './casualty.js';
export * from './kick-off.js';
export * from './pass.js';
