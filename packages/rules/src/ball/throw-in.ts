import { defineProc, NEXT, type Proc } from '../engine/procedure.js';
import { isCorner, onPitch, PITCH_HEIGHT, type Square } from '../pitch.js';
import type { Side } from '../types.js';
import { rollForBall, step } from './directions.js';
import { ballLand } from './land.js';

/**
 * Throw-in (§3.7): the crowd throws the ball back from the last on-pitch square. D6 on the throw-in
 * template picks diagonal-left (1–2), straight in (3–4) or diagonal-right (5–6), seen from that edge;
 * the ball then travels 2D6 squares counting the template square as the first, so it lands 2D6 − 1
 * squares away. From a corner square the Random Direction template is used with a D3: 1 and 3 run along
 * the two edges, 2 diagonally into the pitch. If the ball goes out again, repeat from its last square.
 */
export interface ThrowInProc extends Proc {
  kind: 'throw-in';
  last: Square;
  kick: Side | null;
}

/** The three directions into the pitch, ordered left-diagonal, straight, right-diagonal (FFB mapping). */
export function throwInDirections(last: Square): [Square, Square, Square] {
  if (last.y === 0)
    return [
      { x: 1, y: 1 },
      { x: 0, y: 1 },
      { x: -1, y: 1 },
    ];
  if (last.y === PITCH_HEIGHT - 1)
    return [
      { x: -1, y: -1 },
      { x: 0, y: -1 },
      { x: 1, y: -1 },
    ];
  if (last.x === 0)
    return [
      { x: 1, y: -1 },
      { x: 1, y: 0 },
      { x: 1, y: 1 },
    ];
  return [
    { x: -1, y: 1 },
    { x: -1, y: 0 },
    { x: -1, y: -1 },
  ];
}

/** Corner throw-ins: 1 along the end line's neighbour edge, 2 diagonal, 3 along the sideline. */
export function cornerDirections(corner: Square): [Square, Square, Square] {
  const ix = corner.x === 0 ? 1 : -1;
  const iy = corner.y === 0 ? 1 : -1;
  return [
    { x: ix, y: 0 },
    { x: ix, y: iy },
    { x: 0, y: iy },
  ];
}

/** The template's column a D6 picks: 1–2, 3–4, 5–6. */
const templateColumn = (d6: number): number => Math.ceil(d6 / 2);

export const throwInDef = defineProc<ThrowInProc>({
  run(ctx, p) {
    const corner = isCorner(p.last);
    const die = corner ? 'D3' : 'D6';
    const n = rollForBall(ctx, 'throw-in-direction', die, corner ? undefined : templateColumn);
    const dir = corner ? cornerDirections(p.last)[n - 1] : throwInDirections(p.last)[templateColumn(n) - 1];
    const [a, b] = ctx.rollTwo('D6');
    ctx.emit({
      kind: 'roll',
      purpose: 'throw-in-distance',
      player: null,
      die: 'D6',
      natural: [a, b],
      modifiers: [],
      total: a + b,
      target: null,
      success: null,
      rerolled: false,
    });
    const distance = a + b - 1;
    let at = p.last;
    let last = p.last;
    for (let i = 0; i < distance; i++) {
      at = step(at, dir as Square);
      if (!onPitch(at.x, at.y)) break;
      last = at;
    }
    ctx.finish();
    ctx.push(ballLand(at, last, 'throw-in', p.kick));
    return NEXT;
  },
});
