import type { StarRuleDef } from '../hooks.js';

/**
 * Sneakiest of the Lot (The Black Gobbo): his team may make two Fouls a turn, one of them his: his Foul
 * does not use up the team's.
 */
export const sneakiestOfTheLot: StarRuleDef = { id: 'sneakiest-of-the-lot', ownAction: 'foul' };
