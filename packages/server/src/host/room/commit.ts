import type { MatchResult, MatchStatus, Seat } from '@dugout/client';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../errors.js';
import { canonicalJson } from '../canonical.js';
import { chainHead, chainLink } from '../chain.js';
import { SeededStream } from '../dice.js';
import { CommandRejected, type GameModule } from '../game-module.js';
import {
  DuplicateCommand,
  type MatchStore,
  SequenceConflict,
  type StoredCommand,
  type StoredMatch,
} from '../store.js';

/** Who a command is from: a seat, and the coach id or the server actor ("bot", "timeout", "forfeit"). */
export type Actor = { seat: Seat; id: string };

/** Thrown when a stored log does not rebuild to the stored hashes (under its own version). */
export class CorruptMatchError extends Error {
  override readonly name = 'CorruptMatchError';
}

export interface Committed {
  command: StoredCommand;
  events: unknown[];
  /** The match ended with this command. */
  result: MatchResult | undefined;
}

/** A command applied and on its way to the store: not real until the store says it is durable. */
export interface Storing {
  command: StoredCommand;
  state: unknown;
  /** The seats that must act once it is real (none if it ends the match). */
  toAct: Seat[];
  result: MatchResult | undefined;
}

export interface ReplayReport {
  /** Commands replayed. */
  applied: number;
  /** Of those, commands stored under another module version: replayed, their hashes not checked. */
  unchecked: number;
  /** The versions those unchecked commands were stored under. */
  versions: string[];
}

export interface LedgerDeps {
  store: MatchStore;
  log: FastifyBaseLogger;
  /** Take a snapshot every this many commands (the rest is replayed from the log). */
  snapshotEvery: number;
  now(): number;
  /** How many of the latest client ids to keep in memory (`RECENT_CLIENT_IDS` unless a test says). */
  recentClientIds?: number;
}

/**
 * Commands of this process the store has not answered for yet. Work is made ahead of an answer only for
 * the one command waited on: with more in flight, the process has their answers and work to serve first,
 * and making one command's update early only made the others' later (issue 14).
 */
let waitingOnStore = 0;

/** The latest client ids a match keeps in memory, for answering resends without the store. */
const RECENT_CLIENT_IDS = 64;

/**
 * A match's state and its log: commands are applied by the module with the match's dice, stored (command,
 * events, rolls, stream positions, state hash and module version in one statement that also moves the
 * sequence number), and only then become the state. Rebuilding replays stored commands and checks each
 * one's hash when it was stored under the running version; commands of another version are replayed
 * without the check (a rules upgrade must not break live matches).
 */
export class Ledger {
  #state: unknown;
  #seq: number;
  #dice: number;
  #status: MatchStatus;
  #result: MatchResult | null;
  #finishedAt: Date | null;
  #snapshotVersion: string;
  /** The hash chain's head at `#seq` (`chain.ts`); set by `start`. */
  #chain: string;
  readonly #seed: Uint8Array;
  /** The latest client ids stored (seat and id → sequence number), oldest first; see `#remember`. */
  readonly #clientIds = new Map<string, number>();
  /** Whether older client ids than those kept were stored: only the store knows them all then. */
  #forgotClientIds = false;
  /**
   * The stored match without its snapshot and creation options: the state lives in `#state`, and a
   * second copy of it (and of the rosters) per loaded match was most of a live match's memory (issue 14).
   */
  readonly meta: StoredMatch;

  constructor(
    meta: StoredMatch,
    private readonly module: GameModule,
    private readonly deps: LedgerDeps,
  ) {
    this.meta = { ...meta, snapshot: null, options: null };
    this.#state = meta.snapshot;
    this.#seq = meta.snapshotSeq;
    this.#dice = meta.snapshotDice;
    this.#status = meta.status;
    this.#result = meta.result;
    this.#finishedAt = meta.finishedAt;
    this.#snapshotVersion = meta.snapshotVersion;
    // A copy of its own: `Buffer.from` slices small buffers out of a shared 8 KB pool, and a match that
    // kept its 32-byte slice kept the whole pool block alive (7 KB a live match, issue 14).
    this.#seed = Uint8Array.from(Buffer.from(meta.seed, 'hex'));
    this.#chain = meta.initialHash;
    if (
      meta.snapshotSeq === meta.seq &&
      meta.snapshotVersion === module.version &&
      module.hash(meta.snapshot) !== meta.stateHash
    ) {
      throw new CorruptMatchError(`match ${meta.id}: the snapshot does not hash to the stored state hash`);
    }
  }

