import { afterEach, describe, expect, test } from 'vitest';
import { PrismaMatchStore } from '../host/prisma-store.js';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../test-support/databases.js';
import { migrate, readMigrations } from './migrate.js';

const SEATS_MIGRATION = '20261201100000_seats_tables_versions';
const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const C = '00000000-0000-4000-8000-00000000000c';
const LIVE = '10000000-0000-4000-8000-000000000001';
const BOT = '10000000-0000-4000-8000-000000000002';
const DONE = '10000000-0000-4000-8000-000000000003';

/** Rows as the server before seats and tables stored them: home/away columns, challenges, client ids for all. */
async function oldRows(db: TestDatabase) {
  for (const [id, name] of [
    [A, 'Anna'],
    [B, 'Bert'],
    [C, 'Cleo'],
  ]) {
    await db.sql.query(
      `INSERT INTO "Coach" (id, name, "nameKey", email, "passwordHash") VALUES ($1, $2, lower($2), $3, 'x')`,
      [id, name, `${name}@example.com`],
    );
  }
  const match = (
    id: string,
    home: string | null,
    away: string | null,
    botSeat: string | null,
    result: string | null,
  ) =>
    db.sql.query(
      `INSERT INTO "Match" (id, game, status, "homeCoachId", "awayCoachId", "botSeat", options, seed, "seedCommitment",
         seq, snapshot, "snapshotSeq", "snapshotDice", "initialHash", "stateHash", "turnSeconds", result)
       VALUES ($1, 'blood-bowl', $2, $3, $4, $5, '{}', 'ab', 'cd', 2, '{}', 0, 7, 'h', 'h', 240, $6::jsonb)`,
      [id, result ? 'finished' : 'live', home, away, botSeat, result],
    );
  await match(LIVE, A, B, null, null);
  await match(BOT, A, null, 'away', null);
  await match(
    DONE,
    B,
    A,
    null,
    JSON.stringify({ winner: 'away', reason: 'played', details: { home: 0, away: 1 } }),
  );
  for (const [seq, seat, actor, clientId] of [
    [1, 'home', A, 'c-1'],
    [2, 'away', 'timeout', 'timeout-2'],
  ] as const) {
    await db.sql.query(
      `INSERT INTO "MatchCommand" ("matchId", seq, seat, actor, "clientId", command, events, "diceBefore", "diceAfter", "stateHash")
       VALUES ($1, $2, $3, $4, $5, '{}', '[]', $6, $6, 'h')`,
      [LIVE, seq, seat, actor, clientId, seq === 1 ? 5 : 9],
    );
  }
  const challenge = (id: string, to: string | null, status: string, matchId: string | null) =>
    db.sql.query(
      `INSERT INTO "Challenge" (id, game, "fromCoachId", "toCoachId", "fromTeam", status, "matchId")
       VALUES ($1, 'blood-bowl', $2, $3, '{"roster":"orc"}', $4, $5)`,
      [id, A, to, status, matchId],
    );
  await challenge('20000000-0000-4000-8000-000000000001', null, 'open', null);
  await challenge('20000000-0000-4000-8000-000000000002', B, 'accepted', LIVE);
  await challenge('20000000-0000-4000-8000-000000000003', C, 'declined', null);
}

describe.each(databaseKinds())('the seats, tables and versions migration on %s', (kind) => {
  let db: TestDatabase | undefined;
  afterEach(async () => {
    await db?.close();
    db = undefined;
  });

  test('moves every seat, challenge and command of a database written before it', async () => {
    db = await openTestDatabase(kind, { migrated: false });
    const all = await readMigrations();
    const at = all.findIndex((m) => m.name === SEATS_MIGRATION);
    expect(at).toBeGreaterThan(0);
    await migrate(db.sql, all.slice(0, at));
    await oldRows(db);
    expect((await migrate(db.sql)).applied[0]).toBe(SEATS_MIGRATION);

    const seats = await db.sql.query<{
      matchId: string;
      seat: string;
      position: number;
      coachId: string | null;
      bot: boolean;
    }>(`SELECT "matchId", seat, position, "coachId", bot FROM "MatchSeat" ORDER BY "matchId", position`);
    expect(seats.map((s) => [s.matchId, s.seat, s.position, s.coachId, s.bot])).toEqual([
      [LIVE, 'home', 0, A, false],
      [LIVE, 'away', 1, B, false],
      [BOT, 'home', 0, A, false],
      [BOT, 'away', 1, null, true],
      [DONE, 'home', 0, B, false],
      [DONE, 'away', 1, A, false],
    ]);

    const store = new PrismaMatchStore(db.prisma);
    const live = await store.get(LIVE);
    expect(live).toMatchObject({
      version: 'unrecorded',
      snapshotVersion: 'unrecorded',
      initialDice: 5,
      initialRolls: null,
      seats: {
        home: { kind: 'coach', coachId: A, name: 'Anna' },
        away: { kind: 'coach', coachId: B, name: 'Bert' },
      },
    });
    expect((await store.get(BOT))!.seats.away).toEqual({ kind: 'bot', name: 'Bot' });
    expect((await store.get(DONE))!.result).toEqual({
      winner: 'away',
      reason: 'played',
      details: { home: 0, away: 1 },
      seats: { home: { result: 'loss' }, away: { result: 'win' } },
    });
    // The server's own commands lose their client ids; a coach's keeps its own.
    expect((await store.commands(LIVE)).map((c) => [c.seq, c.clientId, c.version, c.rolls])).toEqual([
      [1, 'c-1', 'unrecorded', null],
      [2, null, 'unrecorded', null],
    ]);
    expect((await store.list({ coachId: C, limit: 10 })).length).toBe(0);
    expect((await store.list({ coachId: A, limit: 10 })).map((m) => m.id).sort()).toEqual(
      [LIVE, BOT, DONE].sort(),
    );

    const tables = await db.prisma.lobbyTable.findMany({
      include: { seats: { orderBy: { position: 'asc' } } },
      orderBy: { id: 'asc' },
    });
    expect(tables.map((t) => [t.status, t.autoStart, t.matchId, t.turnSeconds])).toEqual([
      ['open', true, null, 240],
      ['started', true, LIVE, 240],
      ['cancelled', true, null, 240],
    ]);
    expect(
      tables.map((t) =>
        t.seats.map((s) => [s.seat, s.coachId, s.invitedId, s.declinedAt !== null, s.choice]),
      ),
    ).toEqual([
      [
        ['home', A, null, false, { roster: 'orc' }],
        ['away', null, null, false, null],
      ],
      [
        ['home', A, null, false, { roster: 'orc' }],
        ['away', B, B, false, null],
      ],
      [
        ['home', A, null, false, { roster: 'orc' }],
        ['away', null, C, true, null],
      ],
    ]);
  });
});
