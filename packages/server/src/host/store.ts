import type { MatchResult, MatchStatus, Participant, Seat } from '@dugout/client';
import type { RecordedRoll } from './dice.js';

/** A match as stored. The live state is `snapshot` plus the commands after `snapshotSeq`. */
export interface StoredMatch {
  id: string;
  game: string;
  /** The module version the match was created under. */
  version: string;
  status: MatchStatus;
  /** Every seat's participant, in seat order (one `MatchSeat` row each). */
  seats: Record<Seat, Participant>;
  /** What the module's `prepare` returned: the match is created from it. */
  options: unknown;
  /** Hex; secret while live. */
  seed: string;
  seedCommitment: string;
  seq: number;
  snapshot: unknown;
  snapshotSeq: number;
  snapshotDice: number;
  /** The module version that computed the snapshot. */
  snapshotVersion: string;
  initialHash: string;
  /** The rolls of creation; null for a match stored before rolls were recorded. */
  initialRolls: RecordedRoll[] | null;
  /** Stream position after creation (where the first command's dice start). */
  initialDice: number;
  /** The full state hash at the latest snapshot (a finished match's is its final state's). */
  stateHash: string;
  turnSeconds: number;
  result: MatchResult | null;
  createdAt: Date;
  finishedAt: Date | null;
}

export type NewMatch = Omit<StoredMatch, 'status' | 'result' | 'createdAt' | 'finishedAt'>;

/** Who made a command the server made itself. */
export const SERVER_ACTORS = ['bot', 'timeout', 'forfeit'] as const;

/** One accepted command in a match's log. */
export interface StoredCommand {
  seq: number;
  seat: Seat;
  /** A coach id, or one of `SERVER_ACTORS`. */
  actor: string;
  /** The sending client's id for a resend check; null for commands the server made. */
  clientId: string | null;
  command: unknown;
  events: unknown[];
  diceBefore: number;
  diceAfter: number;
  /** The dice this command rolled; null when stored before rolls were recorded. */
  rolls: RecordedRoll[] | null;
  /** The full state hash after the command: at snapshots (and on every command stored before the chain). */
  stateHash: string | null;
  /** The command's link in the log's hash chain (`chain.ts`); null for commands stored before the chain. */
  chainHash: string | null;
  /** The module version the command was applied under. */
  version: string;
}

export interface StateSnapshot {
  state: unknown;
  dice: number;
  version: string;
  /** The full state hash (stored as the command's and the match's `stateHash`). */
  hash: string;
}

export interface AppendOptions {
  /** Store a new snapshot taken right after this command. */
  snapshot?: StateSnapshot;
  /** The match ended with this command. */
  result?: MatchResult;
  /**
   * The fencing token of this node's lease on the match (multi-node): the write is refused, as a
   * `SequenceConflict`, unless the lease still carries it. A node that lost its lease cannot write.
   */
  fence?: bigint;
}

export interface MatchFilter {
  status?: MatchStatus;
  coachId?: string;
  /** Only matches changed at or after this time. */
  changedSince?: Date;
  limit: number;
}

/** Thrown by `append` when the sequence number is already taken (another node, or a replayed write). */
export class SequenceConflict extends Error {
  override readonly name = 'SequenceConflict';
}

/** Thrown by `append` when this seat already stored a command with this client id (a resend). */
export class DuplicateCommand extends Error {
  override readonly name = 'DuplicateCommand';
  constructor(readonly seq: number) {
    super(`the command was already stored as ${seq}`);
  }
}

/**
 * Where matches live. `append` writes the command and moves the match's sequence number in ONE
 * transaction, and fails with `SequenceConflict` when `command.seq` is not the next number, or with
 * `DuplicateCommand` when the seat already used that client id.
 */
export interface MatchStore {
  create(match: NewMatch): Promise<void>;
  get(id: string): Promise<StoredMatch | undefined>;
  /** The log after `afterSeq`, in order. */
  commands(id: string, afterSeq?: number): Promise<StoredCommand[]>;
  /** The client ids coaches used in a match, by seat, with their sequence numbers. */
  clientIds(id: string): Promise<{ seat: Seat; clientId: string; seq: number }[]>;
  append(id: string, command: StoredCommand, options?: AppendOptions): Promise<void>;
  /** Ends a match outside a command (forfeit, abandoned), with a snapshot of its last state. */
  finish(id: string, result: MatchResult, snapshot?: StateSnapshot & { seq: number }): Promise<void>;
  /** The latest snapshot kept in the log at or before `seq` under `version` (replays start there). */
  snapshotAt(
    id: string,
    seq: number,
    version: string,
  ): Promise<{ seq: number; state: unknown; dice: number } | undefined>;
  /** A bot takes a coach's seat; false when the seat is not a coach's any more (another node did it). */
  replaceWithBot(id: string, seat: Seat, at: Date): Promise<boolean>;
  list(filter: MatchFilter): Promise<StoredMatch[]>;
  /** Tests only (the verify tests tamper with a log through this). */
  rewriteCommand?(id: string, seq: number, change: Partial<StoredCommand>): Promise<void>;
}
