import type { SkillRef } from '../skills/catalogue.js';
import type { Stats } from '../state/types.js';

/** Zap! (§3.18): the profile of a player turned into a Frog until the end of the drive (data). */
export const FROG: { readonly stats: Stats; readonly skills: readonly SkillRef[] } = {
  stats: { ma: 5, st: 1, ag: 2, pa: null, av: 5 },
  skills: [
    { id: 'dodge' },
    { id: 'leap' },
    { id: 'no-ball' },
    { id: 'stunty' },
    { id: 'titchy' },
    { id: 'very-long-legs' },
  ],
};
