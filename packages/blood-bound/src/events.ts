import type { CardId } from './characters.js';
import type { Outcome } from './outcome.js';
import type {
  AbilityCard,
  CharacterName,
  Clan,
  CurseFace,
  Rank,
  Recipient,
  Seat,
  ShieldColour,
  Token,
} from './types.js';

/**
 * What happened, in order. An event with `for` is private to that seat (its card, the clue it was shown,
 * what its Harlequin saw, the Curses it dealt); every other event is public. `eventsFor` is the filter.
 */
export type GameEvent =
  | { type: 'game-started'; seats: Seat[]; inquisitor: boolean; curses: number }
  | { type: 'card-dealt'; for: Seat; card: CardId }
  | { type: 'clue-shown'; for: Seat; from: Seat; clue: Clan }
  | { type: 'turn-began'; turn: number; seat: Seat }
  | { type: 'dagger-passed'; from: Seat; to: Seat }
  | { type: 'attacked'; attacker: Seat; target: Seat }
  | { type: 'intervention-offered'; seat: Seat }
  | { type: 'intervention-declined'; seat: Seat }
  | { type: 'intervener-chosen'; target: Seat; intervener: Seat }
  | { type: 'intervention-refused'; target: Seat }
  | { type: 'no-intervention'; target: Seat; reason: 'fan' | 'nobody-eligible' | 'nobody-offered' }
  | { type: 'token-taken'; seat: Seat; token: Token; rank?: Rank; wounds: number }
  | { type: 'token-returned'; seat: Seat; token: Token; wounds: number }
  | { type: 'ability-used'; seat: Seat; ability: CharacterName; targets: Seat[]; effect?: 'wound' | 'heal' }
  | { type: 'ability-declined'; seat: Seat; ability: CharacterName }
  | { type: 'ability-unusable'; seat: Seat; ability: CharacterName }
  | { type: 'card-placed'; card: AbilityCard; to: Seat; by: Seat }
  | { type: 'card-seen'; for: Seat; seat: Seat; card: CardId }
  | { type: 'curses-dealt'; for: Seat; curses: { seat: Seat; face: CurseFace }[] }
  | { type: 'cards-returned'; colour: ShieldColour; from: Seat[] }
  | { type: 'captured'; seat: Seat; by: Seat }
  | { type: 'game-ended'; outcome: Outcome };

export type GameEventType = GameEvent['type'];

/** Options of `eventsFor`. */
export interface EventsForOptions {
  /** The game is over: everything is revealed, so private events go to everyone (replays after the end). */
  ended?: boolean;
}

/** The events `recipient` may receive: public ones, and private ones addressed to them. */
export function eventsFor(
  events: readonly GameEvent[],
  recipient: Recipient,
  options: EventsForOptions = {},
): GameEvent[] {
  if (options.ended) return [...events];
  return events.filter((e) => !('for' in e) || e.for === recipient);
}
