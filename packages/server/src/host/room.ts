import { randomInt } from 'node:crypto';
import type {
  ChatChannel,
  CommandAck,
  MatchResult,
  MatchSnapshot,
  MatchSummary,
  MatchUpdate,
  Participant,
  Recipient,
  ResyncReply,
  Seat,
  TurnClock,
} from '@dugout/client';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../errors.js';
import type { Broadcaster } from './broadcaster.js';
import type { Clock } from './clock.js';
import { CommandRejected, type GameModule } from './game-module.js';
import type { Presence } from './presence.js';
import { type MatchStore, SequenceConflict, type StoredCommand, type StoredMatch } from './store.js';

export interface RoomContext {
  store: MatchStore;
  clock: Clock;
  presence: Presence;
  broadcaster: Broadcaster;
  log: FastifyBaseLogger;
  /** Take a snapshot every this many commands (the rest is replayed from the log). */
  snapshotEvery: number;
  forfeitGraceMs: number;
  /** Called after this room committed a command (the host tells the other nodes). */
  onCommitted(matchId: string, seq: number): void;
  /** Called once the match is over (the host unloads the room). */
  onFinished(matchId: string): void;
  chat: { maxLength: number; perWindow: number; windowMs: number };
}

export type Actor = { seat: Seat; id: string };

interface TurnTimer {
  key: string;
  seat: Seat;
  usedMs: number;
  runningSince: number | null;
  handle: unknown;
  expiredAnnounced: boolean;
}

/** Thrown when a stored log does not rebuild to the stored hashes. */
export class CorruptMatchError extends Error {
  override readonly name = 'CorruptMatchError';
}

/**
 * One live match on this node: its state, its sequence number and a queue that runs its commands one
 * at a time. Lifecycle: `load` (snapshot + log) → `join`/`submit`/`leave`… → `dispose`.
 */
export class MatchRoom {
  #state: unknown;
  #seq: number;
  #dice: number;
  #status: StoredMatch['status'];
  #result: MatchResult | null;
  #finishedAt: Date | null;
  #tail: Promise<unknown> = Promise.resolve();
  readonly #clientIds = new Map<string, number>();
  readonly #seed: Uint8Array;
  #timer: TurnTimer | null = null;
  #botPending = false;
  #disposed = false;
  readonly #chatSent = new Map<string, number[]>();

  private constructor(
    readonly meta: StoredMatch,
    private readonly module: GameModule,
    private readonly ctx: RoomContext,
    state: unknown,
    seq: number,
    dice: number,
  ) {
    this.#state = state;
    this.#seq = seq;
    this.#dice = dice;
    this.#status = meta.status;
    this.#result = meta.result;
    this.#finishedAt = meta.finishedAt;
    this.#seed = Buffer.from(meta.seed, 'hex');
  }

  /** Rebuilds a match from its snapshot and the log after it; every step must reproduce its hash. */
  static async load(meta: StoredMatch, module: GameModule, ctx: RoomContext): Promise<MatchRoom> {
    const room = new MatchRoom(meta, module, ctx, meta.snapshot, meta.snapshotSeq, meta.snapshotDice);
    if (meta.snapshotSeq === meta.seq && module.hash(meta.snapshot) !== meta.stateHash) {
      throw new CorruptMatchError(`match ${meta.id}: the snapshot does not hash to the stored state hash`);
    }
    room.#replay(await ctx.store.commands(meta.id, meta.snapshotSeq));
    for (const c of await ctx.store.clientIds(meta.id))
      room.#clientIds.set(`${c.seat}\u0000${c.clientId}`, c.seq);
    room.#updateClock();
    room.#maybeBot();
    return room;
  }

