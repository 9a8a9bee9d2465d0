import type { Context } from '../engine/context.js';
import type { MatchState } from '../state/types.js';
import type { Side } from '../types.js';
import type { InducementId, InducementsState, InducingTeam, Purchase } from './types.js';

/** A purchase a coach may make now, before the budget check (the step drops what it cannot afford). */
export type Offer = Omit<Purchase, 'players'>;

/** What the step asks of an inducement when it builds a buying decision. */
export interface OfferContext {
  s: MatchState;
  ind: InducementsState;
  side: Side;
  team: InducingTeam;
  bought: readonly Purchase[];
}

/**
 * One inducement of the common list: what it may be bought for, how many, and what buying it does to
 * the match. Effects that act later live behind hooks the procedures consult (see `effects.ts`).
 */
export interface InducementDef {
  id: InducementId;
  name: string;
  /** Every purchase of this item the team may still make (price and per-team limit applied). */
  offers(c: OfferContext): Offer[];
  /** The most of it the team may have (shown beside the offers; `offers` applies it). */
  max?(team: InducingTeam): number;
  /** What buying it does to the match at once (more staff, more players …). */
  onBuy?(ctx: Context, side: Side, purchase: Purchase): void;
}

export const countOf = (bought: readonly Purchase[], id: InducementId): number =>
  bought.filter((b) => b.item === id).length;

/** An item bought up to `max` times at `cost` each (both may depend on the team). */
export function limited(
  id: InducementId,
  name: string,
  max: (team: InducingTeam) => number,
  cost: (team: InducingTeam) => number,
  onBuy?: InducementDef['onBuy'],
): InducementDef {
  return {
    id,
    name,
    offers: (c) => (countOf(c.bought, id) < max(c.team) ? [{ item: id, cost: cost(c.team) }] : []),
    max,
    ...(onBuy ? { onBuy } : {}),
  };
}

export const hasRule = (team: InducingTeam, rule: InducingTeam['specialRules'][number]): boolean =>
  team.specialRules.includes(rule);
