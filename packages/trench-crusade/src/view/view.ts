import { legalCommands, whoMustAct } from '../engine/apply.js';
import type { TrenchEvent } from '../engine/events.js';
import type { Option } from '../engine/options.js';
import type { TrenchState } from '../state/types.js';
import { isSeat, type Seat } from '../types.js';

export type Recipient = Seat | 'spectator';

/** What a seat or a spectator is shown: the whole game (nothing in it is hidden) and what they may do. */
export interface TrenchView {
  state: TrenchState;
  whoMustAct: Seat[];
  /** The recipient's own options; none for spectators. */
  options: Option[];
}

/**
 * Trench Crusade hides nothing: both players and spectators see the same battlefield, models, markers and
 * rolls. The view adds what the recipient may do. (The dice seed is never part of the state.)
 */
export function viewFor(s: TrenchState, to: Recipient): TrenchView {
  return { state: s, whoMustAct: whoMustAct(s), options: isSeat(to) ? legalCommands(s, to) : [] };
}

/** Every event is public: the same list for everyone. */
export function eventsFor(events: readonly TrenchEvent[], _to: Recipient): TrenchEvent[] {
  return [...events];
}
