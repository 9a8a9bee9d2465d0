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
import type { Clock } from './clock.js';
import { SeededStream } from './dice.js';
import { Disclosure } from './disclosure.js';
import { CommandRejected, type GameModule, type GameRegistry, seatList } from './game-module.js';
import type { Presence, PubSub } from './presence.js';
import { ReplayStates } from './replay-states.js';
import { MatchRoom, type RoomContext } from './room.js';
import type { MatchFilter, MatchStore, NewMatch, StoredMatch } from './store.js';
import { verifyMatch } from './verify.js';

export interface HostSettings {
  defaultTurnSeconds: number;
  forfeitGraceSeconds: number;
  snapshotEvery: number;
  chat: RoomContext['chat'];
}

export interface HostDeps {
  games: GameRegistry;
  store: MatchStore;
  clock: Clock;
  presence: Presence;
  pubsub: PubSub;
  log: FastifyBaseLogger;
  settings: HostSettings;
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

const COMMITTED = 'match:committed';

const rejected = (error: unknown, status = 400) =>
  error instanceof CommandRejected ? new AppError(error.code, status, error.message, error.details) : error;

/**
 * Hosts the matches of this node: creates them, loads each live one into a `MatchRoom` on demand (from
 * its snapshot and log), and serves summaries, replays and verification, each filtered for its recipient.
 * Game-agnostic: everything about the game goes through its `GameModule`.
 */
export class MatchHost {
  readonly #rooms = new Map<string, Promise<MatchRoom>>();
  readonly #nodeId = randomUUID();
  #broadcaster: Broadcaster | undefined;
  #unsubscribe: (() => Promise<void>) | undefined;
  readonly #finishedListeners: ((matchId: string) => void)[] = [];
  readonly #listListeners: (() => void)[] = [];
  readonly #replays: ReplayStates;

  constructor(private readonly deps: HostDeps) {
    this.#replays = new ReplayStates(deps.store);
  }

  /** Connects the host to its transport and to the other nodes; then resumes every live match. */
  async start(broadcaster: Broadcaster): Promise<void> {
    this.#broadcaster = broadcaster;
    this.#unsubscribe = await this.deps.pubsub.subscribe(COMMITTED, (message) => {
      const { matchId, node } = message as { matchId: string; node: string };
      if (node === this.#nodeId) return;
      const room = this.#rooms.get(matchId);
      room?.then((r) => r.refresh()).catch(() => undefined);
    });
    const live = await this.deps.store.list({ status: 'live', limit: 10_000 });
    for (const m of live) {
      await this.room(m.id).catch((error: unknown) => {
        this.deps.log.error({ err: error, matchId: m.id }, 'could not resume a live match');
      });
    }
  }

  async stop(): Promise<void> {
    await this.#unsubscribe?.();
    for (const room of this.#rooms.values()) (await room.catch(() => undefined))?.dispose();
    this.#rooms.clear();
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

  /** The live room of a match, loaded on first use. Finished matches have no room. */
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
    const meta = await this.deps.store.get(id);
    if (!meta) throw new AppError('match/not-found', 404, 'There is no such match.');
    if (!this.#broadcaster) throw new Error('the match host has not been started');
    const broadcaster = this.#broadcaster;
    return MatchRoom.load(meta, this.module(meta.game), {
      store: this.deps.store,
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
        for (const listener of this.#finishedListeners) listener(matchId);
        this.#listsChanged();
      },
      onCommitted: (matchId, seq) => {
        this.deps.pubsub.publish(COMMITTED, { matchId, seq, node: this.#nodeId }).catch((error: unknown) => {
          this.deps.log.warn({ err: error, matchId }, 'could not tell the other nodes about a command');
        });
      },
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
