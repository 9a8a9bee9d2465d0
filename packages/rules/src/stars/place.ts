import { type Command, squareCommand } from '../engine/commands.js';
import type { Decision } from '../engine/decision.js';
import { defineProc, NEXT, type Proc, takeInput, WAIT } from '../engine/procedure.js';
import { checkTouchdown } from '../flow/turnover.js';
import { distance, onPitch, type Square, sameSquare } from '../pitch.js';
import { movePlayer } from '../state/mutate.js';
import { getPlayer, isEmpty } from '../state/query.js';
import type { MatchState, PlayerState } from '../state/types.js';

/**
 * Empty squares within `range` of `from` where a player may be placed (not moved: no Dodge, no Tackle
 * Zones). A loose ball's square is left out, so placing never lands on the ball (our default).
 */
export function placeSquares(s: MatchState, from: Square, range: number): Square[] {
  const out: Square[] = [];
  for (let y = from.y - range; y <= from.y + range; y++) {
    for (let x = from.x - range; x <= from.x + range; x++) {
      const q = { x, y };
      if (!onPitch(x, y) || !isEmpty(s, x, y) || distance(q, from) > range || sameSquare(q, from)) continue;
      if (s.ball.kind === 'ground' && sameSquare(s.ball.at, q)) continue;
      out.push(q);
    }
  }
  return out;
}

/** A Star Player's rule places it in an empty square within `range` of where it is (Furious Outburst). */
export interface StarPlaceProc extends Proc {
  kind: 'star-place';
  player: string;
  range: number;
}

export const starPlace = (p: PlayerState, range: number): StarPlaceProc => ({
  kind: 'star-place',
  player: p.id,
  range,
});

const squaresOf = (s: MatchState, player: PlayerState, range: number) =>
  player.at === null || player.status !== 'standing' ? [] : placeSquares(s, player.at, range);

export const starPlaceDef = defineProc<StarPlaceProc>({
  run(ctx, p) {
    const player = getPlayer(ctx.s, p.player);
    const squares = squaresOf(ctx.s, player, p.range);
    if (squares.length === 0) {
      ctx.finish();
      return NEXT;
    }
    const c = takeInput(p);
    const to = c?.type === 'square' ? squares.find((q) => sameSquare(q, c.square)) : undefined;
    if (!to) return WAIT;
    movePlayer(ctx, player, to, 'placed');
    checkTouchdown(ctx, player);
    ctx.finish();
    return NEXT;
  },
  decide(s, p): Decision {
    const player = getPlayer(s, p.player);
    return {
      team: player.team,
      kind: 'reposition',
      player: player.id,
      prompt: `${player.name}: where to now (within ${p.range} squares)?`,
      options: squaresOf(s, player, p.range).map((q): Command => squareCommand(q.x, q.y)),
    };
  },
});
