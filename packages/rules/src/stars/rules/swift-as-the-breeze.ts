import type { StarRuleDef } from '../hooks.js';

/**
 * Swift as the Breeze (Jordell Freshbreeze): once per game, a Dodge, Leap or Rush test passes on 2+ whatever
 * the modifiers; used when it turns a failure into a pass.
 */
export const swiftAsTheBreeze: StarRuleDef = {
  id: 'swift-as-the-breeze',
  rescue: (t, natural, total, target) =>
    (t.purpose === 'dodge' || t.purpose === 'jump' || t.purpose === 'rush') && natural >= 2
      ? target - total
      : null,
};
