import type { Context } from '../engine/context.js';
import { isRosterId, type RosterId } from '../rosters/ids.js';
import type { MatchState } from '../state/types.js';
import type { Side } from '../types.js';
import type { Purse } from './budget.js';
import type { InducementId, InducementListId, InducementsState, InducingTeam, Purchase } from './types.js';

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

/**
 * An edition's inducement list: the items it offers, in its order, and how a league match fills the
 * purses (BB2025 §3.18: CTV gap as petty cash plus Treasury; LRB6: the lower team gets the gap, nothing else).
 */
export interface InducementList {
  id: InducementListId;
  items: readonly InducementDef[];
  /** The purses before anyone buys; `first` buys first (null: home first). */
  leaguePurses(
    ctv: Record<Side, number>,
    treasury: Record<Side, number>,
  ): { first: Side | null; purses: Record<Side, Purse> };
  /** The lower team's petty cash once the first team is done, from the CTV gap and what that team spent. */
  pettyCashAfterFirst(gap: number, firstSpent: number): number;
}

/** The item of `list` with this id, if the list has it. */
export const itemOf = (list: InducementList, id: InducementId): InducementDef | undefined =>
  list.items.find((d) => d.id === id);

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

/** The BB2025 roster of an inducing team (a BB2025 match's teams always have one). */
export function bb2025RosterOf(team: InducingTeam): RosterId {
  if (!isRosterId(team.rosterId)) throw new Error(`inducements: "${team.rosterId}" is not a BB2025 roster`);
  return team.rosterId;
}
