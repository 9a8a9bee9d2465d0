import { describe, expect, test } from 'vitest';
import { newRosterMatch, selfPlay } from '../bot/self-play.js';
import { SeededDice } from '../dice/index.js';
import { apply } from '../engine/apply.js';
import { cloneJson } from './clone.js';
import { hashState } from './hash.js';
import { shareUnchanged } from './share.js';

const seed = new Uint8Array(32).map((_, i) => (i * 11 + 3) & 0xff);

describe('sharing what a command left unchanged with the state before it', () => {
  test('every unchanged player is the old object, every changed one new, and no value differs', () => {
    const { commands } = selfPlay({ seed, maxDecisions: 400 });
    const dice = new SeededDice(seed);
    let state = newRosterMatch('human', 'orc', dice);
    let shared = 0;
    let changed = 0;
    for (const command of commands) {
      const before = cloneJson(state);
      const after = apply(state, command, dice).state;
      const values = cloneJson(after);
      const next = shareUnchanged(state, after);
      expect(next).toEqual(values);
      expect(hashState(next)).toBe(hashState(values));
      // The state before is left as it was.
      expect(state).toEqual(before);
      next.players.forEach((p, i) => {
        const old = state.players[i]!;
        if (JSON.stringify(p) === JSON.stringify(old)) {
          expect(p).toBe(old);
          shared++;
        } else {
          expect(p).not.toBe(old);
          changed++;
        }
      });
      state = next;
    }
    expect(shared).toBeGreaterThan(changed * 5);
    expect(changed).toBeGreaterThan(0);
  });

  test('a game played on shared states ends as the same game played without sharing', () => {
    const { commands, state: end } = selfPlay({ seed, maxDecisions: 400 });
    const dice = new SeededDice(seed);
    let state = newRosterMatch('human', 'orc', dice);
    for (const command of commands) state = shareUnchanged(state, apply(state, command, dice).state);
    expect(hashState(state)).toBe(hashState(end));
  });
});
