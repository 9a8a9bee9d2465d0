import { pino } from 'pino';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { MemoryStore } from '../../test-support/memory-store.js';
import { silentBroadcaster } from '../broadcaster.js';
import { canonicalJson, sha256Hex } from '../canonical.js';
import { ManualClock } from '../clock.js';
import { LocalClockRecords } from '../clock-records.js';
import type { GameModule } from '../game-module.js';
import { createdMatch } from '../match-host.js';
import { LocalPresence } from '../presence.js';
import { MatchRoom } from '../room.js';

type Tally = { total: number; turn: 'home' | 'away' };

/** Each roll adds a d6 and passes the turn; 40 or more ends the match. */
const tally: GameModule<Tally, { type: 'roll' }, number> = {
  id: 'tally',
  version: 'v1',
  seats: { kind: 'fixed', seats: ['home', 'away'] },
  optionsSchema: z.object({}),
  commandSchema: z.object({ type: z.literal('roll') }),
  prepare: () => ({}),
  create: () => ({ state: { total: 0, turn: 'home' }, events: [] }),
  whoMustAct: (s) => [s.turn],
  apply: (s, _c, _seat, dice) => {
    const roll = dice.roll(6);
    return { state: { total: s.total + roll, turn: s.turn === 'home' ? 'away' : 'home' }, events: [roll] };
  },
  viewFor: (s) => s,
  eventsFor: (e) => [...e],
  result: (s) =>
    s.total >= 40
      ? { winner: null, seats: { home: { result: 'draw' }, away: { result: 'draw' } }, reason: 'played' }
      : undefined,
  hash: (s) => sha256Hex(canonicalJson(s)),
  onLeave: () => ({ kind: 'bot' }),
};

async function loadedRoom(recentClientIds: number) {
  const store = new MemoryStore();
  await store.create(
    createdMatch(tally, {
      id: 'm1',
      setup: {},
      seats: {
        home: { kind: 'coach', coachId: 'a', name: 'A' },
        away: { kind: 'coach', coachId: 'b', name: 'B' },
      },
      seed: new Uint8Array(32).fill(5),
      turnSeconds: 0,
    }),
  );
  const clock = new ManualClock();
  const room = await MatchRoom.load((await store.get('m1'))!, tally, {
    store,
    clock,
    presence: new LocalPresence(clock),
    broadcaster: silentBroadcaster,
    log: pino({ level: 'silent' }),
    snapshotEvery: 100,
    forfeitGraceMs: 60_000,
    onCommitted: () => {},
    onFinished: () => {},
    chat: { maxLength: 200, perWindow: 5, windowMs: 10_000 },
    clocks: new LocalClockRecords(),
    recentClientIds,
  });
  return { store, room };
}

const home = { seat: 'home', id: 'a' };
const away = { seat: 'away', id: 'b' };
const roll = { type: 'roll' };

describe('resends older than the client ids a room keeps in memory (issue 14)', () => {
  test('a resend of an old command is answered as a duplicate and changes nothing, even when it would be refused', async () => {
    const { room } = await loadedRoom(2);
    for (let i = 0; i < 6; i++) await room.submit(i % 2 ? away : home, `c${i}`, roll);
    const before = { seq: room.seq, hash: room.stateHash };
    // Home must act: away's old command would be "not your turn", home's is legal again; both were stored.
    expect(await room.submit(away, 'c1', roll)).toEqual({ seq: 2, duplicate: true });
    expect(await room.submit(home, 'c0', roll)).toEqual({ seq: 1, duplicate: true });
    expect({ seq: room.seq, hash: room.stateHash }).toEqual(before);
    // A new command out of turn is refused as before.
    await expect(room.submit(away, 'new', roll)).rejects.toMatchObject({ code: 'match/not-your-turn' });
    expect(room.seq).toBe(before.seq);
  });

  test('after the end an old resend is still a duplicate, a new command is refused', async () => {
    const { room } = await loadedRoom(1);
    for (let i = 0; room.live; i++) await room.submit(i % 2 ? away : home, `c${i}`, roll);
    expect(await room.submit(home, 'c0', roll)).toEqual({ seq: 1, duplicate: true });
    await expect(room.submit(home, 'late', roll)).rejects.toMatchObject({ code: 'match/finished' });
  });
});
