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
