import type {
  GameTable,
  MatchSummary,
  OpenTableRequest,
  Participant,
  Seat,
  SetSeatRequest,
  TableSeat,
} from '@dugout/client';
import type { CoachView } from '../auth/accounts.js';
import type { PrismaClient } from '../db/database.js';
import { uniqueViolation } from '../db/unique-violation.js';
import { AppError } from '../errors.js';
import { Prisma } from '../generated/prisma/client.js';
import { CommandRejected, type GameModule, seatList } from '../host/game-module.js';
import type { MatchHost } from '../host/match-host.js';
import { BOT_NAME } from '../host/prisma-store.js';
import type { LobbyNotices } from './notices.js';

const include = {
  creator: { select: { id: true, name: true } },
  seats: {
    orderBy: { position: 'asc' },
    include: { coach: { select: { id: true, name: true } }, invited: { select: { id: true, name: true } } },
  },
  match: { select: { status: true } },
} as const;
type Row = Prisma.LobbyTableGetPayload<{ include: typeof include }>;
type SeatRow = Row['seats'][number];

const json = (value: unknown) => value as Prisma.InputJsonValue;

function participantAt(s: SeatRow): Participant | null {
  if (s.bot) return { kind: 'bot', name: BOT_NAME };
  return s.coach ? { kind: 'coach', coachId: s.coach.id, name: s.coach.name } : null;
}

