import { otherSide, type Side } from '../types.js';

/** §3.18: the most of its own Treasury the lower-CTV team may add to its petty cash. */
export const LOWER_TEAM_TREASURY_CAP = 50_000;

export interface Purse {
  pettyCash: number;
  treasury: number;
}

/**
 * The league purses before anyone buys (§3.18). The higher-CTV team buys first, from its Treasury only;
 * the other team's petty cash starts at the CTV gap (what the first team spends is added when it is
 * done, `pettyCashAfterFirst`) and it may add up to 50k of its own Treasury. On equal CTV neither team
 * may use its Treasury, so neither can buy.
 */
export function leaguePurses(
  ctv: Record<Side, number>,
  treasury: Record<Side, number>,
): { first: Side | null; purses: Record<Side, Purse> } {
  if (ctv.home === ctv.away) {
    const none = { pettyCash: 0, treasury: 0 };
    return { first: null, purses: { home: { ...none }, away: { ...none } } };
  }
  const first: Side = ctv.home > ctv.away ? 'home' : 'away';
  const lower = otherSide(first);
  const purses = {
    [first]: { pettyCash: 0, treasury: Math.max(0, treasury[first]) },
    [lower]: {
      pettyCash: Math.abs(ctv.home - ctv.away),
      treasury: Math.min(LOWER_TEAM_TREASURY_CAP, Math.max(0, treasury[lower])),
    },
  } as Record<Side, Purse>;
  return { first, purses };
}

/** The lower team's petty cash once the higher team is done: the CTV gap plus what that team spent. */
export const pettyCashAfterFirst = (gap: number, firstSpent: number): number => gap + firstSpent;

/** Pays `cost` out of petty cash first, then Treasury; null when the purse cannot cover it. */
export function pay(purse: Purse, cost: number): { pettyCash: number; treasury: number } | null {
  if (cost > purse.pettyCash + purse.treasury) return null;
  const pettyCash = Math.min(cost, purse.pettyCash);
  return { pettyCash, treasury: cost - pettyCash };
}
