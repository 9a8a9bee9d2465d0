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
import { canonicalJson, sha256Hex } from './canonical.js';
import type { Clock } from './clock.js';
import { CommandRejected, type GameModule, type GameRegistry } from './game-module.js';
import type { Presence, PubSub } from './presence.js';
import { MatchRoom, type RoomContext } from './room.js';
import type { MatchFilter, MatchStore, StoredMatch } from './store.js';

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
}

export interface NewMatchRequest {
  game: string;
  /** Each seat's team choice, handed to the module's `prepare`. */
  teams: Record<Seat, unknown>;
  participants: Record<Seat, Participant>;
  botSeat?: Seat;
  turnSeconds?: number;
}

const COMMITTED = 'match:committed';

/**
 * Hosts the matches of this node: creates them, loads each live one into a `MatchRoom` on demand (from
 * its snapshot and log), and serves replays and verification. Game-agnostic: everything about the game
 * goes through its `GameModule`.
 */
export class MatchHost {
  readonly #rooms = new Map<string, Promise<MatchRoom>>();
  readonly #nodeId = randomUUID();
  #broadcaster: Broadcaster | undefined;
  #unsubscribe: (() => Promise<void>) | undefined;
  readonly #finishedListeners: ((matchId: string) => void)[] = [];

  constructor(private readonly deps: HostDeps) {}

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
   * Calls `listener` each time a match hosted on this node finishes (its last command or a forfeit), after
   * the result is stored. Listeners must not throw; work they start is theirs to await and log.
   */
  onFinished(listener: (matchId: string) => void): void {
    this.#finishedListeners.push(listener);
  }

  module(game: string): GameModule {
    const m = this.deps.games.get(game);
    if (!m) throw new AppError('match/unknown-game', 400, `There is no game "${game}".`);
    return m;
  }

