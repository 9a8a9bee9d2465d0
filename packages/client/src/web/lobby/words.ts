import type { Challenge, GameTable, TableSeat } from '../../protocol.js';
import { type MessageKey, t } from '../i18n/index.js';
import { formatClock } from '../live/live-view.js';

const GAME_NAMES: Record<string, MessageKey> = { 'blood-bowl': 'game.blood-bowl' };

/** A game's name in the coach's language (its id for a game the screens do not know yet). */
export const gameName = (game: string): string => (GAME_NAMES[game] ? t(GAME_NAMES[game]) : game);

/** Blood Bowl's seats have names of their own; other games' seats are shown as they are called. */
export const seatLabel = (seat: string): string =>
  seat === 'home' ? t('lobby.seat.home') : seat === 'away' ? t('lobby.seat.away') : seat;

export const clockText = (turnSeconds: number): string =>
  t('lobby.table.clock', { time: formatClock(turnSeconds * 1000) });

/** A two-seat table that starts by itself is a challenge, and the lobby says so. */
export const isChallenge = (table: GameTable): boolean => table.autoStart && table.seats.length === 2;

/** A challenge's status, as the challenge routes report it. */
export function challengeStatus(table: GameTable): Challenge['status'] {
  if (table.status === 'started') return 'accepted';
  if (table.seats.some((s) => s.declined)) return 'declined';
  return table.status === 'open' ? 'open' : 'cancelled';
}

export const seatEmpty = (s: TableSeat): boolean => s.taken === null;
