import type { Command } from '../../engine/commands.js';
import type { Decision } from '../../engine/decision.js';
import { defineProc, NEXT, type Proc, takeInput, WAIT } from '../../engine/procedure.js';
import { inHalf, PITCH_HEIGHT, PITCH_WIDTH } from '../../pitch.js';
import { getPlayer, isEmpty, isOpen } from '../../state/query.js';
import type { MatchState } from '../../state/types.js';
import type { Side } from '../../types.js';
import { setupProblems } from '../setup-rules.js';
import { d3Plus3 } from './common.js';

/** 4 Solid Defence: the kicking coach sets up again up to D3+3 Open players, keeping the set-up legal. */
export interface SolidDefenceProc extends Proc {
  kind: 'solid-defence';
  team: Side;
  count: number | null;
  moved: string[];
  picked: string | null;
  /** Any of the team's players on the pitch, not only Open ones (Josef Bugman's re-set-up). */
  anyPlayer?: boolean;
}

function options(s: MatchState, p: SolidDefenceProc): Command[] {
  if (p.picked !== null) {
    const out: Command[] = [];
    for (let x = 0; x < PITCH_WIDTH; x++)
      for (let y = 0; y < PITCH_HEIGHT; y++)
        if (inHalf({ x, y }, p.team) && isEmpty(s, x, y)) out.push({ type: 'square', square: { x, y } });
    return out;
  }
  const out: Command[] = [];
  if (p.moved.length < (p.count ?? 0)) {
    for (const pl of s.players) {
      if (
        pl.team === p.team &&
        pl.at !== null &&
        !p.moved.includes(pl.id) &&
        (p.anyPlayer || isOpen(s, pl))
      ) {
        out.push({ type: 'player', player: pl.id });
      }
    }
  }
  if (setupProblems(s, p.team).length === 0) out.push({ type: 'done' });
  return out;
}

export const solidDefenceDef = defineProc<SolidDefenceProc>({
  run(ctx, p) {
    if (p.count === null) p.count = d3Plus3(ctx);
    const c = takeInput(p);
    if (!c) {
      if (options(ctx.s, p).length > 0) return WAIT;
      ctx.finish();
      return NEXT;
    }
    if (c.type === 'player') {
      p.picked = c.player;
      p.moved.push(c.player);
    } else if (c.type === 'square' && p.picked) {
      const pl = getPlayer(ctx.s, p.picked);
      const from = pl.at;
      pl.at = { x: c.square.x, y: c.square.y };
      if (from) ctx.emit({ kind: 'move', player: pl.id, from, to: pl.at, how: 'placed' });
      p.picked = null;
    } else if (c.type === 'done') {
      ctx.finish();
    }
    return NEXT;
  },
  decide(s, p): Decision {
    return {
      team: p.team,
      kind: 'solid-defence',
      ...(p.picked ? { player: p.picked } : {}),
      prompt: p.picked
        ? 'Solid Defence: place the player'
        : `Solid Defence: pick up to ${p.count} Open players to set up again`,
      options: options(s, p),
    };
  },
});
