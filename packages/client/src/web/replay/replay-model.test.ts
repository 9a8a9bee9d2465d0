import { describe, expect, test } from 'vitest';
import type { ReplayStep } from '../../protocol.js';
import { clampStep, eventsUpTo, SPEEDS, stepDelayMs, turnAt, turnMarks } from './replay-model.js';

const step = (seq: number, events: unknown[]): ReplayStep => ({
  seq,
  seat: 'home',
  actor: 'c1',
  command: { type: 'done' },
  events,
});
const turnStart = (team: 'home' | 'away', turn: number, seq: number) => ({
  kind: 'turn-start',
  team,
  half: 1,
  turn,
  seq,
});

const STEPS = [
  step(1, [{ kind: 'note', text: 'set up', seq: 1 }]),
  step(2, [{ kind: 'kick-off', event: 'blitz', seq: 2 }, turnStart('home', 1, 3)]),
  step(3, [{ kind: 'move', seq: 4 }]),
  step(4, [turnStart('away', 1, 5)]),
];

describe('replay stepping', () => {
  test('finds the step where each team turn starts', () => {
    expect(turnMarks(STEPS)).toEqual([
      { step: 2, half: 1, team: 'home', turn: 1 },
      { step: 4, half: 1, team: 'away', turn: 1 },
    ]);
  });

  test('knows which turn a step is in (none before the first)', () => {
    const marks = turnMarks(STEPS);
    expect(turnAt(marks, 0)).toBeUndefined();
    expect(turnAt(marks, 1)).toBeUndefined();
    expect(turnAt(marks, 3)?.team).toBe('home');
    expect(turnAt(marks, 4)?.team).toBe('away');
  });

  test('the dice log of a step has every event up to it, and going back takes events away', () => {
    expect(eventsUpTo(STEPS, 0)).toEqual([]);
    expect(eventsUpTo(STEPS, 2).map((e) => e.seq)).toEqual([1, 2, 3]);
    expect(eventsUpTo(STEPS, 4).map((e) => e.seq)).toEqual([1, 2, 3, 4, 5]);
  });

  test('steps stay within the log; speeds are steps per second', () => {
    expect(clampStep(-1, 4)).toBe(0);
    expect(clampStep(9, 4)).toBe(4);
    expect(clampStep(2.4, 4)).toBe(2);
    expect(SPEEDS.map(stepDelayMs)).toEqual([1000, 500, 250, 125]);
  });
});
