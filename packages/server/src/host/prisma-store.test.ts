import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../test-support/databases.js';
import { PrismaMatchStore } from './prisma-store.js';
import { DuplicateCommand, type NewMatch, SequenceConflict, type StoredCommand } from './store.js';

function newMatch(): NewMatch {
  return {
    id: randomUUID(),
    game: 'test',
    version: 'v1',
    seats: {
      p1: { kind: 'bot', name: 'Bot' },
      p2: { kind: 'bot', name: 'Bot' },
      p3: { kind: 'bot', name: 'Bot' },
    },
    options: {},
    seed: '00'.repeat(32),
    seedCommitment: 'c',
    seq: 0,
    snapshot: { n: 0 },
    snapshotSeq: 0,
    snapshotDice: 0,
    snapshotVersion: 'v1',
    initialHash: 'h0',
    initialRolls: [],
    initialDice: 0,
    stateHash: 'h0',
    turnSeconds: 60,
  };
}

const command = (seq: number, over: Partial<StoredCommand> = {}): StoredCommand => ({
  seq,
  seat: 'p1',
  actor: 'coach-1',
  clientId: `c${seq}`,
  command: { n: seq },
  events: [],
  diceBefore: 0,
  diceAfter: 0,
  rolls: [],
  stateHash: `h${seq}`,
  chainHash: null,
  version: 'v1',
  ...over,
});

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
    // A row at seq 2 that the match's own sequence does not know of: the insert hits the primary key.
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
    expect((await store.get(m.id))!.seq).toBe(1);
  });

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
