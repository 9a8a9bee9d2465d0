import type { DugoutClient, DugoutSocket } from '@dugout/client';

/**
 * Helpers of the abuse suite (issue 15): raw socket requests as an attacker sends them, bypassing the
 * typed MatchConnection, and waits on socket states.
 */

export interface RawReply {
  ok: boolean;
  error?: { code: string; message: string; details?: unknown };
  [key: string]: unknown;
}

/** Sends one live request and resolves with its acknowledgement. */
export function ask(socket: DugoutSocket, event: string, payload: unknown): Promise<RawReply> {
  return new Promise((resolve) => {
    (socket.emit as (e: string, p: unknown, ack: (r: RawReply) => void) => void)(event, payload, resolve);
  });
}

/** A connected socket of `client` (resolves on the server's welcome). */
export function connected(client: DugoutClient, options: Parameters<DugoutClient['connect']>[0] = {}) {
  const socket = client.connect({ reconnection: false, ...options });
  return new Promise<DugoutSocket>((resolve, reject) => {
    socket.once('welcome', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.disconnect();
      reject(error);
    });
  });
}

/** Resolves with the reason once the server closes `socket`. */
export function closed(socket: DugoutSocket): Promise<string> {
  if (!socket.connected) return Promise.resolve('already closed');
  return new Promise((resolve) => socket.once('disconnect', (reason) => resolve(String(reason))));
}