  async create(request: NewMatchRequest): Promise<MatchSummary> {
    const module = this.module(request.game);
    let prepared: unknown;
    try {
      prepared = module.prepare(request.teams);
    } catch (error) {
      if (error instanceof CommandRejected) throw new AppError(error.code, 400, error.message, error.details);
      throw error;
    }
    const seed = randomBytes(32);
    const dice = module.dice(seed, 0);
    const created = module.create(prepared, dice);
    const hash = module.hash(created.state);
    const id = randomUUID();
    await this.deps.store.create({
      id,
      game: module.id,
      seats: request.participants,
      botSeat: request.botSeat ?? null,
      options: prepared,
      seed: seed.toString('hex'),
      seedCommitment: sha256Hex(seed),
      seq: 0,
      snapshot: created.state,
      snapshotSeq: 0,
      snapshotDice: dice.position,
      initialHash: hash,
      stateHash: hash,
      turnSeconds: request.turnSeconds ?? this.deps.settings.defaultTurnSeconds,
    });
    return (await this.room(id)).summary();
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
      },
      onCommitted: (matchId, seq) => {
        this.deps.pubsub.publish(COMMITTED, { matchId, seq, node: this.#nodeId }).catch((error: unknown) => {
          this.deps.log.warn({ err: error, matchId }, 'could not tell the other nodes about a command');
        });
      },
    });
  }

  /** Loaded rooms (tests and the benchmark). */
  loadedRooms(): number {
    return this.#rooms.size;
  }

  async summary(id: string): Promise<MatchSummary> {
    const stored = await this.deps.store.get(id);
    if (!stored) throw new AppError('match/not-found', 404, 'There is no such match.');
    return this.#summaryOf(stored);
  }

  async list(filter: MatchFilter): Promise<MatchSummary[]> {
    return Promise.all((await this.deps.store.list(filter)).map((m) => this.#summaryOf(m)));
  }

  /** A live match loaded here is summed up from its room (current score and turn), others as stored. */
  async #summaryOf(stored: StoredMatch): Promise<MatchSummary> {
    const room = stored.status === 'live' ? this.#rooms.get(stored.id) : undefined;
    const live = room ? await room.catch(() => undefined) : undefined;
    if (live?.live) return live.summary();
    const headline = this.deps.games.get(stored.game)?.headline;
    let head = null;
    try {
      head = headline && stored.snapshot ? headline(stored.snapshot) : null;
    } catch {
      head = null;
    }
    return { ...summaryOf(stored), headline: head };
  }

  /** The recipient a coach is in a match: their seat, or spectator. */
  recipientOf(match: MatchSummary, coachId: string | undefined): Recipient {
    const seat = Object.entries(match.seats).find(
      ([, p]) => p.kind === 'coach' && coachId && p.coachId === coachId,
    );
    return seat ? seat[0] : 'spectator';
  }

  /**
   * Every step of a match's log (unless `steps: false`), and the recipient's view after step `at` (rebuilt
   * from the start).
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
    const commands = await this.deps.store.commands(id, 0);
    const upTo = at === undefined ? stored.seq : Math.max(0, Math.min(at, stored.seq));
    const seed = Buffer.from(stored.seed, 'hex');
    let state = module.create(stored.options, module.dice(seed, 0)).state;
    for (const c of commands) {
      if (c.seq > upTo) break;
      state = module.apply(state, c.command, c.seat, module.dice(seed, c.diceBefore)).state;
    }
    return {
      matchId: id,
      game: stored.game,
      recipient,
      at: upTo,
      view: module.viewFor(state, recipient),
      steps: (options.steps === false ? [] : commands).map((c) => ({
        seq: c.seq,
        seat: c.seat,
        actor: c.actor,
        command: c.command,
        events: module.eventsFor(c.events, recipient),
      })),
    };
  }

  /** Replays a finished match from its revealed seed and checks every roll, event and state. */
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

function summaryOf(m: StoredMatch): MatchSummary {
  return {
    id: m.id,
    game: m.game,
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

/**
 * The check anyone can run on a finished match: SHA-256(seed) is the published commitment, and
 * re-creating the match from the seed and re-applying every stored command reproduces each command's
 * dice positions, events and state hash, and the final state.
 */
export function verifyMatch(
  module: GameModule,
  stored: StoredMatch,
  commands: Awaited<ReturnType<MatchStore['commands']>>,
): VerifyResponse {
  const problems: string[] = [];
  const seed = Buffer.from(stored.seed, 'hex');
  const commitmentMatches = sha256Hex(seed) === stored.seedCommitment;
  if (!commitmentMatches)
    problems.push('SHA-256 of the revealed seed is not the commitment published at creation');
  const dice = module.dice(seed, 0);
  let state: unknown;
  let checked = 0;
  try {
    state = module.create(stored.options, dice).state;
    if (module.hash(state) !== stored.initialHash)
      problems.push('the match does not start from the recorded state');
    for (const c of commands) {
      if (problems.length > 0) break;
      if (c.seq !== checked + 1) {
        problems.push(`command ${c.seq} follows command ${checked}: the log has a gap`);
        break;
      }
      if (dice.position !== c.diceBefore) {
        problems.push(
          `command ${c.seq}: dice recorded from byte ${c.diceBefore}, replay is at byte ${dice.position}`,
        );
      }
      const r = module.apply(state, c.command, c.seat, dice);
      if (dice.position !== c.diceAfter) {
        problems.push(
          `command ${c.seq}: the dice rolled do not match the record (stream byte ${dice.position}, recorded ${c.diceAfter})`,
        );
      }
      if (canonicalJson(r.events) !== canonicalJson(c.events))
        problems.push(`command ${c.seq}: the events differ from the record`);
      if (module.hash(r.state) !== c.stateHash)
        problems.push(`command ${c.seq}: the state differs from the record`);
      state = r.state;
      checked = c.seq;
    }
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    problems.push(`command ${checked + 1} could not be replayed: ${why}`);
  }
  const finalHash = state === undefined ? '' : module.hash(state);
  if (problems.length === 0) {
    if (checked !== stored.seq)
      problems.push(`the log has ${checked} commands, the match records ${stored.seq}`);
    if (finalHash !== stored.stateHash) problems.push('the final state differs from the record');
    const result = module.result(state);
    if (stored.result?.reason === 'played' && canonicalJson(result) !== canonicalJson(stored.result)) {
      problems.push('the result differs from the record');
    }
  }
  return {
    matchId: stored.id,
    ok: problems.length === 0,
    seed: stored.seed,
    seedCommitment: stored.seedCommitment,
    commitmentMatches,
    commandsChecked: checked,
    finalHash,
    problems,
  };
}
