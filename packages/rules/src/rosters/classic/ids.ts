import { EDITION_IDS, type EditionId } from '../../edition/edition.js';

/** The edition LRB6 team sheets and teams name: every edition but BB2025. */
export type ClassicEditionId = Exclude<EditionId, 'bb2025'>;
export const CLASSIC_EDITION: ClassicEditionId = EDITION_IDS[1];

/** The 24 LRB6 rosters (Living Rulebook 6, as Cyanide's first Blood Bowl plays them). */
export const CLASSIC_ROSTER_IDS = [
  'amazon',
  'chaos',
  'chaos-dwarf',
  'chaos-pact',
  'dark-elf',
  'dwarf',
  'elven-union',
  'goblin',
  'halfling',
  'high-elf',
  'human',
  'khemri',
  'lizardman',
  'necromantic',
  'norse',
  'nurgle',
  'ogre',
  'orc',
  'skaven',
  'slann',
  'undead',
  'underworld',
  'vampire',
  'wood-elf',
] as const;
export type ClassicRosterId = (typeof CLASSIC_ROSTER_IDS)[number];

export function isClassicRosterId(value: unknown): value is ClassicRosterId {
  return typeof value === 'string' && (CLASSIC_ROSTER_IDS as readonly string[]).includes(value);
}

/**
 * The rosters' English names without their data files, for screens that only name them (the web lobby's
 * first paint); `rosters.test.ts` checks they are the data files' names.
 */
export const CLASSIC_ROSTER_NAMES: Readonly<Record<ClassicRosterId, string>> = {
  amazon: 'Amazon',
  chaos: 'Chaos',
  'chaos-dwarf': 'Chaos Dwarf',
  'chaos-pact': 'Chaos Pact',
  'dark-elf': 'Dark Elf',
  dwarf: 'Dwarf',
  'elven-union': 'Elven Union',
  goblin: 'Goblin',
  halfling: 'Halfling',
  'high-elf': 'High Elf',
  human: 'Human',
  khemri: 'Khemri',
  lizardman: 'Lizardman',
  necromantic: 'Necromantic',
  norse: 'Norse',
  nurgle: 'Nurgle',
  ogre: 'Ogre',
  orc: 'Orc',
  skaven: 'Skaven',
  slann: 'Slann',
  undead: 'Undead',
  underworld: 'Underworld',
  vampire: 'Vampire',
  'wood-elf': 'Wood Elf',
};
