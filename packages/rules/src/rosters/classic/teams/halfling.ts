import type { RawClassicRoster } from '../schema.js';

/** Halfling (LRB6). */
export const halfling = {
  id: 'halfling',
  name: 'Halfling',
  rerollCost: 60_000,
  maxRerolls: 8,
  apothecary: true,
  specialRules: [],
  positions: [
    {
      id: 'halfling',
      name: 'Halfling',
      max: 16,
      cost: 30_000,
      ma: 5,
      st: 2,
      ag: 3,
      av: 6,
      skills: ['Dodge', 'Right Stuff', 'Stunty'],
      primary: ['A'],
      secondary: ['G', 'S', 'P'],
    },
    {
      id: 'treeman',
      name: 'Treeman',
      max: 2,
      cost: 120_000,
      ma: 2,
      st: 6,
      ag: 1,
      av: 10,
      skills: ['Mighty Blow', 'Stand Firm', 'Strong Arm', 'Take Root', 'Thick Skull', 'Throw Team-Mate'],
      primary: ['S'],
      secondary: ['G', 'A', 'P'],
    },
  ],
} satisfies RawClassicRoster;
