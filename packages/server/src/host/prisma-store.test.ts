import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../test-support/databases.js';
import { newStoredMatch, storedCommand } from '../test-support/stored-match.js';
import { PrismaMatchStore } from './prisma-store.js';
import { DuplicateCommand, SequenceConflict, type StoredCommand } from './store.js';

const newMatch = () =>
  newStoredMatch({
    seats: {
      p1: { kind: 'bot', name: 'Bot' },
      p2: { kind: 'bot', name: 'Bot' },
      p3: { kind: 'bot', name: 'Bot' },
    },
  });
const command = (seq: number, over: Partial<StoredCommand> = {}): StoredCommand =>
  storedCommand(seq, { stateHash: `h${seq}`, chainHash: null, ...over });

describe.each(databaseKinds())('the command log on %s', (kind) => {
  let db: TestDatabase;
  let store: PrismaMatchStore;
  beforeAll(async () => {
    db = await openTestDatabase(kind);
    store = new PrismaMatchStore(db.prisma, db.sql);
  });
  afterAll(() => db.close());

  test('seats are rows in order, and come back as participants in seat order', async () => {
    const m = newMatch();
    await store.create(m);
    const stored = await store.get(m.id);
    expect(Object.keys(stored!.seats)).toEqual(['p1', 'p2', 'p3']);
    expect(await db.prisma.matchSeat.count({ where: { matchId: m.id } })).toBe(3);
  });

  test("a seat's client id used again is a resend (DuplicateCommand with the first seq), however the driver reports it", async () => {
    const m = newMatch();
    await store.create(m);
    await store.append(m.id, command(1, { clientId: 'same' }));
    const again = await store.append(m.id, command(2, { clientId: 'same' })).catch((e: unknown) => e);
    expect(again).toBeInstanceOf(DuplicateCommand);
    expect((again as DuplicateCommand).seq).toBe(1);
    // Nothing moved: the match is still at seq 1.
    expect((await store.get(m.id))!.seq).toBe(1);
    // Another seat may use the same client id; server commands carry none and never collide.
    await store.append(m.id, command(2, { clientId: 'same', seat: 'p2' }));
    await store.append(m.id, command(3, { clientId: null, actor: 'timeout' }));
    await store.append(m.id, command(4, { clientId: null, actor: 'timeout' }));
    expect(await store.clientIds(m.id)).toEqual(
      expect.arrayContaining([
        { seat: 'p1', clientId: 'same', seq: 1 },
        { seat: 'p2', clientId: 'same', seq: 2 },
      ]),
    );
    expect((await store.clientIds(m.id)).length).toBe(2);
  });

  test('a sequence number already taken is a SequenceConflict, whether fenced or a key violation', async () => {
    const m = newMatch();
    await store.create(m);
    await store.append(m.id, command(1));
    await expect(store.append(m.id, command(1, { clientId: 'x' }))).rejects.toBeInstanceOf(SequenceConflict);
    // Another writer's row at seq 2: the append passes its checks (command 1 is stored) and hits the key.
    await db.prisma.matchCommand.create({
      data: {
        matchId: m.id,
        seq: 2,
        seat: 'p3',
        actor: 'ghost',
        clientId: null,
        command: {},
        events: [],
        diceBefore: 0,
        diceAfter: 0,
        stateHash: 'g',
        version: 'v1',
      },
    });
    const conflict = await store.append(m.id, command(2, { clientId: 'y' })).catch((e: unknown) => e);
    expect(conflict).toBeInstanceOf(SequenceConflict);
    // The log is the live match's sequence: it is at the other writer's command, not this one's.
    expect((await store.get(m.id))!.seq).toBe(2);
    expect((await store.commands(m.id)).map((c) => c.actor)).toEqual(['coach-1', 'ghost']);
  });

  test.each(['batched', 'alone'])(
    'an ordinary command (%s) writes only its log row; a snapshot, the end and a stale activity time write the match',
    async (via) => {
      const s = via === 'batched' ? store : new PrismaMatchStore(db.prisma);
      const m = newMatch();
      await s.create(m);
      const row = () => db.prisma.match.findUniqueOrThrow({ where: { id: m.id } });
      const created = await row();
      await s.append(m.id, command(1, { stateHash: null }));
      await s.append(m.id, command(2, { stateHash: null }));
      expect(await row()).toEqual(created);
      // Readers see the log's seq all the same.
      expect((await s.get(m.id))!.seq).toBe(2);
      expect((await s.list({ status: 'live', limit: 1_000 })).find((x) => x.id === m.id)!.seq).toBe(2);
      // The sequence check reads the log: a skipped number is refused.
      await expect(s.append(m.id, command(4, { stateHash: null }))).rejects.toBeInstanceOf(SequenceConflict);

      const hourAgo = new Date(Date.now() - 3_600_000);
      await db.prisma.match.update({ where: { id: m.id }, data: { updatedAt: hourAgo } });
      await s.append(m.id, command(3, { stateHash: null }));
      const touched = await row();
      expect(touched.updatedAt.getTime()).toBeGreaterThan(hourAgo.getTime());
      expect(touched.seq).toBe(0);

      const state = (n: number) => ({ state: { n }, dice: 0, version: 'v1', hash: `h${n}` });
      await s.append(m.id, command(4), { snapshot: state(4) });
      expect(await row()).toMatchObject({ seq: 4, snapshotSeq: 4, stateHash: 'h4', snapshot: { n: 4 } });

      await s.append(m.id, command(5, { stateHash: null }));
      const result = { winner: 'p1', seats: {}, reason: 'forfeit' as const };
      // Ending checks the log too: behind it, or ahead of it, is a conflict and changes nothing.
      for (const seq of [4, 6]) {
        await expect(s.finish(m.id, result, { seq, ...state(seq) })).rejects.toBeInstanceOf(SequenceConflict);
      }
      expect((await row()).status).toBe('live');
      await s.finish(m.id, result, { seq: 5, ...state(5) });
      expect(await row()).toMatchObject({ status: 'finished', seq: 5, snapshotSeq: 5, stateHash: 'h5' });
      expect((await s.get(m.id))!.seq).toBe(5);
    },
  );

  test('a bot takes a seat once; a finished match keeps its seats', async () => {
    const m = {
      ...newMatch(),
      seats: { p1: { kind: 'coach' as const, name: 'x' }, p2: { kind: 'bot' as const, name: 'Bot' } },
    };
    await store.create(m);
    const at = new Date('2026-12-01T10:00:00Z');
    expect(await store.replaceWithBot(m.id, 'p1', at)).toBe(true);
    expect(await store.replaceWithBot(m.id, 'p1', at)).toBe(false);
    expect((await store.get(m.id))!.seats.p1).toMatchObject({
      kind: 'bot',
      replaced: { at: at.toISOString() },
    });
  });
});
