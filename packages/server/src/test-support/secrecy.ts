import { DugoutClient, type MatchConnection, type Recipient } from '@dugout/client';
import type { ManualClock } from '../host/clock.js';
import type { MatchRoom } from '../host/room.js';
import { type startMatchServer, until } from './matches.js';

/**
 * The ears of a secrecy test: every connection of one match (each coach in its seat, an anonymous and a
 * logged-in spectator) records everything it hears, on its socket and through its join and resync
 * listeners, and the probes ask every other channel (resync, replays, summaries, lists). Used by the
 * host's secrecy test and by each game's with secrets (host/secrecy.test.ts, games/blood-bound/).
 */

type Server = Awaited<ReturnType<typeof startMatchServer>>;

/** What one recipient heard on one channel, and whether the match was certainly still live then. */
export interface Heard {
  recipient: Recipient;
  channel: string;
  payload: unknown;
  live: boolean;
}

export interface Listener {
  conn: MatchConnection;
  client: DugoutClient;
  recipient: Recipient;
}

export class ChannelRecorder<H extends Heard = Heard> {
  readonly heard: H[] = [];
  /** The coaches still in their seats (one may go away). */
  readonly seated: (Listener & { seat: Recipient })[] = [];
  readonly spectators: Listener[] = [];
  readonly anonymous: DugoutClient;

  private constructor(
    private readonly server: Server,
    private readonly room: MatchRoom,
    private readonly record: (heard: Heard) => H,
  ) {
    this.anonymous = new DugoutClient({ baseUrl: server.baseUrl });
  }

  /**
   * Opens a table of `seatCount` seats for `game`, `humans` coaches named `${name}x${i}` in the first seats
   * and bots in the rest, starts it, and joins everyone (see `join`).
   */
  static async atTable<H extends Heard>(
    server: Server,
    options: {
      game: string;
      seatCount: number;
      options: unknown;
      humans: number;
      name: string;
      label: string;
      record: (heard: Heard, room: MatchRoom) => H;
    },
  ): Promise<{ ears: ChannelRecorder<H>; room: MatchRoom; creator: DugoutClient; matchId: string }> {
    const coaches: (DugoutClient & { name: string })[] = [];
    for (let i = 0; i < options.humans; i++) coaches.push(await server.coach(`${options.name}x${i}`));
    const [creator, ...invited] = coaches as [DugoutClient, ...(DugoutClient & { name: string })[]];
    const table = await creator.openTable({
      game: options.game,
      seatCount: options.seatCount,
      options: options.options,
      invite: invited.map((c) => c.name),
    });
    for (const [i, c] of invited.entries()) await c.takeSeat(table.id, table.seats[i + 1]!.seat);
    await creator.fillWithBots(table.id);
    const { match } = await creator.startTable(table.id);
    const room: MatchRoom = await server.app.host.room(match.id);
    const ears = await ChannelRecorder.join(server, room, {
      coaches,
      seats: coaches.map((_, i) => table.seats[i]!.seat),
      watcher: `${options.name}Watch`,
      label: options.label,
      record: (h) => options.record(h, room),
    });
    return { ears, room, creator, matchId: match.id };
  }

