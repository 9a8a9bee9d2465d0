import type {
  ChatChannel,
  CommandAck,
  MatchResult,
  MatchSnapshot,
  Recipient,
  ResyncReply,
  Seat,
} from '@dugout/client';
import type { Actor, MatchRoom } from './room.js';

/**
 * What a connection (or a job) may do with a live match, whichever node it is on. Each operation is one
 * entry here, run on the room of the node that owns the match: directly when that is this node, through
 * `node-link.ts` otherwise. Arguments and results are plain JSON, so they cross nodes unchanged.
 */
export const OPERATIONS = {
  seatOf: (room: MatchRoom, coachId: string | null) => room.seatOf(coachId ?? undefined) ?? null,
  snapshot: (room: MatchRoom, as: Recipient) => room.snapshot(as),
  submit: (room: MatchRoom, actor: Actor, clientId: string, command: unknown) =>
    room.submit(actor, clientId, command),
  resync: (room: MatchRoom, as: Recipient, since: number) => room.resync(as, since),
  endTurnFor: (room: MatchRoom, actor: Actor) => room.endTurnFor(actor),
  claimForfeit: (room: MatchRoom, actor: Actor) => room.claimForfeit(actor),
  chat: (
    room: MatchRoom,
    sender: { name: string; key: string },
    as: Recipient,
    channel: ChatChannel,
    text: string,
  ) => {
    room.chat(sender, as, channel, text);
    return null;
  },
  connected: (room: MatchRoom, seat: Seat, connectionId: string) =>
    room.connected(seat, connectionId).then(() => null),
  disconnected: (room: MatchRoom, seat: Seat, connectionId: string) =>
    room.disconnected(seat, connectionId).then(() => null),
  abandon: (room: MatchRoom) => room.abandon().then(() => null),
} as const;

export type Operation = keyof typeof OPERATIONS;
type Rest<F> = F extends (room: MatchRoom, ...args: infer A) => unknown ? A : never;
export type OperationArgs<K extends Operation> = Rest<(typeof OPERATIONS)[K]>;
export type OperationResult<K extends Operation> = Awaited<ReturnType<(typeof OPERATIONS)[K]>>;

/** Runs `op` on a room (the owner's side of a call). */
export async function runOperation<K extends Operation>(
  room: MatchRoom,
  op: K,
  args: OperationArgs<K>,
): Promise<OperationResult<K>> {
  const f = OPERATIONS[op] as (room: MatchRoom, ...a: unknown[]) => unknown;
  return (await f(room, ...(args as unknown[]))) as OperationResult<K>;
}

export function isOperation(op: string): op is Operation {
  return Object.hasOwn(OPERATIONS, op);
}

/** How a handle reaches its match's owner (the host's routing). */
export type Route = <K extends Operation>(
  matchId: string,
  op: K,
  args: OperationArgs<K>,
) => Promise<OperationResult<K>>;

/** A live match by id, wherever it is served; holds no room, so the match may be unloaded or move. */
export class LiveMatch {
  constructor(
    readonly id: string,
    private readonly route: Route,
  ) {}

  async seatOf(coachId: string | undefined): Promise<Seat | undefined> {
    return (await this.route(this.id, 'seatOf', [coachId ?? null])) ?? undefined;
  }
  snapshot(as: Recipient): Promise<MatchSnapshot> {
    return this.route(this.id, 'snapshot', [as]);
  }
  submit(actor: Actor, clientId: string, command: unknown): Promise<CommandAck> {
    return this.route(this.id, 'submit', [actor, clientId, command]);
  }
  resync(as: Recipient, since: number): Promise<ResyncReply> {
    return this.route(this.id, 'resync', [as, since]);
  }
  endTurnFor(actor: Actor): Promise<CommandAck> {
    return this.route(this.id, 'endTurnFor', [actor]);
  }
  claimForfeit(actor: Actor): Promise<MatchResult> {
    return this.route(this.id, 'claimForfeit', [actor]);
  }
  async chat(
    sender: { name: string; key: string },
    as: Recipient,
    channel: ChatChannel,
    text: string,
  ): Promise<void> {
    await this.route(this.id, 'chat', [sender, as, channel, text]);
  }
  async connected(seat: Seat, connectionId: string): Promise<void> {
    await this.route(this.id, 'connected', [seat, connectionId]);
  }
  async disconnected(seat: Seat, connectionId: string): Promise<void> {
    await this.route(this.id, 'disconnected', [seat, connectionId]);
  }
  async abandon(): Promise<void> {
    await this.route(this.id, 'abandon', []);
  }
}
