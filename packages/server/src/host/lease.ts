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
 * check stays the last line of defence against two writers, and `append` is fenced by the token too.
 * `ownership.ts` drives these leases for the host.
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

  /**
   * Extends every lease this node holds in one statement; returns the ones it lost (taken over, or
   * expired before the renewal came).
   */
  async renewAll(leases: readonly Lease[], now: number): Promise<Lease[]> {
    if (leases.length === 0) return [];
    const expiresAt = new Date(now + this.ttlMs);
    const rows = await this.prisma.$queryRawUnsafe<{ matchId: string; token: bigint }[]>(
      `UPDATE "MatchLease" SET "expiresAt" = $2
       WHERE "node" = $1 AND "expiresAt" > $3 AND "matchId" = ANY($4::uuid[])
       RETURNING "matchId", "token"`,
      this.node,
      expiresAt,
      new Date(now),
      leases.map((l) => l.matchId),
    );
    const kept = new Map(rows.map((r) => [r.matchId, BigInt(r.token)]));
    const lost: Lease[] = [];
    for (const lease of leases) {
      if (kept.get(lease.matchId) === lease.token) lease.expiresAt = expiresAt;
      else lost.push(lease);
    }
    return lost;
  }

  /**
   * Live matches whose owner stopped renewing without giving the lease up (it died): they need a new owner
   * now, for their clocks and bots. Released leases (unloaded, idle matches) wait until someone asks.
   */
  async orphans(now: number, limit = 100): Promise<string[]> {
    const rows = await this.prisma.$queryRawUnsafe<{ matchId: string }[]>(
      `SELECT l."matchId" FROM "MatchLease" l JOIN "Match" m ON m."id" = l."matchId"
       WHERE m."status" = 'live' AND l."expiresAt" <= $1 AND l."expiresAt" > to_timestamp(0)
       ORDER BY l."expiresAt" LIMIT $2`,
      new Date(now),
      limit,
    );
    return rows.map((r) => r.matchId);
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
    const row = await this.holder(matchId, now);
    return row ? { node: row.node, token: row.token } : undefined;
  }

  /** The lease of a match at `now`, with its expiry, if one is held. */
  async holder(matchId: string, now: number): Promise<Lease | undefined> {
    const row = await this.prisma.matchLease.findUnique({ where: { matchId } });
    return row && row.expiresAt.getTime() > now
      ? { matchId, node: row.node, token: row.token, expiresAt: row.expiresAt }
      : undefined;
  }
}
