import { BloodBoundRejection } from '../errors.js';
import { targetProblem, targetsFor } from '../flow/targets.js';
import { playerAt } from '../query.js';
import type { BloodBoundState } from '../state.js';
import type { CurseFace, Seat } from '../types.js';
import { ability } from './ability.js';

type Curse = { type: 'curse'; trueCurse: Seat; falseCurses: Seat[] };

/** Every way to choose `k` of `seats`, each in seat order (built once; the deal lists over a thousand). */
function combinations(seats: readonly Seat[], k: number): Seat[][] {
  const out: Seat[][] = [];
  const pick: Seat[] = [];
  const walk = (from: number) => {
    if (pick.length === k) {
      out.push([...pick]);
      return;
    }
    for (let i = from; i <= seats.length - (k - pick.length); i++) {
      pick.push(seats[i] as Seat);
      walk(i + 1);
      pick.pop();
    }
  };
  walk(0);
  return out;
}

/**
 * Inquisitor (fleur-cross, seed [탐문자의 능력]): takes every Curse card of the supply, looks at them and deals
 * them face down, each to a different player (house rule: himself included). Nobody sees a Curse's face
 * until the end, the holder included; the Inquisitor knows where he put the True Curse (his private
 * `curses-dealt` event). The table sees only who holds a face-down Curse.
 */
const receiversOf = (s: BloodBoundState, seat: Seat) => targetsFor(s, seat, { self: true, lacking: 'curse' });

export const INQUISITOR = ability<Curse>({
  usable: (s, step) => s.supply.curses > 0 && receiversOf(s, step.seat).length >= s.supply.curses,
  uses(s, step) {
    const k = s.supply.curses;
    const receivers = receiversOf(s, step.seat);
    if (k === 0 || receivers.length < k) return [];
    const falseSets = combinations(receivers, k - 1);
    return receivers.flatMap((trueCurse) =>
      falseSets
        .filter((falseCurses) => !falseCurses.includes(trueCurse))
        .map((falseCurses) => ({ type: 'curse' as const, trueCurse, falseCurses })),
    );
  },
  use(ctx, step, { trueCurse, falseCurses }) {
    const { s } = ctx;
    const faces = new Map<Seat, CurseFace>([
      [trueCurse, 'true-curse'],
      ...falseCurses.map((seat): [Seat, CurseFace] => [seat, 'false-curse']),
    ]);
    // Seat order, never dealing order, so the public list does not point at the True Curse.
    const receivers = s.seats.filter((x) => faces.has(x));
    s.supply.curses = 0;
    ctx.emit({ type: 'ability-used', seat: step.seat, ability: 'inquisitor', targets: receivers });
    const dealt = receivers.map((seat) => ({ seat, face: faces.get(seat) as CurseFace }));
    s.secret.curses.push(...dealt);
    ctx.emit({ type: 'curses-dealt', for: step.seat, curses: dealt });
    for (const seat of receivers) {
      playerAt(s, seat).cards.push({ kind: 'curse' });
      ctx.emit({ type: 'card-placed', card: { kind: 'curse' }, to: seat, by: step.seat });
    }
  },
  explain(s, step, c) {
    const k = s.supply.curses;
    if (!Array.isArray(c.falseCurses) || c.falseCurses.length !== k - 1) {
      return new BloodBoundRejection(
        'illegal-choice',
        `deal all ${k} Curse cards: { trueCurse: seat, falseCurses: [${k - 1} seat(s)] }`,
      );
    }
    const all = [c.trueCurse, ...c.falseCurses];
    if (new Set(all).size !== all.length) {
      return new BloodBoundRejection('same-seat-twice', 'each Curse card goes to a different player');
    }
    return (
      all.map((t) => targetProblem(s, step.seat, t, { self: true, lacking: 'curse' })).find((p) => p) ?? null
    );
  },
});
