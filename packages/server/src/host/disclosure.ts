import type { MatchHeadline, ReplayStep } from '@dugout/client';
import type { Audience, GameModule } from './game-module.js';
import type { StoredCommand } from './store.js';

/**
 * What a recipient may see of a match, and the only place the host asks the module: views, events,
 * commands and headlines, each for one audience. Everything the host sends about a match (socket
 * messages, acknowledgements, HTTP responses, announcements) is built from these.
 */
export class Disclosure {
  constructor(private readonly module: GameModule) {}

  view(state: unknown, to: Audience): unknown {
    return this.module.viewFor(state, to);
  }

  events(events: readonly unknown[], to: Audience): unknown[] {
    return this.module.eventsFor(events, to);
  }

  /** A stored command for a replay: the module's redaction, or (without one) only its own seat's, until the end. */
  command(command: unknown, seat: string, to: Audience): unknown {
    if (this.module.commandFor) return this.module.commandFor(command, seat, to);
    return to.over || to.recipient === seat ? command : null;
  }

  /** The module's headline for lists; null when it has none or cannot make one of this state. */
  headline(state: unknown, to: Audience): MatchHeadline | null {
    if (!this.module.headline || state === undefined || state === null) return null;
    try {
      return this.module.headline(state, to);
    } catch {
      return null;
    }
  }

  step(c: StoredCommand, to: Audience): ReplayStep {
    return {
      seq: c.seq,
      seat: c.seat,
      actor: c.actor,
      command: this.command(c.command, c.seat, to),
      events: this.events(c.events, to),
    };
  }
}