  get id(): string {
    return this.meta.id;
  }
  get seq(): number {
    return this.#seq;
  }
  get state(): unknown {
    return this.#state;
  }
  get live(): boolean {
    return this.#status === 'live';
  }
  get stateHash(): string {
    return this.module.hash(this.#state);
  }

  #replay(commands: StoredCommand[]): void {
    for (const c of commands) {
      if (c.seq !== this.#seq + 1)
        throw new CorruptMatchError(`match ${this.id}: command ${c.seq} follows ${this.#seq}`);
      const dice = this.module.dice(this.#seed, c.diceBefore);
      const r = this.module.apply(this.#state, c.command, c.seat, dice);
      const hash = this.module.hash(r.state);
      if (hash !== c.stateHash || dice.position !== c.diceAfter) {
        throw new CorruptMatchError(`match ${this.id}: command ${c.seq} does not reproduce its stored state`);
      }
      this.#state = r.state;
      this.#seq = c.seq;
      this.#dice = c.diceAfter;
      this.#clientIds.set(`${c.seat}\u0000${c.clientId}`, c.seq);
    }
  }

  /** Catches up with commands another node stored (multi-node), without broadcasting them again. */
  async refresh(): Promise<void> {
    await this.#enqueue(async () => {
      const latest = await this.ctx.store.get(this.id);
      if (!latest) return;
      if (latest.seq > this.#seq) this.#replay(await this.ctx.store.commands(this.id, this.#seq));
      if (latest.status === 'finished' && this.#status === 'live') {
        this.#status = 'finished';
        this.#result = latest.result;
        this.#finishedAt = latest.finishedAt;
      }
      this.#updateClock();
    });
  }

  #enqueue<T>(work: () => Promise<T>): Promise<T> {
    const run = this.#tail.then(work, work);
    this.#tail = run.catch(() => undefined);
    return run;
  }

  summary(): MatchSummary {
    return {
      id: this.id,
      game: this.meta.game,
      status: this.#status,
      seats: this.meta.seats,
      seedCommitment: this.meta.seedCommitment,
      seed: this.#status === 'finished' ? this.meta.seed : null,
      seq: this.#seq,
      turnSeconds: this.meta.turnSeconds,
      result: this.#result,
      createdAt: this.meta.createdAt.toISOString(),
      finishedAt: this.#finishedAt?.toISOString() ?? null,
      headline: this.module.headline?.(this.#state) ?? null,
    };
  }

  /** The seat a coach plays, if any. */
  seatOf(coachId: string | undefined): Seat | undefined {
    if (!coachId) return undefined;
    return this.module.seats.find(
      (s) => this.meta.seats[s]?.kind === 'coach' && this.meta.seats[s]?.coachId === coachId,
    );
  }

  #toAct(): Seat[] {
    return this.#status === 'live' ? this.module.whoMustAct(this.#state) : [];
  }

  async snapshot(as: Recipient): Promise<MatchSnapshot> {
    return {
      match: this.summary(),
      as,
      seq: this.#seq,
      view: this.module.viewFor(this.#state, as),
      toAct: this.#toAct(),
      clock: this.clock(),
      presence: await this.ctx.presence.seats(this.id, this.#humanSeats()),
    };
  }

  #humanSeats(): Seat[] {
    return this.module.seats.filter((s) => this.meta.seats[s]?.kind === 'coach');
  }

  async resync(as: Recipient, since: number): Promise<ResyncReply> {
    return this.#enqueue(async () => {
      const missed =
        since >= 0 && since < this.#seq
          ? (await this.ctx.store.commands(this.id, since)).map((c) => ({
              matchId: this.id,
              seq: c.seq,
              seat: c.seat,
              ...(as === c.seat ? { clientId: c.clientId } : {}),
              events: this.module.eventsFor(c.events, as),
              toAct: [],
              clock: null,
            }))
          : [];
      return { snapshot: await this.snapshot(as), missed };
    });
  }

  // ---- commands -------------------------------------------------------------------------------------

