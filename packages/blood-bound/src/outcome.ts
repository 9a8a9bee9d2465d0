import type { CardId } from './characters.js';
import { RulesError } from './errors.js';
import { leaderOf } from './leader.js';
import { cardAt } from './query.js';
import type { BloodBoundState } from './state.js';
import { type Clan, type CurseFace, otherClan, type Seat } from './types.js';

export type SeatResult = 'win' | 'loss';

/** How the game ended, with every secret revealed. */
export interface Outcome {
  captured: Seat;
  capturedBy: Seat;
  /** The side that wins: a clan, or the Inquisitor alone. */
  winner: Clan | 'inquisitor';
  /** The clan the capture made victorious before the Curses were turned (null if the Inquisitor was captured). */
  clanVictory: Clan | null;
  /** Whether the captured player was the leader of the capturer's rival clan. */
  capturedRivalLeader: boolean;
  /** The leader of each clan at the end. */
  leaders: Record<Clan, Seat>;
  /** Who held the True Curse, if it was dealt. */
  trueCurse: Seat | null;
  /** Every seat's result. */
  seats: Record<Seat, SeatResult>;
  /** Everything revealed at the end: every character card, every Curse's face. */
  cards: Record<Seat, CardId>;
  curses: { seat: Seat; face: CurseFace }[];
}

/**
 * Victory (seed [게임승리], [탐문자의 승리]). Capturing the rival clan's leader wins for the capturer's clan;
 * capturing anyone else loses it, and the other clan wins. Then the Curses are turned: if the winning clan's
 * leader holds the True Curse, the Inquisitor wins alone. Capturing the Inquisitor makes him win alone.
 */
export function decideOutcome(s: BloodBoundState, captured: Seat, by: Seat): Outcome {
  const capturedCard = cardAt(s, captured);
  const capturerCard = cardAt(s, by);
  const leaders = { phoenix: leaderOf(s, 'phoenix'), gargoyle: leaderOf(s, 'gargoyle') };
  const trueCurse = s.secret.curses.find((c) => c.face === 'true-curse')?.seat ?? null;
  let clanVictory: Clan | null = null;
  let capturedRivalLeader = false;
  if (capturedCard.faction !== 'secret-order') {
    // The Inquisitor may not attack a player with three wounds and wounds nobody by his ability, so he never
    // makes a capture; a clan always does.
    if (capturerCard.faction === 'secret-order') throw new RulesError('the Inquisitor cannot capture');
    const rival = otherClan(capturerCard.faction);
    capturedRivalLeader = capturedCard.faction === rival && leaders[rival] === captured;
    clanVictory = capturedRivalLeader ? capturerCard.faction : rival;
  }
  const winner: Clan | 'inquisitor' =
    clanVictory === null || (trueCurse !== null && trueCurse === leaders[clanVictory])
      ? 'inquisitor'
      : clanVictory;
  const winning = (seat: Seat) => {
    const faction = cardAt(s, seat).faction;
    return winner === 'inquisitor' ? faction === 'secret-order' : faction === winner;
  };
  return {
    captured,
    capturedBy: by,
    winner,
    clanVictory,
    capturedRivalLeader,
    leaders,
    trueCurse,
    seats: Object.fromEntries(s.seats.map((seat) => [seat, winning(seat) ? 'win' : 'loss'])),
    cards: Object.fromEntries(s.seats.map((seat, i) => [seat, s.secret.cards[i] as CardId])),
    curses: s.secret.curses.map((c) => ({ ...c })),
  };
}

/** The outcome once the game is over, else undefined. */
export function outcome(s: BloodBoundState): Outcome | undefined {
  return s.outcome ?? undefined;
}
