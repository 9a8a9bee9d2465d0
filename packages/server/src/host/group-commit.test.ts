import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SqlExecutor } from '../db/sql.js';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../test-support/databases.js';
import { newStoredMatch, storedCommand } from '../test-support/stored-match.js';
import { GroupCommit } from './group-commit.js';
import { PrismaMatchStore } from './prisma-store.js';
import { DuplicateCommand, SequenceConflict, type StoredCommand } from './store.js';

/** A promise and the function that settles it. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((r) => {
    open = r;
  });
  return { open, opened };
}

describe('group commit', () => {
  test('writes that arrive while a batch is written go down together in the next; one key once a batch', async () => {
    const batches: string[][] = [];
    const first = gate();
    const commit = new GroupCommit<string>(async (writes) => {
      batches.push(writes);
      if (batches.length === 1) await first.opened;
      return writes.map(() => ({ ok: true }));
    });
    const done = [
      commit.write('a', 'a1'),
      commit.write('b', 'b1'),
      commit.write('c', 'c1'),
      commit.write('b', 'b2'),
    ];
    first.open();
    await Promise.all(done);
    expect(batches).toEqual([['a1'], ['b1', 'c1'], ['b2']]);
  });

  test('each write settles with its own outcome, and not before its batch is written', async () => {
    const written = gate();
    const commit = new GroupCommit<string>(async (writes) => {
      await written.opened;
      return writes.map((w) => (w === 'bad' ? { ok: false, error: new Error('bad write') } : { ok: true }));
    });
    let settled = 0;
    const good = commit.write('a', 'good').then(() => settled++);
    const bad = commit.write('b', 'bad').catch((e: unknown) => e);
    await Promise.resolve();
    expect(settled).toBe(0);
    written.open();
    await good;
    expect(settled).toBe(1);
    expect(await bad).toBeInstanceOf(Error);
  });
});

const newMatch = () => newStoredMatch();
const command = (seq: number, over: Partial<StoredCommand> = {}): StoredCommand =>
  storedCommand(seq, { events: [{ kind: 'moved', n: seq }], diceAfter: 1, ...over });

describe.each(databaseKinds())('group commit of the command log on %s', (kind) => {
  let db: TestDatabase;
  /** Statements the store ran, by batch size; the first one waits on `hold` when set. */
  let batchSizes: number[];
  let hold: Promise<void> | undefined;
  let store: PrismaMatchStore;

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    const sql: SqlExecutor = {
      async query(text, params) {
        // A batch's first parameter is every match id (a lone append is `run`, below).
        const ids = (params ?? [])[0];
        batchSizes.push(Array.isArray(ids) ? ids.length : 1);
        const waiting = hold;
        hold = undefined;
        const rows = await db.sql.query(text, params);
        await waiting;
        return rows as never;
      },
      exec: (text) => db.sql.exec(text),
      async run(name, text, params) {
        // A lone append (a batch of one) is the prepared statement.
        batchSizes.push(1);
        const waiting = hold;
        hold = undefined;
        const rows = await db.sql.run(name, text, params);
        await waiting;
        return rows;
      },
    };
    store = new PrismaMatchStore(db.prisma, sql);
  });
  afterAll(() => db.close());

  const created = async (n: number) => {
    const matches = Array.from({ length: n }, newMatch);
    for (const m of matches) await store.create(m);
    return matches;
  };

  test('the appends of several matches land together in one statement, each acknowledged after it', async () => {
    const [first, ...rest] = await created(5);
    batchSizes = [];
    const written = gate();
    hold = written.opened;
    const acked: string[] = [];
    const lone = store.append(first!.id, command(1)).then(() => acked.push(first!.id));
    const together = rest.map((m) => store.append(m.id, command(1)).then(() => acked.push(m.id)));
    // The first statement has run but is not acknowledged yet: nothing is.
    await expect.poll(() => batchSizes.length).toBe(1);
    expect(acked).toEqual([]);
    written.open();
    await Promise.all([lone, ...together]);
    expect(batchSizes).toEqual([1, 4]);
    for (const m of [first!, ...rest]) {
      expect((await store.get(m.id))!.seq).toBe(1);
      expect((await store.commands(m.id)).map((c) => [c.seq, c.chainHash, c.events])).toEqual([
        [1, 'link1', [{ kind: 'moved', n: 1 }]],
      ]);
    }
  });

  test('a bad append in a batch fails alone: a resend, a taken sequence number, a stale fence', async () => {
    const [good, resend, taken, fencedOut, snapshotted] = await created(5);
    for (const m of [resend!, taken!]) await store.append(m.id, command(1, { clientId: 'first' }));
    await db.prisma.matchLease.create({
      data: { matchId: fencedOut!.id, node: 'other', token: 7n, expiresAt: new Date(Date.now() + 60_000) },
    });
    const warmup = await created(1);
    batchSizes = [];
    const written = gate();
    hold = written.opened;
    const blocker = store.append(warmup[0]!.id, command(1));
    const outcomes = Promise.all(
      [
        store.append(good!.id, command(1)),
        store.append(resend!.id, command(2, { clientId: 'first' })),
        store.append(taken!.id, command(1, { clientId: 'another' })),
        store.append(fencedOut!.id, command(1), { fence: 6n }),
        store.append(snapshotted!.id, command(1, { stateHash: 'h1' }), {
          snapshot: { state: { n: 1 }, dice: 1, version: 'v1', hash: 'h1' },
          result: { kind: 'win', winner: 'p1' } as never,
        }),
      ].map((p) =>
        p.then(
          () => 'stored',
          (e: unknown) => e,
        ),
      ),
    );
    written.open();
    await blocker;
    const [ok, duplicate, conflict, fenced, finished] = await outcomes;
    expect(batchSizes).toEqual([1, 5]);
    expect(ok).toBe('stored');
    expect(duplicate).toBeInstanceOf(DuplicateCommand);
    expect((duplicate as DuplicateCommand).seq).toBe(1);
    expect(conflict).toBeInstanceOf(SequenceConflict);
    expect(fenced).toBeInstanceOf(SequenceConflict);
    expect(finished).toBe('stored');
    expect((await store.get(good!.id))!.seq).toBe(1);
    expect((await store.get(resend!.id))!.seq).toBe(1);
    expect((await store.get(taken!.id))!.seq).toBe(1);
    expect((await store.commands(taken!.id)).map((c) => c.clientId)).toEqual(['first']);
    expect((await store.get(fencedOut!.id))!.seq).toBe(0);
    expect(await store.commands(fencedOut!.id)).toEqual([]);
    const end = (await store.get(snapshotted!.id))!;
    expect([end.status, end.snapshotSeq, end.snapshot, end.stateHash]).toEqual([
      'finished',
      1,
      { n: 1 },
      'h1',
    ]);
    // The fence that the lease does carry writes.
    await store.append(fencedOut!.id, command(1), { fence: 7n });
    expect((await store.get(fencedOut!.id))!.seq).toBe(1);
  });
});
