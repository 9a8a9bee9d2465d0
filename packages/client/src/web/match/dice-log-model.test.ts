import type { GameEvent } from '@dugout/rules';
import { describe, expect, test } from 'vitest';
import { groupLog } from './dice-log-model.js';

let seq = 0;
const e = (body: Record<string, unknown>): GameEvent => ({ seq: ++seq, ...body }) as unknown as GameEvent;
const sq = (x: number, y: number) => ({ x, y });

/** A drive: 11 players enter the pitch, the kick-off, a turn with a run of steps, a dodge, a block. */
function drive(): GameEvent[] {
  seq = 0;
  return [
    e({ kind: 'drive-start', kicking: 'away' }),
    ...Array.from({ length: 11 }, (_, i) => e({ kind: 'box', player: `home-${i + 1}`, box: null })),
    e({ kind: 'kick-off', event: 'changing-weather' }),
    e({ kind: 'turn-start', team: 'home', turn: 1, half: 1 }),
    e({ kind: 'activation', player: 'home-2', action: 'move' }),
    e({ kind: 'move', player: 'home-2', from: sq(12, 6), to: sq(11, 6), how: 'step' }),
    e({ kind: 'move', player: 'home-2', from: sq(11, 6), to: sq(10, 6), how: 'step' }),
    e({
      kind: 'roll',
      purpose: 'dodge',
      player: 'home-2',
      die: 'D6',
      natural: [4],
      modifiers: [],
      total: 4,
      target: 3,
      success: true,
      rerolled: false,
    }),
    e({ kind: 'move', player: 'home-2', from: sq(10, 6), to: sq(9, 5), how: 'step' }),
    e({ kind: 'move', player: 'home-2', from: sq(9, 5), to: sq(8, 5), how: 'step' }),
    e({ kind: 'activation-end', player: 'home-2' }),
    e({ kind: 'turn-start', team: 'away', turn: 1, half: 1 }),
    e({ kind: 'move', player: 'away-1', from: sq(14, 7), to: sq(15, 7), how: 'push' }),
    e({ kind: 'touchdown', team: 'away', player: 'away-3' }),
    e({ kind: 'box', player: 'away-1', box: 'reserves' }),
    e({ kind: 'box', player: 'away-3', box: 'reserves' }),
    e({ kind: 'box', player: 'home-4', box: 'knocked-out' }),
  ];
}

describe('the dice log grouped by turn, movement folded, filtered', () => {
  test('a drive: set-up and kick-off, then one group per team turn; steps fold between rolls', () => {
    const groups = groupLog(drive());
    expect(groups.map((g) => (g.turn ? `${g.turn.team} ${g.turn.turn}` : 'drive'))).toEqual([
      'drive',
      'home 1',
      'away 1',
    ]);
    // 22 "enters the pitch" lines become one (here 11, one team's set-up).
    expect(groups[0]!.lines.map((l) => (l.kind === 'setup' ? `setup ${l.events.length}` : l.kind))).toEqual([
      'event',
      'setup 11',
      'event',
    ]);
    const turn = groups[1]!.lines;
    expect(turn.map((l) => l.kind)).toEqual(['event', 'moves', 'event', 'moves', 'event']);
    const [, first, , second] = turn;
    expect(first).toMatchObject({ kind: 'moves', player: 'home-2', from: sq(12, 6), to: sq(10, 6) });
    expect(second).toMatchObject({ kind: 'moves', from: sq(10, 6), to: sq(8, 5) });
    // A push is a block's outcome: it stays a line of its own; so does a Knocked Out player leaving.
    expect(groups[2]!.lines.map((l) => l.kind)).toEqual(['event', 'event', 'reserves', 'event']);
  });

  test('dice only keeps the rolls (and the turn headings); no movement drops steps and set-ups', () => {
    const dice = groupLog(drive(), 'dice');
    expect(dice.flatMap((g) => g.lines.map((l) => (l.kind === 'event' ? l.event.kind : l.kind)))).toEqual([
      'kick-off',
      'roll',
    ]);
    expect(groupLog(drive(), 'no-movement').flatMap((g) => g.lines.map((l) => l.kind))).not.toContain(
      'reserves',
    );
    expect(dice.filter((g) => g.turn).length).toBe(2);
    const still = groupLog(drive(), 'no-movement');
    const kinds = still.flatMap((g) => g.lines.map((l) => (l.kind === 'event' ? l.event.kind : l.kind)));
    expect(kinds).not.toContain('moves');
    expect(kinds).not.toContain('setup');
    expect(kinds).toContain('roll');
    expect(kinds).toContain('move');
  });
});
