/** §4.3 Prayers to Nuffle, D16 (an inducement; duplicates re-rolled; each lasts the whole game). */
export const PRAYER_IDS = [
  'treacherous-trapdoor',
  'friends-with-the-ref',
  'stiletto',
  'iron-man',
  'knuckle-dusters',
  'bad-habits',
  'greasy-cleats',
  'blessing-of-nuffle',
  'moles-under-the-pitch',
  'perfect-passing',
  'dazzling-catching',
  'fan-interaction',
  'fouling-frenzy',
  'throw-a-rock',
  'under-scrutiny',
  'intensive-training',
] as const;
export type PrayerId = (typeof PRAYER_IDS)[number];

export const PRAYER_NAMES: Readonly<Record<PrayerId, string>> = {
  'treacherous-trapdoor': 'Treacherous Trapdoor',
  'friends-with-the-ref': 'Friends with the Ref',
  stiletto: 'Stiletto',
  'iron-man': 'Iron Man',
  'knuckle-dusters': 'Knuckle Dusters',
  'bad-habits': 'Bad Habits',
  'greasy-cleats': 'Greasy Cleats',
  'blessing-of-nuffle': 'Blessing of Nuffle',
  'moles-under-the-pitch': 'Moles Under the Pitch',
  'perfect-passing': 'Perfect Passing',
  'dazzling-catching': 'Dazzling Catching',
  'fan-interaction': 'Fan Interaction',
  'fouling-frenzy': 'Fouling Frenzy',
  'throw-a-rock': 'Throw a Rock',
  'under-scrutiny': 'Under Scrutiny',
  'intensive-training': 'Intensive Training',
};

/** The prayer for a D16 (index = roll − 1). */
export function prayersToNuffleTable(d16: number): PrayerId {
  const id = PRAYER_IDS[d16 - 1];
  if (!Number.isInteger(d16) || id === undefined) {
    throw new RangeError(`prayers to nuffle: ${d16} is not a valid roll (expected an integer 1..16)`);
  }
  return id;
}
