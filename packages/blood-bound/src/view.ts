import { type Card, cardOf, characterOfRank } from './characters.js';
import type { Command } from './commands.js';
import type { Supply } from './components.js';
import { legalCommands, whoMustAct } from './legal.js';
import type { Outcome } from './outcome.js';
import { cardAt, copyJson, currentStep, isSeat, rankInSupply, rightOf } from './query.js';
import type { AttackRecord, BloodBoundState, Step } from './state.js';
import type { AbilityCard, CharacterName, Clan, CurseFace, Rank, Recipient, Seat, Token } from './types.js';

/** A player as the whole table sees them. */
export interface SeatView {
  seat: Seat;
  tokens: Token[];
  wounds: number;
  revealedRank: Rank | null;
  /** The character the revealed rank names (rank tokens show no clan). */
  character: CharacterName | null;
  /** Ability cards beside the character card; a Curse shows only its back. */
  cards: AbilityCard[];
  hasDagger: boolean;
  /** The rank token is still in the supply, so this player may intervene. */
  mayIntervene: boolean;
}

/** What the game waits for, as everyone may know it. */
export type DecisionView =
  | { kind: 'turn'; seat: Seat }
  | { kind: 'intervention'; attacker: Seat; target: Seat; waiting: Seat[]; offers: Seat[]; declined: Seat[] }
  | { kind: 'choose-intervener'; attacker: Seat; target: Seat; offers: Seat[] }
  | { kind: 'take-token'; seat: Seat; source: Seat; left: number }
  | { kind: 'return-token'; seat: Seat; healer: Seat }
  | { kind: 'ability'; seat: Seat; ability: CharacterName; source: Seat; intervenedFor: Seat | null };

/** What only the recipient knows. */
export interface YouView {
  seat: Seat;
  card: Card;
  /** The clue the player on your right showed you (seed [게임준비] 5). */
  rightNeighbour: { seat: Seat; clue: Clan };
  /** The cards your Harlequin looked at. */
  sightings: { seat: Seat; card: Card }[];
  /** Where you, the Inquisitor, dealt the Curses and which is true. */
  cursesDealt: { seat: Seat; face: CurseFace }[];
  /** Everything you may do now (empty when you have nothing to decide). */
  options: Command[];
}

/** The table as one recipient may see it: `viewFor` is the only way state leaves the rules. */
export interface TableView {
  recipient: Recipient;
  seats: SeatView[];
  dagger: Seat;
  turn: number;
  supply: Supply;
  decision: DecisionView | null;
  waitingFor: Seat[];
  attacks: AttackRecord[];
  you: YouView | null;
  /** Set once the game is over, with every card and Curse revealed. */
  outcome: Outcome | null;
}

function decisionView(step: Step | undefined): DecisionView | null {
  switch (step?.kind) {
    case undefined:
      return null;
    case 'turn':
      return { kind: 'turn', seat: step.seat };
    case 'intervention':
      return {
        kind: 'intervention',
        attacker: step.attacker,
        target: step.target,
        waiting: [...step.waiting],
        offers: [...step.offers],
        declined: [...step.declined],
      };
    case 'choose-intervener':
      return {
        kind: 'choose-intervener',
        attacker: step.attacker,
        target: step.target,
        offers: [...step.offers],
      };
    case 'wound':
      return { kind: 'take-token', seat: step.seat, source: step.source, left: step.left };
    case 'heal':
      return { kind: 'return-token', seat: step.seat, healer: step.healer };
    case 'ability':
      // The character is public here: the ability fires only once its rank token is face up.
      return {
        kind: 'ability',
        seat: step.seat,
        ability: step.character,
        source: step.source,
        intervenedFor: step.intervenedFor,
      };
  }
}

function youView(s: BloodBoundState, seat: Seat): YouView {
  const right = rightOf(s, seat);
  const mine = cardAt(s, seat);
  return {
    seat,
    card: mine,
    rightNeighbour: { seat: right, clue: cardAt(s, right).clue },
    sightings: s.secret.sightings
      .filter((x) => x.by === seat)
      .map((x) => ({ seat: x.seat, card: cardOf(x.card) })),
    cursesDealt: mine.character === 'inquisitor' ? s.secret.curses.map((c) => ({ ...c })) : [],
    options: legalCommands(s, seat),
  };
}

/**
 * The state as `recipient` may see it: public tokens, ability cards (Curses face down), the dagger and the
 * decision for everyone; a seat's own card, its right neighbour's clue, its Harlequin's sightings and (for
 * the Inquisitor) the Curses it dealt only to that seat; everything once the game is over.
 */
export function viewFor(s: BloodBoundState, recipient: Recipient): TableView {
  return {
    recipient,
    seats: s.players.map((p) => ({
      seat: p.seat,
      tokens: [...p.tokens],
      wounds: p.tokens.length,
      revealedRank: p.revealedRank,
      character: p.revealedRank === null ? null : characterOfRank(p.revealedRank),
      cards: p.cards.map((c) => ({ ...c })),
      hasDagger: p.seat === s.dagger,
      mayIntervene: rankInSupply(p),
    })),
    dagger: s.dagger,
    turn: s.turn,
    supply: copyJson(s.supply),
    decision: decisionView(currentStep(s)),
    waitingFor: whoMustAct(s),
    attacks: s.attacks.map((a) => ({ ...a })),
    you: recipient !== 'spectator' && isSeat(s, recipient) ? youView(s, recipient) : null,
    outcome: s.outcome ? copyJson(s.outcome) : null,
  };
}
