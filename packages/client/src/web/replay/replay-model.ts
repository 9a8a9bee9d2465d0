/** Pure logic of the replay screen: where each turn starts, the dice log up to a step, play speeds. */
import type { GameEvent, Side } from '@dugout/rules';
import type { ReplayStep } from '../../protocol.js';

export interface TurnMark {
  /** The step whose events start the turn: the replay jumps to the view after it. */
  step: number;
  half: number;
  team: Side;
  turn: number;
}

/** Every team turn of the log, in order, with the step that starts it. */
export function turnMarks(steps: readonly ReplayStep[]): TurnMark[] {
  const marks: TurnMark[] = [];
  for (const s of steps) {
    for (const e of s.events as GameEvent[]) {
      if (e.kind === 'turn-start') marks.push({ step: s.seq, half: e.half, team: e.team, turn: e.turn });
    }
  }
  return marks;
}

/** The turn step `at` is in (the last turn that started at or before it), if any. */
export function turnAt(marks: readonly TurnMark[], at: number): TurnMark | undefined {
  let found: TurnMark | undefined;
  for (const m of marks) if (m.step <= at) found = m;
  return found;
}

/** The events of steps 1..`at` (step 0 is the match before its first command). */
export function eventsUpTo(steps: readonly ReplayStep[], at: number): GameEvent[] {
  return steps.filter((s) => s.seq <= at).flatMap((s) => s.events as GameEvent[]);
}

export const clampStep = (step: number, length: number): number =>
  Math.max(0, Math.min(Math.round(step), length));

/** Play speeds: steps per second. */
export const SPEEDS = [1, 2, 4, 8] as const;
export type Speed = (typeof SPEEDS)[number];
export const stepDelayMs = (speed: Speed): number => Math.round(1000 / speed);
