import type { Recipient, ServerToClientEvents } from '@dugout/client';

export type HostEvent = Exclude<keyof ServerToClientEvents, 'welcome' | 'lobby:changed'>;
export type HostPayload<E extends HostEvent> = Parameters<ServerToClientEvents[E]>[0];

/**
 * How the host reaches the connections of a match (Socket.IO rooms in production): always one recipient
 * at a time, so each gets only what was made for it (see `room/deliver.ts`).
 */
export interface Broadcaster {
  /** Every connection that joined the match as `recipient`. */
  toRecipient<E extends HostEvent>(
    matchId: string,
    recipient: Recipient,
    event: E,
    payload: HostPayload<E>,
  ): void;
  /**
   * Whether a connection may be listening as `recipient`: false only when certainly none is (no socket
   * of it in the room on this node, and no other node to have one), so its message is not even made.
   */
  reaches(matchId: string, recipient: Recipient): boolean;
}

/** Drops everything: for the CLI and tests that need no connections. */
export const silentBroadcaster: Broadcaster = {
  toRecipient() {},
  reaches: () => false,
};
