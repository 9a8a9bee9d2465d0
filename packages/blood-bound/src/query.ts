import { type Card, type CardId, cardOf } from './characters.js';
import { RulesError } from './errors.js';
import type { GameEvent } from './events.js';
import type { BloodBoundState, Player, Step } from './state.js';
import type { AbilityCard, Seat } from './types.js';

/** A state being changed by `apply` (a private copy) and the events it produced so far. */
export interface Ctx {
  s: BloodBoundState;
  emit(event: GameEvent): void;
}

export function seatIndex(s: BloodBoundState, seat: Seat): number {
  const i = s.seats.indexOf(seat);
  if (i < 0) throw new RulesError(`no seat "${seat}"`);
  return i;
}

export function isSeat(s: BloodBoundState, seat: unknown): seat is Seat {
  return typeof seat === 'string' && s.seats.includes(seat);
}

export function playerAt(s: BloodBoundState, seat: Seat): Player {
  return s.players[seatIndex(s, seat)] as Player;
}

/** The seat's character card: a secret, read only by the rules, `view.ts` and the end reveal. */
export function cardAt(s: BloodBoundState, seat: Seat): Card {
  return cardOf(s.secret.cards[seatIndex(s, seat)] as CardId);
}

/** The seat on the left (the next seat clockwise), who is shown this seat's clue. */
export function leftOf(s: BloodBoundState, seat: Seat): Seat {
  return s.seats[(seatIndex(s, seat) + 1) % s.seats.length] as Seat;
}

/** The seat on the right (the previous seat clockwise), whose clue this seat sees. */
export function rightOf(s: BloodBoundState, seat: Seat): Seat {
  const n = s.seats.length;
  return s.seats[(seatIndex(s, seat) + n - 1) % n] as Seat;
}

export function others(s: BloodBoundState, seat: Seat): Seat[] {
  return s.seats.filter((x) => x !== seat);
}

export function holds(p: Player, kind: AbilityCard['kind']): boolean {
  return p.cards.some((c) => c.kind === kind);
}

export function wounds(p: Player): number {
  return p.tokens.length;
}

/** A seat may intervene only while its rank token is still in the supply (seed [게임진행] 4). */
export function rankInSupply(p: Player): boolean {
  return !p.tokens.includes('rank');
}

/** The step waiting for a decision, or undefined once the game is over. */
export function currentStep(s: BloodBoundState): Step | undefined {
  return s.steps[s.steps.length - 1];
}

/** A deep copy of plain JSON data (the state is plain JSON by design). */
export function copyJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** A step's copy: steps are flat records whose only nested values are seat lists. */
function copyStep(step: Step): Step {
  return Object.fromEntries(Object.entries(step).map(([k, v]) => [k, Array.isArray(v) ? [...v] : v])) as Step;
}

/**
 * A deep copy of a state for `apply` to change, field by field (several times faster than a JSON round
 * trip). `hash.test.ts` proves `apply` never changes the state it was given.
 */
export function copyState(s: BloodBoundState): BloodBoundState {
  return {
    ...s,
    seats: [...s.seats],
    players: s.players.map((p) => ({ ...p, tokens: [...p.tokens], cards: p.cards.map((c) => ({ ...c })) })),
    supply: { ...s.supply, shields: { ...s.supply.shields }, swords: { ...s.supply.swords } },
    steps: s.steps.map(copyStep),
    attacks: s.attacks.map((a) => ({ ...a })),
    outcome: s.outcome ? copyJson(s.outcome) : null,
    secret: {
      cards: [...s.secret.cards],
      curses: s.secret.curses.map((c) => ({ ...c })),
      sightings: s.secret.sightings.map((x) => ({ ...x })),
    },
  };
}
