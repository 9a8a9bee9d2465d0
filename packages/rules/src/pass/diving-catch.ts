import type { BallArrival } from '../ball/land.js';
import { canCatch, settle } from '../ball/land.js';
import type { Command } from '../engine/commands.js';
import type { Decision } from '../engine/decision.js';
import { defineProc, NEXT, type Proc, takeInput, WAIT } from '../engine/procedure.js';
import { adjacent, type Square } from '../pitch.js';
import { hasHook, useSkill } from '../skills/registry.js';
import { movePlayer } from '../state/mutate.js';
import { getPlayer } from '../state/query.js';
import type { MatchState, PlayerState } from '../state/types.js';
import type { Side } from '../types.js';

/** Arrivals Diving Catch can reach: passes, scattered passes, throw-ins and kick-offs, never bounces. */
const DIVABLE: readonly BallArrival[] = ['pass', 'scatter', 'throw-in', 'kick'];

/** Players able to dive for a ball arriving in the empty square `at`. */
export function divers(s: MatchState, at: Square, how: BallArrival, team?: Side): PlayerState[] {
  if (!DIVABLE.includes(how)) return [];
  return s.players.filter(
    (p) =>
      (team === undefined || p.team === team) &&
      p.at !== null &&
      canCatch(s, p) &&
      adjacent(p.at, at) &&
      hasHook(s, p, (d) => d.divesToCatch === true),
  );
}

/**
 * Diving Catch (§2.1): the ball is coming down in an empty square next to players with Diving Catch.
 * Their coaches are asked in turn (the active team first); a player who dives moves into the square and
 * makes the catch there with the usual modifiers. If nobody dives, the ball lands in the square and bounces.
 */
export interface DivingCatchProc extends Proc {
  kind: 'diving-catch';
  at: Square;
  how: BallArrival;
  kick: Side | null;
  /** Teams already asked. */
  asked: Side[];
}

const teamsToAsk = (s: MatchState, p: DivingCatchProc): Side[] => {
  const first: Side = s.turnState?.team ?? 'home';
  const order: Side[] = [first, first === 'home' ? 'away' : 'home'];
  return order.filter((t) => !p.asked.includes(t) && divers(s, p.at, p.how, t).length > 0);
};

export const divingCatchDef = defineProc<DivingCatchProc>({
  run(ctx, p) {
    const s = ctx.s;
    const c = takeInput(p);
    if (c?.type === 'player') {
      const diver = getPlayer(s, c.player);
      useSkill(ctx, diver, (d) => d.divesToCatch === true, 'dives for the ball');
      movePlayer(ctx, diver, p.at, 'placed');
      ctx.finish();
      ctx.push({ kind: 'catch', player: diver.id, how: p.how, kick: p.kick, stage: 0 });
      return NEXT;
    }
    if (c?.type === 'decline') {
      const team = teamsToAsk(s, p)[0];
      if (team) p.asked = [...p.asked, team];
    }
    if (teamsToAsk(s, p).length > 0) return WAIT;
    ctx.finish();
    settle(ctx, p.at, p.how, p.kick);
    return NEXT;
  },
  decide(s, p): Decision {
    const team = teamsToAsk(s, p)[0] as Side;
    return {
      team,
      kind: 'use-skill',
      prompt: 'Diving Catch: dive for the ball?',
      options: [
        ...divers(s, p.at, p.how, team).map((d): Command => ({ type: 'player', player: d.id })),
        { type: 'decline' },
      ],
    };
  },
});
