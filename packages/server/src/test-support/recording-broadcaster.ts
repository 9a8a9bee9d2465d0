import type { Recipient } from '@dugout/client';
import type { Broadcaster } from '../host/broadcaster.js';

export interface Sent {
  matchId: string;
  recipient: Recipient;
  event: string;
  payload: unknown;
}

/** A broadcaster that keeps every message it was asked to send, for tests of what each recipient got. */
export function recordingBroadcaster(): Broadcaster & { sent: Sent[]; to(recipient: Recipient): Sent[] } {
  const sent: Sent[] = [];
  return {
    sent,
    toRecipient(matchId, recipient, event, payload) {
      sent.push({ matchId, recipient, event, payload: structuredClone(payload) });
    },
    reaches: () => true,
    to(recipient) {
      return sent.filter((s) => s.recipient === recipient);
    },
  };
}
