import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../test-support/databases.js';
import { MatchLeases } from './lease.js';

const TTL = 10_000;

describe.each(databaseKinds())('match leases on %s', (kind) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await openTestDatabase(kind);
  });
  afterAll(() => db.close());

  test('a live owner keeps its match; a dead one loses it at expiry to a node with a higher token', async () => {
    const matchId = randomUUID();
    const a = new MatchLeases(db.prisma, 'node-a', TTL);
    const b = new MatchLeases(db.prisma, 'node-b', TTL);
    const held = await a.acquire(matchId, 0);
    expect(held).toMatchObject({ node: 'node-a', token: 1n });
    // A is alive: it renews before expiry, and B cannot take the match however often it asks.
    expect(await b.acquire(matchId, 5_000)).toBeUndefined();
    expect(await a.renew(held!, 9_000)).toBe(true);
    expect(await b.acquire(matchId, 15_000)).toBeUndefined();
    expect(await a.owner(matchId, 15_000)).toEqual({ node: 'node-a', token: 1n });
    // A dies: no renewal; once its lease has run out, B takes over with the next token.
    const taken = await b.acquire(matchId, 19_001);
    expect(taken).toMatchObject({ node: 'node-b', token: 2n });
    // A comes back from a long pause: its renewal is refused (fenced), and it cannot take the match back.
    expect(await a.renew(held!, 19_500)).toBe(false);
    expect(await a.acquire(matchId, 19_500)).toBeUndefined();
    expect(await b.owner(matchId, 19_500)).toEqual({ node: 'node-b', token: 2n });
  });

  test('asking again keeps the token; a released lease is free at once', async () => {
    const matchId = randomUUID();
    const a = new MatchLeases(db.prisma, 'node-a', TTL);
    const b = new MatchLeases(db.prisma, 'node-b', TTL);
    const first = await a.acquire(matchId, 0);
    expect(await a.acquire(matchId, 1_000)).toMatchObject({ token: first!.token });
    await a.release(first!);
    expect(await b.acquire(matchId, 1_001)).toMatchObject({ node: 'node-b', token: first!.token + 1n });
    expect(await a.renew(first!, 1_002)).toBe(false);
  });
});
