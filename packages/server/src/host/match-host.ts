import { randomBytes, randomUUID } from 'node:crypto';
import type {
  MatchSummary,
  Participant,
  Recipient,
  ReplayResponse,
  Seat,
  VerifyResponse,
} from '@dugout/client';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../errors.js';
import type { Broadcaster } from './broadcaster.js';
import { sha256Hex } from './canonical.js';
import { type Clock, systemClock } from './clock.js';
import { type ClockRecords, LocalClockRecords } from './clock-records.js';
import { SeededStream } from './dice.js';
import { Disclosure } from './disclosure.js';
import { CommandRejected, type GameModule, type GameRegistry, seatList } from './game-module.js';
import {
  isOperation,
  LiveMatch,
  type Operation,
  type OperationArgs,
  type OperationResult,
  runOperation,
} from './live-match.js';
import { type NodeCall, type NodeLink, NodeMoved, NodeUnreachable } from './node-link.js';
import { type Ownership, SoleOwnership } from './ownership.js';
import type { Presence } from './presence.js';
import { ReplayStates } from './replay-states.js';
import { MatchRoom, type RoomContext } from './room.js';
import type { MatchFilter, MatchStore, NewMatch, StoredMatch } from './store.js';
import { verifyMatch } from './verify.js';

export interface HostSettings {
  defaultTurnSeconds: number;
  forfeitGraceSeconds: number;
  snapshotEvery: number;
  chat: RoomContext['chat'];
  /** A loaded match nobody has touched for this long is unloaded (0: never). */
  unloadIdleSeconds?: number;
}

export interface HostDeps {
  games: GameRegistry;
  store: MatchStore;
  clock: Clock;
  presence: Presence;
  log: FastifyBaseLogger;
  settings: HostSettings;
  /**
   * Multi-node: which node owns which live match (leases), and the link that forwards a request to the
   * owner. Without them this node owns every match (one node, no Redis).
   */
  ownership?: Ownership;
  link?: NodeLink;
  /** Where clocks are kept between loads and owners (default: in this process). */
  clocks?: ClockRecords;
  /** Time for idle unloading (default: real time; tests drive it). */
  idleClock?: Clock;
  /** Where dice seeds come from: 32 random bytes each (tests may fix them). */
  seeds?: () => Uint8Array;
}

export interface NewMatchRequest {
  game: string;
  /** The table's options, checked against the module's schema. */
  options?: unknown;
  /** Every seat, in the game's seat order: who plays it and what it brings (a team). */
  seats: Record<Seat, { participant: Participant; choice?: unknown }>;
  turnSeconds?: number;
}

/** `room()` on a node that does not own the match: it is served by `node` (its lease runs until `until`). */
export class ServedElsewhere extends Error {
  override readonly name = 'ServedElsewhere';
  constructor(
    readonly node: string,
    readonly until: number,
  ) {
    super(node ? `the match is served by node ${node}` : 'the match changed hands: ask again');
  }
}

const ownerUnavailable = () =>
  new AppError(
    'match/owner-unavailable',
    503,
    'The server running this match cannot be reached right now; try again in a few seconds.',
  );

const rejected = (error: unknown, status = 400) =>
  error instanceof CommandRejected ? new AppError(error.code, status, error.message, error.details) : error;

/**
 * Hosts the matches of this node: creates them, loads each live one into a `MatchRoom` on demand (from
 * its snapshot and log), and serves summaries, replays and verification, each filtered for its recipient.
 * Game-agnostic: everything about the game goes through its `GameModule`.
 */
export class MatchHost {
  readonly #rooms = new Map<string, Promise<MatchRoom>>();
  /** When each loaded room was last asked for or changed (idle clock). */
  readonly #touched = new Map<string, number>();
  /** Matches another node serves, as last seen: its lease's expiry, and whether it stopped answering. */
  readonly #elsewhere = new Map<string, { node: string; until: number; unreachable: boolean }>();
  #broadcaster: Broadcaster | undefined;
  readonly #finishedListeners: ((matchId: string) => void)[] = [];
  readonly #listListeners: (() => void)[] = [];
  readonly #replays: ReplayStates;
  readonly #ownership: Ownership;
  readonly #clocks: ClockRecords;
  readonly #idleClock: Clock;
  #unloadTimer: unknown;
  #stopped = false;

  constructor(private readonly deps: HostDeps) {
    this.#replays = new ReplayStates(deps.store);
    this.#ownership = deps.ownership ?? new SoleOwnership();
    this.#clocks = deps.clocks ?? new LocalClockRecords();
    this.#idleClock = deps.idleClock ?? systemClock;
  }

