import type { DugoutSocket } from './client.js';
import type {
  Ack,
  ChatChannel,
  ChatMessage,
  CommandAck,
  MatchEnded,
  MatchSnapshot,
  MatchUpdate,
  MatchUpdateMessage,
  Recipient,
  Seat,
  SeatPresence,
  SocketError,
  TurnClock,
} from './protocol.js';
import { applyPatch, viewHash } from './view-patch.js';

/** A refused live request: the server's code and message. */
export class MatchError extends Error {
  constructor(
    readonly code: SocketError['code'] | 'timeout',
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'MatchError';
  }
}

export interface MatchListeners {
  /** Every accepted command, in order, without gaps (missed ones are fetched first). */
  update?(update: MatchUpdate): void;
  /** A full view replaced the current one (join, resync). */
  snapshot?(snapshot: MatchSnapshot): void;
  ended?(ended: MatchEnded): void;
  presence?(presence: Record<Seat, SeatPresence>): void;
  clock?(clock: TurnClock | null): void;
  chat?(message: ChatMessage): void;
  /** How many spectators watch (on every join and leave). */
  spectators?(count: number): void;
}

const newId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * One joined match on a live connection. It keeps the latest view and sequence number; when an update
 * arrives out of order, or the connection comes back after a drop, it asks the server for everything
 * after the last sequence number it saw, so listeners see every update exactly once and in order.
 */
export class MatchConnection {
  #snapshot: MatchSnapshot | undefined;
  #seq = 0;
  #view: unknown;
  /** The clock as last told (updates leave it out while it is unchanged). */
  #clock: TurnClock | null = null;
  #resyncing: Promise<void> | undefined;
  /** The highest sequence number announced so far (updates dropped during a resync count too). */
  #highest = 0;
  readonly #offs: (() => void)[] = [];

  private constructor(
    readonly socket: DugoutSocket,
    readonly matchId: string,
    private readonly as: 'player' | 'spectator',
    private readonly listeners: MatchListeners,
    private readonly timeoutMs: number,
  ) {}

  static async open(
    socket: DugoutSocket,
    matchId: string,
    options: { as?: 'player' | 'spectator'; listeners?: MatchListeners; timeoutMs?: number } = {},
  ): Promise<MatchConnection> {
    const c = new MatchConnection(
      socket,
      matchId,
      options.as ?? 'player',
      options.listeners ?? {},
      options.timeoutMs ?? 10_000,
    );
    c.#listen();
    await c.#join();
    return c;
  }

  get seq(): number {
    return this.#seq;
  }
  get view(): unknown {
    return this.#view;
  }
  get snapshot(): MatchSnapshot | undefined {
    return this.#snapshot;
  }
  /** The seat this connection plays, or spectator. */
  get recipient(): Recipient | undefined {
    return this.#snapshot?.as;
  }

  /** How many times a patched view did not match the server's hash (each one was resynced). */
  drifted = 0;

  /** The current view with the update's patch applied, or undefined when it does not hash as the server's. */
  #patched(u: MatchUpdateMessage): unknown {
    try {
      const view = applyPatch(this.#view, u.patch);
      return viewHash(view) === u.viewHash ? view : undefined;
    } catch {
      return undefined;
    }
  }

