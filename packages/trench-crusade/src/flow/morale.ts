import { actionResult, succeeded } from '../charts/action-success.js';
import { netDice } from '../combat/action-roll.js';
import { rollPool } from '../dice/pool.js';
import { type Ctx, emit } from '../engine/context.js';
import type { Modifier } from '../engine/events.js';
import { carries, hasKeyword, modelsOf } from '../state/query.js';
import type { TrenchState } from '../state/types.js';
import { otherSeat, SEATS, type Seat } from '../types.js';
import { rollOff } from './roll-off.js';
import { endGame } from './victory.js';

/** Models taking part for morale: those fielded (Trench Warfare defenders left out do not count). */
function fielded(s: TrenchState, seat: Seat) {
  return modelsOf(s, seat).filter((m) => m.fielded);
}

/** The seed's test: at least half of the warband Down or Out of Action. */
export function mustTestMorale(s: TrenchState, seat: Seat): boolean {
  const models = fielded(s, seat);
  const hurt = models.filter((m) => m.status === 'down' || m.status === 'out-of-action').length;
  return models.length > 0 && hurt * 2 >= models.length;
}

/** +1 DICE while a LEADER is not Out of Action, +1 while a Troop Flag's bearer is neither Down nor Out of Action. */
export function moraleModifiers(s: TrenchState, seat: Seat): Modifier[] {
  const models = fielded(s, seat);
  const out: Modifier[] = [];
  if (models.some((m) => hasKeyword(m, 'LEADER') && m.status !== 'out-of-action' && m.status !== 'reserve')) {
    out.push({ source: 'leader', value: 1 });
  }
  if (models.some((m) => carries(m, 'troop-flag') && m.status === 'standing'))
    out.push({ source: 'troop-flag', value: 1 });
  return out;
}

/**
 * The Morale phase (seed p. 10): each warband with half or more of its models Down or Out of Action rolls
 * on the Action Success Chart, the smaller warband first (a roll-off when equal, FAQ). A failure loses the
 * game at once — or, with the optional Shaken rule, the warband is Shaken for the next turn; a warband that
 * has been Shaken before flees (reference §9).
 */
export function moralePhase(ctx: Ctx): void {
  const s = ctx.s;
  const testing = SEATS.filter((seat) => mustTestMorale(s, seat));
  if (testing.length === 2) {
    const sa = fielded(s, 'a').length;
    const sb = fielded(s, 'b').length;
    const first: Seat = sa === sb ? rollOff(ctx, 'morale-order') : sa < sb ? 'a' : 'b';
    testing.splice(0, 2, first, otherSeat(first));
  }
  for (const seat of testing) {
    const modifiers = moraleModifiers(s, seat);
    const roll = rollPool(ctx.dice, 2, netDice(modifiers));
    const result = actionResult(roll.total);
    const band = s.warbands[seat];
    let outcome: 'holds' | 'flees' | 'shaken' = 'holds';
    if (!succeeded(result)) outcome = s.options.shaken && !band.wasShaken ? 'shaken' : 'flees';
    emit(ctx, { type: 'morale-test', seat, modifiers, roll, result, outcome });
    if (outcome === 'shaken') {
      band.shakenInTurn = s.turn + 1;
      band.wasShaken = true;
    }
    if (outcome === 'flees') {
      band.fled = true;
      endGame(ctx, 'morale', otherSeat(seat));
      return;
    }
  }
}
