import type { SqlExecutor } from '../db/sql.js';
import {
  type AppendTerms,
  appendChecks,
  matchRowDue,
  matchRowSet,
  unusedKeyChecks,
} from './append-checks.js';
import type { AppendOptions, StoredCommand } from './store.js';

/** One command to append, as `MatchStore.append` was given it. */
export interface AppendWrite {
  matchId: string;
  command: StoredCommand;
  options: AppendOptions;
}

/** How one append of a batch went: stored, refused as a resend of `duplicateOf`, or refused (sequence/fence). */
export type AppendVerdict = { stored: true } | { stored: false; duplicateOf: number | null };

/**
 * The appends of many matches in ONE statement (so one round trip and one commit), each checked on its
 * own exactly as a lone append is (`append-checks.ts`), and besides for the unique keys: its `seq` and
 * the seat's client id not stored yet (the keys stay the last line of defence; a violation would fail the
 * whole statement). A refused append changes nothing and refuses no other. At most one append per match
 * (the caller's group commit sees to it).
 *
 * An ordinary command is one row insert: the "Match" row is written only with a snapshot or the result
 * (seq, state hash, snapshot, status) and otherwise only when its `updatedAt` is more than
 * `ACTIVITY_GRAIN` old, so a live match's activity time stays that close without a second row write per
 * command (issue 14). The live seq is the log's (`liveSeqs` in prisma-store.ts).
 */
const ROW: AppendTerms = {
  id: 'i."id"',
  seq: 'i."seq"',
  seat: 'i."seat"',
  clientId: 'i."clientId"',
  fence: 'i."fence"',
  stateHash: 'i."stateHash"',
  snapshot: 'i."snapshot"::jsonb',
  snapshotDice: 'i."snapshotDice"',
  result: 'i."result"::jsonb',
  version: 'i."version"',
};

const APPEND_BATCH = `WITH input AS (
  SELECT * FROM unnest($1::uuid[], $2::integer[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
    $8::integer[], $9::integer[], $10::text[], $11::text[], $12::integer[], $13::text[], $14::text[],
    $15::text[], $16::text[], $17::bigint[])
    AS t("id", "seq", "seat", "actor", "clientId", "command", "events", "diceBefore", "diceAfter",
      "stateHash", "snapshot", "snapshotDice", "result", "rolls", "version", "chainHash", "fence")
),
allowed AS (
  SELECT i."id" FROM input i JOIN "Match" m ON m."id" = i."id"
  WHERE ${[...appendChecks(ROW, 'm'), ...unusedKeyChecks(ROW)].join('\n    AND ')}
),
marked AS (
  UPDATE "Match" m SET ${matchRowSet(ROW, 'm')}
  FROM input i JOIN allowed USING ("id")
  WHERE m."id" = i."id" AND ${matchRowDue(ROW, 'm')}
),
stored AS (
  INSERT INTO "MatchCommand"
    ("matchId", "seq", "seat", "actor", "clientId", "command", "events", "diceBefore", "diceAfter",
     "stateHash", "rolls", "version", "chainHash", "snapshot")
  SELECT i."id", i."seq", i."seat", i."actor", i."clientId", i."command"::jsonb, i."events"::jsonb,
    i."diceBefore", i."diceAfter", i."stateHash", i."rolls"::jsonb, i."version", i."chainHash",
    i."snapshot"::jsonb
  FROM input i JOIN allowed USING ("id")
  RETURNING "matchId"
)
SELECT (s."matchId" IS NOT NULL) AS "stored",
  (SELECT c."seq" FROM "MatchCommand" c
   WHERE c."matchId" = i."id" AND c."seat" = i."seat" AND c."clientId" = i."clientId") AS "duplicateOf"
FROM input i LEFT JOIN stored s ON s."matchId" = i."id"
ORDER BY array_position($1::uuid[], i."id")`;

const jsonOrNull = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

/** Runs the batch; one verdict per write, in the order given. Throws when the statement itself fails. */
export async function appendBatch(
  sql: SqlExecutor,
  writes: readonly AppendWrite[],
): Promise<AppendVerdict[]> {
  const column = <T>(f: (w: AppendWrite) => T) => writes.map(f);
  const rows = await sql.query<{ stored: boolean; duplicateOf: number | null }>(APPEND_BATCH, [
    column((w) => w.matchId),
    column((w) => w.command.seq),
    column((w) => w.command.seat),
    column((w) => w.command.actor),
    column((w) => w.command.clientId),
    column((w) => JSON.stringify(w.command.command)),
    column((w) => JSON.stringify(w.command.events)),
    column((w) => w.command.diceBefore),
    column((w) => w.command.diceAfter),
    column((w) => w.command.stateHash),
    column((w) => jsonOrNull(w.options.snapshot?.state)),
    column((w) => w.options.snapshot?.dice ?? null),
    column((w) => jsonOrNull(w.options.result)),
    column((w) => jsonOrNull(w.command.rolls)),
    column((w) => w.command.version),
    column((w) => w.command.chainHash),
    column((w) => (w.options.fence === undefined ? null : w.options.fence.toString())),
  ]);
  if (rows.length !== writes.length)
    throw new Error(`the batched append returned ${rows.length} rows for ${writes.length} commands`);
  return rows.map((r) =>
    r.stored
      ? { stored: true }
      : { stored: false, duplicateOf: r.duplicateOf === null ? null : Number(r.duplicateOf) },
  );
}
