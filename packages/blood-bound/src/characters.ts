import {
  type AffiliationIcon,
  type CharacterName,
  CLANS,
  type Clan,
  type Faction,
  otherClan,
  RANK_NUMBERS,
  type Rank,
  type RankNumber,
} from './types.js';

/**
 * A character of a clan (ranks 1..9), as printed on both clans' cards. `icons` are the two affiliation icons
 * ('clan' = the card's own clan colour); `clue` is the clan its clue icon shows (reference §2, characters.json).
 */
interface ClanCharacter {
  name: Exclude<CharacterName, 'inquisitor'>;
  icons: readonly ['clan' | 'unknown', 'clan' | 'unknown'];
  clue: 'own' | 'rival';
}

const CLAN_CHARACTERS: Readonly<Record<RankNumber, ClanCharacter>> = {
  1: { name: 'elder', icons: ['clan', 'clan'], clue: 'own' },
  2: { name: 'assassin', icons: ['unknown', 'unknown'], clue: 'own' },
  // The Harlequin's clue shows the rival clan (reference §2).
  3: { name: 'harlequin', icons: ['unknown', 'unknown'], clue: 'rival' },
  4: { name: 'alchemist', icons: ['unknown', 'unknown'], clue: 'own' },
  5: { name: 'mentalist', icons: ['clan', 'clan'], clue: 'own' },
  6: { name: 'guardian', icons: ['clan', 'clan'], clue: 'own' },
  7: { name: 'berserker', icons: ['clan', 'unknown'], clue: 'own' },
  8: { name: 'mage', icons: ['clan', 'unknown'], clue: 'own' },
  9: { name: 'courtesan', icons: ['clan', 'unknown'], clue: 'own' },
};

/** A character card's id: `phoenix-3` is the Phoenix Harlequin; `inquisitor-gargoyle` shows a Gargoyle clue. */
export type CardId = `${Clan}-${RankNumber}` | `inquisitor-${Clan}`;

/** Everything printed on a character card. */
export interface Card {
  id: CardId;
  faction: Faction;
  rank: Rank;
  character: CharacterName;
  /** The two affiliation icons; with the rank icon they are the three icons a wound can reveal. */
  icons: readonly [AffiliationIcon, AffiliationIcon];
  /** The clan the clue icon (lower right) shows; not always the card's own (Harlequin, Inquisitor). */
  clue: Clan;
}

function clanCard(clan: Clan, rank: RankNumber): Card {
  const c = CLAN_CHARACTERS[rank];
  const icon = (i: 'clan' | 'unknown'): AffiliationIcon => (i === 'clan' ? clan : 'unknown');
  return {
    id: `${clan}-${rank}`,
    faction: clan,
    rank,
    character: c.name,
    icons: [icon(c.icons[0]), icon(c.icons[1])],
    clue: c.clue === 'own' ? clan : otherClan(clan),
  };
}

function inquisitorCard(clue: Clan): Card {
  return {
    id: `inquisitor-${clue}`,
    faction: 'secret-order',
    rank: 'fleur-cross',
    character: 'inquisitor',
    icons: ['wild', 'wild'],
    clue,
  };
}

/** A clan's nine cards, rank 1 first. */
export function clanCards(clan: Clan): CardId[] {
  return RANK_NUMBERS.map((rank) => `${clan}-${rank}` as const);
}

/** The two Inquisitor cards: one shows a Phoenix clue, the other a Gargoyle clue. */
export const INQUISITOR_CARDS: readonly CardId[] = CLANS.map((clan) => `inquisitor-${clan}` as const);

/** All 20 character cards of the box, by id. */
export const CARDS: Readonly<Record<CardId, Card>> = Object.fromEntries([
  ...CLANS.flatMap((clan) => RANK_NUMBERS.map((rank) => clanCard(clan, rank))).map((c) => [c.id, c]),
  ...CLANS.map((clan) => inquisitorCard(clan)).map((c) => [c.id, c]),
]) as Record<CardId, Card>;

export function cardOf(id: CardId): Card {
  return CARDS[id];
}

export function isCardId(value: unknown): value is CardId {
  return typeof value === 'string' && Object.hasOwn(CARDS, value);
}

/** The character a revealed rank token names (rank tokens show the number only, never the clan). */
export function characterOfRank(rank: Rank): CharacterName {
  return rank === 'fleur-cross' ? 'inquisitor' : CLAN_CHARACTERS[rank].name;
}
