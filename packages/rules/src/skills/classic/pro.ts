import type { SkillDef } from '../hooks.js';

/**
 * LRB6 Pro: once per turn, before re-rolling one of its own dice (never armour, injury or casualty), a D6:
 * on 4+ the re-roll happens, on 1–3 the first result stands. It works in either team's turn.
 */
export const classicPro: SkillDef = {
  id: 'pro',
  reroll: {
    purposes: [
      'dodge',
      'rush',
      'jump',
      'pick-up',
      'stand-up',
      'catch',
      'interception',
      'pass',
      'bone-head',
      'really-stupid',
      'unchannelled-fury',
      'take-root',
      'bloodlust',
      'block',
    ],
    per: 'turn',
    needs: 4,
  },
};
