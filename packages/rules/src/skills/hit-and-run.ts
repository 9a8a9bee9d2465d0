import { type Command, moveCommand } from '../engine/commands.js';
import type { Decision } from '../engine/decision.js';
import { defineProc, NEXT, type Proc, takeInput, WAIT } from '../engine/procedure.js';
import { checkTouchdown } from '../flow/turnover.js';
import { adjacent, neighbours, type Square } from '../pitch.js';
import { movePlayer } from '../state/mutate.js';
import { getPlayer, hasTackleZone, isEmpty } from '../state/query.js';
import type { MatchState, PlayerState } from '../state/types.js';
import type { SkillDef } from './hooks.js';

/** Hit and Run: after a Block Action or a Stab, one free square ignoring Tackle Zones, ending unmarked. */
export const hitAndRun: SkillDef = {
  id: 'hit-and-run',
  block: {
    stepAfterBlock: true,
    afterAction: (s, owner) => (hitAndRunSquares(s, owner).length > 0 ? hitAndRunStep(owner) : null),
  },
};

/** Empty squares next to the player where it would neither Mark nor be Marked by any opponent. */
export function hitAndRunSquares(s: MatchState, p: PlayerState): Square[] {
  if (p.at === null || !hasTackleZone(p) || p.rooted) return [];
  return neighbours(p.at).filter(
    (q) =>
      isEmpty(s, q.x, q.y) && !s.players.some((o) => o.team !== p.team && o.at !== null && adjacent(o.at, q)),
  );
}

/** Hit and Run: after its Block Action or Stab, one free square ignoring Tackle Zones (or none). */
export interface HitAndRunProc extends Proc {
  kind: 'hit-and-run';
  player: string;
}

export const hitAndRunStep = (p: PlayerState): HitAndRunProc => ({ kind: 'hit-and-run', player: p.id });

export const hitAndRunDef = defineProc<HitAndRunProc>({
  run(ctx, p) {
    const player = getPlayer(ctx.s, p.player);
    const squares = hitAndRunSquares(ctx.s, player);
    if (squares.length === 0 || ctx.s.turnState?.turnover) {
      ctx.finish();
      return NEXT;
    }
    const c = takeInput(p);
    if (!c) return WAIT;
    if (c.type === 'move' && squares.some((q) => q.x === c.square.x && q.y === c.square.y)) {
      ctx.emit({ kind: 'skill', player: player.id, skill: 'hit-and-run', effect: 'steps away' });
      movePlayer(ctx, player, c.square, 'step');
      checkTouchdown(ctx, player);
    }
    ctx.finish();
    return NEXT;
  },
  decide(s, p): Decision {
    const player = getPlayer(s, p.player);
    const options: Command[] = hitAndRunSquares(s, player).map((q) => moveCommand(q.x, q.y));
    options.push({ type: 'end-activation' });
    return {
      team: player.team,
      kind: 'move-step',
      player: player.id,
      prompt: `Hit and Run with ${player.name}?`,
      options,
    };
  },
});
