/**
 * What an append checks and writes, spelt once for the lone append (`APPEND_ONE`, prisma-store.ts) and the
 * batched one (`append-batch.ts`), which each had their own copy. Each clause names the command's values
 * by SQL expressions: the lone statement's parameters (`$2`), or the batch's input row (`i."seq"`).
 */
export interface AppendTerms {
  id: string;
  seq: string;
  seat: string;
  clientId: string;
  fence: string;
  stateHash: string;
  /** As jsonb. */
  snapshot: string;
  snapshotDice: string;
  /** As jsonb. */
  result: string;
  version: string;
}

/**
 * How long a live match's `updatedAt` may lag its last command: an ordinary command is one row insert,
 * and the "Match" row is written only with a snapshot or the result, or once its `updatedAt` is more than
 * this old (issue 14).
 */
export const ACTIVITY_GRAIN = '30 seconds';

/**
 * The checks of every append, on the match row `m`: the match is live, its command `seq - 1` is stored
 * (or `seq - 1` is the match row's own seq: none yet, or the latest snapshot's), and its lease still
 * carries the writer's fencing token when it gives one.
 */
export const appendChecks = (t: AppendTerms, m: string): string[] => [
  `${m}."status" = 'live'`,
  `(${m}."seq" = ${t.seq} - 1 OR EXISTS (
      SELECT 1 FROM "MatchCommand" p WHERE p."matchId" = ${t.id} AND p."seq" = ${t.seq} - 1))`,
  `(${t.fence} IS NULL OR EXISTS (
      SELECT 1 FROM "MatchLease" l WHERE l."matchId" = ${t.id} AND l."token" = ${t.fence}))`,
];

/**
 * The unique keys as checks: the sequence number and the seat's client id not stored yet. A batch needs
 * them (a violation would fail the whole statement); a lone append reads the violation instead.
 */
export const unusedKeyChecks = (t: AppendTerms): string[] => [
  `NOT EXISTS (SELECT 1 FROM "MatchCommand" s WHERE s."matchId" = ${t.id} AND s."seq" = ${t.seq})`,
  `(${t.clientId} IS NULL OR NOT EXISTS (
      SELECT 1 FROM "MatchCommand" c
      WHERE c."matchId" = ${t.id} AND c."seat" = ${t.seat} AND c."clientId" = ${t.clientId}))`,
];

/** The match row `m`'s new values after an allowed append: seq, hash and snapshot, status and result. */
export const matchRowSet = (t: AppendTerms, m: string): string => `
    "seq" = CASE WHEN ${t.snapshot} IS NULL AND ${t.result} IS NULL THEN ${m}."seq" ELSE ${t.seq} END,
    "stateHash" = COALESCE(${t.stateHash}, ${m}."stateHash"),
    "updatedAt" = now(),
    "snapshot" = COALESCE(${t.snapshot}, ${m}."snapshot"),
    "snapshotSeq" = CASE WHEN ${t.snapshot} IS NULL THEN ${m}."snapshotSeq" ELSE ${t.seq} END,
    "snapshotDice" = COALESCE(${t.snapshotDice}, ${m}."snapshotDice"),
    "snapshotVersion" = CASE WHEN ${t.snapshot} IS NULL THEN ${m}."snapshotVersion" ELSE ${t.version} END,
    "status" = CASE WHEN ${t.result} IS NULL THEN ${m}."status" ELSE 'finished'::"MatchStatus" END,
    "result" = COALESCE(${t.result}, ${m}."result"),
    "finishedAt" = CASE WHEN ${t.result} IS NULL THEN ${m}."finishedAt" ELSE now() END`;

/** When the match row is written at all: with a snapshot, the result, or a stale activity time. */
export const matchRowDue = (t: AppendTerms, m: string): string =>
  `(${t.snapshot} IS NOT NULL OR ${t.result} IS NOT NULL OR ${m}."updatedAt" < now() - interval '${ACTIVITY_GRAIN}')`;
