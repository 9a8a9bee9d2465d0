/**
 * Blood Bound's vocabulary, each set declared once as an `as const` list with its union derived from it.
 * Korean, English and Japanese names of these terms are in `glossary.ts`.
 */

/** A seat at the table (the host's name for it). Seats are listed clockwise: your left is the next seat. */
export type Seat = string;
/** Who a view or an event is for: a seat, or anyone watching. */
export type Recipient = Seat | 'spectator';

/** The two clans of the seed's printing (불사조, 가고일). */
export const CLANS = ['phoenix', 'gargoyle'] as const;
export type Clan = (typeof CLANS)[number];

/** The clan icon of a card: a clan, or the Inquisitor's secret order. */
export type Faction = Clan | 'secret-order';

/** The characters, in rank order; the Inquisitor carries the fleur-cross instead of a number. */
export const CHARACTERS = [
  'elder',
  'assassin',
  'harlequin',
  'alchemist',
  'mentalist',
  'guardian',
  'berserker',
  'mage',
  'courtesan',
  'inquisitor',
] as const;
export type CharacterName = (typeof CHARACTERS)[number];

export const RANK_NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
export type RankNumber = (typeof RANK_NUMBERS)[number];
/** A rank token: a number 1..9 (lower leads), or the Inquisitor's fleur-cross (플뢰르 십자가). */
export type Rank = RankNumber | 'fleur-cross';

/** An affiliation icon on a card: a clan colour, unknown (grey "?"), or the Inquisitor's wild. */
export type AffiliationIcon = Clan | 'unknown' | 'wild';

/** A wound token a player takes and lays face up: their rank token or an affiliation token. */
export const TOKENS = ['rank', 'phoenix', 'gargoyle', 'unknown'] as const;
export type Token = (typeof TOKENS)[number];
/** The affiliation tokens of the supply (three piles). */
export const AFFILIATION_TOKENS = ['phoenix', 'gargoyle', 'unknown'] as const;
export type AffiliationToken = (typeof AFFILIATION_TOKENS)[number];

/** The Guardian's Shield and Sword come in two colours; the colour marks which Sword guards which Shield. */
export const SHIELD_COLOURS = ['purple', 'gold'] as const;
export type ShieldColour = (typeof SHIELD_COLOURS)[number];

/** An ability card as it lies beside a character card. A Curse lies face down: whether it is true is secret. */
export type AbilityCard =
  | { kind: 'quill' }
  | { kind: 'shield'; colour: ShieldColour }
  | { kind: 'sword'; colour: ShieldColour }
  | { kind: 'staff' }
  | { kind: 'fan' }
  | { kind: 'curse' };

/** The face of a Curse card, known to the Inquisitor who dealt it and to everyone at the end. */
export type CurseFace = 'true-curse' | 'false-curse';

export function otherClan(clan: Clan): Clan {
  return clan === 'phoenix' ? 'gargoyle' : 'phoenix';
}
