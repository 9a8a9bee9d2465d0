import type { CardId } from './characters.js';
import type { Supply } from './components.js';
import type { Outcome } from './outcome.js';
import type { AbilityCard, CharacterName, CurseFace, Rank, Seat, Token } from './types.js';

/** What everyone at the table sees of a player. */
export interface Player {
  seat: Seat;
  /** Wound tokens taken, in order, face up beside the face-down card. Their number is the wound count. */
  tokens: Token[];
  /** The rank shown when the rank token was taken; stays known after a heal returns the token. */
  revealedRank: Rank | null;
  /** Ability cards beside the character card (Curses face down). */
  cards: AbilityCard[];
}

/** Everything hidden, in one place: no view or event reads it except through `view.ts` and `events.ts`. */
export interface Secrets {
  /** Each seat's character card, in seat order. */
  cards: CardId[];
  /** The faces of the dealt Curse cards; the Inquisitor who dealt them knows, nobody else until the end. */
  curses: { seat: Seat; face: CurseFace }[];
  /** Character cards a Harlequin looked at: known to that Harlequin only. */
  sightings: { by: Seat; seat: Seat; card: CardId }[];
}

/** The dagger holder chooses to attack or pass. */
export interface TurnStep {
  kind: 'turn';
  seat: Seat;
}

/** The window in which eligible seats offer to take the attack's wound; `waiting` have not answered yet. */
export interface InterventionStep {
  kind: 'intervention';
  attacker: Seat;
  target: Seat;
  waiting: Seat[];
  offers: Seat[];
  declined: Seat[];
}

/** The target picks one of the offers, or refuses them all. */
export interface ChooseIntervenerStep {
  kind: 'choose-intervener';
  attacker: Seat;
  target: Seat;
  offers: Seat[];
}

/** `left` wounds still to suffer from one blow (the Assassin's is two); `source` inflicted them. */
export interface WoundStep {
  kind: 'wound';
  seat: Seat;
  source: Seat;
  left: number;
  /** An intervener, or the Mentalist's victim: the rank token if it is still in the supply. */
  forceRank: boolean;
  /** Set when `seat` intervenes: the target it took the wound for (the Alchemist's ability needs it). */
  intervenedFor: Seat | null;
  /** Whether this blow took the rank token, so the ability follows once every wound of it is taken. */
  rankTaken: boolean;
}

/** A healed player returns one of their tokens to the supply (the Alchemist). */
export interface HealStep {
  kind: 'heal';
  seat: Seat;
  healer: Seat;
}

/** A player just took their rank token and may use their character's ability. */
export interface AbilityStep {
  kind: 'ability';
  seat: Seat;
  character: CharacterName;
  /** Who inflicted the wound that revealed the rank (the Berserker strikes back at them). */
  source: Seat;
  intervenedFor: Seat | null;
}

export type Step = TurnStep | InterventionStep | ChooseIntervenerStep | WoundStep | HealStep | AbilityStep;
export type StepKind = Step['kind'];

/** One attack of the game, public: who attacked whom and who took the wound instead, if anyone. */
export interface AttackRecord {
  turn: number;
  attacker: Seat;
  target: Seat;
  intervener: Seat | null;
}

/** A whole game as plain JSON: store it, hash it, send it nowhere (views leave through `viewFor`). */
export interface BloodBoundState {
  version: 1;
  /** Clockwise: each seat shows its clue to the next one (its left) and sees the previous one's. */
  seats: Seat[];
  players: Player[];
  dagger: Seat;
  /** Turns begun so far (1 during the first turn). */
  turn: number;
  supply: Supply;
  /** Pending steps, last = now; at rest the last one waits for a decision. Empty once the game is over. */
  steps: Step[];
  attacks: AttackRecord[];
  outcome: Outcome | null;
  secret: Secrets;
}
