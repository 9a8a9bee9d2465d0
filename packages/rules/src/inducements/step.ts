import type { Command } from '../engine/commands.js';
import type { Context } from '../engine/context.js';
import type { Decision } from '../engine/decision.js';
import { defineProc, NEXT, type Proc, takeInput, WAIT } from '../engine/procedure.js';
import type { MatchState } from '../state/types.js';
import { otherSide, SIDES, type Side } from '../types.js';
import { pay } from './budget.js';
import { itemOf, type Offer } from './define.js';
import { matchInducementList } from './lists.js';
import {
  answerPrayerChoice,
  type PrayerChoice,
  prayerChoiceOptions,
  resolvePrayer,
  rollPrayer,
} from './prayers.js';
import type { InducementsState, Purchase } from './types.js';

/**
 * The inducement step of the pre-match sequence (§3.18), between the weather and the coin toss. Each
 * coach in turn (league: the higher-CTV team first) buys one item at a time from a decision listing
 * every legal, affordable purchase plus `done`; then the Prayers to Nuffle bought are rolled.
 */
export interface InducementsProc extends Proc {
  kind: 'inducements';
  stage: 'sheet' | 'buy' | 'prayers';
  /** Who buys, in order; `turn` is the index of the one buying now. */
  order: Side[];
  turn: number;
  /** Prayers still to roll, one entry per prayer. */
  prayers: Side[];
  choice: PrayerChoice | null;
}

export function inducementsProc(ind: InducementsState): InducementsProc {
  const order: Side[] = ind.first ? [ind.first, otherSide(ind.first)] : ['home', 'away'];
  return { kind: 'inducements', stage: 'sheet', order, turn: 0, prayers: [], choice: null };
}

/** The command that buys an offer. */
export function offerKey(o: Offer): string {
  return ['buy', o.item, o.star ?? o.position ?? '', o.skill ?? ''].join(':').replace(/:+$/, '');
}

const ind = (s: MatchState): InducementsState => {
  if (!s.inducements) throw new Error('inducement step: the match has no inducements');
  return s.inducements;
};

/** Every purchase `side` may make now: legal per the list and affordable from its purse. */
export function purchaseOffers(s: MatchState, side: Side): Offer[] {
  const state = ind(s);
  const me = state.sides[side];
  const money = me.pettyCash + me.treasury - me.spentPettyCash - me.spentTreasury;
  const c = { s, ind: state, side, team: me.team, bought: me.bought };
  return matchInducementList(s)
    .items.flatMap((def) => def.offers(c))
    .filter((o) => o.cost <= money);
}

/** Buys `offer` for `side`: pays, records and applies it. */
export function buy(ctx: Context, side: Side, offer: Offer, free = false): void {
  const state = ind(ctx.s);
  const me = state.sides[side];
  const purse = { pettyCash: me.pettyCash - me.spentPettyCash, treasury: me.treasury - me.spentTreasury };
  const paid = free ? { pettyCash: 0, treasury: 0 } : pay(purse, offer.cost);
  if (!paid) throw new Error(`inducement step: ${side} cannot afford ${offerKey(offer)}`);
  me.spentPettyCash += paid.pettyCash;
  me.spentTreasury += paid.treasury;
  const purchase: Purchase = { ...offer };
  me.bought.push(purchase);
  itemOf(matchInducementList(ctx.s), offer.item)?.onBuy?.(ctx, side, purchase);
  ctx.emit({
    kind: 'inducement',
    team: side,
    item: offer.item,
    cost: offer.cost,
    ...(purchase.star ? { star: purchase.star } : {}),
    ...(purchase.position ? { position: purchase.position } : {}),
    ...(purchase.skill ? { skill: purchase.skill } : {}),
    players: purchase.players ?? [],
  });
}

function finishSide(ctx: Context, side: Side): void {
  const state = ind(ctx.s);
  const me = state.sides[side];
  me.done = true;
  me.lost = me.pettyCash - me.spentPettyCash;
  ctx.emit({
    kind: 'inducements-done',
    team: side,
    spent: me.spentPettyCash + me.spentTreasury,
    treasury: me.spentTreasury,
    lost: me.lost,
  });
  if (state.mode === 'league' && state.first === side && state.ctv) {
    const lower = state.sides[otherSide(side)];
    lower.pettyCash = matchInducementList(ctx.s).pettyCashAfterFirst(
      Math.abs(state.ctv.home - state.ctv.away),
      me.spentPettyCash + me.spentTreasury,
    );
  }
}

export const inducementsDef = defineProc<InducementsProc>({
  run(ctx, p) {
    const s = ctx.s;
    const state = ind(s);
    if (p.stage === 'sheet') {
      // What the team sheets bought at the draft was paid from the draft budget already.
      for (const side of SIDES)
        for (const item of state.sheet?.[side] ?? []) {
          const def = itemOf(matchInducementList(s), item.item);
          const c = { s, ind: state, side, team: state.sides[side].team, bought: state.sides[side].bought };
          const offer = def?.offers(c).find((o) => offerKey(o) === offerKey({ ...item, cost: 0 }));
          if (offer) buy(ctx, side, offer, true);
        }
      p.stage = 'buy';
    }
    if (p.stage === 'buy') {
      for (;;) {
        const side = p.order[p.turn];
        if (side === undefined) break;
        if (purchaseOffers(s, side).length === 0) {
          finishSide(ctx, side);
          p.turn += 1;
          continue;
        }
        const c = takeInput(p);
        if (!c) return WAIT;
        if (c.type === 'done') {
          finishSide(ctx, side);
          p.turn += 1;
          continue;
        }
        const offer =
          c.type === 'choose' ? purchaseOffers(s, side).find((o) => offerKey(o) === c.choice) : undefined;
        if (offer) buy(ctx, side, offer);
      }
      p.stage = 'prayers';
      for (const side of p.order)
        for (const b of state.sides[side].bought) if (b.item === 'prayers-to-nuffle') p.prayers.push(side);
    }
    if (p.choice) {
      const c = takeInput(p);
      if (!c) return WAIT;
      answerPrayerChoice(ctx, p.choice, c);
      p.choice = null;
    }
    while (p.prayers.length > 0) {
      const side = p.prayers.shift() as Side;
      const prayer = rollPrayer(ctx, side);
      const choice = resolvePrayer(ctx, side, prayer);
      if (choice) {
        p.choice = choice;
        return WAIT;
      }
    }
    ctx.finish();
    return NEXT;
  },
  decide(s, p): Decision {
    if (p.choice) {
      return {
        team: p.choice.side,
        kind: 'prayer-choice',
        prompt: p.choice.player
          ? `${p.choice.prayer}: choose a Primary skill`
          : `${p.choice.prayer}: choose a player`,
        options: prayerChoiceOptions(s, p.choice),
      };
    }
    const side = p.order[p.turn] as Side;
    const offers = purchaseOffers(s, side);
    const options: Command[] = offers.map((o) => ({ type: 'choose', choice: offerKey(o) }));
    options.push({ type: 'done' });
    const prices = Object.fromEntries(offers.map((o) => [offerKey(o), o.cost]));
    const team = ind(s).sides[side].team;
    const limits = Object.fromEntries(
      matchInducementList(s).items.flatMap((def) => (def.max ? [[def.id, def.max(team)]] : [])),
    );
    return { team: side, kind: 'inducements', prompt: 'Buy inducements', options, prices, limits };
  },
});
