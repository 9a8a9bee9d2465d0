import type { RawClassicRoster } from '../schema.js';

/** Ogre (LRB6). */
export const ogre = {
  id: 'ogre',
  name: 'Ogre',
  rerollCost: 70_000,
  maxRerolls: 8,
  apothecary: true,
  specialRules: [],
  positions: [
    {
      id: 'snotling',
      name: 'Snotling',
      max: 16,
      cost: 20_000,
      ma: 5,
      st: 1,
      ag: 3,
      av: 5,
      skills: ['Dodge', 'Right Stuff', 'Side Step', 'Stunty', 'Titchy'],
      primary: ['A'],
      secondary: ['G', 'S', 'P'],
    },
    {
      id: 'ogre',
      name: 'Ogre',
      max: 6,
      cost: 140_000,
      ma: 5,
      st: 5,
      ag: 2,
      av: 9,
      skills: ['Bone-head', 'Mighty Blow', 'Thick Skull', 'Throw Team-Mate'],
      primary: ['S'],
      secondary: ['G', 'A', 'P'],
    },
  ],
} satisfies RawClassicRoster;