function toTable(row: Row): GameTable {
  return {
    id: row.id,
    game: row.game,
    status: row.status,
    creator: row.creator,
    options: row.options,
    turnSeconds: row.turnSeconds,
    autoStart: row.autoStart,
    seats: row.seats.map(
      (s): TableSeat => ({
        seat: s.seat,
        taken: participantAt(s),
        invited: s.invited,
        declined: s.declinedAt !== null,
        choice: s.choice ?? null,
      }),
    ),
    matchId: row.matchId,
    matchStatus: row.match?.status ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

const empty = (s: SeatRow) => !s.bot && s.coachId === null;

export interface TableSettings {
  defaultTurnSeconds: number;
  /** Open tables (challenges included) one coach may have created at once. */
  openTablesPerCoach?: number;
}

/**
 * Lobby tables for any game: a coach opens one with the game's options and a seat of their own, keeps
 * seats for named coaches or leaves them open; others take and leave seats; the creator may give empty
 * seats to bots and starts the match once every seat is taken (or it starts by itself, for challenges).
 * Every change is a single conditional statement, so two coaches can never take one seat.
 */
export class Tables {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly host: MatchHost,
    private readonly notices: LobbyNotices,
    private readonly settings: TableSettings,
  ) {}

  async open(coach: CoachView, request: OpenTableRequest): Promise<GameTable> {
    const module = this.host.module(request.game);
    const seats = this.#seatsOf(module, request.seatCount);
    const options = module.optionsSchema.safeParse(request.options ?? {});
    if (!options.success) {
      throw new AppError(
        'table/invalid-options',
        400,
        `Invalid options for ${module.id}: ${options.error.issues.map((i) => `${i.path.join('.') || 'options'}: ${i.message}`).join('; ')}.`,
      );
    }
    const own = request.seat ?? seats[0]!;
    if (!seats.includes(own)) {
      throw new AppError(
        'table/invalid-seats',
        400,
        `There is no seat "${own}": the seats are ${seats.join(', ')}.`,
      );
    }
    this.#checkChoice(module, own, request.choice, options.data);
    const others = seats.filter((s) => s !== own);
    const invite = request.invite ?? [];
    if (invite.length > others.length) {
      throw new AppError(
        'table/invalid-seats',
        400,
        `There are ${others.length} other seats, not ${invite.length}.`,
      );
    }
    const invited: { id: string }[] = [];
    for (const name of invite) {
      const found = await this.prisma.coach.findUnique({ where: { nameKey: name.trim().toLowerCase() } });
      if (!found) throw new AppError('table/unknown-coach', 404, `There is no coach named "${name}".`);
      if (found.id === coach.id)
        throw new AppError('table/invalid-seats', 400, 'You cannot invite yourself.');
      if (invited.some((c) => c.id === found.id)) {
        throw new AppError('table/invalid-seats', 400, `${found.name} is invited twice.`);
      }
      invited.push(found);
    }
    const most = this.settings.openTablesPerCoach ?? Number.POSITIVE_INFINITY;
    const open = await this.prisma.lobbyTable.count({ where: { creatorId: coach.id, status: 'open' } });
    if (open >= most) {
      throw new AppError(
        'limit/open-tables',
        429,
        `You have ${open} open tables and challenges, the most you may (${most}): cancel one first.`,
        { limit: most },
      );
    }
    const now = new Date();
    const row = await this.prisma.lobbyTable.create({
      data: {
        id: crypto.randomUUID(),
        game: module.id,
        creatorId: coach.id,
        options: json(options.data),
        turnSeconds: request.turnSeconds ?? this.settings.defaultTurnSeconds,
        autoStart: request.autoStart ?? false,
        seats: {
          create: seats.map((seat, position) => {
            if (seat === own)
              return { seat, position, coachId: coach.id, choice: json(request.choice), takenAt: now };
            const guest = invited[others.indexOf(seat)];
            return { seat, position, ...(guest ? { invitedId: guest.id } : {}) };
          }),
        },
      },
      include,
    });
    this.notices.changed('tables');
    return toTable(row);
  }

  /** The open tables `coach` may sit at (open seats, or one kept for them), and their own tables. */
  async list(coach: CoachView, game?: string): Promise<GameTable[]> {
    const rows = await this.prisma.lobbyTable.findMany({
      where: {
        ...(game ? { game } : {}),
        OR: [
          {
            status: 'open',
            seats: {
              some: {
                bot: false,
                coachId: null,
                OR: [{ invitedId: null }, { invitedId: coach.id, declinedAt: null }],
              },
            },
          },
          {
            status: { not: 'cancelled' },
            OR: [{ creatorId: coach.id }, { seats: { some: { coachId: coach.id } } }],
          },
        ],
      },
      orderBy: { updatedAt: 'desc' },
      take: 100,
      include,
    });
    return rows.map(toTable);
  }

  async get(id: string): Promise<GameTable> {
    return toTable(await this.#row(id));
  }

  /** `coach` sits at `seat` with their choice; a full table that starts by itself starts now. */
  async take(
    coach: CoachView,
    id: string,
    seat: Seat,
    choice: unknown,
  ): Promise<{ table: GameTable; match?: MatchSummary }> {
    const row = await this.#row(id);
    this.#assertOpen(row);
    const at = this.#seatRow(row, seat);
    if (row.seats.some((s) => s.coachId === coach.id)) {
      throw new AppError('table/already-seated', 409, 'You already have a seat at this table.');
    }
    if (!empty(at)) throw new AppError('table/seat-taken', 409, `Seat ${seat} is taken.`);
    if (at.invitedId && (at.invitedId !== coach.id || at.declinedAt)) {
      throw new AppError(
        'table/seat-reserved',
        403,
        `Seat ${seat} is kept for ${at.invited?.name ?? 'another coach'}.`,
      );
    }
    this.#checkChoice(this.host.module(row.game), seat, choice, row.options);
    let moved: number;
    try {
      moved = (
        await this.prisma.lobbyTableSeat.updateMany({
          where: {
            tableId: id,
            seat,
            coachId: null,
            bot: false,
            declinedAt: null,
            OR: [{ invitedId: null }, { invitedId: coach.id }],
            table: { status: 'open' },
          },
          data: { coachId: coach.id, choice: json(choice), takenAt: new Date() },
        })
      ).count;
    } catch (error) {
      if (uniqueViolation(error))
        throw new AppError('table/already-seated', 409, 'You already have a seat at this table.');
      throw error;
    }
    if (moved !== 1) throw new AppError('table/seat-taken', 409, `Seat ${seat} was just taken.`);
    await this.#touch(id);
    this.notices.changed('tables');
    const after = await this.#row(id);
    if (after.autoStart && after.seats.every((s) => !empty(s))) return this.#start(after);
    return { table: toTable(after) };
  }

  /** A coach gives their seat up before the start (the creator cancels the table instead). */
  async leave(coach: CoachView, id: string, seat: Seat): Promise<GameTable> {
    const row = await this.#row(id);
    this.#assertOpen(row);
    if (row.creatorId === coach.id && this.#seatRow(row, seat).coachId === coach.id) {
      throw new AppError(
        'table/creator-seat',
        400,
        'You opened this table: cancel it instead of leaving your seat.',
      );
    }
    const moved = await this.prisma.lobbyTableSeat.updateMany({
      where: { tableId: id, seat, coachId: coach.id, table: { status: 'open' } },
      data: { coachId: null, choice: Prisma.DbNull, takenAt: null, invitedId: null },
    });
    if (moved.count !== 1) throw new AppError('table/not-seated', 409, `You do not sit at seat ${seat}.`);
    return this.#changed(id);
  }

  /** The creator changes a seat nobody sits at: open to anyone, kept for a coach, or a bot's. */
  async setSeat(coach: CoachView, id: string, seat: Seat, request: SetSeatRequest): Promise<GameTable> {
    const row = await this.#row(id);
    this.#assertCreator(row, coach);
    this.#assertOpen(row);
    const at = this.#seatRow(row, seat);
    if (at.coachId !== null) throw new AppError('table/seat-taken', 409, `A coach sits at seat ${seat}.`);
    const module = this.host.module(row.game);
    let data: Prisma.LobbyTableSeatUpdateManyMutationInput & { invitedId?: string | null };
    if (request.to === 'bot') {
      if (!module.bot) throw new AppError('match/no-bot', 400, `${module.id} has no bot to play a seat.`);
      const choice = request.choice ?? module.defaultSeatChoice?.(seat);
      this.#checkChoice(module, seat, choice, row.options);
      data = {
        bot: true,
        choice: choice === undefined ? Prisma.DbNull : json(choice),
        invitedId: null,
        declinedAt: null,
        takenAt: new Date(),
      };
    } else if (request.to === 'invite') {
      const guest = await this.prisma.coach.findUnique({
        where: { nameKey: request.coach.trim().toLowerCase() },
      });
      if (!guest)
        throw new AppError('table/unknown-coach', 404, `There is no coach named "${request.coach}".`);
      if (row.seats.some((s) => s.coachId === guest.id || (s.invitedId === guest.id && s.seat !== seat))) {
        throw new AppError('table/invalid-seats', 400, `${guest.name} already has a seat at this table.`);
      }
      data = { bot: false, choice: Prisma.DbNull, invitedId: guest.id, declinedAt: null, takenAt: null };
    } else {
      data = { bot: false, choice: Prisma.DbNull, invitedId: null, declinedAt: null, takenAt: null };
    }
    const moved = await this.prisma.lobbyTableSeat.updateMany({
      where: { tableId: id, seat, coachId: null, table: { status: 'open' } },
      data,
    });
    if (moved.count !== 1) throw new AppError('table/seat-taken', 409, `Seat ${seat} was just taken.`);
    return this.#changed(id);
  }

  /** The creator gives every seat nobody sits at (and nobody is still invited to) to a bot. */
  async fillWithBots(coach: CoachView, id: string): Promise<GameTable> {
    const row = await this.#row(id);
    this.#assertCreator(row, coach);
    this.#assertOpen(row);
    for (const s of row.seats) {
      if (empty(s) && (s.invitedId === null || s.declinedAt !== null)) {
        await this.setSeat(coach, id, s.seat, { to: 'bot' });
      }
    }
    return this.get(id);
  }

  /** The invited coach says no: the seat stays kept for them until the creator changes it. */
  async decline(coach: CoachView, id: string): Promise<GameTable> {
    const row = await this.#row(id);
    this.#assertOpen(row);
    const moved = await this.prisma.lobbyTableSeat.updateMany({
      where: { tableId: id, invitedId: coach.id, coachId: null, declinedAt: null, table: { status: 'open' } },
      data: { declinedAt: new Date() },
    });
    if (moved.count === 0)
      throw new AppError('table/not-yours', 403, 'You have no invitation at this table.');
    return this.#changed(id);
  }

  async cancel(coach: CoachView, id: string): Promise<GameTable> {
    const row = await this.#row(id);
    this.#assertCreator(row, coach);
    const moved = await this.prisma.lobbyTable.updateMany({
      where: { id, status: 'open' },
      data: { status: 'cancelled', updatedAt: new Date() },
    });
    if (moved.count !== 1) throw new AppError('table/not-open', 409, `This table is ${row.status}.`);
    return this.#changed(id);
  }

  /** The creator starts the match once every seat is taken. */
  async start(coach: CoachView, id: string): Promise<{ table: GameTable; match: MatchSummary }> {
    const row = await this.#row(id);
    this.#assertCreator(row, coach);
    this.#assertOpen(row);
    return this.#start(row);
  }

  async #start(row: Row): Promise<{ table: GameTable; match: MatchSummary }> {
    const claimed = await this.prisma.lobbyTable.updateMany({
      where: { id: row.id, status: 'open' },
      data: { status: 'started', updatedAt: new Date() },
    });
    if (claimed.count !== 1)
      throw new AppError('table/not-open', 409, 'This table was just started or cancelled.');
    const reopen = () => this.prisma.lobbyTable.update({ where: { id: row.id }, data: { status: 'open' } });
    // Seats cannot change once the table is no longer open: read them as they are now.
    const seated = await this.#row(row.id);
    const missing = seated.seats.filter(empty).map((s) => s.seat);
    if (missing.length > 0) {
      await reopen();
      throw new AppError(
        'table/not-full',
        409,
        `Every seat must be taken first; empty: ${missing.join(', ')}.`,
      );
    }
    try {
      const match = await this.host.create({
        game: seated.game,
        options: seated.options,
        seats: Object.fromEntries(
          seated.seats.map((s) => [
            s.seat,
            { participant: participantAt(s)!, choice: s.choice ?? undefined },
          ]),
        ),
        turnSeconds: seated.turnSeconds,
      });
      const updated = await this.prisma.lobbyTable.update({
        where: { id: row.id },
        data: { matchId: match.id },
        include,
      });
      this.notices.changed('tables');
      return { table: toTable(updated), match };
    } catch (error) {
      await reopen();
      throw error;
    }
  }

  #seatsOf(module: GameModule, count: number | undefined): Seat[] {
    try {
      return seatList(module.seats, count);
    } catch (error) {
      if (error instanceof CommandRejected) throw new AppError('table/invalid-seats', 400, error.message);
      throw error;
    }
  }

  #checkChoice(module: GameModule, seat: Seat, choice: unknown, options: unknown): void {
    if (!module.checkSeatChoice) return;
    try {
      module.checkSeatChoice(seat, choice, options ?? undefined);
    } catch (error) {
      if (error instanceof CommandRejected) throw new AppError(error.code, 400, error.message, error.details);
      throw error;
    }
  }

  async #row(id: string): Promise<Row> {
    const row = await this.prisma.lobbyTable.findUnique({ where: { id }, include });
    if (!row) throw new AppError('table/not-found', 404, 'There is no such table.');
    return row;
  }

  #seatRow(row: Row, seat: Seat): SeatRow {
    const at = row.seats.find((s) => s.seat === seat);
    if (!at) {
      throw new AppError(
        'table/invalid-seats',
        400,
        `There is no seat "${seat}" at this table: ${row.seats.map((s) => s.seat).join(', ')}.`,
      );
    }
    return at;
  }

  #assertOpen(row: Row): void {
    if (row.status !== 'open') throw new AppError('table/not-open', 409, `This table is ${row.status}.`);
  }

  #assertCreator(row: Row, coach: CoachView): void {
    if (row.creatorId !== coach.id) {
      throw new AppError('table/not-yours', 403, 'Only the coach who opened the table can do that.');
    }
  }

  async #touch(id: string): Promise<void> {
    await this.prisma.lobbyTable.update({ where: { id }, data: { updatedAt: new Date() } });
  }

  async #changed(id: string): Promise<GameTable> {
    await this.#touch(id);
    this.notices.changed('tables');
    return this.get(id);
  }
}
