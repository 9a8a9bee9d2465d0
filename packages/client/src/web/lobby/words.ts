import type { TableSeat } from '../../protocol.js';
import { type MessageKey, t } from '../i18n/index.js';
import { formatClock } from '../live/format-clock.js';

const GAME_NAMES: Record<string, MessageKey> = {
  'blood-bowl': 'game.blood-bowl',
  'trench-crusade': 'game.trench-crusade',
  'blood-bound': 'game.blood-bound',
};

/** A game's name in the coach's language (its id for a game the screens do not know yet). */
export const gameName = (game: string): string => (GAME_NAMES[game] ? t(GAME_NAMES[game]) : game);

/** Blood Bowl's seats have names of their own; other games' seats are shown as they are called. */
export const seatLabel = (seat: string): string =>
  seat === 'home' ? t('lobby.seat.home') : seat === 'away' ? t('lobby.seat.away') : seat;

export const clockText = (turnSeconds: number): string =>
  t('lobby.table.clock', { time: formatClock(turnSeconds * 1000) });

export { challengeStatus, isChallenge } from '../../tables.js';

export const seatEmpty = (s: TableSeat): boolean => s.taken === null;
