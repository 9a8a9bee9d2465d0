import type { MatchResult, Participant, Seat } from '@dugout/client';
import type { PrismaClient } from '../db/database.js';
import type { SqlExecutor } from '../db/sql.js';
import { uniqueViolation } from '../db/unique-violation.js';
import { Prisma } from '../generated/prisma/client.js';
import { type AppendWrite, appendBatch } from './append-batch.js';
import { type AppendTerms, appendChecks, matchRowDue, matchRowSet } from './append-checks.js';
import type { RecordedRoll } from './dice.js';
import { GroupCommit, type WriteOutcome } from './group-commit.js';
import {
  type AppendOptions,
  DuplicateCommand,
  type MatchFilter,
  type MatchStore,
  type NewMatch,
  SequenceConflict,
  type StateSnapshot,
  type StoredCommand,
  type StoredMatch,
} from './store.js';

const withSeats = {
  seats: { orderBy: { position: 'asc' }, include: { coach: { select: { id: true, name: true } } } },
} as const;

type Row = Prisma.MatchGetPayload<{ include: typeof withSeats }>;
type SeatRow = Row['seats'][number];

const json = (value: unknown) => value as Prisma.InputJsonValue;

/** The stored log's client-id constraint: a seat's resend of a command it already stored. */
const CLIENT_ID_CONSTRAINT = 'MatchCommand_matchId_seat_clientId_key';

/** The lone append's terms: its parameters, as `#appendAlone` gives them. */
const PARAMS: AppendTerms = {
  id: '$1::uuid',
  seq: '$2',
  seat: '$3',
  clientId: '$5',
  fence: '$17::bigint',
  stateHash: '$10',
  snapshot: '$11::jsonb',
  snapshotDice: '$12::integer',
  result: '$13::jsonb',
  version: '$15',
};

/**
 * A lone append, checked as a batched one is (`append-checks.ts`); the unique keys are left to the
 * constraints, whose violation `#appendAlone` reads.
 */
const APPEND_ONE = `WITH allowed AS (
     SELECT "id" FROM "Match" m
     WHERE m."id" = $1::uuid AND ${appendChecks(PARAMS, 'm').join('\n       AND ')}
   ),
   marked AS (
     UPDATE "Match" m SET ${matchRowSet(PARAMS, 'm')}
     WHERE m."id" IN (SELECT "id" FROM allowed) AND ${matchRowDue(PARAMS, 'm')}
   )
   INSERT INTO "MatchCommand"
     ("matchId", "seq", "seat", "actor", "clientId", "command", "events", "diceBefore", "diceAfter", "stateHash", "rolls", "version", "chainHash", "snapshot")
   SELECT "id", $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8, $9, $10, $14::jsonb, $15, $16, $11::jsonb FROM allowed`;

/** The lone append's prepared statement (`SqlExecutor.run`). */
export const APPEND_ONE_NAME = 'dugout_append_one';

export const BOT_NAME = 'Bot';

function participantOf(row: SeatRow): Participant {
  const coach = row.coach ? { coachId: row.coach.id, name: row.coach.name } : { name: '(deleted coach)' };
  if (!row.bot) return { kind: 'coach', ...coach };
  if (row.leftAt)
    return { kind: 'bot', name: BOT_NAME, replaced: { ...coach, at: row.leftAt.toISOString() } };
  return { kind: 'bot', name: BOT_NAME };
}

/**
 * The store on Prisma (Postgres or PGlite): a match's seats are its MatchSeat rows. Given the database's
 * raw SQL client, commands are appended by group commit (`group-commit.ts`, `append-batch.ts`): the
 * appends of all matches that arrive while one batch is written go down together in the next.
 */
export class PrismaMatchStore implements MatchStore {
  readonly #appends: GroupCommit<AppendWrite> | undefined;
  readonly #sql: SqlExecutor | undefined;

  constructor(
    private readonly prisma: PrismaClient,
    sql?: SqlExecutor,
  ) {
    this.#sql = sql;
    this.#appends = sql ? new GroupCommit((writes) => this.#flush(sql, writes)) : undefined;
  }

