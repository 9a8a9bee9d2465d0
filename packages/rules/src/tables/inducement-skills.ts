import type { SkillRef } from '../skills/catalogue.js';

/**
 * Skills that inducements and Prayers to Nuffle hand out by name (data, like the rosters): Mercenaries
 * and Riotous Rookies play with Loner (4+) (§3.18); Stiletto gives Stab, Knuckle Dusters Mighty Blow,
 * Blessing of Nuffle Pro, Bad Habits Loner (2+) (§4.3).
 */
export const INDUCEMENT_SKILLS: {
  readonly mercenary: SkillRef;
  readonly stiletto: SkillRef;
  readonly knuckleDusters: SkillRef;
  readonly blessingOfNuffle: SkillRef;
  readonly badHabits: SkillRef;
} = {
  mercenary: { id: 'loner', value: 4 },
  stiletto: { id: 'stab' },
  knuckleDusters: { id: 'mighty-blow' },
  blessingOfNuffle: { id: 'pro' },
  badHabits: { id: 'loner', value: 2 },
};
