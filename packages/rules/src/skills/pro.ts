import type { SkillDef } from './hooks.js';

/**
 * Pro: once per activation, on 3+ re-roll one die of a test made during its own activation, or one die of
 * its block dice pool (`block`: the block procedure asks which face to re-roll).
 */
export const pro: SkillDef = {
  id: 'pro',
  reroll: {
    purposes: [
      'dodge',
      'rush',
      'jump',
      'pick-up',
      'secure-the-ball',
      'stand-up',
      'catch',
      'bone-head',
      'really-stupid',
      'animal-savagery',
      'unchannelled-fury',
      'take-root',
      'bloodlust',
      'steady-footing',
      'block',
    ],
    per: 'activation',
    needs: 3,
    allowed: (t) => t.s.turnState?.activePlayer === t.player.id,
  },
};
