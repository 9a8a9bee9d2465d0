import type { SkillDef } from './hooks.js';

/** Pro: once per activation, on 3+ re-roll one die of a test made during its own activation. */
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
    ],
    per: 'activation',
    needs: 3,
    allowed: (t) => t.s.turnState?.activePlayer === t.player.id,
  },
};
