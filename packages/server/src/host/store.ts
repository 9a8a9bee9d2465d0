import type { MatchResult, MatchStatus, Participant, Seat } from '@dugout/client';

/** A match as stored. The live state is `snapshot` plus the commands after `snapshotSeq`. */
export interface StoredMatch {
  id: string;
  game: string;
  status: MatchStatus;
  seats: Record<Seat, Participant>;
  botSeat: Seat | null;
  /** What the module's `prepare` returned: the match is created from it. */
  options: unknown;
  /** Hex; secret while live. */
  seed: string;
  seedCommitment: string;
  seq: number;
  snapshot: unknown;
  snapshotSeq: number;
  snapshotDice: number;
  initialHash: string;
  stateHash: string;
  turnSeconds: number;
  result: MatchResult | null;
  createdAt: Date;
  finishedAt: Date | null;
}

export type NewMatch = Omit<StoredMatch, 'status' | 'result' | 'createdAt' | 'finishedAt'>;

/** One accepted command in a match's log. */
export interface StoredCommand {
  seq: number;
  seat: Seat;
  /** A coach id, "bot" or "timeout". */
  actor: string;
  clientId: string;
  command: unknown;
  events: unknown[];
  diceBefore: number;
  diceAfter: number;
  stateHash: string;
}

export interface AppendOptions {
  /** Store a new snapshot taken right after this command. */
  snapshot?: { state: unknown; dice: number };
  /** The match ended with this command. */
  result?: MatchResult;
}

export interface MatchFilter {
  status?: MatchStatus;
  coachId?: string;
  limit: number;
}

/** Thrown by `append` when the sequence number is already taken (another node, or a replayed write). */
export class SequenceConflict extends Error {
  override readonly name = 'SequenceConflict';
}

/**
 * Where matches live. `append` writes the command and moves the match's sequence number in ONE
 * transaction, and fails with `SequenceConflict` when `command.seq` is not the next number.
 */
export interface MatchStore {
  create(match: NewMatch): Promise<void>;
  get(id: string): Promise<StoredMatch | undefined>;
  /** The log after `afterSeq`, in order. */
  commands(id: string, afterSeq?: number): Promise<StoredCommand[]>;
  /** The client ids already used in a match, by seat, with their sequence numbers. */
  clientIds(id: string): Promise<{ seat: Seat; clientId: string; seq: number }[]>;
  append(id: string, command: StoredCommand, options?: AppendOptions): Promise<void>;
  /** Ends a match outside a command (forfeit). */
  finish(id: string, result: MatchResult): Promise<void>;
  list(filter: MatchFilter): Promise<StoredMatch[]>;
  /** Tests only (the verify tests tamper with a log through this). */
  rewriteCommand?(id: string, seq: number, change: Partial<StoredCommand>): Promise<void>;
}
