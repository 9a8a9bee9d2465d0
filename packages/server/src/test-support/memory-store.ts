import type { MatchResult, Seat } from '@dugout/client';
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
} from '../host/store.js';

/** The match store in memory, with the same fencing as the database's: for tests of the room's parts. */
export class MemoryStore implements MatchStore {
  readonly matches = new Map<string, StoredMatch>();
  readonly logs = new Map<string, StoredCommand[]>();

  async create(m: NewMatch): Promise<void> {
    this.matches.set(m.id, { ...m, status: 'live', result: null, createdAt: new Date(0), finishedAt: null });
    this.logs.set(m.id, []);
  }

  async get(id: string): Promise<StoredMatch | undefined> {
    const m = this.matches.get(id);
    return m ? structuredClone(m) : undefined;
  }

  async commands(id: string, afterSeq = 0): Promise<StoredCommand[]> {
    return structuredClone((this.logs.get(id) ?? []).filter((c) => c.seq > afterSeq));
  }

  async clientIds(id: string) {
    return (this.logs.get(id) ?? [])
      .filter((c) => c.clientId !== null)
      .map((c) => ({ seat: c.seat, clientId: c.clientId!, seq: c.seq }));
  }

  async append(id: string, c: StoredCommand, options: AppendOptions = {}): Promise<void> {
    const m = this.matches.get(id)!;
    const log = this.logs.get(id)!;
    const first = log.find((x) => c.clientId !== null && x.seat === c.seat && x.clientId === c.clientId);
    if (first) throw new DuplicateCommand(first.seq);
    if (m.status !== 'live' || m.seq !== c.seq - 1) throw new SequenceConflict(`not at ${c.seq - 1}`);
    log.push(structuredClone(c));
    m.seq = c.seq;
    if (c.stateHash !== null) m.stateHash = c.stateHash;
    if (options.snapshot) {
      this.snapshots.push({
        id,
        seq: c.seq,
        state: structuredClone(options.snapshot.state),
        dice: options.snapshot.dice,
        version: options.snapshot.version,
      });
      m.snapshot = structuredClone(options.snapshot.state);
      m.snapshotSeq = c.seq;
      m.snapshotDice = options.snapshot.dice;
      m.snapshotVersion = options.snapshot.version;
    }
    if (options.result) {
      m.status = 'finished';
      m.result = options.result;
      m.finishedAt = new Date(0);
    }
  }

  async finish(id: string, result: MatchResult, snapshot?: StateSnapshot & { seq: number }): Promise<void> {
    const m = this.matches.get(id)!;
    if (m.status !== 'live') throw new SequenceConflict('not live');
    if (snapshot) {
      m.snapshot = structuredClone(snapshot.state);
      m.snapshotSeq = snapshot.seq;
      m.snapshotDice = snapshot.dice;
      m.snapshotVersion = snapshot.version;
      m.stateHash = snapshot.hash;
    }
    m.status = 'finished';
    m.result = result;
  }

  readonly snapshots: { id: string; seq: number; state: unknown; dice: number; version: string }[] = [];

  async snapshotAt(id: string, seq: number, version: string) {
    const s = this.snapshots.filter((x) => x.id === id && x.seq <= seq && x.version === version).at(-1);
    return s ? { seq: s.seq, state: structuredClone(s.state), dice: s.dice } : undefined;
  }

  async replaceWithBot(id: string, seat: Seat, at: Date): Promise<boolean> {
    const m = this.matches.get(id)!;
    const p = m.seats[seat];
    if (!p || p.kind === 'bot' || m.status !== 'live') return false;
    m.seats[seat] = { kind: 'bot', name: 'Bot', replaced: { name: p.name, at: at.toISOString() } };
    return true;
  }

  async list(filter: MatchFilter): Promise<StoredMatch[]> {
    return [...this.matches.values()]
      .filter((m) => !filter.status || m.status === filter.status)
      .slice(0, filter.limit);
  }
}