  /**
   * A batch in one statement. If the statement itself fails (it changed nothing), each append goes again
   * on its own, so one bad append fails alone and its error is read as a lone append's is.
   */
  async #flush(sql: SqlExecutor, writes: AppendWrite[]): Promise<WriteOutcome[]> {
    const alone = () =>
      Promise.all(
        writes.map((w) =>
          this.#appendAlone(w.matchId, w.command, w.options).then(
            (): WriteOutcome => ({ ok: true }),
            (e: unknown): WriteOutcome => ({ ok: false, error: e }),
          ),
        ),
      );
    // A batch of one (a quiet server) is the lone statement: planning the batch's costs more than it saves.
    if (writes.length === 1) return alone();
    let verdicts: Awaited<ReturnType<typeof appendBatch>>;
    try {
      verdicts = await appendBatch(sql, writes);
    } catch {
      return alone();
    }
    return verdicts.map((v, i) => {
      if (v.stored) return { ok: true };
      const { matchId, command } = writes[i]!;
      if (v.duplicateOf !== null) return { ok: false, error: new DuplicateCommand(v.duplicateOf) };
      return {
        ok: false,
        error: new SequenceConflict(`match ${matchId} is not live at sequence ${command.seq - 1}`),
      };
    });
  }

  async create(m: NewMatch): Promise<void> {
    await this.prisma.match.create({
      data: {
        id: m.id,
        game: m.game,
        version: m.version,
        options: json(m.options),
        seed: m.seed,
        seedCommitment: m.seedCommitment,
        seq: m.seq,
        snapshot: json(m.snapshot),
        snapshotSeq: m.snapshotSeq,
        snapshotDice: m.snapshotDice,
        snapshotVersion: m.snapshotVersion,
        initialHash: m.initialHash,
        initialRolls: json(m.initialRolls),
        initialDice: m.initialDice,
        stateHash: m.stateHash,
        turnSeconds: m.turnSeconds,
        seats: {
          create: Object.entries(m.seats).map(([seat, p], position) => ({
            seat,
            position,
            coachId: p.kind === 'coach' ? (p.coachId ?? null) : null,
            bot: p.kind === 'bot',
          })),
        },
      },
    });
  }

  async get(id: string): Promise<StoredMatch | undefined> {
    const row = await this.prisma.match.findUnique({ where: { id }, include: withSeats });
    if (!row) return undefined;
    const [stored] = await this.#liveSeqs([toStored(row)]);
    return stored;
  }

  async commands(id: string, afterSeq = 0): Promise<StoredCommand[]> {
    const rows = await this.prisma.matchCommand.findMany({
      where: { matchId: id, seq: { gt: afterSeq } },
      orderBy: { seq: 'asc' },
      omit: { snapshot: true },
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
      rolls: (r.rolls as RecordedRoll[] | null) ?? null,
      stateHash: r.stateHash,
      chainHash: r.chainHash,
      version: r.version,
    }));
  }

  async snapshotAt(id: string, seq: number, version: string) {
    const row = await this.prisma.matchCommand.findFirst({
      where: { matchId: id, seq: { lte: seq }, version, snapshot: { not: Prisma.AnyNull } },
      orderBy: { seq: 'desc' },
      select: { seq: true, snapshot: true, diceAfter: true },
    });
    return row ? { seq: row.seq, state: row.snapshot, dice: row.diceAfter } : undefined;
  }

  async clientIds(id: string) {
    const rows = await this.prisma.matchCommand.findMany({
      where: { matchId: id, clientId: { not: null } },
      select: { seat: true, clientId: true, seq: true },
    });
    return rows.map((r) => ({ seat: r.seat, clientId: r.clientId!, seq: r.seq }));
  }

  /** Resolves once the command is durable (in its batch, when batching). */
  append(id: string, c: StoredCommand, options: AppendOptions = {}): Promise<void> {
    if (!this.#appends) return this.#appendAlone(id, c, options);
    return this.#appends.write(id, { matchId: id, command: c, options });
  }

  /**
   * One statement, so one round trip and atomic on its own, checked as a batched append is
   * (`append-batch.ts`): the command is inserted only if the match is live, its previous command stored
   * and the fence held; the match row is written only with a snapshot, the result or a stale activity
   * time. Zero rows inserted means the match is not where the writer thought. A unique violation is read
   * for what it is: the seat's client id already stored (a resend: `DuplicateCommand`) or the sequence
   * number taken (`SequenceConflict`).
   */
  async #appendAlone(id: string, c: StoredCommand, options: AppendOptions): Promise<void> {
    const snapshot = options.snapshot;
    const result = options.result;
    let inserted: number;
    try {
      const params = [
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
        c.rolls ? JSON.stringify(c.rolls) : null,
        c.version,
        c.chainHash,
        options.fence === undefined ? null : options.fence.toString(),
      ];
      // Through the driver when there is one, prepared once: Prisma's raw path costs as much again as
      // the statement, and parsing this one each time about as much again on PGlite (issue 14).
      inserted = this.#sql
        ? await this.#sql.run(APPEND_ONE_NAME, APPEND_ONE, params)
        : await this.prisma.$executeRawUnsafe(APPEND_ONE, ...params);
    } catch (error) {
      const violated = uniqueViolation(error);
      if (!violated) throw error;
      if (c.clientId !== null && isClientIdConstraint(violated.constraint)) {
        const first = await this.prisma.matchCommand.findUnique({
          where: { matchId_seat_clientId: { matchId: id, seat: c.seat, clientId: c.clientId } },
          select: { seq: true },
        });
        if (first) throw new DuplicateCommand(first.seq);
      }
      throw new SequenceConflict(`command ${c.seq} of match ${id} is already stored`);
    }
    if (inserted !== 1) throw new SequenceConflict(`match ${id} is not live at sequence ${c.seq - 1}`);
  }

  async finish(id: string, result: MatchResult, snapshot?: StateSnapshot & { seq: number }): Promise<void> {
    const now = new Date();
    const moved = await this.prisma.match.updateMany({
      // At `snapshot.seq` in the log: nothing stored after it, and it stored (or the row's own seq).
      where: {
        id,
        status: 'live',
        ...(snapshot
          ? {
              commands: { none: { seq: { gt: snapshot.seq } } },
              OR: [{ seq: snapshot.seq }, { commands: { some: { seq: snapshot.seq } } }],
            }
          : {}),
      },
      data: {
        status: 'finished',
        result: json(result),
        finishedAt: now,
        updatedAt: now,
        ...(snapshot
          ? {
              seq: snapshot.seq,
              snapshot: json(snapshot.state),
              snapshotSeq: snapshot.seq,
              snapshotDice: snapshot.dice,
              snapshotVersion: snapshot.version,
              stateHash: snapshot.hash,
            }
          : {}),
      },
    });
    if (moved.count !== 1) throw new SequenceConflict(`match ${id} is not live`);
  }

  async replaceWithBot(id: string, seat: Seat, at: Date): Promise<boolean> {
    const moved = await this.prisma.matchSeat.updateMany({
      where: { matchId: id, seat, bot: false, match: { status: 'live' } },
      data: { bot: true, leftAt: at },
    });
    return moved.count === 1;
  }

  async list(filter: MatchFilter): Promise<StoredMatch[]> {
    const rows = await this.prisma.match.findMany({
      where: {
        ...(filter.status ? { status: filter.status } : {}),
        ...(filter.coachId ? { seats: { some: { coachId: filter.coachId } } } : {}),
        ...(filter.changedSince ? { updatedAt: { gte: filter.changedSince } } : {}),
      },
      orderBy: filter.status === 'finished' ? { finishedAt: 'desc' } : { updatedAt: 'desc' },
      take: filter.limit,
      include: withSeats,
    });
    return this.#liveSeqs(rows.map(toStored));
  }

  /**
   * A live match's seq is its log's last command: the match row's `seq` moves only with a snapshot or
   * the result (`append-batch.ts`). One index probe per live match, in one query.
   */
  async #liveSeqs(matches: StoredMatch[]): Promise<StoredMatch[]> {
    const live = matches.filter((m) => m.status === 'live').map((m) => m.id);
    if (live.length === 0) return matches;
    const rows = await this.prisma.$queryRaw<{ id: string; seq: number | null }[]>`
      SELECT m."id"::text AS "id",
        (SELECT c."seq" FROM "MatchCommand" c WHERE c."matchId" = m."id" ORDER BY c."seq" DESC LIMIT 1) AS "seq"
      FROM unnest(${live}::uuid[]) AS m("id")`;
    const last = new Map(rows.map((r) => [r.id, r.seq === null ? 0 : Number(r.seq)]));
    return matches.map((m) => ({ ...m, seq: Math.max(m.seq, last.get(m.id) ?? 0) }));
  }

  async rewriteCommand(id: string, seq: number, change: Partial<StoredCommand>): Promise<void> {
    await this.prisma.matchCommand.update({
      where: { matchId_seq: { matchId: id, seq } },
      data: {
        ...(change.command !== undefined ? { command: json(change.command) } : {}),
        ...(change.events !== undefined ? { events: json(change.events) } : {}),
        ...(change.stateHash !== undefined ? { stateHash: change.stateHash } : {}),
        ...(change.rolls !== undefined ? { rolls: json(change.rolls) } : {}),
        ...(change.version !== undefined ? { version: change.version } : {}),
      },
    });
  }
}

/** PGlite and the `pg` adapter name the constraint; Prisma's own P2002 may give its fields instead. */
function isClientIdConstraint(constraint: string): boolean {
  return constraint === CLIENT_ID_CONSTRAINT || constraint === 'matchId,seat,clientId';
}

function toStored(row: Row): StoredMatch {
  return {
    id: row.id,
    game: row.game,
    version: row.version,
    status: row.status,
    seats: Object.fromEntries(row.seats.map((s) => [s.seat, participantOf(s)])),
    options: row.options,
    seed: row.seed,
    seedCommitment: row.seedCommitment,
    seq: row.seq,
    snapshot: row.snapshot,
    snapshotSeq: row.snapshotSeq,
    snapshotDice: row.snapshotDice,
    snapshotVersion: row.snapshotVersion,
    initialHash: row.initialHash,
    initialRolls: (row.initialRolls as RecordedRoll[] | null) ?? null,
    initialDice: row.initialDice,
    stateHash: row.stateHash,
    turnSeconds: row.turnSeconds,
    result: (row.result as MatchResult | null) ?? null,
    createdAt: row.createdAt,
    finishedAt: row.finishedAt,
  };
}
