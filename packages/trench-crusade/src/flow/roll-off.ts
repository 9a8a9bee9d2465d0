import { rollDie } from '../dice/dice.js';
import { type Ctx, emit } from '../engine/context.js';
import type { TrenchEvent } from '../engine/events.js';
import type { BySeat, Seat } from '../types.js';

type Purpose = Extract<TrenchEvent, { type: 'roll-off' }>['purpose'];

/** A roll-off: a D6 each, ties rolled again; the higher wins (reference §2, §11.3). */
export function rollOff(ctx: Ctx, purpose: Purpose): Seat {
  const rolls: BySeat<number>[] = [];
  for (;;) {
    const r = { a: rollDie(ctx.dice, 'D6'), b: rollDie(ctx.dice, 'D6') };
    rolls.push(r);
    if (r.a !== r.b) {
      const winner: Seat = r.a > r.b ? 'a' : 'b';
      emit(ctx, { type: 'roll-off', purpose, rolls, winner });
      return winner;
    }
  }
}
