import type { SkillDef } from './hooks.js';

/** Diving Tackle: −2 to a passed dodge/jump away from it; the tackler is then Placed Prone in the square left. */
export const divingTackle: SkillDef = { id: 'diving-tackle', reaction: 'diving-tackle' };
