import { type Command, squareCommand } from '../engine/commands.js';
import type { Context } from '../engine/context.js';
import type { Decision } from '../engine/decision.js';
import { defineProc, NEXT, type Proc, takeInput, WAIT } from '../engine/procedure.js';
import { placeOnPitch, toBox } from '../state/mutate.js';
import { emptyNeighbours, getPlayer } from '../state/query.js';
import type { PlayerState } from '../state/types.js';

/**
 * A Star Player carrying a team-mate through its activation (I'll Carry You): the team-mate leaves the
 * pitch (kept in Reserves meanwhile) and is set down next to the carrier when the activation ends.
 */

const CARRYING = 'star-carry:';

/** The carrier picks the team-mate up. */
export function pickUp(ctx: Context, carrier: PlayerState, mate: PlayerState): void {
  toBox(ctx, mate, 'reserves');
  carrier.used = [...carrier.used, `${CARRYING}${mate.id}`];
}

/** The team-mate the player carries, if any. */
export const carried = (p: PlayerState): string | undefined =>
  p.used.find((k) => k.startsWith(CARRYING))?.slice(CARRYING.length);

/**
 * Setting the carried team-mate down: its coach picks an empty square next to the carrier. With none (the
 * carrier is off the pitch or hemmed in) the team-mate stays in Reserves, our default where the text is
 * silent.
 */
export interface SetDownProc extends Proc {
  kind: 'star-set-down';
  carrier: string;
  mate: string;
}

export const setDown = (carrier: PlayerState, mate: string): SetDownProc => ({
  kind: 'star-set-down',
  carrier: carrier.id,
  mate,
});

const squaresFor = (s: Parameters<typeof emptyNeighbours>[0], carrier: PlayerState) =>
  carrier.at === null ? [] : emptyNeighbours(s, carrier.at);

export const setDownDef = defineProc<SetDownProc>({
  run(ctx, p) {
    const carrier = getPlayer(ctx.s, p.carrier);
    const mate = getPlayer(ctx.s, p.mate);
    const squares = squaresFor(ctx.s, carrier);
    const done = () => {
      carrier.used = carrier.used.filter((k) => k !== `${CARRYING}${mate.id}`);
      ctx.finish();
    };
    if (squares.length === 0) {
      // She went to Reserves when picked up (logged then) and stays there.
      done();
      return NEXT;
    }
    const c = takeInput(p);
    const to =
      c?.type === 'square' ? squares.find((q) => q.x === c.square.x && q.y === c.square.y) : undefined;
    if (!to) return WAIT;
    placeOnPitch(ctx, mate, to);
    done();
    return NEXT;
  },
  decide(s, p): Decision {
    const carrier = getPlayer(s, p.carrier);
    const mate = getPlayer(s, p.mate);
    return {
      team: carrier.team,
      kind: 'reposition',
      player: mate.id,
      prompt: `${carrier.name} sets ${mate.name} down where?`,
      options: squaresFor(s, carrier).map((q): Command => squareCommand(q.x, q.y)),
    };
  },
});
