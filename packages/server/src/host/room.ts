import { randomInt } from 'node:crypto';
import type {
  ChatChannel,
  CommandAck,
  MatchResult,
  MatchSnapshot,
  MatchSummary,
  Participant,
  Recipient,
  ResyncReply,
  Seat,
  SeatPresence,
  TurnClock,
} from '@dugout/client';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../errors.js';
import type { Broadcaster } from './broadcaster.js';
import { type Clock, systemClock } from './clock.js';
import type { ClockRecords } from './clock-records.js';
import { Disclosure } from './disclosure.js';
import type { Audience, GameModule } from './game-module.js';
import { NoticeThrottle, type Presence } from './presence.js';
import { BotDriver } from './room/bots.js';
import { type ChatLimits, MatchChat } from './room/chat.js';
import { type Actor, type Committed, Ledger } from './room/commit.js';
import { Delivery, type EarlyUpdate } from './room/deliver.js';
import { CommandQueue } from './room/queue.js';
import { MatchSeats } from './room/seats.js';
import { MatchClock } from './room/turn-clock.js';
import { DuplicateCommand, type MatchStore, type StoredMatch } from './store.js';

export { CorruptMatchError } from './room/commit.js';
export type { Actor };

export interface RoomContext {
  store: MatchStore;
  clock: Clock;
  presence: Presence;
  broadcaster: Broadcaster;
  log: FastifyBaseLogger;
  /** Take a snapshot every this many commands (the rest is replayed from the log). */
  snapshotEvery: number;
  /** How long a coach may be away before leaving counts (the module rules what it means). */
  forfeitGraceMs: number;
  /** Called after this room changed the match (a command, a seat taken over): the host tells the other nodes. */
  onCommitted(matchId: string, seq: number): void;
  /** Called once the match is over (the host unloads the room). */
  onFinished(matchId: string): void;
  chat: ChatLimits;
  /** Where the clock is kept between loads and owners. */
  clocks: ClockRecords;
  /** Tests only: how many of the latest client ids the ledger keeps (see `Ledger`). */
  recentClientIds?: number;
}

/** The most commands the server applies in a row to wind an expired period down. */
const MAX_TIMEOUT_COMMANDS = 50;

/**
 * One live match on this node, wired from its parts: the command queue (`room/queue.ts`), the ledger that
 * applies and stores commands (`room/commit.ts`), the clock (`room/turn-clock.ts`), seats and presence
 * (`room/seats.ts`), chat (`room/chat.ts`), the bot driver (`room/bots.ts`), and the one path every
 * message leaves by (`room/deliver.ts`). Lifecycle: `load` (snapshot + log) → `join`/`submit`/`leave`… →
 * `dispose`.
 */
export class MatchRoom {
  readonly #queue = new CommandQueue();
  readonly #disclosure: Disclosure;
  readonly #delivery: Delivery;
  readonly #clock: MatchClock;
  /** The clock as last stored and sent (its record and demand, as JSON). */
  #clockTold: string | undefined;
  readonly #seats: MatchSeats;
  readonly #chat: MatchChat;
  readonly #bots: BotDriver;
  /** Presence notices: at most one a second (issue 15), on real time even under a test's clock. */
  readonly #presenceNotices: NoticeThrottle<string, Record<Seat, SeatPresence>>;
  #disposed = false;