  get state(): unknown {
    return this.#state;
  }
  get seq(): number {
    return this.#seq;
  }
  get status(): MatchStatus {
    return this.#status;
  }
  get live(): boolean {
    return this.#status === 'live';
  }
  get result(): MatchResult | null {
    return this.#result;
  }
  get finishedAt(): Date | null {
    return this.#finishedAt;
  }
  get stateHash(): string {
    return this.module.hash(this.#state);
  }

  toAct(): Seat[] {
    return this.live ? this.module.whoMustAct(this.#state) : [];
  }

  /**
   * The sequence number a seat's client id was stored under, if it is among the latest kept (a resend
   * after a lost connection is of the seat's last commands); `storedClientId` answers for any.
   */
  knownClientId(seat: Seat, clientId: string): number | undefined {
    return this.#clientIds.get(`${seat}\u0000${clientId}`);
  }

  /** The sequence number a seat's client id was stored under, if it ever was (asking the store if need be). */
  async storedClientId(seat: Seat, clientId: string): Promise<number | undefined> {
    const known = this.knownClientId(seat, clientId);
    if (known !== undefined || !this.#forgotClientIds) return known;
    return (await this.deps.store.clientIds(this.meta.id)).find(
      (c) => c.seat === seat && c.clientId === clientId,
    )?.seq;
  }

  rememberClientIds(ids: readonly { seat: Seat; clientId: string; seq: number }[]): void {
    for (const c of ids) this.#remember(c.seat, c.clientId, c.seq);
  }

  /**
   * Keeps the latest `RECENT_CLIENT_IDS`: every id of a long match kept some 100 bytes a command for the
   * match's life (issue 14); an older resend is still found, through the store, on the path that would
   * otherwise refuse it (`MatchRoom.submit`).
   */
  #remember(seat: Seat, clientId: string, seq: number): void {
    const key = `${seat}\u0000${clientId}`;
    this.#clientIds.delete(key);
    this.#clientIds.set(key, seq);
    if (this.#clientIds.size <= (this.deps.recentClientIds ?? RECENT_CLIENT_IDS)) return;
    this.#clientIds.delete(this.#clientIds.keys().next().value!);
    this.#forgotClientIds = true;
  }

  assertLive(): void {
    if (!this.live) throw new AppError('match/finished', 409, 'The match is over.');
  }

  /**
   * Rebuilds from the snapshot: `log` is the stored log from the snapshot's own command on (all of it for
   * a snapshot at creation). The snapshot's command gives the chain's head and, when it stored one, the
   * hash the snapshot must have; the rest is replayed.
   */
  start(log: readonly StoredCommand[]): ReplayReport {
    const at = this.meta.snapshotSeq;
    if (at === 0) return this.replay(log);
    const [own, ...rest] = log;
    if (!own || own.seq !== at) {
      throw new CorruptMatchError(`match ${this.meta.id}: the log has no command ${at} for its snapshot`);
    }
    if (
      own.stateHash !== null &&
      this.#snapshotVersion === this.module.version &&
      own.version === this.module.version &&
      this.module.hash(this.#state) !== own.stateHash
    ) {
      throw new CorruptMatchError(
        `match ${this.meta.id}: the snapshot does not hash to command ${at}'s state hash`,
      );
    }
    this.#chain = chainHead(own);
    return this.replay(rest);
  }

  /**
   * Applies stored commands after the current one (a rebuild, or what another node stored). Each must link
   * into the hash chain; under the running version it must reproduce its dice and events, and its state
   * hash where one was stored (at snapshots).
   */
  replay(commands: readonly StoredCommand[]): ReplayReport {
    const report: ReplayReport = { applied: 0, unchecked: 0, versions: [] };
    for (const c of commands) {
      if (c.seq !== this.#seq + 1) {
        throw new CorruptMatchError(`match ${this.meta.id}: command ${c.seq} follows ${this.#seq}`);
      }
      const dice = new SeededStream(this.#seed, c.diceBefore);
      let applied: { state: unknown; events: unknown[] };
      try {
        applied = this.module.apply(this.#state, c.command, c.seat, dice);
      } catch (error) {
        const why = error instanceof Error ? error.message : String(error);
        throw new CorruptMatchError(
          `match ${this.meta.id}: command ${c.seq} (stored under ${c.version}) cannot be replayed under ${this.module.version}: ${why}`,
        );
      }
      if (c.chainHash !== null && chainLink(this.#chain, c) !== c.chainHash) {
        throw new CorruptMatchError(`match ${this.meta.id}: command ${c.seq} breaks the log's hash chain`);
      }
      const next = applied.state;
      if (c.version === this.module.version) {
        if (
          dice.position !== c.diceAfter ||
          (c.stateHash !== null && this.module.hash(next) !== c.stateHash) ||
          (c.chainHash !== null && canonicalJson(applied.events) !== canonicalJson(c.events))
        ) {
          throw new CorruptMatchError(
            `match ${this.meta.id}: command ${c.seq} does not reproduce its stored state`,
          );
        }
      } else {
        report.unchecked++;
        if (!report.versions.includes(c.version)) report.versions.push(c.version);
      }
      this.#state = applied.state;
      this.#chain = chainHead(c);
      this.#seq = c.seq;
      // The record's stream position, so the dice stay one continuous stream whatever the rules read.
      this.#dice = c.diceAfter;
      if (c.clientId !== null) this.#remember(c.seat, c.clientId, c.seq);
      report.applied++;
    }
    return report;
  }

  /**
   * Applies one validated command and stores it; throws an `AppError` when the rules refuse it or it
   * cannot be stored (nothing changes), or `DuplicateCommand` when this seat's client id was stored meanwhile.
   * `whileStoring` may make ahead what the command's update needs: it runs once the write is under way,
   * unless the store answers first (as the in-process PGlite does), and what it made is for nobody's eyes
   * until the command is real.
   */
  async commit(
    actor: Actor,
    clientId: string | null,
    command: unknown,
    whileStoring?: (storing: Storing) => void,
  ): Promise<Committed> {
    const dice = new SeededStream(this.#seed, this.#dice);
    let applied: { state: unknown; events: unknown[] };
    try {
      applied = this.module.apply(this.#state, command, actor.seat, dice);
    } catch (error) {
      if (error instanceof CommandRejected) throw new AppError(error.code, 422, error.message, error.details);
      this.deps.log.error(
        { err: error, matchId: this.meta.id, seq: this.#seq, seat: actor.seat },
        'game module failed on a command',
      );
      throw new AppError(
        'match/command-failed',
        500,
        'The server could not carry out that command; nothing changed. It has been logged.',
      );
    }
    const seq = this.#seq + 1;
    const result = this.module.result(applied.state);
    // A snapshot under the running version as soon as it writes, so later rebuilds check from there.
    const snap =
      seq % this.deps.snapshotEvery === 0 ||
      result !== undefined ||
      this.#snapshotVersion !== this.module.version;
    const record = {
      seq,
      seat: actor.seat,
      actor: actor.id,
      clientId,
      command,
      events: applied.events,
      diceBefore: this.#dice,
      diceAfter: dice.position,
      rolls: [...dice.rolls],
      version: this.module.version,
    };
    // The full state is hashed only at snapshots; every command links into the chain.
    const stateHash = snap ? this.module.hash(applied.state) : null;
    const stored: StoredCommand = { ...record, stateHash, chainHash: chainLink(this.#chain, record) };
    let meanwhile: NodeJS.Immediate | undefined;
    // Called at once, but a store that throws rather than rejects is still read below (as before).
    const appending = (async () =>
      this.deps.store.append(this.meta.id, stored, {
        ...(snap && stateHash !== null
          ? {
              snapshot: {
                state: applied.state,
                dice: dice.position,
                version: this.module.version,
                hash: stateHash,
              },
            }
          : {}),
        ...(result ? { result } : {}),
      }))();
    waitingOnStore++;
    const settled = appending.finally(() => {
      waitingOnStore--;
      clearImmediate(meanwhile);
    });
    // A database driver sends the write on its next tick: the work goes after that, in the wait for the
    // answer, rather than before the write or after the answer (issue 14).
    if (whileStoring)
      meanwhile = setImmediate(() => {
        if (waitingOnStore > 1) return;
        try {
          whileStoring({
            command: stored,
            state: applied.state,
            toAct: result ? [] : this.module.whoMustAct(applied.state),
            result,
          });
        } catch (error) {
          // Nothing was made ahead: the caller makes it once the command is real, as without.
          this.deps.log.warn({ err: error, matchId: this.meta.id, seq }, 'could not prepare a command ahead');
        }
      });
    try {
      await settled;
    } catch (error) {
      if (error instanceof DuplicateCommand || error instanceof SequenceConflict) {
        // Another node moved the match on (or stored this very command): catch up first.
        this.replay(await this.deps.store.commands(this.meta.id, this.#seq));
        if (error instanceof DuplicateCommand) throw error;
        throw new AppError(
          'match/not-your-turn',
          409,
          'The match moved on before your command arrived: look again.',
        );
      }
      this.deps.log.error({ err: error, matchId: this.meta.id, seq }, 'storing a command failed');
      throw new AppError('match/command-failed', 500, 'The command could not be stored; nothing changed.');
    }
    // Stored: now it is real.
    this.#state = applied.state;
    this.#seq = seq;
    this.#chain = stored.chainHash!;
    this.#dice = dice.position;
    if (snap) this.#snapshotVersion = this.module.version;
    if (clientId !== null) this.#remember(actor.seat, clientId, seq);
    if (result) this.#ended(result);
    return { command: stored, events: applied.events, result };
  }

  /** Ends the match outside a command (a forfeit claimed, the module ending it when a coach left). */
  async end(result: MatchResult): Promise<void> {
    this.assertLive();
    // The last state is snapshotted with its full hash: `/verify` checks the final state against it.
    await this.deps.store.finish(this.meta.id, result, {
      seq: this.#seq,
      state: this.#state,
      dice: this.#dice,
      version: this.module.version,
      hash: this.module.hash(this.#state),
    });
    this.#ended(result);
  }

  #ended(result: MatchResult): void {
    this.#status = 'finished';
    this.#result = result;
    this.#finishedAt = new Date(this.deps.now());
  }
}
