import type { LobbyChange } from '@dugout/client';
import { LOBBY_ROOM } from '../host/socket-transport.js';
import type { DugoutIo } from '../realtime/socket.js';

/**
 * Tells the lobby screens that something changed, instead of them polling: one `lobby:changed` notice
 * (what kind of list changed, nothing more) at most every `delayMs` however many changes come together;
 * each screen then fetches its own lists, which the server filters for that coach. Across nodes the
 * notice travels through the Socket.IO adapter.
 */
export class LobbyNotices {
  #io: DugoutIo | undefined;
  #pending: LobbyChange | null = null;
  #timer: NodeJS.Timeout | undefined;

  constructor(private readonly delayMs = 200) {}

  attach(io: DugoutIo): void {
    this.#io = io;
  }

  changed(what: keyof LobbyChange): void {
    this.#pending ??= { tables: false, matches: false };
    this.#pending[what] = true;
    if (this.#timer) return;
    this.#timer = setTimeout(() => this.#flush(), this.delayMs);
    this.#timer.unref();
  }

  close(): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#pending = null;
  }

  #flush(): void {
    this.#timer = undefined;
    const change = this.#pending;
    this.#pending = null;
    if (change) this.#io?.to(LOBBY_ROOM).emit('lobby:changed', change);
  }
}
