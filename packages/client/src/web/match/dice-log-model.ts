import type { GameEvent, PlayerId, Square } from '@dugout/rules';

/**
 * The dice log as a coach reads it (issue 21 item 7): one group per team turn (the set-ups and kick-off
 * before a drive's first turn are a group of their own), a player's run of steps folded into one line, a
 * set-up's players entering the pitch (and a drive's end sending them back to the Reserves) folded into one
 * line each, and a filter.
 */

type Event<K extends GameEvent['kind']> = Extract<GameEvent, { kind: K }>;

export type LogLine =
  | { kind: 'event'; event: GameEvent }
  /** One player's consecutive steps (and jumps): from the first square to the last. */
  | { kind: 'moves'; player: PlayerId; from: Square; to: Square; events: Event<'move'>[] }
  /** Players placed on or sent to the pitch during a set-up. */
  | { kind: 'setup'; events: (Event<'move'> | Event<'box'>)[] }
  /** Players going back to the Reserves at the end of a drive. */
  | { kind: 'reserves'; events: Event<'box'>[] };

export interface LogGroup {
  /** The turn the group is (null: before the first turn of a drive). */
  turn: Event<'turn-start'> | null;
  /** The first event's sequence number: a stable key. */
  seq: number;
  lines: LogLine[];
}

export const LOG_FILTERS = ['all', 'dice', 'no-movement'] as const;
export type LogFilter = (typeof LOG_FILTERS)[number];

/** Events the dice decided, and the re-rolls of them: what "dice only" keeps. */
const DICE_KINDS: ReadonlySet<GameEvent['kind']> = new Set([
  'roll',
  'reroll',
  'block',
  'block-result',
  'armour',
  'injury',
  'casualty',
  'apothecary',
  'kick-off',
  'weather',
  'interception',
  'pass',
  'throw-team-mate',
  'landing',
  'foul',
]);

const isStep = (e: GameEvent): e is Event<'move'> =>
  e.kind === 'move' && (e.how === 'step' || e.how === 'jump');
const isSetup = (e: GameEvent): e is Event<'move'> | Event<'box'> =>
  (e.kind === 'move' && e.how === 'placed') || (e.kind === 'box' && e.box === null);
const toReserves = (e: GameEvent): e is Event<'box'> => e.kind === 'box' && e.box === 'reserves';
const isMovement = (e: GameEvent) => isStep(e) || isSetup(e) || toReserves(e);

function keep(e: GameEvent, filter: LogFilter): boolean {
  if (e.kind === 'turn-start') return true;
  if (filter === 'dice') return DICE_KINDS.has(e.kind);
  if (filter === 'no-movement') return !isMovement(e);
  return true;
}

export function groupLog(log: readonly GameEvent[], filter: LogFilter = 'all'): LogGroup[] {
  const groups: LogGroup[] = [];
  let current: LogGroup | null = null;
  for (const e of log) {
    if (!keep(e, filter)) continue;
    // A new group at each turn, and at a drive's start (its set-ups and kick-off come before any turn).
    if (e.kind === 'turn-start' || e.kind === 'drive-start' || !current) {
      current = { turn: e.kind === 'turn-start' ? e : null, seq: e.seq, lines: [] };
      groups.push(current);
      if (e.kind === 'turn-start') continue;
    }
    const last = current.lines[current.lines.length - 1];
    if (isStep(e)) {
      if (last?.kind === 'moves' && last.player === e.player) {
        last.to = e.to;
        last.events.push(e);
      } else current.lines.push({ kind: 'moves', player: e.player, from: e.from, to: e.to, events: [e] });
    } else if (isSetup(e)) {
      if (last?.kind === 'setup') last.events.push(e);
      else current.lines.push({ kind: 'setup', events: [e] });
    } else if (toReserves(e)) {
      if (last?.kind === 'reserves') last.events.push(e);
      else current.lines.push({ kind: 'reserves', events: [e] });
    } else current.lines.push({ kind: 'event', event: e });
  }
  return groups;
}
