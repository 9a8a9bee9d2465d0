import {
  type ChatMessage,
  diffView,
  type MatchResult,
  type MatchUpdate,
  type MatchUpdateMessage,
  type Recipient,
  type Seat,
  type SeatPresence,
  type TurnClock,
  type ViewPatch,
  viewHash,
} from '@dugout/client';
import type { Broadcaster, HostEvent, HostPayload } from '../broadcaster.js';
import type { Disclosure } from '../disclosure.js';
import type { StoredCommand } from '../store.js';

/** How deep view hashes are remembered: the root, its members and theirs (a Blood Bowl player). */
const MEMO_DEPTH = 2;

/** The patch last made in one update, kept for the next recipient with the same views. */
interface Made {
  was: unknown;
  view: unknown;
  patch: ViewPatch;
  hash: string;
}

const nothingMade = (): Made => ({ was: undefined, view: undefined, patch: [], hash: '' });

/** A command's update for the seat that sent it, made while the command was being stored (`prepare`). */
export interface EarlyUpdate {
  seq: number;
  recipient: Recipient;
  /** Without the clock, which is known only once the command is real. */
  message: MatchUpdateMessage;
  made: Made;
}

/**
 * Every message a match sends to its connections leaves through here, built for one recipient at a time
 * (each seat, then the spectators) from what the module lets that recipient see. Nothing else in the host
 * talks to the broadcaster about a match.
 */
export class Delivery {
  /**
   * Subtree hashes of views, by identity: views are never mutated, unchanged parts keep their hash. Only
   * the top `MEMO_DEPTH` levels: an entry for every object of every view made (a Blood Bowl decision
   * alone is some 370, rebuilt each command) grew each match's table to 32 KB (issue 14).
   */
  readonly #hashes = new WeakMap<object, number>();

  constructor(
    private readonly matchId: string,
    private readonly seats: readonly Seat[],
    private readonly broadcaster: Broadcaster,
    private readonly disclosure: Disclosure,
  ) {}

  get recipients(): Recipient[] {
    return [...this.seats, 'spectator'];
  }

  /** Sends `event` to every recipient, each with the payload made for it (`first` before the others). */
  deliver<E extends HostEvent>(
    event: E,
    payloadFor: (recipient: Recipient) => HostPayload<E> | undefined,
    first?: Recipient,
  ): void {
    const recipients = this.recipients;
    if (first !== undefined && recipients.includes(first))
      recipients.sort((a, b) => (a === first ? -1 : b === first ? 1 : 0));
    for (const recipient of recipients) {
      if (!this.broadcaster.reaches(this.matchId, recipient)) continue;
      const payload = payloadFor(recipient);
      if (payload !== undefined) this.broadcaster.toRecipient(this.matchId, recipient, event, payload);
    }
  }

  /**
   * One accepted command: its events and, for each recipient, the patch from the view it had before (the
   * match was live then) to the one it may see now, with that view's hash. `clock` is undefined when it is
   * as the previous update left it: it is then left out.
   */
  update(
    c: StoredCommand,
    before: unknown,
    state: unknown,
    toAct: Seat[],
    clock: TurnClock | null | undefined,
    over: boolean,
    early?: EarlyUpdate,
  ): void {
    // Recipients that see the same views (a game without secrets) share one patch and hash. The seat
    // that sent the command is waiting for its update: it gets it before the others' views are made.
    const ready = early?.seq === c.seq ? early : undefined;
    const made = ready?.made ?? nothingMade();
    this.deliver(
      'match:update',
      (recipient) =>
        recipient === ready?.recipient
          ? { ...ready.message, ...(clock === undefined ? {} : { clock }) }
          : this.updateFor(c, before, state, toAct, clock, over, recipient, made),
      c.seat,
    );
  }

  /**
   * The update of a command not yet stored, for the seat that sent it if it is connected here: made in
   * the wait for the store (`Ledger.commit`), sent by `update` once the command is real.
   */
  prepare(
    c: StoredCommand,
    before: unknown,
    state: unknown,
    toAct: Seat[],
    over: boolean,
  ): EarlyUpdate | undefined {
    if (!this.seats.includes(c.seat) || !this.broadcaster.reaches(this.matchId, c.seat)) return undefined;
    const made = nothingMade();
    const message = this.updateFor(c, before, state, toAct, undefined, over, c.seat, made);
    return { seq: c.seq, recipient: c.seat, message, made };
  }

  updateFor(
    c: StoredCommand,
    before: unknown,
    state: unknown,
    toAct: Seat[],
    clock: TurnClock | null | undefined,
    over: boolean,
    recipient: Recipient,
    made: Made = nothingMade(),
  ): MatchUpdateMessage {
    const was = this.disclosure.view(before, { recipient, over: false });
    const view = this.disclosure.view(state, { recipient, over });
    if (made.was !== was || made.view !== view || made.view === undefined) {
      Object.assign(made, {
        was,
        view,
        patch: diffView(was, view),
        hash: viewHash(view, this.#hashes, MEMO_DEPTH),
      });
    }
    const { clock: _none, ...missed } = this.missedFor(c, over, recipient);
    return {
      ...missed,
      patch: made.patch,
      viewHash: made.hash,
      toAct,
      ...(clock === undefined ? {} : { clock }),
    };
  }

  /**
   * The latest command again, with each recipient's full view: after a node took the match over, for
   * connections whose update died with the old owner (those that had it ignore it, by its number).
   */
  latest(c: StoredCommand, state: unknown, toAct: Seat[], clock: TurnClock | null, over: boolean): void {
    this.deliver('match:update', (recipient) => {
      const view = this.disclosure.view(state, { recipient, over });
      return {
        ...this.missedFor(c, over, recipient),
        view,
        patch: [],
        viewHash: viewHash(view, this.#hashes, MEMO_DEPTH),
        toAct,
        clock,
      };
    });
  }

  /** A command a recipient missed (resync): its events for that recipient, without a view of its own. */
  missedFor(c: StoredCommand, over: boolean, recipient: Recipient): Omit<MatchUpdate, 'view'> {
    return {
      matchId: this.matchId,
      seq: c.seq,
      seat: c.seat,
      ...(recipient === c.seat && c.clientId !== null ? { clientId: c.clientId } : {}),
      events: this.disclosure.events(c.events, { recipient, over }),
      toAct: [],
      clock: null,
    };
  }

  ended(result: MatchResult, seed: string): void {
    this.deliver('match:ended', () => ({ matchId: this.matchId, result, seed }));
  }

  presence(presence: Record<Seat, SeatPresence>): void {
    this.deliver('match:presence', () => ({ matchId: this.matchId, presence }));
  }

  clock(clock: TurnClock | null): void {
    this.deliver('match:clock', () => ({ matchId: this.matchId, clock }));
  }

  /** Coaches' chat (and the server's announcements) reach everyone; spectators' chat only spectators. */
  chat(message: ChatMessage): void {
    this.deliver('match:chat', (recipient) =>
      message.channel === 'coaches' || recipient === 'spectator' ? message : undefined,
    );
  }
}
