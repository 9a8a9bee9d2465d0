import type { PrismaClient } from '../db/database.js';

/** A node's hold on a live match: valid until `expiresAt` unless renewed; `token` fences older owners. */
export interface Lease {
  matchId: string;
  node: string;
  token: bigint;
  expiresAt: Date;
}

/**
 * Match ownership on the database: at most one node holds a live match's lease at a time. A node takes a
 * lease that is free or expired (its owner stopped renewing: it died) and gets a token one higher than the
 * last owner's; renewing needs the token, so a node that lost its lease (paused past expiry, then back)
 * learns it and must stop serving the match. Times come from the caller's clock (the node's, or a test's),
 * so leases should be many times longer than the clock skew between nodes. The command log's sequence
 * check stays the last line of defence against two writers.
 *
 * Not wired into the host yet (issue 14's owner-per-match layer): a building block with its tests.
 */
export class MatchLeases {
  constructor(
    private readonly prisma: PrismaClient,
    readonly node: string,
    private readonly ttlMs: number,
  ) {}

  /** Takes (or keeps) the lease of `matchId`; undefined while another node holds a lease that has not expired. */
  async acquire(matchId: string, now: number): Promise<Lease | undefined> {
    const expiresAt = new Date(now + this.ttlMs);
    const rows = await this.prisma.$queryRawUnsafe<{ token: bigint; node: string; expiresAt: Date }[]>(
      `INSERT INTO "MatchLease" ("matchId", "node", "token", "expiresAt") VALUES ($1::uuid, $2, 1, $3)
       ON CONFLICT ("matchId") DO UPDATE SET
         "node" = EXCLUDED."node",
         "token" = CASE WHEN "MatchLease"."node" = EXCLUDED."node" THEN "MatchLease"."token" ELSE "MatchLease"."token" + 1 END,
         "expiresAt" = EXCLUDED."expiresAt"
       WHERE "MatchLease"."node" = EXCLUDED."node" OR "MatchLease"."expiresAt" <= $4
       RETURNING "token", "node", "expiresAt"`,
      matchId,
      this.node,
      expiresAt,
      new Date(now),
    );
    const row = rows[0];
    return row ? { matchId, node: row.node, token: BigInt(row.token), expiresAt: row.expiresAt } : undefined;
  }

  /** Extends a held lease; false when it was taken over meanwhile (a newer token): stop serving the match. */
  async renew(lease: Lease, now: number): Promise<boolean> {
    const expiresAt = new Date(now + this.ttlMs);
    const moved = await this.prisma.$executeRawUnsafe(
      `UPDATE "MatchLease" SET "expiresAt" = $4
       WHERE "matchId" = $1::uuid AND "node" = $2 AND "token" = $3 AND "expiresAt" > $5`,
      lease.matchId,
      lease.node,
      lease.token,
      expiresAt,
      new Date(now),
    );
    if (moved === 1) lease.expiresAt = expiresAt;
    return moved === 1;
  }

  /** Gives a lease up (the match was unloaded or finished), so another node need not wait for expiry. */
  async release(lease: Lease): Promise<void> {
    await this.prisma.$executeRawUnsafe(
      `UPDATE "MatchLease" SET "expiresAt" = to_timestamp(0) WHERE "matchId" = $1::uuid AND "node" = $2 AND "token" = $3`,
      lease.matchId,
      lease.node,
      lease.token,
    );
  }

  /** The node holding a match's lease at `now`, if any. */
  async owner(matchId: string, now: number): Promise<{ node: string; token: bigint } | undefined> {
    const row = await this.prisma.matchLease.findUnique({ where: { matchId } });
    return row && row.expiresAt.getTime() > now ? { node: row.node, token: row.token } : undefined;
  }
}