  #listen(): void {
    const on = <
      E extends
        | 'match:update'
        | 'match:ended'
        | 'match:presence'
        | 'match:clock'
        | 'match:chat'
        | 'match:spectators',
    >(
      event: E,
      handler: (payload: never) => void,
    ) => {
      this.socket.on(event, handler as never);
      this.#offs.push(() => this.socket.off(event, handler as never));
    };
    on('match:update', (u: MatchUpdateMessage & { view?: unknown }) => {
      if (u.matchId !== this.matchId) return;
      if (u.seq <= this.#seq) return;
      this.#highest = Math.max(this.#highest, u.seq);
      if (u.seq > this.#seq + 1 || this.#resyncing) {
        void this.resync().catch(() => undefined);
        return;
      }
      const view = u.view !== undefined ? u.view : this.#patched(u);
      if (view === undefined) {
        // The patch does not lead to the view the server has: fetch the full view (and what was missed).
        this.drifted++;
        void this.resync().catch(() => undefined);
        return;
      }
      const { patch: _patch, viewHash: _hash, ...update } = u;
      this.#seq = u.seq;
      this.#view = view;
      if (u.clock !== undefined) this.#clock = u.clock;
      this.listeners.update?.({ ...update, view, clock: this.#clock });
    });
    on('match:ended', (e: MatchEnded) => {
      if (e.matchId === this.matchId) this.listeners.ended?.(e);
    });
    on('match:presence', (p: { matchId: string; presence: Record<Seat, SeatPresence> }) => {
      if (p.matchId === this.matchId) this.listeners.presence?.(p.presence);
    });
    on('match:clock', (p: { matchId: string; clock: TurnClock | null }) => {
      if (p.matchId !== this.matchId) return;
      this.#clock = p.clock;
      this.listeners.clock?.(p.clock);
    });
    on('match:chat', (m: ChatMessage) => {
      if (m.matchId === this.matchId) this.listeners.chat?.(m);
    });
    on('match:spectators', (p: { matchId: string; count: number }) => {
      if (p.matchId === this.matchId) this.listeners.spectators?.(p.count);
    });
    // After a dropped connection: join again, then catch up from the last sequence number.
    const reconnect = () => {
      void this.#join(true).catch(() => undefined);
    };
    this.socket.io.on('reconnect', reconnect);
    this.#offs.push(() => this.socket.io.off('reconnect', reconnect));
  }

  async #request<T>(event: string, payload: unknown): Promise<T> {
    let reply: Ack<T>;
    try {
      reply = (await (
        this.socket.timeout(this.timeoutMs).emitWithAck as (e: string, p: unknown) => Promise<Ack<T>>
      )(event, payload)) as Ack<T>;
    } catch {
      throw new MatchError('timeout', `The server did not answer "${event}" in time.`);
    }
    if (!reply.ok) throw new MatchError(reply.error.code, reply.error.message, reply.error.details);
    const { ok: _ok, ...rest } = reply;
    return rest as T;
  }

  async #join(catchUp = false): Promise<void> {
    const since = this.#seq;
    const { snapshot } = await this.#request<{ snapshot: MatchSnapshot }>('match:join', {
      matchId: this.matchId,
      as: this.as,
    });
    if (catchUp && this.#snapshot) {
      await this.#resyncFrom(since);
      return;
    }
    this.#apply(snapshot);
  }

  #apply(snapshot: MatchSnapshot): void {
    this.#snapshot = snapshot;
    this.#seq = snapshot.seq;
    this.#view = snapshot.view;
    this.#clock = snapshot.clock;
    this.listeners.snapshot?.(snapshot);
  }

  /** Fetches every update after the last one seen (done automatically on gaps and reconnects). */
  resync(): Promise<void> {
    this.#resyncing ??= this.#resyncFrom(this.#seq).finally(() => {
      this.#resyncing = undefined;
      // An update that arrived while the resync was under way and is newer than its snapshot.
      if (this.#highest > this.#seq) void this.resync().catch(() => undefined);
    });
    return this.#resyncing;
  }

  async #resyncFrom(since: number): Promise<void> {
    const reply = await this.#request<{ snapshot: MatchSnapshot; missed: Omit<MatchUpdate, 'view'>[] }>(
      'match:resync',
      {
        matchId: this.matchId,
        since,
      },
    );
    for (const missed of reply.missed) {
      if (missed.seq <= this.#seq) continue;
      this.#seq = missed.seq;
      this.listeners.update?.({ ...missed, view: reply.snapshot.view });
    }
    this.#apply(reply.snapshot);
  }

  /** Sends a command; resolves with its sequence number once the server has stored it. */
  send(command: unknown, clientId: string = newId()): Promise<CommandAck> {
    return this.#request<CommandAck>('match:command', { matchId: this.matchId, clientId, command });
  }

  /** Ends the opponent's turn once their clock has run out. */
  endOpponentTurn(): Promise<CommandAck> {
    return this.#request<CommandAck>('match:end-turn', { matchId: this.matchId });
  }

  claimForfeit(): Promise<{ result: MatchEnded['result'] }> {
    return this.#request('match:claim-forfeit', { matchId: this.matchId });
  }

  async chat(text: string, channel?: ChatChannel): Promise<void> {
    await this.#request('match:chat', {
      matchId: this.matchId,
      channel: channel ?? (this.#snapshot?.as === 'spectator' ? 'spectators' : 'coaches'),
      text,
    });
  }

  async leave(): Promise<void> {
    for (const off of this.#offs.splice(0)) off();
    await this.#request('match:leave', { matchId: this.matchId }).catch(() => undefined);
  }
}
