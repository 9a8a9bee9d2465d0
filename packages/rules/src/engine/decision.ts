import type { PlayerId } from '../state/types.js';
import type { Side } from '../types.js';
import type { Command } from './commands.js';

export const DECISION_KINDS = [
  'coin-toss',
  'kick-or-receive',
  'setup',
  'setup-place',
  'choose-kicker',
  'kick-target',
  'touchback',
  'high-kick',
  'quick-snap',
  'solid-defence',
  'activation',
  'move-step',
  'reroll',
  'use-skill',
  'apothecary',
  'apothecary-choice',
  'place-ball',
  'block-target',
  'block-die',
  'push',
  'follow-up',
  'argue-the-call',
  'bribe',
  'reposition',
  'pass-target',
  'interceptor',
  'inducements',
  'prayer-choice',
  'weather-mage',
  'sports-wizard',
  'josef-bugman',
] as const;
export type DecisionKind = (typeof DECISION_KINDS)[number];

/**
 * What the engine is waiting for: which coach decides, what about, and every legal command. Bots, the
 * server, the UI and tests all read this one list; `apply` accepts exactly these commands.
 */
export interface Decision {
  team: Side;
  kind: DecisionKind;
  /** The player the decision is about, when there is one. */
  player?: PlayerId;
  /** A short human description. */
  prompt: string;
  options: Command[];
  /** An inducements decision: the price in gold of each `choose` option, by its choice. */
  prices?: Record<string, number>;
  /** An inducements decision: the most of each item (by id) the team may have, for the screen to show. */
  limits?: Record<string, number>;
}