  /** Validates and applies one command from `actor`; resolves once it is stored and broadcast. */
  submit(actor: Actor, clientId: string, raw: unknown): Promise<CommandAck> {
    return this.#enqueue(async () => {
      const known = this.#clientIds.get(`${actor.seat}\u0000${clientId}`);
      if (known !== undefined) return { seq: known, duplicate: true };
      this.#assertLive();
      const parsed = this.module.commandSchema.safeParse(raw);
      if (!parsed.success) {
        throw new AppError(
          'match/malformed-command',
          400,
          `Malformed command: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'command'}: ${i.message}`).join('; ')}.`,
        );
      }
      if (!this.#toAct().includes(actor.seat)) {
        throw new AppError(
          'match/not-your-turn',
          409,
          'It is not your decision: your opponent must act now.',
        );
      }
      return this.#commit(actor, clientId, parsed.data);
    });
  }

  #assertLive(): void {
    if (this.#status !== 'live') throw new AppError('match/finished', 409, 'The match is over.');
  }

  async #commit(actor: Actor, clientId: string, command: unknown): Promise<CommandAck> {
    const dice = this.module.dice(this.#seed, this.#dice);
    const diceBefore = this.#dice;
    let applied: { state: unknown; events: unknown[] };
    try {
      applied = this.module.apply(this.#state, command, actor.seat, dice);
    } catch (error) {
      if (error instanceof CommandRejected) throw new AppError(error.code, 422, error.message, error.details);
      this.ctx.log.error(
        { err: error, matchId: this.id, seq: this.#seq, command },
        'game module failed on a command',
      );
      throw new AppError(
        'match/command-failed',
        500,
        'The server could not carry out that command; nothing changed. It has been logged.',
      );
    }
    const seq = this.#seq + 1;
    const stateHash = this.module.hash(applied.state);
    const result = this.module.result(applied.state);
    const stored: StoredCommand = {
      seq,
      seat: actor.seat,
      actor: actor.id,
      clientId,
      command,
      events: applied.events,
      diceBefore,
      diceAfter: dice.position,
      stateHash,
    };
    const snapshot =
      seq % this.ctx.snapshotEvery === 0 || result
        ? { state: applied.state, dice: dice.position }
        : undefined;
    try {
      await this.ctx.store.append(this.id, stored, {
        ...(snapshot ? { snapshot } : {}),
        ...(result ? { result } : {}),
      });
    } catch (error) {
      if (error instanceof SequenceConflict) {
        // Another node moved the match on: catch up, and let the coach look again.
        this.#replay(await this.ctx.store.commands(this.id, this.#seq));
        throw new AppError(
          'match/not-your-turn',
          409,
          'The match moved on before your command arrived: look again.',
        );
      }
      this.ctx.log.error({ err: error, matchId: this.id, seq }, 'storing a command failed');
      throw new AppError('match/command-failed', 500, 'The command could not be stored; nothing changed.');
    }
    // Stored: now it is real.
    this.#state = applied.state;
    this.#seq = seq;
    this.#dice = dice.position;
    this.#clientIds.set(`${actor.seat}\u0000${clientId}`, seq);
    if (result) {
      this.#status = 'finished';
      this.#result = result;
      this.#finishedAt = new Date(this.ctx.clock.now());
    }
    this.#updateClock();
    this.#broadcast(stored, applied.events);
    if (result) this.#announceEnd(result);
    this.ctx.onCommitted(this.id, seq);
    if (result) this.ctx.onFinished(this.id);
    this.#maybeBot();
    return { seq, duplicate: false };
  }

  #broadcast(c: StoredCommand, events: unknown[]): void {
    const toAct = this.#toAct();
    const clock = this.clock();
    for (const recipient of [...this.module.seats, 'spectator'] as Recipient[]) {
      const update: MatchUpdate = {
        matchId: this.id,
        seq: c.seq,
        seat: c.seat,
        ...(recipient === c.seat ? { clientId: c.clientId } : {}),
        events: this.module.eventsFor(events, recipient),
        view: this.module.viewFor(this.#state, recipient),
        toAct,
        clock,
      };
      this.ctx.broadcaster.toRecipient(this.id, recipient, 'match:update', update);
    }
  }

  #announceEnd(result: MatchResult): void {
    this.ctx.broadcaster.toMatch(this.id, 'match:ended', { matchId: this.id, result, seed: this.meta.seed });
  }

  #maybeBot(): void {
    const seat = this.meta.botSeat;
    if (!seat || this.#botPending || this.#disposed || !this.module.botCommand) return;
    if (!this.#toAct().includes(seat)) return;
    this.#botPending = true;
    setImmediate(() => {
      this.#botPending = false;
      if (this.#disposed) return;
      this.#enqueue(async () => {
        if (!this.#toAct().includes(seat)) return;
        const command = this.module.botCommand!(this.#state, seat, (n) => (n <= 1 ? 0 : randomInt(n)));
        await this.#commit({ seat, id: 'bot' }, `bot-${this.#seq + 1}`, command);
      }).catch((error: unknown) => {
        this.ctx.log.error({ err: error, matchId: this.id }, 'the bot could not play');
      });
    });
  }

  // ---- turn clock -----------------------------------------------------------------------------------

  clock(): TurnClock | null {
    const t = this.#timer;
    if (!t || this.#status !== 'live') return null;
    const now = this.ctx.clock.now();
    const used = t.usedMs + (t.runningSince === null ? 0 : now - t.runningSince);
    const remainingMs = Math.max(0, this.meta.turnSeconds * 1000 - used);
    return {
      seat: t.seat,
      turnSeconds: this.meta.turnSeconds,
      remainingMs,
      running: t.runningSince !== null,
      at: new Date(now).toISOString(),
      expired: remainingMs === 0,
    };
  }

  #updateClock(): void {
    const now = this.ctx.clock.now();
    const turn = this.#status === 'live' ? this.module.turn?.(this.#state) : undefined;
    if (this.#timer?.handle !== undefined) this.ctx.clock.clearTimeout(this.#timer.handle);
    if (!turn || this.#disposed) {
      this.#timer = null;
      return;
    }
    if (!this.#timer || this.#timer.key !== turn.key) {
      this.#timer = {
        key: turn.key,
        seat: turn.seat,
        usedMs: 0,
        runningSince: null,
        handle: undefined,
        expiredAnnounced: false,
      };
    }
    const t = this.#timer;
    const running = this.#toAct().includes(turn.seat);
    if (running && t.runningSince === null) t.runningSince = now;
    if (!running && t.runningSince !== null) {
      t.usedMs += now - t.runningSince;
      t.runningSince = null;
    }
    t.handle = undefined;
    const remaining = this.clock()?.remainingMs ?? 0;
    if (running && !t.expiredAnnounced) {
      t.handle = this.ctx.clock.setTimeout(() => {
        t.handle = undefined;
        t.expiredAnnounced = true;
        this.ctx.broadcaster.toMatch(this.id, 'match:clock', { matchId: this.id, clock: this.clock() });
      }, remaining);
    }
  }

  /** The opponent ends the turn of a coach whose clock has run out. */
  endTurnFor(requester: Actor): Promise<CommandAck> {
    return this.#enqueue(async () => {
      this.#assertLive();
      const clock = this.clock();
      const turn = this.module.turn?.(this.#state);
      if (!clock || !turn || turn.seat === requester.seat) {
        throw new AppError(
          'match/not-your-turn',
          409,
          'Only the opponent of the coach whose turn it is can end it.',
        );
      }
      const first = clock.expired ? this.module.endTurnCommand?.(this.#state, turn.seat) : undefined;
      if (first === undefined) {
        throw new AppError(
          'match/timer-running',
          409,
          `Your opponent still has ${Math.ceil(clock.remainingMs / 1000)} s.`,
          {
            remainingMs: clock.remainingMs,
          },
        );
      }
      let ack: CommandAck = { seq: this.#seq, duplicate: false };
      let command: unknown = first;
      for (let i = 0; i < 50 && command !== undefined; i++) {
        ack = await this.#commit({ seat: turn.seat, id: 'timeout' }, `timeout-${this.#seq + 1}`, command);
        const now = this.module.turn?.(this.#state);
        if (this.#status !== 'live' || !now || now.key !== turn.key) break;
        command = this.module.endTurnCommand?.(this.#state, turn.seat);
      }
      return ack;
    });
  }

  // ---- presence, forfeit, chat ----------------------------------------------------------------------

  async connected(seat: Seat, connectionId: string): Promise<void> {
    await this.ctx.presence.connect(this.id, seat, connectionId);
    await this.#announcePresence();
  }

  async disconnected(seat: Seat, connectionId: string): Promise<void> {
    await this.ctx.presence.disconnect(this.id, seat, connectionId);
    await this.#announcePresence();
  }

  async #announcePresence(): Promise<void> {
    const presence = await this.ctx.presence.seats(this.id, this.#humanSeats());
    this.ctx.broadcaster.toMatch(this.id, 'match:presence', { matchId: this.id, presence });
  }

  claimForfeit(requester: Actor): Promise<MatchResult> {
    return this.#enqueue(async () => {
      this.#assertLive();
      const opponents = this.#humanSeats().filter((s) => s !== requester.seat);
      const presence = await this.ctx.presence.seats(this.id, opponents);
      const now = this.ctx.clock.now();
      for (const seat of opponents) {
        const p = presence[seat]!;
        if (p.connected || !p.disconnectedSince) {
          throw new AppError('match/opponent-connected', 409, 'Your opponent is connected.');
        }
        const away = now - Date.parse(p.disconnectedSince);
        if (away < this.ctx.forfeitGraceMs) {
          const remainingSeconds = Math.ceil((this.ctx.forfeitGraceMs - away) / 1000);
          throw new AppError(
            'match/grace-not-over',
            409,
            `Your opponent has been away ${Math.floor(away / 1000)} s; you can claim the win in ${remainingSeconds} s.`,
            { remainingSeconds },
          );
        }
      }
      if (opponents.length === 0)
        throw new AppError('match/opponent-connected', 409, 'There is no coach to forfeit.');
      const result: MatchResult = { winner: requester.seat, reason: 'forfeit' };
      await this.ctx.store.finish(this.id, result);
      this.#status = 'finished';
      this.#result = result;
      this.#finishedAt = new Date(now);
      this.#updateClock();
      this.#announceEnd(result);
      this.ctx.onCommitted(this.id, this.#seq);
      this.ctx.onFinished(this.id);
      return result;
    });
  }

  chat(sender: { name: string; key: string }, as: Recipient, channel: ChatChannel, rawText: string): void {
    const text = rawText.trim();
    if (text.length === 0) throw new AppError('chat/empty', 400, 'The message is empty.');
    if (text.length > this.ctx.chat.maxLength) {
      throw new AppError('chat/too-long', 400, `Messages are at most ${this.ctx.chat.maxLength} characters.`);
    }
    const allowed: ChatChannel = as === 'spectator' ? 'spectators' : 'coaches';
    if (channel !== allowed) {
      throw new AppError('chat/wrong-channel', 403, `You write in the ${allowed} channel, not ${channel}.`);
    }
    const now = this.ctx.clock.now();
    const recent = (this.#chatSent.get(sender.key) ?? []).filter((t) => now - t < this.ctx.chat.windowMs);
    if (recent.length >= this.ctx.chat.perWindow) {
      throw new AppError('chat/rate-limited', 429, 'You are sending messages too fast: wait a few seconds.');
    }
    recent.push(now);
    this.#chatSent.set(sender.key, recent);
    const message = { matchId: this.id, channel, from: sender.name, text, at: new Date(now).toISOString() };
    // Coaches' chat is public; spectators talk among themselves.
    if (channel === 'coaches') this.ctx.broadcaster.toMatch(this.id, 'match:chat', message);
    else this.ctx.broadcaster.toRecipient(this.id, 'spectator', 'match:chat', message);
  }

  participants(): Record<Seat, Participant> {
    return this.meta.seats;
  }

  dispose(): void {
    this.#disposed = true;
    if (this.#timer?.handle !== undefined) this.ctx.clock.clearTimeout(this.#timer.handle);
    this.#timer = null;
  }
}
