import type { StarRuleDef } from '../hooks.js';

/** The Ballista (Morg 'n' Thorg): once per game, re-roll the PA test of a Throw Team-mate (the book's reading). */
export const theBallista: StarRuleDef = {
  id: 'the-ballista',
  testReroll: (t) => t.purpose === 'throw-team-mate',
};
