import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../test-support/databases.js';
import { newStoredMatch, storedCommand } from '../test-support/stored-match.js';
import { ManualClock } from './clock.js';
import { MatchLeases } from './lease.js';
import { LeasedOwnership } from './ownership.js';
import { PrismaMatchStore } from './prisma-store.js';
import { SequenceConflict, type StoredCommand } from './store.js';

const TTL = 6_000;
const quiet = { warn() {} };

const liveMatch = (id: string) => newStoredMatch({ id, snapshot: {} });

const command = (seq: number): StoredCommand =>
  storedCommand(seq, { actor: 'bot', clientId: null, chainHash: `chain${seq}` });

describe.each(databaseKinds())('match ownership between nodes on %s', (kind) => {
  let db: TestDatabase;
  let store: PrismaMatchStore;
  beforeAll(async () => {
    db = await openTestDatabase(kind);
    store = new PrismaMatchStore(db.prisma);
  });
  afterAll(() => db.close());

  function node(name: string, clock: ManualClock) {
    const ownership = new LeasedOwnership(new MatchLeases(db.prisma, name, TTL), clock, TTL, quiet);
    const lost: string[] = [];
    const orphans: string[] = [];
    ownership.onLost((id) => lost.push(id));
    ownership.onOrphans((ids) => orphans.push(...ids));
    return { ownership, lost, orphans };
  }

  test('a lease held by a dead node is taken over; a live one is not, and a released one waits for demand', async () => {
    const clock = new ManualClock();
    const [kept, orphaned, unloaded] = [randomUUID(), randomUUID(), randomUUID()];
    for (const id of [kept, orphaned, unloaded]) await store.create(liveMatch(id));
    const a = node('node-a', clock);
    const b = node('node-b', clock);
    const c = node('node-c', clock);
    expect(await a.ownership.claim(kept)).toEqual({ here: true, fence: 1n });
    expect(await b.ownership.claim(orphaned)).toEqual({ here: true, fence: 1n });
    expect(await b.ownership.claim(unloaded)).toMatchObject({ here: true });
    await b.ownership.release(unloaded);

    // Past the first lease time: A is alive and renews, B has died (it renews no more).
    clock.advance(TTL / 2);
    await a.ownership.renew();
    clock.advance(TTL / 2 + 1);
    expect(await c.ownership.claim(kept)).toMatchObject({ here: false, node: 'node-a' });
    await c.ownership.sweep();
    expect(c.orphans).toEqual([orphaned]);
    // C takes the dead node's match with the next token; the released one is free for whoever asks.
    expect(await c.ownership.claim(orphaned)).toEqual({ here: true, fence: 2n });
    expect(await c.ownership.claim(unloaded)).toEqual({ here: true, fence: 2n });

    // B comes back from its pause: its renewal fails, it is told to stop serving, and its writes are fenced.
    await b.ownership.renew();
    expect(b.lost).toEqual([orphaned]);
    expect(b.ownership.holds(orphaned)).toBe(false);
    await expect(store.append(orphaned, command(1), { fence: 1n })).rejects.toBeInstanceOf(SequenceConflict);
    await store.append(orphaned, command(1), { fence: 2n });
    expect((await store.get(orphaned))?.seq).toBe(1);
    expect(a.lost).toEqual([]);
  });
});