  private constructor(
    readonly meta: StoredMatch,
    private readonly module: GameModule,
    private readonly ctx: RoomContext,
    private readonly ledger: Ledger,
  ) {
    const seatNames = Object.keys(meta.seats);
    this.#presenceNotices = new NoticeThrottle(systemClock, 1000, (_id, presence) =>
      this.#delivery.presence(presence),
    );
    this.#disclosure = new Disclosure(module);
    this.#delivery = new Delivery(meta.id, seatNames, ctx.broadcaster, this.#disclosure);
    this.#clock = new MatchClock(ctx.clock, { turnSeconds: meta.turnSeconds }, (seat, demand) => {
      this.#delivery.clock(this.clock());
      if (demand.onExpiry === 'auto') {
        this.#queue
          .run(() => this.#timeOut(seat, demand.key))
          .catch((error: unknown) => this.#failed(error, 'the clock could not end a period'));
      }
    });
    this.#chat = new MatchChat(meta.id, this.#delivery, ctx.clock, ctx.chat);
    this.#seats = new MatchSeats(meta.seats, {
      matchId: meta.id,
      presence: ctx.presence,
      time: ctx.clock,
      graceMs: ctx.forfeitGraceMs,
      ruling: (seat) => (this.ledger.live ? this.module.onLeave(this.ledger.state, seat) : undefined),
      takeOver: (seat) => this.#queue.run(() => this.#botTakesOver(seat)),
      end: (seat, result) => this.#queue.run(() => this.#leftAndEnded(seat, result)),
      announce: (presence) => this.#presenceNotices.offer(meta.id, presence),
      failed: (error) => this.#failed(error, 'a seat could not be handed over'),
    });
    this.#bots = new BotDriver({
      bots: () => this.#seats.botSeats(),
      toAct: () => this.ledger.toAct(),
      play: (seat) => this.#queue.run(() => this.#botPlays(seat)),
      defer: (work) => setImmediate(work),
      failed: (_seat, error) => this.#failed(error, 'the bot could not play'),
    });
  }

  /** Rebuilds a match from its snapshot and the log after it (hashes checked under its own version). */
  static async load(meta: StoredMatch, module: GameModule, ctx: RoomContext): Promise<MatchRoom> {
    const ledger = new Ledger(meta, module, {
      store: ctx.store,
      log: ctx.log,
      snapshotEvery: ctx.snapshotEvery,
      now: () => ctx.clock.now(),
      ...(ctx.recentClientIds === undefined ? {} : { recentClientIds: ctx.recentClientIds }),
    });
    const report = ledger.start(await ctx.store.commands(meta.id, Math.max(0, meta.snapshotSeq - 1)));
    if (report.unchecked > 0 || meta.snapshotVersion !== module.version) {
      ctx.log.info(
        {
          matchId: meta.id,
          runningVersion: module.version,
          snapshotVersion: meta.snapshotVersion,
          storedUnder: report.versions,
          uncheckedCommands: report.unchecked,
        },
        'resumed a match from a snapshot of another rules version: hashes are checked only for commands of this version',
      );
    }
    ledger.rememberClientIds(await ctx.store.clientIds(meta.id));
    const clockRecord = await ctx.clocks.get(meta.id);
    // The ledger's copy of the match, which holds no second state (see `Ledger.meta`).
    const room = new MatchRoom(ledger.meta, module, ctx, ledger);
    if (clockRecord) room.#clock.restore(clockRecord, room.#demand());
    room.#updateClock();
    if (ledger.live) await room.#seats.watch();
    room.#bots.poke();
    return room;
  }

  get id(): string {
    return this.meta.id;
  }
  get seq(): number {
    return this.ledger.seq;
  }
  get state(): unknown {
    return this.ledger.state;
  }
  get live(): boolean {
    return this.ledger.live;
  }
  get stateHash(): string {
    return this.ledger.stateHash;
  }
  /** The seats that must decide now. */
  get toAct(): Seat[] {
    return this.ledger.toAct();
  }

  #audience(recipient: Recipient): Audience {
    return { recipient, over: !this.ledger.live };
  }

  /** The match as a list shows it to `to` (the module's headline for that recipient). */
  summary(to: Recipient = 'spectator'): MatchSummary {
    const finished = !this.ledger.live;
    return {
      id: this.id,
      game: this.meta.game,
      version: this.meta.version,
      status: this.ledger.status,
      seats: this.#seats.participants,
      seedCommitment: this.meta.seedCommitment,
      seed: finished ? this.meta.seed : null,
      seq: this.ledger.seq,
      turnSeconds: this.meta.turnSeconds,
      result: this.ledger.result,
      createdAt: this.meta.createdAt.toISOString(),
      finishedAt: this.ledger.finishedAt?.toISOString() ?? null,
      headline: this.#disclosure.headline(this.ledger.state, this.#audience(to)),
    };
  }

  /** The seat a coach plays now, if any. */
  seatOf(coachId: string | undefined): Seat | undefined {
    return this.#seats.seatOf(coachId);
  }

  participants(): Record<Seat, Participant> {
    return this.#seats.participants;
  }

  async snapshot(as: Recipient): Promise<MatchSnapshot> {
    return {
      match: this.summary(as),
      as,
      seq: this.ledger.seq,
      view: this.#disclosure.view(this.ledger.state, this.#audience(as)),
      toAct: this.ledger.toAct(),
      clock: this.clock(),
      presence: await this.#seats.presence(),
    };
  }

  async resync(as: Recipient, since: number): Promise<ResyncReply> {
    return this.#queue.run(async () => {
      const to = this.#audience(as);
      const missed =
        since >= 0 && since < this.ledger.seq
          ? (await this.ctx.store.commands(this.id, since)).map((c) =>
              this.#delivery.missedFor(c, to.over, as),
            )
          : [];
      return { snapshot: await this.snapshot(as), missed };
    });
  }

  /** After a takeover: the latest command again, with full views, to every connection (see `Delivery.latest`). */
  async announceLatest(): Promise<void> {
    await this.#queue.run(async () => {
      const [last] = await this.ctx.store.commands(this.id, this.ledger.seq - 1);
      if (!last || last.seq !== this.ledger.seq) return;
      this.#delivery.latest(last, this.ledger.state, this.ledger.toAct(), this.clock(), !this.ledger.live);
    });
  }

  // ---- commands -------------------------------------------------------------------------------------

  /** Validates and applies one command from a coach; resolves once it is stored and delivered. */
  submit(actor: Actor, clientId: string, raw: unknown): Promise<CommandAck> {
    const submitted = this.#queue.run(async () => {
      const known = this.ledger.knownClientId(actor.seat, clientId);
      if (known !== undefined) return { seq: known, duplicate: true };
      this.ledger.assertLive();
      const parsed = this.module.commandSchema.safeParse(raw);
      if (!parsed.success) {
        throw new AppError(
          'match/malformed-command',
          400,
          `Malformed command: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'command'}: ${i.message}`).join('; ')}.`,
        );
      }
      if (!this.ledger.toAct().includes(actor.seat)) {
        throw new AppError('match/not-your-turn', 409, 'It is not your decision: another seat must act now.');
      }
      try {
        return await this.#commit(actor, clientId, parsed.data);
      } catch (error) {
        if (error instanceof DuplicateCommand) return { seq: error.seq, duplicate: true };
        throw error;
      }
    });
    // Refused, but perhaps a resend of a command older than the client ids the ledger keeps in memory.
    return submitted.catch(async (error: unknown) => {
      if (!(error instanceof AppError)) throw error;
      const stored = await this.ledger.storedClientId(actor.seat, clientId).catch(() => undefined);
      if (stored === undefined) throw error;
      return { seq: stored, duplicate: true };
    });
  }

  /** Commits a command and tells everyone; the clock, the end and the bots follow. */
  async #commit(actor: Actor, clientId: string | null, command: unknown): Promise<CommandAck> {
    const before = this.ledger.state;
    let early: EarlyUpdate | undefined;
    // The sender's update is made while the database stores the command, not after (issue 14).
    const committed = await this.ledger.commit(actor, clientId, command, (s) => {
      early = this.#delivery.prepare(s.command, before, s.state, s.toAct, s.result !== undefined);
    });
    this.#afterCommit(committed, before, early);
    return { seq: committed.command.seq, duplicate: false };
  }

  #afterCommit({ command, result }: Committed, before: unknown, early?: EarlyUpdate): void {
    const clockChanged = this.#updateClock();
    this.#delivery.update(
      command,
      before,
      this.ledger.state,
      this.ledger.toAct(),
      clockChanged ? this.clock() : undefined,
      result !== undefined,
      early,
    );
    if (result) this.#announceEnd(result);
    else this.ctx.onCommitted(this.id, command.seq);
    this.#bots.poke();
  }

  #announceEnd(result: MatchResult): void {
    this.#delivery.ended(result, this.meta.seed);
    this.#seats.dispose();
    this.ctx.onCommitted(this.id, this.ledger.seq);
    this.ctx.onFinished(this.id);
  }

  async #botPlays(seat: Seat): Promise<void> {
    if (!this.ledger.live || !this.ledger.toAct().includes(seat) || !this.#seats.botSeats().includes(seat))
      return;
    if (!this.module.bot) throw new Error(`game "${this.module.id}" has no bot for seat ${seat}`);
    const command = this.module.bot(this.ledger.state, seat, (n) => (n <= 1 ? 0 : randomInt(n)));
    await this.#commit({ seat, id: 'bot' }, null, command);
  }

  // ---- the clock ------------------------------------------------------------------------------------

  clock(): TurnClock | null {
    return this.ledger.live ? this.#clock.view() : null;
  }

  #demand() {
    return this.ledger.live && !this.#disposed
      ? this.module.clock?.(this.ledger.state, { turnSeconds: this.meta.turnSeconds })
      : undefined;
  }

  /**
   * Brings the clock up to date after a change of the match; returns whether it changed (most commands
   * within a turn leave it as it was: it is then neither stored again nor sent).
   */
  #updateClock(): boolean {
    this.#clock.update(this.#demand(), this.ledger.toAct());
    const record = this.ledger.live ? this.#clock.record() : null;
    const told = JSON.stringify([record, record && this.#clock.demand]);
    if (told === this.#clockTold) return false;
    this.#clockTold = told;
    if (this.#disposed) return true;
    this.ctx.clocks.set(this.id, record).catch((error: unknown) => {
      // Stored again at the next command, changed or not.
      this.#clockTold = undefined;
      this.ctx.log.warn({ err: error, matchId: this.id }, 'could not store the clock');
    });
    return true;
  }

  /**
   * Whether the room may be unloaded without anything it would do by itself going undone: no clock about
   * to end a period, no seat waiting out its grace, no bot to play.
   */
  get settled(): boolean {
    if (!this.ledger.live) return true;
    const demand = this.#clock.demand;
    const ticking = demand?.onExpiry === 'auto' && this.#clock.ticking;
    const botToAct = this.#seats.botSeats().some((s) => this.ledger.toAct().includes(s));
    return !ticking && !this.#seats.waiting && !botToAct;
  }

  /** Applies the module's timeout commands for `seat` while it still must act in period `key`. */
  async #timeOut(seat: Seat, key: string): Promise<CommandAck> {
    let ack: CommandAck = { seq: this.ledger.seq, duplicate: false };
    for (let i = 0; i < MAX_TIMEOUT_COMMANDS && this.ledger.live; i++) {
      if (this.module.clock?.(this.ledger.state, { turnSeconds: this.meta.turnSeconds })?.key !== key) break;
      if (!this.ledger.toAct().includes(seat)) break;
      const command = this.module.timeoutCommand?.(this.ledger.state, seat);
      if (command === undefined) break;
      ack = await this.#commit({ seat, id: 'timeout' }, null, command);
    }
    return ack;
  }

  /** Another seat ends the period of a seat whose time has run out (when the game lets others claim it). */
  endTurnFor(requester: Actor): Promise<CommandAck> {
    return this.#queue.run(async () => {
      this.ledger.assertLive();
      const demand = this.#clock.demand;
      const onClock = demand ? (demand.kind === 'turn' ? demand.seats.slice(0, 1) : demand.seats) : [];
      const others = onClock.filter((s) => s !== requester.seat);
      if (!demand || others.length === 0) {
        throw new AppError(
          'match/not-your-turn',
          409,
          'Only another coach can end the time of the coach on the clock.',
        );
      }
      const expired = this.#clock
        .expiredSeats()
        .filter((s) => s !== requester.seat && this.ledger.toAct().includes(s));
      const first = expired.find((s) => this.module.timeoutCommand?.(this.ledger.state, s) !== undefined);
      if (demand.onExpiry !== 'claim' || first === undefined) {
        const remainingMs = this.#clock.remainingMs(others[0]!);
        throw new AppError(
          'match/timer-running',
          409,
          `Your opponent still has ${Math.ceil(remainingMs / 1000)} s.`,
          {
            remainingMs,
          },
        );
      }
      let ack: CommandAck = { seq: this.ledger.seq, duplicate: false };
      for (const seat of expired) ack = await this.#timeOut(seat, demand.key);
      return ack;
    });
  }

  // ---- seats, presence, leaving ---------------------------------------------------------------------

  connected(seat: Seat, connectionId: string): Promise<void> {
    return this.#seats.connected(seat, connectionId);
  }

  disconnected(seat: Seat, connectionId: string): Promise<void> {
    return this.#seats.disconnected(seat, connectionId);
  }

  /** The result of another coach's forfeit, when the game rules that leaving forfeits and they stayed away. */
  claimForfeit(requester: Actor): Promise<MatchResult> {
    return this.#queue.run(async () => {
      this.ledger.assertLive();
      const { result } = await this.#seats.claimable(requester.seat);
      await this.#end(result);
      return result;
    });
  }

  /**
   * Ends a match nobody has played for too long (issue 15's idle bot matches): as if the first coach's
   * seat had left, by the module's ruling (a forfeit, an end, or a bot playing it out).
   */
  abandon(): Promise<void> {
    return this.#queue.run(async () => {
      if (!this.ledger.live) return;
      const seat = Object.entries(this.#seats.participants).find(([, p]) => p.kind === 'coach')?.[0];
      if (seat === undefined) return;
      const ruling = this.module.onLeave(this.ledger.state, seat);
      if (ruling.kind === 'bot') await this.#botTakesOver(seat);
      else await this.#end(ruling.result);
    });
  }

  async #end(result: MatchResult): Promise<void> {
    await this.ledger.end(result);
    this.#updateClock();
    this.#announceEnd(result);
  }

  async #botTakesOver(seat: Seat): Promise<void> {
    if (!this.ledger.live) return;
    const was = this.#seats.participants[seat];
    const at = new Date(this.ctx.clock.now());
    if (!(await this.ctx.store.replaceWithBot(this.id, seat, at))) return;
    this.#seats.replaced(seat, at);
    this.#chat.announce({ kind: 'bot-took-seat', seat, coach: was?.name ?? seat });
    this.#delivery.presence(await this.#seats.presence());
    this.ctx.onCommitted(this.id, this.ledger.seq);
    this.#bots.poke();
  }

  async #leftAndEnded(seat: Seat, result: MatchResult): Promise<void> {
    if (!this.ledger.live) return;
    const was = this.#seats.participants[seat];
    this.#chat.announce({ kind: 'left-match-ended', seat, coach: was?.name ?? seat });
    await this.#end(result);
  }

  // ---- chat -----------------------------------------------------------------------------------------

  chat(sender: { name: string; key: string }, as: Recipient, channel: ChatChannel, text: string): void {
    this.#chat.say(sender, as, channel, text);
  }

  #failed(error: unknown, what: string): void {
    // Another node moved the match on first: not a failure of this one.
    if (error instanceof AppError && error.code === 'match/not-your-turn') {
      this.ctx.log.debug({ err: error, matchId: this.id }, what);
      return;
    }
    this.ctx.log.error({ err: error, matchId: this.id }, what);
  }

  dispose(): void {
    this.#disposed = true;
    this.#clock.dispose();
    this.#seats.dispose();
    this.#bots.dispose();
    this.#presenceNotices.dispose();
  }
}
