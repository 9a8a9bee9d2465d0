import { SeededDice } from '@dugout/rules';
import { apply } from '../apply.js';
import type { Command } from '../commands.js';
import type { GameEvent } from '../events.js';
import { whoMustAct } from '../legal.js';
import type { Random } from '../random.js';
import { setup } from '../setup.js';
import type { BloodBoundState } from '../state.js';
import type { Seat } from '../types.js';

export type Bot = (s: BloodBoundState, seat: Seat, random: Random) => Command;

/** A 32-byte seed from a small number, so a failing game can be replayed from its number. */
export function seedOf(n: number, salt = 0): Uint8Array {
  const seed = new Uint8Array(32);
  new DataView(seed.buffer).setUint32(0, n);
  new DataView(seed.buffer).setUint32(4, salt);
  return seed;
}

export interface PlayedGame {
  state: BloodBoundState;
  /** Every state the game passed through, the first being the set-up. */
  states: BloodBoundState[];
  /** Every event, unfiltered, with the seat whose command produced it (null for the set-up). */
  events: GameEvent[];
  /** The events of each step: set-up first, then one batch per command. */
  batches: GameEvent[][];
  decisions: number;
}

/**
 * Plays a whole game with `bot` in every seat: the deal from `SeededDice(seedOf(n))`, the bots' choices
 * from a second stream. When several seats must act (an intervention window), the first of them answers.
 */
export function playGame(players: number, n: number, bot: Bot, maxDecisions = 20_000): PlayedGame {
  const deal = new SeededDice(seedOf(n));
  const choices = new SeededDice(seedOf(n, 1));
  const start = setup(players, {}, deal);
  let state = start.state;
  const states = [state];
  const batches = [start.events];
  let decisions = 0;
  while (!state.outcome) {
    if (decisions >= maxDecisions) throw new Error(`game ${n} (${players} players) did not end`);
    const seat = whoMustAct(state)[0] as Seat;
    const applied = apply(state, seat, bot(state, seat, choices));
    state = applied.state;
    states.push(state);
    batches.push(applied.events);
    decisions += 1;
  }
  return { state, states, events: batches.flat(), batches, decisions };
}
