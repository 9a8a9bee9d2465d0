import { adjacent } from '../pitch.js';
import type { SkillDef } from './hooks.js';

/** Frenzy: must follow up, and must block again a target still Standing next to it. */
export const frenzy: SkillDef = {
  id: 'frenzy',
  block: {
    mustFollowUp: true,
    blocksAgain: (s, owner, target) =>
      !s.turnState?.turnover &&
      s.touchdownBy === null &&
      target.at !== null &&
      target.status === 'standing' &&
      owner.at !== null &&
      adjacent(owner.at, target.at),
  },
};
