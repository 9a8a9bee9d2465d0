/**
 * Pure view logic of a live match: turn clocks, connection states, refused requests as catalogue
 * messages (the dice log is `live-log.ts`). Unit-tested; the screen is `live-match.tsx`.
 */
import { type Command, concessionRefusal, type MatchState, type Side } from '@dugout/rules';
import { MatchError } from '../../match-connection.js';
import type { Participant, Seat, SeatPresence, TurnClock } from '../../protocol.js';
import { isMessageKey, t } from '../i18n/index.js';
import type { Names } from '../match/describe-event.js';
import { formatClock } from './format-clock.js';
import { liveErrorText } from './live-error-text.js';

export { formatClock, liveErrorText };

/** Milliseconds left on a clock `now`, counting down locally from when it was received (`receivedAt`). */
export function clockRemaining(clock: TurnClock, receivedAt: number, now: number): number {
  if (!clock.running) return Math.max(0, clock.remainingMs);
  return Math.max(0, clock.remainingMs - Math.max(0, now - receivedAt));
}

export type SeatTimer =
  | { kind: 'running'; text: string; low: boolean }
  | { kind: 'paused'; text: string }
  | { kind: 'expired' }
  | { kind: 'idle'; text: string };

/** What a seat's timer on the scoreboard shows: its turn's clock, or a full turn while it waits. */
export function seatTimer(
  seat: Seat,
  clock: TurnClock | null,
  turnSeconds: number,
  receivedAt: number,
  now: number,
): SeatTimer {
  if (!clock || clock.seat !== seat) return { kind: 'idle', text: formatClock(turnSeconds * 1000) };
  const left = clockRemaining(clock, receivedAt, now);
  if (clock.expired || left === 0) return { kind: 'expired' };
  const text = formatClock(left);
  return clock.running ? { kind: 'running', text, low: left <= 30_000 } : { kind: 'paused', text };
}

export type SeatConnection = 'bot' | 'connected' | 'away';

export function seatConnection(
  participant: Participant | undefined,
  presence?: SeatPresence,
): SeatConnection {
  if (participant?.kind === 'bot') return 'bot';
  return presence?.connected ? 'connected' : 'away';
}

/**
 * The engine takes `{ type: 'concede' }` only at the start of the team's own turn, before any of its
 * players is activated (it is never among the options): its own check says when the button is live.
 */
export function mayConcede(state: MatchState, side: Side): boolean {
  return !state.finished && concessionRefusal(state, side) === null;
}

/** The server's codes for the rules engine's refusals, back to the engine's (as `../match` words them). */
const ENGINE_REFUSALS: Partial<Record<string, string>> = {
  'match/not-your-turn': 'not-your-decision',
  'match/unexpected-command': 'unexpected-command',
  'match/unknown-player': 'unknown-player',
  'match/not-your-player': 'player-not-eligible',
  'match/action-not-allowed': 'action-not-allowed',
  'match/illegal-square': 'square-out-of-reach',
  'match/illegal-choice': 'illegal-choice',
};

/** A refused command, said as the practice mode says the engine's refusals (naming the player and action). */
export function commandRefusalText(error: unknown, command: Command, names: Names): string {
  const engine = error instanceof MatchError ? ENGINE_REFUSALS[error.code] : undefined;
  const key = `illegal.${engine}`;
  if (!engine || !isMessageKey(key)) return liveErrorText(error);
  return t(key, {
    player: 'player' in command ? names.player(command.player) : '',
    action: command.type === 'activate' ? t(`action.${command.action}`) : '',
  });
}
