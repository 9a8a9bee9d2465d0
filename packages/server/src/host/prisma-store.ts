import type { MatchResult, Participant, Seat } from '@dugout/client';
import type { PrismaClient } from '../db/database.js';
import { Prisma } from '../generated/prisma/client.js';
import {
  type AppendOptions,
  type MatchFilter,
  type MatchStore,
  type NewMatch,
  SequenceConflict,
  type StoredCommand,
  type StoredMatch,
} from './store.js';

const withCoaches = {
  homeCoach: { select: { id: true, name: true } },
  awayCoach: { select: { id: true, name: true } },
} as const;

type Row = Prisma.MatchGetPayload<{ include: typeof withCoaches }>;

const json = (value: unknown) => value as Prisma.InputJsonValue;

/** The store on Prisma (Postgres or PGlite). The first two seats are the home and away columns. */
export class PrismaMatchStore implements MatchStore {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly seatsOf: (game: string) => readonly Seat[],
  ) {}

  async create(m: NewMatch): Promise<void> {
    const [first, second] = this.seatsOf(m.game);
    const coachOf = (seat: Seat | undefined) => (seat ? (m.seats[seat]?.coachId ?? null) : null);
    await this.prisma.match.create({
      data: {
        id: m.id,
        game: m.game,
        homeCoachId: coachOf(first),
        awayCoachId: coachOf(second),
        botSeat: m.botSeat,
        options: json(m.options),
        seed: m.seed,
        seedCommitment: m.seedCommitment,
        seq: m.seq,
        snapshot: json(m.snapshot),
        snapshotSeq: m.snapshotSeq,
        snapshotDice: m.snapshotDice,
        initialHash: m.initialHash,
        stateHash: m.stateHash,
        turnSeconds: m.turnSeconds,
      },
    });
  }

  async get(id: string): Promise<StoredMatch | undefined> {
    const row = await this.prisma.match.findUnique({ where: { id }, include: withCoaches });
    return row ? this.toStored(row) : undefined;
  }

  async commands(id: string, afterSeq = 0): Promise<StoredCommand[]> {
    const rows = await this.prisma.matchCommand.findMany({
      where: { matchId: id, seq: { gt: afterSeq } },
      orderBy: { seq: 'asc' },
    });
    return rows.map((r) => ({
      seq: r.seq,
      seat: r.seat,
      actor: r.actor,
      clientId: r.clientId,
      command: r.command,
      events: r.events as unknown[],
      diceBefore: r.diceBefore,
      diceAfter: r.diceAfter,
      stateHash: r.stateHash,
    }));
  }

  async clientIds(id: string) {
    return this.prisma.matchCommand.findMany({
      where: { matchId: id },
      select: { seat: true, clientId: true, seq: true },
    });
  }

  /**
   * One statement, so one round trip and atomic on its own: the UPDATE moves the match from `seq - 1` to
   * `seq` (only while live), and the INSERT adds the command only if that UPDATE matched. Zero rows
   * inserted means another writer got there first.
   */
  async append(id: string, c: StoredCommand, options: AppendOptions = {}): Promise<void> {
    const snapshot = options.snapshot;
    const result = options.result;
    let inserted: number;
    try {
      inserted = await this.prisma.$executeRawUnsafe(
        `WITH moved AS (
           UPDATE "Match" SET
             "seq" = $2,
             "stateHash" = $10,
             "updatedAt" = now(),
             "snapshot" = COALESCE($11::jsonb, "snapshot"),
             "snapshotSeq" = CASE WHEN $11::jsonb IS NULL THEN "snapshotSeq" ELSE $2 END,
             "snapshotDice" = COALESCE($12::integer, "snapshotDice"),
             "status" = CASE WHEN $13::jsonb IS NULL THEN "status" ELSE 'finished'::"MatchStatus" END,
             "result" = COALESCE($13::jsonb, "result"),
             "finishedAt" = CASE WHEN $13::jsonb IS NULL THEN "finishedAt" ELSE now() END
           WHERE "id" = $1::uuid AND "seq" = $2 - 1 AND "status" = 'live'
           RETURNING "id"
         )
         INSERT INTO "MatchCommand"
           ("matchId", "seq", "seat", "actor", "clientId", "command", "events", "diceBefore", "diceAfter", "stateHash")
         SELECT "id", $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8, $9, $10 FROM moved`,
        id,
        c.seq,
        c.seat,
        c.actor,
        c.clientId,
        JSON.stringify(c.command),
        JSON.stringify(c.events),
        c.diceBefore,
        c.diceAfter,
        c.stateHash,
        snapshot ? JSON.stringify(snapshot.state) : null,
        snapshot ? snapshot.dice : null,
        result ? JSON.stringify(result) : null,
      );
    } catch (error) {
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
        throw new SequenceConflict(`command ${c.seq} of match ${id} is already stored`);
      }
      throw error;
    }
    if (inserted !== 1) throw new SequenceConflict(`match ${id} is not live at sequence ${c.seq - 1}`);
  }

  async finish(id: string, result: MatchResult): Promise<void> {
    const now = new Date();
    const moved = await this.prisma.match.updateMany({
      where: { id, status: 'live' },
      data: { status: 'finished', result: json(result), finishedAt: now, updatedAt: now },
    });
    if (moved.count !== 1) throw new SequenceConflict(`match ${id} is not live`);
  }

  async list(filter: MatchFilter): Promise<StoredMatch[]> {
    const rows = await this.prisma.match.findMany({
      where: {
        ...(filter.status ? { status: filter.status } : {}),
        ...(filter.coachId ? { OR: [{ homeCoachId: filter.coachId }, { awayCoachId: filter.coachId }] } : {}),
      },
      orderBy: filter.status === 'finished' ? { finishedAt: 'desc' } : { updatedAt: 'desc' },
      take: filter.limit,
      include: withCoaches,
    });
    return rows.map((r) => this.toStored(r));
  }

  async rewriteCommand(id: string, seq: number, change: Partial<StoredCommand>): Promise<void> {
    await this.prisma.matchCommand.update({
      where: { matchId_seq: { matchId: id, seq } },
      data: {
        ...(change.command !== undefined ? { command: json(change.command) } : {}),
        ...(change.events !== undefined ? { events: json(change.events) } : {}),
        ...(change.stateHash !== undefined ? { stateHash: change.stateHash } : {}),
      },
    });
  }

  private toStored(row: Row): StoredMatch {
    const [first = 'home', second = 'away'] = this.seatsOf(row.game);
    const participant = (seat: Seat, coach: { id: string; name: string } | null): Participant =>
      row.botSeat === seat
        ? { kind: 'bot', name: 'Bot' }
        : coach
          ? { kind: 'coach', coachId: coach.id, name: coach.name }
          : { kind: 'coach', name: '(deleted coach)' };
    return {
      id: row.id,
      game: row.game,
      status: row.status,
      seats: { [first]: participant(first, row.homeCoach), [second]: participant(second, row.awayCoach) },
      botSeat: row.botSeat,
      options: row.options,
      seed: row.seed,
      seedCommitment: row.seedCommitment,
      seq: row.seq,
      snapshot: row.snapshot,
      snapshotSeq: row.snapshotSeq,
      snapshotDice: row.snapshotDice,
      initialHash: row.initialHash,
      stateHash: row.stateHash,
      turnSeconds: row.turnSeconds,
      result: (row.result as MatchResult | null) ?? null,
      createdAt: row.createdAt,
      finishedAt: row.finishedAt,
    };
  }
}
