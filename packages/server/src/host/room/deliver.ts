import type {
  ChatMessage,
  MatchResult,
  MatchUpdate,
  Recipient,
  Seat,
  SeatPresence,
  TurnClock,
} from '@dugout/client';
import type { Broadcaster, HostEvent, HostPayload } from '../broadcaster.js';
import type { Disclosure } from '../disclosure.js';
import type { StoredCommand } from '../store.js';

/**
 * Every message a match sends to its connections leaves through here, built for one recipient at a time
 * (each seat, then the spectators) from what the module lets that recipient see. Nothing else in the host
 * talks to the broadcaster about a match.
 */
export class Delivery {
  constructor(
    private readonly matchId: string,
    private readonly seats: readonly Seat[],
    private readonly broadcaster: Broadcaster,
    private readonly disclosure: Disclosure,
  ) {}

  get recipients(): Recipient[] {
    return [...this.seats, 'spectator'];
  }

  /** Sends `event` to every recipient, each with the payload made for it. */
  deliver<E extends HostEvent>(
    event: E,
    payloadFor: (recipient: Recipient) => HostPayload<E> | undefined,
  ): void {
    for (const recipient of this.recipients) {
      const payload = payloadFor(recipient);
      if (payload !== undefined) this.broadcaster.toRecipient(this.matchId, recipient, event, payload);
    }
  }

  /** One accepted command: its events and the new view as each recipient may see them. */
  update(c: StoredCommand, state: unknown, toAct: Seat[], clock: TurnClock | null, over: boolean): void {
    this.deliver('match:update', (recipient) => this.updateFor(c, state, toAct, clock, over, recipient));
  }

  updateFor(
    c: StoredCommand,
    state: unknown,
    toAct: Seat[],
    clock: TurnClock | null,
    over: boolean,
    recipient: Recipient,
  ): MatchUpdate {
    return {
      ...this.missedFor(c, over, recipient),
      view: this.disclosure.view(state, { recipient, over }),
      toAct,
      clock,
    };
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
