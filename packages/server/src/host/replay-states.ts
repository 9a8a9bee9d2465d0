import { SeededStream } from './dice.js';
import type { GameModule } from './game-module.js';
import type { MatchStore, StoredCommand, StoredMatch } from './store.js';

/** How many rebuilt states the host keeps for replays (least recently used go first). */
const CACHED_STATES = 128;

/**
 * The state of a stored match after any step, for replays: rebuilt from the nearest thing before it (a
 * state rebuilt earlier, a snapshot kept in the log, or the creation), so stepping through a replay applies
 * one command a step instead of the whole match each time. The log up to a match's sequence number never
 * changes, so a rebuilt state stays true. Hashes are not checked here: `/verify` does that.
 */
export class ReplayStates {
  /** `matchId\u0000seq` → state, in least-recently-used order. */
  readonly #cache = new Map<string, unknown>();
  /** The cached sequence numbers per match. */
  readonly #seqs = new Map<string, Set<number>>();

  constructor(private readonly store: MatchStore) {}

  async at(
    module: GameModule,
    stored: StoredMatch,
    upTo: number,
    log?: readonly StoredCommand[],
  ): Promise<unknown> {
    const hit = this.#get(stored.id, upTo);
    if (hit !== undefined) return hit;
    let from: { seq: number; state: unknown } | undefined;
    const cached = [...(this.#seqs.get(stored.id) ?? [])].filter((s) => s <= upTo).sort((a, b) => b - a)[0];
    if (cached !== undefined) from = { seq: cached, state: this.#get(stored.id, cached) };
    if (!from || from.seq < upTo) {
      const snapshot = await this.store.snapshotAt(stored.id, upTo, module.version);
      if (snapshot && (!from || snapshot.seq > from.seq)) from = snapshot;
    }
    const seed = Buffer.from(stored.seed, 'hex');
    let seq = from?.seq ?? 0;
    let state = from ? from.state : module.create(stored.options, new SeededStream(seed, 0)).state;
    const commands = log ?? (await this.store.commands(stored.id, seq));
    for (const c of commands) {
      if (c.seq <= seq) continue;
      if (c.seq > upTo) break;
      state = module.apply(state, c.command, c.seat, new SeededStream(seed, c.diceBefore)).state;
      seq = c.seq;
    }
    this.#put(stored.id, seq, state);
    return state;
  }

  #get(matchId: string, seq: number): unknown {
    const key = `${matchId}\u0000${seq}`;
    if (!this.#cache.has(key)) return undefined;
    const state = this.#cache.get(key);
    this.#cache.delete(key);
    this.#cache.set(key, state);
    return state;
  }

  #put(matchId: string, seq: number, state: unknown): void {
    const key = `${matchId}\u0000${seq}`;
    this.#cache.delete(key);
    this.#cache.set(key, state);
    const seqs = this.#seqs.get(matchId) ?? new Set<number>();
    this.#seqs.set(matchId, seqs);
    seqs.add(seq);
    while (this.#cache.size > CACHED_STATES) {
      const oldest = this.#cache.keys().next().value!;
      this.#cache.delete(oldest);
      const [id, s] = oldest.split('\u0000');
      const set = this.#seqs.get(id!);
      set?.delete(Number(s));
      if (set?.size === 0) this.#seqs.delete(id!);
    }
  }
}
