/** The 30 BB2025 rosters (GW Designer's Commentary, May 2026). */
export const ROSTER_IDS = [
  'amazon',
  'black-orc',
  'bretonnian',
  'chaos-chosen',
  'chaos-dwarf',
  'chaos-renegades',
  'dark-elf',
  'dwarf',
  'elven-union',
  'gnome',
  'goblin',
  'halfling',
  'high-elf',
  'human',
  'imperial-nobility',
  'khorne',
  'lizardmen',
  'necromantic-horror',
  'norse',
  'nurgle',
  'ogre',
  'old-world-alliance',
  'orc',
  'shambling-undead',
  'skaven',
  'snotling',
  'tomb-kings',
  'underworld-denizens',
  'vampire',
  'wood-elf',
] as const;
export type RosterId = (typeof ROSTER_IDS)[number];

export function isRosterId(value: unknown): value is RosterId {
  return typeof value === 'string' && (ROSTER_IDS as readonly string[]).includes(value);
}
