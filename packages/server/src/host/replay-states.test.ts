import { pino } from 'pino';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { MemoryStore } from '../test-support/memory-store.js';
import { canonicalJson, sha256Hex } from './canonical.js';
import type { GameModule } from './game-module.js';
import { createdMatch } from './match-host.js';
import { ReplayStates } from './replay-states.js';
import { Ledger } from './room/commit.js';

type Count = { n: number; rolled: number[] };

/** Each command rolls a d6 and counts; `applied` counts the calls, so a test sees how much a replay cost. */
function countingGame() {
  const calls = { applied: 0 };
  const module: GameModule<Count, { go: true }, number> = {
    id: 'count',
    version: 'v1',
    seats: { kind: 'fixed', seats: ['home'] },
    optionsSchema: z.object({}),
    commandSchema: z.object({ go: z.literal(true) }),
    prepare: () => ({}),
    create: () => ({ state: { n: 0, rolled: [] }, events: [] }),
    whoMustAct: () => ['home'],
    apply(s, _c, _seat, dice) {
      calls.applied++;
      const r = dice.roll(6);
      return { state: { n: s.n + 1, rolled: [...s.rolled, r] }, events: [r] };
    },
    viewFor: (s) => s,
    eventsFor: (e) => [...e],
    result: () => undefined,
    hash: (s) => sha256Hex(canonicalJson(s)),
    onLeave: () => ({ kind: 'bot' }),
  };
  return { module, calls };
}

describe('replay states: from the nearest snapshot or cached state', () => {
  test('every step equals a rebuild from the creation, at the cost of the commands after the nearest start', async () => {
    const { module, calls } = countingGame();
    const store = new MemoryStore();
    await store.create(
      createdMatch(module, {
        id: 'm1',
        setup: {},
        seats: { home: { kind: 'coach', coachId: 'a', name: 'A' } },
        seed: new Uint8Array(32).fill(9),
        turnSeconds: 60,
      }),
    );
    const ledger = new Ledger((await store.get('m1'))!, module, {
      store,
      log: pino({ level: 'silent' }),
      snapshotEvery: 10,
      now: () => 0,
    });
    const states: Count[] = [ledger.state as Count];
    for (let i = 0; i < 25; i++) {
      await ledger.commit({ seat: 'home', id: 'coach' }, null, { go: true });
      states.push(ledger.state as Count);
    }
    const stored = (await store.get('m1'))!;
    const replays = new ReplayStates(store);

    calls.applied = 0;
    expect(await replays.at(module, stored, 23)).toEqual(states[23]);
    // From the snapshot at 20: three commands, not twenty-three.
    expect(calls.applied).toBe(3);

    calls.applied = 0;
    for (let step = 0; step <= 25; step++)
      expect(await replays.at(module, stored, step)).toEqual(states[step]);
    // Stepping forward applies one command a step at most (the snapshots at 10 and 20 start two of them).
    expect(calls.applied).toBeLessThanOrEqual(25);
    calls.applied = 0;
    expect(await replays.at(module, stored, 17)).toEqual(states[17]);
    expect(calls.applied).toBe(0);
  });
});
