import type { ChatAnnouncement, ChatChannel, ChatMessage, Recipient } from '@dugout/client';
import { AppError } from '../../errors.js';
import type { Clock } from '../clock.js';
import type { Delivery } from './deliver.js';

export interface ChatLimits {
  maxLength: number;
  perWindow: number;
  windowMs: number;
}

/** What the server says itself, in English (screens word `announcement` in the coach's language). */
function announcementText(a: ChatAnnouncement): string {
  switch (a.kind) {
    case 'bot-took-seat':
      return `${a.coach} left; a bot plays seat ${a.seat} from now on.`;
    case 'left-match-ended':
      return `${a.coach} left seat ${a.seat}; the match is over.`;
  }
}

/**
 * A match's chat: coaches talk in the coaches' channel, which everyone reads; spectators talk among
 * themselves. Each sender has a length limit and a rate limit. The server's announcements go to everyone.
 */
export class MatchChat {
  readonly #sent = new Map<string, number[]>();

  constructor(
    private readonly matchId: string,
    private readonly delivery: Delivery,
    private readonly time: Clock,
    private readonly limits: ChatLimits,
  ) {}

  say(sender: { name: string; key: string }, as: Recipient, channel: ChatChannel, rawText: string): void {
    const text = rawText.trim();
    if (text.length === 0) throw new AppError('chat/empty', 400, 'The message is empty.');
    if (text.length > this.limits.maxLength) {
      throw new AppError('chat/too-long', 400, `Messages are at most ${this.limits.maxLength} characters.`);
    }
    const allowed: ChatChannel = as === 'spectator' ? 'spectators' : 'coaches';
    if (channel !== allowed) {
      throw new AppError('chat/wrong-channel', 403, `You write in the ${allowed} channel, not ${channel}.`);
    }
    const now = this.time.now();
    const recent = (this.#sent.get(sender.key) ?? []).filter((t) => now - t < this.limits.windowMs);
    if (recent.length >= this.limits.perWindow) {
      throw new AppError('chat/rate-limited', 429, 'You are sending messages too fast: wait a few seconds.');
    }
    recent.push(now);
    this.#sent.set(sender.key, recent);
    this.delivery.chat(this.#message(channel, sender.name, text));
  }

  announce(announcement: ChatAnnouncement): void {
    this.delivery.chat({ ...this.#message('coaches', '', announcementText(announcement)), announcement });
  }

  #message(channel: ChatChannel, from: string, text: string): ChatMessage {
    return { matchId: this.matchId, channel, from, text, at: new Date(this.time.now()).toISOString() };
  }
}
