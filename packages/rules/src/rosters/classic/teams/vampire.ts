import type { RawClassicRoster } from '../schema.js';

/** Vampire (LRB6). */
export const vampire = {
  id: 'vampire',
  name: 'Vampire',
  rerollCost: 70_000,
  maxRerolls: 8,
  apothecary: true,
  specialRules: [],
  positions: [
    {
      id: 'thrall',
      name: 'Thrall',
      max: 16,
      cost: 40_000,
      ma: 6,
      st: 3,
      ag: 3,
      av: 7,
      skills: [],
      primary: ['G'],
      secondary: ['A', 'S', 'P'],
    },
    {
      id: 'vampire',
      name: 'Vampire',
      max: 6,
      cost: 110_000,
      ma: 6,
      st: 4,
      ag: 4,
      av: 8,
      skills: ['Blood Lust', 'Hypnotic Gaze', 'Regeneration'],
      primary: ['G', 'A', 'S'],
      secondary: ['P'],
    },
  ],
} satisfies RawClassicRoster;