  /**
   * Joins `coaches` in `seats` (the seats they took at the table, whatever the server may say) and two
   * spectators, and waits until everyone has heard that two watch. `record` adds what a test needs.
   */
  static async join<H extends Heard>(
    server: Server,
    room: MatchRoom,
    options: {
      coaches: DugoutClient[];
      seats: Recipient[];
      watcher: string;
      label: string;
      record: (heard: Heard) => H;
    },
  ): Promise<ChannelRecorder<H>> {
    const ears = new ChannelRecorder(server, room, options.record);
    for (const [i, client] of options.coaches.entries()) {
      const seat = options.seats[i] as Recipient;
      const conn = await ears.#listen(client, seat);
      if (conn.recipient !== seat) throw new Error(`${options.label}: ${seat} joined as ${conn.recipient}`);
      ears.seated.push({ conn, client, seat, recipient: seat });
    }
    for (const client of [ears.anonymous, await server.coach(options.watcher)])
      ears.spectators.push({ conn: await ears.#listen(client, 'spectator'), client, recipient: 'spectator' });
    // The spectator count is sent at most once a second per match (issue 15), the latest always: every
    // seat and the spectators hear that two watch, whatever the joins collapsed into.
    const heardTwoWatching = (who: Recipient) =>
      ears.heard.some(
        (h) =>
          h.recipient === who &&
          h.channel === 'socket match:spectators' &&
          (h.payload as { count?: number }).count === 2,
      );
    await until(
      () => [...ears.seated.map((s) => s.seat), 'spectator'].every(heardTwoWatching),
      `${options.label}: everyone to hear the spectator count`,
      20_000,
    );
    return ears;
  }

  async #listen(client: DugoutClient, who: Recipient): Promise<MatchConnection> {
    const conn = this.server.track(
      await client.joinMatch(this.room.id, {
        ...(who === 'spectator' ? { as: 'spectator' as const } : {}),
        listeners: {
          snapshot: (payload: unknown) => this.hear(who, 'join/resync', payload),
          update: (payload: unknown) => this.hear(who, 'join/resync update', payload),
        },
      }),
    );
    conn.socket.onAny((event: string, payload: unknown) => this.hear(who, `socket ${event}`, payload));
    return conn;
  }

  hear(recipient: Recipient, channel: string, payload: unknown): void {
    this.heard.push(this.record({ recipient, channel, payload, live: this.room.live }));
  }

  everyone(): Listener[] {
    return [...this.seated, ...this.spectators];
  }

  /** Bots have played what they must and every connection still open has seen it. */
  quiet(label: string): Promise<void> {
    return until(
      () => {
        const caughtUp = this.everyone().every(
          (e) => !e.conn.socket.connected || e.conn.seq === this.room.seq,
        );
        if (!caughtUp) return false;
        if (!this.room.live) return true;
        return !this.room.toAct.some((s) => this.room.participants()[s]?.kind === 'bot');
      },
      `${label} to settle`,
      20_000,
    );
  }

  /** Asks one channel a listener may ask besides its socket, and records the answer. */
  async probe(who: Listener, channel: string, work: () => Promise<unknown>): Promise<void> {
    this.hear(who.recipient, channel, await work());
  }

  /**
   * Probe `k` of the channels every game has (0 resync, 1 replay, 2 replay at a step, 3 summary, 4 live
   * list); false for any other `k`.
   */
  async probeCommon(k: number, who: Listener, random: (n: number) => number): Promise<boolean> {
    const id = this.room.id;
    if (k === 0) await this.probe(who, 'resync', () => who.conn.resync().then(() => who.conn.snapshot));
    else if (k === 1) await this.probe(who, 'replay', () => who.client.replay(id));
    else if (k === 2)
      await this.probe(who, 'replay at', () => who.client.replay(id, random(this.room.seq + 1)));
    else if (k === 3) await this.probe(who, 'summary', () => who.client.match(id));
    else if (k === 4) await this.probe(who, 'live list', () => who.client.matches('live'));
    else return false;
    return true;
  }

  /** A coach goes away for good: after the grace period a bot takes the seat, and everyone is told. */
  async leave(random: (n: number) => number, clock: ManualClock, graceSeconds: number): Promise<void> {
    const gone = this.seated.splice(random(this.seated.length), 1)[0]!;
    gone.conn.socket.disconnect();
    // The server has seen the seat go (the others are told) before the grace period starts to pass.
    const connected = async () => (await this.room.snapshot('spectator')).presence[gone.seat]?.connected;
    for (let i = 0; i < 2000 && (await connected()); i++) await new Promise((r) => setTimeout(r, 5));
    if (await connected()) throw new Error(`timed out waiting for the server to see ${gone.seat} go`);
    clock.advance(graceSeconds * 1000);
    await until(
      () => this.room.participants()[gone.seat]?.kind === 'bot' || !this.room.live,
      'the bot to take the seat',
    );
  }

  /** What was heard while the match was certainly live, before the final command reached anyone. */
  beforeEnd(): H[] {
    const finalSeq = this.room.seq;
    return this.heard.filter((h) => {
      const p = h.payload as { seq?: number; match?: { status?: string } } | undefined;
      if (!h.live || h.channel === 'socket match:ended') return false;
      if (typeof p?.seq === 'number' && p.seq >= finalSeq && h.channel.includes('update')) return false;
      return p?.match?.status !== 'finished';
    });
  }

  disconnect(): void {
    for (const e of this.everyone()) e.conn.socket.disconnect();
  }
}
