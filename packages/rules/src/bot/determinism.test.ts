import { describe, expect, test } from 'vitest';
import { SeededDice } from '../dice/index.js';
import { EDITION_IDS } from '../edition/edition.js';
import { apply } from '../engine/apply.js';
import { hashState } from '../state/hash.js';
import { newRosterMatch, selfPlay } from './self-play.js';

const seed = (n: number) => new Uint8Array(32).map((_, i) => (i === 0 ? n : (i * 7) & 0xff));

describe.each(EDITION_IDS)('determinism (%s)', (edition) => {
  test('replaying a recorded random game gives the same state hash at every step', () => {
    const hashes: string[] = [];
    const recorded = selfPlay({ seed: seed(42), edition, onStep: (s) => hashes.push(hashState(s)) });
    expect(recorded.state.finished).toBe(true);
    expect(hashes).toHaveLength(recorded.commands.length);

    const dice = new SeededDice(seed(42));
    let state = newRosterMatch('human', 'orc', dice, { edition });
    expect(state.edition).toBe(edition);
    recorded.commands.forEach((command, i) => {
      state = apply(state, command, dice).state;
      expect(hashState(state), `step ${i}`).toBe(hashes[i]);
    });
    expect(hashState(state)).toBe(hashState(recorded.state));
  });

  test('the same seed and commands give byte-identical events', () => {
    const a = selfPlay({ seed: seed(7), edition, maxDecisions: 300 });
    const eventsOf = () => {
      const dice = new SeededDice(seed(7));
      let state = newRosterMatch('human', 'orc', dice, { edition });
      const events: unknown[] = [];
      for (const c of a.commands) {
        const r = apply(state, c, dice);
        state = r.state;
        events.push(...r.events);
      }
      return JSON.stringify(events);
    };
    expect(eventsOf()).toBe(eventsOf());
  });

  test('a different seed gives a different game', () => {
    const a = selfPlay({ seed: seed(1), edition, maxDecisions: 200 });
    const b = selfPlay({ seed: seed(2), edition, maxDecisions: 200 });
    expect(hashState(a.state)).not.toBe(hashState(b.state));
  });
});

describe('determinism of an LRB6 match (classic rosters only)', () => {
  test('Khemri v Chaos Pact: the replay of the recorded commands gives the same state hash at every step', () => {
    const hashes: string[] = [];
    const recorded = selfPlay({
      seed: seed(9),
      edition: 'classic',
      home: 'khemri',
      away: 'chaos-pact',
      onStep: (s) => hashes.push(hashState(s)),
    });
    expect(recorded.state.finished).toBe(true);
    const dice = new SeededDice(seed(9));
    let state = newRosterMatch('khemri', 'chaos-pact', dice, { edition: 'classic' });
    recorded.commands.forEach((command, i) => {
      state = apply(state, command, dice).state;
      expect(hashState(state), `step ${i}`).toBe(hashes[i]);
    });
    expect(hashState(state)).toBe(hashState(recorded.state));
  });
});
