import type { SkillDef } from './hooks.js';

/**
 * Animosity (X): before passing or handing off to a team-mate with keyword X (any team-mate with "all"),
 * roll a D6: on a 1 the player refuses and its activation ends, keeping the ball.
 */
export const animosity: SkillDef = {
  id: 'animosity',
  refusesToGiveTo: (_s, _giver, receiver, value) => {
    if (typeof value !== 'string' || value.toLowerCase() === 'all') return true;
    const k = value.toLowerCase();
    return receiver.keywords.some((w) => w.toLowerCase() === k);
  },
};
