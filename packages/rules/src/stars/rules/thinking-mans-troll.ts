import type { StarRuleDef } from '../hooks.js';

/** Thinking Man's Troll (Ripper Bolgrot): as Halfling Luck, once per half. */
export const thinkingMansTroll: StarRuleDef = {
  id: 'thinking-mans-troll',
  testReroll: () => true,
  blockDieReroll: () => true,
};