  /**
   * Connects the host to its transport and to the other nodes. Live matches are not all loaded here: only
   * the recently played ones, in the background; others when first asked for, or when their owner died
   * holding them (multi-node).
   */
  async start(broadcaster: Broadcaster): Promise<void> {
    this.#broadcaster = broadcaster;
    this.#stopped = false;
    await this.deps.link?.start((call) => this.#serve(call));
    this.#ownership.onLost((matchId) => {
      this.deps.log.warn({ matchId }, 'another node took this match over: it is no longer served here');
      this.#drop(matchId);
    });
    this.#ownership.onOrphans((ids) => void this.#adopt(ids, 'took over a match whose node stopped'));
    this.#ownership.start();
    const idleMs = (this.deps.settings.unloadIdleSeconds ?? 0) * 1000;
    this.resumed = this.#resumeRecent(idleMs);
    if (idleMs > 0) {
      const tick = () => {
        this.unloadIdle(idleMs)
          .catch((error: unknown) => this.deps.log.warn({ err: error }, 'could not unload idle matches'))
          .finally(() => {
            if (!this.#stopped)
              this.#unloadTimer = this.#idleClock.setTimeout(tick, Math.min(idleMs / 4, 30_000));
          });
      };
      this.#unloadTimer = this.#idleClock.setTimeout(tick, Math.min(idleMs / 4, 30_000));
    }
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    this.#idleClock.clearTimeout(this.#unloadTimer);
    await this.deps.link?.stop();
    for (const room of this.#rooms.values()) (await room.catch(() => undefined))?.dispose();
    this.#rooms.clear();
    this.#touched.clear();
    await this.#ownership.stop();
  }

  /** The node id (multi-node), 'sole' on one node. */
  get node(): string {
    return this.#ownership.node;
  }

  /**
   * Unloads every loaded match untouched for `idleMs` that has nothing pending by itself (`settled`); its
   * lease is given up, so it loads again, here or on any node, when someone asks for it. Returns the ids.
   */
  async unloadIdle(idleMs: number): Promise<string[]> {
    const cutoff = this.#idleClock.now() - idleMs;
    const unloaded: string[] = [];
    for (const [id, pending] of this.#rooms) {
      if ((this.#touched.get(id) ?? 0) > cutoff) continue;
      const room = await pending.catch(() => undefined);
      if (!room?.settled || this.#rooms.get(id) !== pending) continue;
      this.#drop(id);
      await this.#ownership.release(id);
      unloaded.push(id);
    }
    if (unloaded.length > 0) this.deps.log.debug({ count: unloaded.length }, 'unloaded idle matches');
    return unloaded;
  }

  /** Settles once the start-up's resumption of recently played matches is done (tests). */
  resumed: Promise<void> = Promise.resolve();

  /**
   * In the background after start-up: the live matches changed within the unload time (the ones this node
   * would still have loaded had it not restarted, so their clocks and bots go on), unless another node
   * owns them. Older ones wait until someone asks.
   */
  async #resumeRecent(idleMs: number): Promise<void> {
    const changedSince = idleMs > 0 ? new Date(this.#idleClock.now() - idleMs) : undefined;
    const recent = await this.deps.store
      .list({ status: 'live', limit: 1_000, ...(changedSince ? { changedSince } : {}) })
      .catch((error: unknown) => {
        this.deps.log.warn({ err: error }, 'could not list the matches to resume');
        return [];
      });
    await this.#adopt(
      recent.map((m) => m.id),
      'resumed a recently played match',
    );
  }

  #drop(id: string): void {
    const pending = this.#rooms.get(id);
    this.#rooms.delete(id);
    this.#touched.delete(id);
    pending?.then((r) => r.dispose()).catch(() => undefined);
  }

  #touch(id: string): void {
    this.#touched.set(id, this.#idleClock.now());
  }

  /** Loads matches that must go on by themselves (their owner died, or this node restarted), one at a time. */
  async #adopt(ids: string[], what: string): Promise<void> {
    for (const id of ids) {
      if (this.#stopped || this.#rooms.has(id)) continue;
      await this.room(id).then(
        () => this.deps.log.info({ matchId: id }, what),
        (error: unknown) => {
          if (!(error instanceof ServedElsewhere))
            this.deps.log.warn({ err: error, matchId: id }, 'could not take over a match');
        },
      );
    }
  }

  /** A live match by id, served wherever it is owned (this node, or its owner through the link). */
  live(id: string): LiveMatch {
    return new LiveMatch(id, (matchId, op, args) => this.#route(matchId, op, args));
  }

  /**
   * Runs `op` on the match's room: here when this node has it or can take it; otherwise on its owner. An
   * owner that stops answering is waited out until its lease runs out, then the match is taken over here
   * (a command sent again is recognised by its client id, so it is never applied twice).
   */
  async #route<K extends Operation>(id: string, op: K, args: OperationArgs<K>): Promise<OperationResult<K>> {
    const link = this.deps.link;
    let deadline: number | undefined;
    for (;;) {
      // A stopping node takes nothing over (its sockets' goodbyes would otherwise load matches here).
      if (this.#stopped) throw ownerUnavailable();
      const other = this.#elsewhere.get(id);
      const now = Date.now();
      try {
        if (!link || !other || other.until <= now) {
          this.#elsewhere.delete(id);
          const room = await this.room(id);
          this.#touch(id);
          return await runOperation(room, op, args);
        }
        if (!other.unreachable)
          return (await link.call(other.node, { matchId: id, op, args })) as OperationResult<K>;
        // The owner went quiet: wait for its lease to run out (it may yet renew), then try to take over.
        deadline ??= other.until + 10_000;
        if (now > deadline) throw ownerUnavailable();
        await new Promise((resolve) => setTimeout(resolve, Math.min(other.until - now + 50, 1_000)));
      } catch (error) {
        if (error instanceof ServedElsewhere) {
          this.#elsewhere.set(id, { node: error.node, until: error.until, unreachable: false });
        } else if (error instanceof NodeMoved) {
          this.#elsewhere.delete(id);
        } else if (error instanceof NodeUnreachable && other) {
          this.#elsewhere.set(id, { ...other, unreachable: true });
          deadline ??= other.until + 10_000;
          if (Date.now() > deadline) throw ownerUnavailable();
        } else throw error;
      }
    }
  }

  /** A call another node made of this one: served when this node owns the match (or can take it). */
  async #serve(call: NodeCall): Promise<unknown> {
    if (!isOperation(call.op))
      throw new AppError('validation/invalid-request', 400, `No operation ${call.op}.`);
    let room: MatchRoom;
    try {
      room = await this.room(call.matchId);
    } catch (error) {
      if (error instanceof ServedElsewhere) throw new NodeMoved(error.message);
      throw error;
    }
    this.#touch(call.matchId);
    try {
      return await runOperation(room, call.op, call.args as OperationArgs<typeof call.op>);
    } catch (error) {
      if (!(error instanceof AppError))
        this.deps.log.error({ err: error, matchId: call.matchId }, `${call.op} failed`);
      throw error;
    }
  }

  /**
   * Calls `listener` each time a match hosted on this node finishes (its last command, a forfeit, or the
   * module ending it), after the result is stored. Listeners must not throw.
   */
  onFinished(listener: (matchId: string) => void): void {
    this.#finishedListeners.push(listener);
  }

  /** Calls `listener` when the match lists change (a match started or ended here). */
  onListsChanged(listener: () => void): void {
    this.#listListeners.push(listener);
  }

  module(game: string): GameModule {
    const m = this.deps.games.get(game);
    if (!m) throw new AppError('match/unknown-game', 400, `There is no game "${game}".`);
    return m;
  }

  games(): GameModule[] {
    return this.deps.games.all();
  }

  /**
   * Creates a match: the seats must be the game's (a fixed list, or a count in its range), a bot seat
   * needs a game with a bot, the options must pass the game's schema and each seat's choice its check.
   */
  async create(request: NewMatchRequest): Promise<MatchSummary> {
    const module = this.module(request.game);
    const given = Object.keys(request.seats);
    const seats = (() => {
      try {
        return seatList(module.seats, module.seats.kind === 'range' ? given.length : undefined);
      } catch (error) {
        throw rejected(error);
      }
    })();
    if (seats.length !== given.length || seats.some((s, i) => given[i] !== s)) {
      throw new AppError(
        'match/invalid-seats',
        400,
        `The seats of ${module.id} are ${seats.join(', ')}, in that order.`,
      );
    }
    const participants = Object.fromEntries(seats.map((s) => [s, request.seats[s]!.participant]));
    if (!module.bot && Object.values(participants).some((p) => p.kind === 'bot')) {
      throw new AppError('match/no-bot', 400, `${module.id} has no bot to play a seat.`);
    }
    const options = module.optionsSchema.safeParse(request.options ?? {});
    if (!options.success) {
      throw new AppError(
        'table/invalid-options',
        400,
        `Invalid options: ${options.error.issues.map((i) => `${i.path.join('.') || 'options'}: ${i.message}`).join('; ')}.`,
      );
    }
    let setup: unknown;
    try {
      setup = module.prepare(
        options.data,
        seats,
        Object.fromEntries(seats.map((s) => [s, request.seats[s]!.choice])),
      );
    } catch (error) {
      throw rejected(error);
    }
    const id = randomUUID();
    await this.deps.store.create(
      createdMatch(module, {
        id,
        setup,
        seats: participants,
        seed: this.deps.seeds?.() ?? randomBytes(32),
        turnSeconds: request.turnSeconds ?? this.deps.settings.defaultTurnSeconds,
      }),
    );
    const summary = (await this.room(id)).summary();
    this.#listsChanged();
    return summary;
  }

  /**
   * The room of a match on this node, loaded on first use (multi-node: only when this node owns it or can
   * take it; `ServedElsewhere` otherwise). Finished matches are not kept.
   */
  room(id: string): Promise<MatchRoom> {
    let room = this.#rooms.get(id);
    if (!room) {
      room = this.#load(id);
      this.#rooms.set(id, room);
      // Finished matches are not kept: whoever asked gets the room, the next caller loads it again.
      room.then(
        (r) => {
          if (!r.live) this.#rooms.delete(id);
        },
        () => this.#rooms.delete(id),
      );
    }
    return room;
  }

  async #load(id: string): Promise<MatchRoom> {
    if (!this.#broadcaster) throw new Error('the match host has not been started');
    const placement = await this.#ownership.claim(id);
    if (!placement.here) throw new ServedElsewhere(placement.node, placement.until);
    let room: MatchRoom;
    try {
      const meta = await this.deps.store.get(id);
      if (!meta) throw new AppError('match/not-found', 404, 'There is no such match.');
      room = await this.#open(meta, placement.fence);
    } catch (error) {
      await this.#ownership.release(id);
      throw error;
    }
    this.#touch(id);
    // A finished match needs no owner: any node serves it from the store.
    if (!room.live) await this.#ownership.release(id);
    // Taken from another node: the old owner may have died between storing a command and delivering it.
    else if ((placement.fence ?? 0n) > 1n && room.seq > 0) {
      room
        .announceLatest()
        .catch((error: unknown) =>
          this.deps.log.warn({ err: error, matchId: id }, 'could not announce the latest command'),
        );
    }
    return room;
  }

  #open(meta: StoredMatch, fence: bigint | undefined): Promise<MatchRoom> {
    const broadcaster = this.#broadcaster!;
    return MatchRoom.load(meta, this.module(meta.game), {
      store: fence === undefined ? this.deps.store : fenced(this.deps.store, fence),
      clocks: this.#clocks,
      clock: this.deps.clock,
      presence: this.deps.presence,
      broadcaster,
      log: this.deps.log,
      snapshotEvery: this.deps.settings.snapshotEvery,
      forfeitGraceMs: this.deps.settings.forfeitGraceSeconds * 1000,
      chat: this.deps.settings.chat,
      onFinished: (matchId) => {
        // Connections that joined keep their room object; new ones load the finished match afresh.
        this.#rooms.delete(matchId);
        this.#touched.delete(matchId);
        this.#ownership.release(matchId).catch(() => undefined);
        for (const listener of this.#finishedListeners) listener(matchId);
        this.#listsChanged();
      },
      onCommitted: (matchId) => this.#touch(matchId),
    });
  }

  #listsChanged(): void {
    for (const listener of this.#listListeners) listener();
  }

  /** Loaded rooms (tests and the benchmark). */
  loadedRooms(): number {
    return this.#rooms.size;
  }

  /** One match as `coachId` (or a spectator) may see it. */
  async summary(id: string, coachId?: string): Promise<MatchSummary> {
    const stored = await this.deps.store.get(id);
    if (!stored) throw new AppError('match/not-found', 404, 'There is no such match.');
    return this.#summaryOf(stored, coachId);
  }

  async list(filter: MatchFilter, coachId?: string): Promise<MatchSummary[]> {
    return Promise.all((await this.deps.store.list(filter)).map((m) => this.#summaryOf(m, coachId)));
  }

  /** A live match loaded here is summed up from its room (current state), others from the stored snapshot. */
  async #summaryOf(stored: StoredMatch, coachId: string | undefined): Promise<MatchSummary> {
    const recipient = recipientIn(stored.seats, coachId);
    const room = stored.status === 'live' ? this.#rooms.get(stored.id) : undefined;
    const live = room ? await room.catch(() => undefined) : undefined;
    if (live?.live) return live.summary(recipient);
    const module = this.deps.games.get(stored.game);
    const headline = module
      ? new Disclosure(module).headline(stored.snapshot, { recipient, over: stored.status === 'finished' })
      : null;
    return { ...summaryOf(stored), headline };
  }

  /** The recipient a coach is in a match: the seat they play, or spectator. */
  recipientOf(match: MatchSummary, coachId: string | undefined): Recipient {
    return recipientIn(match.seats, coachId);
  }

  /**
   * Every step of a match's log (unless `steps: false`) and the recipient's view after step `at`, each as
   * the module lets that recipient see it (commands redacted; everything the module reveals at the end
   * only once the match is over).
   */
  async replay(
    id: string,
    recipient: Recipient,
    at?: number,
    options: { steps?: boolean } = {},
  ): Promise<ReplayResponse> {
    const stored = await this.deps.store.get(id);
    if (!stored) throw new AppError('match/not-found', 404, 'There is no such match.');
    const module = this.module(stored.game);
    const disclosure = new Disclosure(module);
    const to = { recipient, over: stored.status === 'finished' };
    const commands = options.steps === false ? undefined : await this.deps.store.commands(id, 0);
    const upTo = at === undefined ? stored.seq : Math.max(0, Math.min(at, stored.seq));
    const state = await this.#replays.at(module, stored, upTo, commands);
    return {
      matchId: id,
      game: stored.game,
      recipient,
      at: upTo,
      view: disclosure.view(state, to),
      steps: commands ? commands.map((c) => disclosure.step(c, to)) : [],
    };
  }

  /**
   * Checks a finished match from its revealed seed: the dice always (re-derived without the rules), the
   * rulings when this server runs the version it was played under.
   */
  async verify(id: string): Promise<VerifyResponse> {
    const stored = await this.deps.store.get(id);
    if (!stored) throw new AppError('match/not-found', 404, 'There is no such match.');
    if (stored.status !== 'finished') {
      throw new AppError(
        'match/not-finished',
        409,
        'The match is still being played: its seed is revealed when it ends.',
      );
    }
    return verifyMatch(this.module(stored.game), stored, await this.deps.store.commands(id, 0));
  }
}

/** The store as a lease holder writes to it: every command carries the lease's fencing token. */
function fenced(store: MatchStore, fence: bigint): MatchStore {
  const wrapped = Object.create(store) as MatchStore;
  wrapped.append = (id, command, options = {}) => store.append(id, command, { ...options, fence });
  return wrapped;
}

/**
 * A new match as stored: created from `setup` on the dice of `seed`, with the seed's commitment, the
 * creation's rolls and stream position, and the module version, before any command.
 */
export function createdMatch(
  module: GameModule,
  m: { id: string; setup: unknown; seats: Record<Seat, Participant>; seed: Uint8Array; turnSeconds: number },
): NewMatch {
  const dice = new SeededStream(m.seed, 0);
  const created = module.create(m.setup, dice);
  const hash = module.hash(created.state);
  return {
    id: m.id,
    game: module.id,
    version: module.version,
    seats: m.seats,
    options: m.setup,
    seed: Buffer.from(m.seed).toString('hex'),
    seedCommitment: sha256Hex(m.seed),
    seq: 0,
    snapshot: created.state,
    snapshotSeq: 0,
    snapshotDice: dice.position,
    snapshotVersion: module.version,
    initialHash: hash,
    initialRolls: [...dice.rolls],
    initialDice: dice.position,
    stateHash: hash,
    turnSeconds: m.turnSeconds,
  };
}

function recipientIn(seats: Record<Seat, Participant>, coachId: string | undefined): Recipient {
  if (!coachId) return 'spectator';
  const seat = Object.entries(seats).find(([, p]) => p.kind === 'coach' && p.coachId === coachId);
  return seat ? seat[0] : 'spectator';
}

function summaryOf(m: StoredMatch): MatchSummary {
  return {
    id: m.id,
    game: m.game,
    version: m.version,
    status: m.status,
    seats: m.seats,
    seedCommitment: m.seedCommitment,
    seed: m.status === 'finished' ? m.seed : null,
    seq: m.seq,
    turnSeconds: m.turnSeconds,
    result: m.result,
    createdAt: m.createdAt.toISOString(),
    finishedAt: m.finishedAt?.toISOString() ?? null,
  };
}
