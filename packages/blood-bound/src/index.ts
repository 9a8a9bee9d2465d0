/** Blood Bound (seed 002): pure rules over plain JSON; randomness only through `Random`. See README.md. */
export * from './apply.js';
export * from './bot/beliefs.js';
export * from './bot/random-bot.js';
export * from './bot/reasoning-bot.js';
export * from './characters.js';
export * from './clock.js';
export * from './commands.js';
export * from './components.js';
export * from './errors.js';
export * from './events.js';
export * from './hash.js';
export * from './legal.js';
export * from './outcome.js';
export * from './random.js';
export * from './setup.js';
export type * from './state.js';
export * from './types.js';
export * from './view.js';
