import { afterAll, beforeAll, expect, test } from 'vitest';
import { PGLITE_REPLAN_EVERY } from '../db/sql.js';
import { openTestDatabase, type TestDatabase } from '../test-support/databases.js';
import { newStoredMatch, storedCommand } from '../test-support/stored-match.js';
import { APPEND_ONE_NAME, PrismaMatchStore } from './prisma-store.js';

// PGlite keeps a command append's generic plan; these check it is made again as the log grows (issue 14).
let db: TestDatabase;
let store: PrismaMatchStore;
beforeAll(async () => {
  db = await openTestDatabase('pglite');
  store = new PrismaMatchStore(db.prisma, db.sql);
});
afterAll(() => db.close());

const MATCH_COLUMNS = `"id", "game", "version", "options", "seed", "seedCommitment", "snapshot", "snapshotDice",
  "snapshotVersion", "initialHash", "initialDice", "stateHash", "turnSeconds", "status"`;

async function liveMatch(): Promise<string> {
  const m = newStoredMatch();
  await store.create(m);
  return m.id;
}

const append = (id: string, seq: number) => store.append(id, storedCommand(seq, { chainHash: `k${seq}` }));

/** The scans the append's kept plan would make for command `seq`. */
async function scans(id: string, seq: number): Promise<string[]> {
  const args = `'${id}', ${seq}, 'p1', 'coach-1', 'c${seq}', '{}', '[]', 0, 0, NULL, NULL, NULL, NULL, '[]', 'v1', 'k', NULL`;
  const plan = await db.sql.query<{ 'QUERY PLAN': string }>(`EXPLAIN EXECUTE ${APPEND_ONE_NAME}(${args})`);
  return plan.map((r) => r['QUERY PLAN']).filter((line) => line.includes(' Scan using '));
}

test('a log that grew from empty is read by its keys once the append is planned again', async () => {
  const id = await liveMatch();
  // Planned while the log is all but empty.
  for (let seq = 1; seq <= 10; seq++) await append(id, seq);
  // Then the server's other matches fill it: 2,000 matches (one in ten live) of 60 commands each.
  await db.sql.exec(`
    INSERT INTO "Match" (${MATCH_COLUMNS})
    SELECT gen_random_uuid(), 'test', 'v1', '{}', 's', 'c', '{}', 0, 'v1', 'h', 0, 'h', 60,
      CASE WHEN g % 10 = 0 THEN 'live'::"MatchStatus" ELSE 'finished'::"MatchStatus" END
    FROM generate_series(1, 2000) g;
    INSERT INTO "MatchCommand" ("matchId", "seq", "seat", "actor", "clientId", "command", "events",
      "diceBefore", "diceAfter", "version")
    SELECT m."id", s, 'p1', 'coach-1', 'c' || s, '{}', '[]', 0, 0, 'v1'
    FROM "Match" m, generate_series(1, 60) s WHERE m."id" <> '${id}'::uuid;`);
  for (let seq = 11; seq <= PGLITE_REPLAN_EVERY + 10; seq++) await append(id, seq);
  const read = await scans(id, PGLITE_REPLAN_EVERY + 11);
  // The previous command by the log's key, not by the client-id key; the match by its id, not by status.
  expect(read.some((s) => s.includes('"MatchCommand_pkey" on "MatchCommand" p'))).toBe(true);
  expect(read.some((s) => s.includes('"Match_pkey" on "Match" m '))).toBe(true);
  expect(read.join('\n')).not.toMatch(/MatchCommand_matchId_seat_clientId_key|Match_status_updatedAt_idx/);
  await expect(append(id, PGLITE_REPLAN_EVERY + 11)).resolves.toBeUndefined();
});
