import { SHIELD_COLOURS, type ShieldColour } from './types.js';

/** The box holds 12 reference cards: the game is for 6 to 12 players (reference §3.1). */
export const MIN_PLAYERS = 6;
export const MAX_PLAYERS = 12;

/** What a table of `players` plays with (reference §3.1, curse counts §7.3). */
export interface Components {
  players: number;
  /** Cards kept from each clan: half the players, rounded down (reference §9.1; see README). */
  perClan: number;
  /** An odd count adds one Inquisitor and the Curse cards. */
  inquisitor: boolean;
  /** False Curses beside the one True Curse; 0 without the Inquisitor. */
  falseCurses: number;
}

/**
 * False Curses by odd player count, beside one True Curse. House rule: the rulebook's curse table was not
 * readable in any source; these are the reference's working default (§7.3).
 */
export const FALSE_CURSES_BY_PLAYERS: Readonly<Record<7 | 9 | 11, number>> = { 7: 1, 9: 2, 11: 3 };

export function componentsFor(players: number): Components {
  const inquisitor = players % 2 === 1;
  return {
    players,
    perClan: Math.floor(players / 2),
    inquisitor,
    falseCurses: inquisitor ? FALSE_CURSES_BY_PLAYERS[players as 7 | 9 | 11] : 0,
  };
}

/** The ability cards of the box, face up beside the rank tokens at the start (Curses come from the table). */
export interface Supply {
  quills: number;
  shields: Record<ShieldColour, number>;
  swords: Record<ShieldColour, number>;
  staffs: number;
  fans: number;
  /** Curse cards still in the supply (the True Curse among them until the Inquisitor deals). */
  curses: number;
}

/** Quill 2, Shield 4 (2 per colour), Sword 2 (1 per colour), Staff 6, Fan 4 (reference §1). */
export function fullSupply(components: Components): Supply {
  const perColour = (n: number) =>
    Object.fromEntries(SHIELD_COLOURS.map((c) => [c, n])) as Record<ShieldColour, number>;
  return {
    quills: 2,
    shields: perColour(2),
    swords: perColour(1),
    staffs: 6,
    fans: 4,
    curses: components.inquisitor ? 1 + components.falseCurses : 0,
  };
}
