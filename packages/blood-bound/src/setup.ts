import type { Applied } from './apply.js';
import { type CardId, cardOf, clanCards, INQUISITOR_CARDS } from './characters.js';
import { componentsFor, fullSupply, MAX_PLAYERS, MIN_PLAYERS } from './components.js';
import { BloodBoundRejection } from './errors.js';
import type { GameEvent } from './events.js';
import { settle } from './flow/settle.js';
import { leftOf } from './query.js';
import { pickIndex, type Random, shuffle } from './random.js';
import type { BloodBoundState } from './state.js';
import type { Seat } from './types.js';

export interface SetupOptions {
  /** Who takes the dagger first; drawn at random when absent (house rule: the seed does not say how). */
  firstPlayer?: Seat;
}

/** Seat names: letters, digits, `_` and `-`, at most 32; `spectator` names the audience, not a seat. */
const SEAT_NAME = /^[A-Za-z0-9_-]{1,32}$/;

/** `seat-1` … `seat-n`, for a table that does not name its seats. */
export function defaultSeats(players: number): Seat[] {
  return Array.from({ length: players }, (_, i) => `seat-${i + 1}`);
}

function checkSeats(seats: readonly unknown[], options: SetupOptions): asserts seats is Seat[] {
  if (!Number.isInteger(seats.length) || seats.length < MIN_PLAYERS || seats.length > MAX_PLAYERS) {
    throw new BloodBoundRejection(
      'player-count',
      `Blood Bound is for ${MIN_PLAYERS} to ${MAX_PLAYERS} players, not ${seats.length}`,
    );
  }
  for (const seat of seats) {
    if (typeof seat !== 'string' || !SEAT_NAME.test(seat) || seat === 'spectator' || seat === '__proto__') {
      throw new BloodBoundRejection(
        'bad-seat-name',
        `seat ${JSON.stringify(seat)}: use 1–32 letters, digits, "_" or "-" (not "spectator")`,
      );
    }
  }
  const dup = seats.find((seat, i) => seats.indexOf(seat) !== i);
  if (dup !== undefined) throw new BloodBoundRejection('duplicate-seat', `seat "${dup}" is listed twice`);
  if (options.firstPlayer !== undefined && !seats.includes(options.firstPlayer)) {
    throw new BloodBoundRejection(
      'unknown-first-player',
      `the first player "${options.firstPlayer}" has no seat`,
    );
  }
}

/**
 * The character cards for `players`, dealt in seat order (seed [게임준비] 3–4, [탐문자] 설정변경사항 3). Each
 * clan's nine cards are shuffled and the first half-the-players (rounded down) kept; with an odd count the
 * two Inquisitor cards are shuffled and the first kept; then the kept cards are shuffled together. Every
 * shuffle is `shuffle` (Fisher–Yates over `die`), in that order, so a deal is re-derivable from the seed.
 */
export function dealCards(players: number, random: Random): CardId[] {
  const c = componentsFor(players);
  const phoenix = shuffle(clanCards('phoenix'), random).slice(0, c.perClan);
  const gargoyle = shuffle(clanCards('gargoyle'), random).slice(0, c.perClan);
  const inquisitor = c.inquisitor ? shuffle(INQUISITOR_CARDS, random).slice(0, 1) : [];
  return shuffle([...phoenix, ...gargoyle, ...inquisitor], random);
}

/**
 * A new game for `seats` (clockwise) or a number of players, run to the first player's turn. Draws the deal
 * (`dealCards`), then the first player (one die(n)) unless `options.firstPlayer` names one. Each seat
 * privately receives its card and the clue of the seat on its right (seed [게임준비] 5).
 */
export function setup(seats: readonly Seat[] | number, options: SetupOptions, random: Random): Applied {
  const list: readonly unknown[] = typeof seats === 'number' ? defaultSeats(seats) : seats;
  checkSeats(list, options);
  const components = componentsFor(list.length);
  const cards = dealCards(list.length, random);
  const dagger = options.firstPlayer ?? (list[pickIndex(random, list.length)] as Seat);
  const s: BloodBoundState = {
    version: 1,
    seats: [...list],
    players: list.map((seat) => ({ seat, tokens: [], revealedRank: null, cards: [] })),
    dagger,
    turn: 0,
    supply: fullSupply(components),
    steps: [],
    attacks: [],
    outcome: null,
    secret: { cards, curses: [], sightings: [] },
  };
  const events: GameEvent[] = [
    { type: 'game-started', seats: [...list], inquisitor: components.inquisitor, curses: s.supply.curses },
    ...list.map((seat, i): GameEvent => ({ type: 'card-dealt', for: seat, card: cards[i] as CardId })),
    // Each player shows their clue to the player on their left (seed [게임준비] 5).
    ...list.map(
      (seat, i): GameEvent => ({
        type: 'clue-shown',
        for: leftOf(s, seat),
        from: seat,
        clue: cardOf(cards[i] as CardId).clue,
      }),
    ),
  ];
  settle({ s, emit: (e) => events.push(e) });
  return { state: s, events };
}
