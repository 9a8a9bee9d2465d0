import type { SkillId, SkillRef } from '../skills/catalogue.js';

/**
 * Skills that league rules hand out by name (data, like the rosters): a Journeyman plays with Loner (4+);
 * a Team Captain gains Pro; Getting Even (and a roster's printed hatred) is the Hatred skill.
 */
export const GRANTED_SKILLS: {
  readonly journeyman: SkillRef;
  readonly teamCaptain: SkillRef;
  readonly hatred: SkillId;
} = {
  journeyman: { id: 'loner', value: 4 },
  teamCaptain: { id: 'pro' },
  hatred: 'hatred',
};
