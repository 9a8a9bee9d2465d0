import type { Command } from '../engine/commands.js';
import type { Context } from '../engine/context.js';
import type { Decision } from '../engine/decision.js';
import { defineProc, NEXT, type Proc, takeInput, WAIT } from '../engine/procedure.js';
import { goingDown } from '../injury/going-down.js';
import { distance } from '../pitch.js';
import { getPlayer } from '../state/query.js';
import type { MatchState, PlayerState } from '../state/types.js';

/**
 * A Star Player's shot goes astray (Blastin' Solves Everything on a 2): the opposing coach picks another
 * player, of either team and not the shooter, within `range` squares of the intended target, and that
 * player is hit.
 */
export interface StrayHitProc extends Proc {
  kind: 'star-stray-hit';
  by: string;
  target: string;
  range: number;
}

export const strayHit = (by: PlayerState, target: PlayerState, range: number): StrayHitProc => ({
  kind: 'star-stray-hit',
  by: by.id,
  target: target.id,
  range,
});

/** The players the opposing coach may pick. */
export function strayCandidates(s: MatchState, p: StrayHitProc): PlayerState[] {
  const target = getPlayer(s, p.target);
  const at = target.at;
  if (at === null) return [];
  return s.players.filter(
    (o) => o.id !== p.by && o.id !== p.target && o.at !== null && distance(o.at, at) <= p.range,
  );
}

/** The player hit goes down (armour and injury as usual); a Turnover only if it is the active ball carrier. */
export function hit(ctx: Context, victim: PlayerState, by: PlayerState): void {
  if (victim.status === 'standing')
    ctx.push({ ...goingDown(victim, 'knocked-down', by.id), turnover: false });
  else ctx.push({ kind: 'armour', player: victim.id, by: by.id, spp: false, modifiers: [], stage: 0 });
}

export const strayHitDef = defineProc<StrayHitProc>({
  run(ctx, p) {
    const candidates = strayCandidates(ctx.s, p);
    if (candidates.length === 0) {
      ctx.finish();
      return NEXT;
    }
    const c = takeInput(p);
    const victim = c?.type === 'player' ? candidates.find((o) => o.id === c.player) : undefined;
    if (!victim) return WAIT;
    ctx.finish();
    hit(ctx, victim, getPlayer(ctx.s, p.by));
    return NEXT;
  },
  decide(s, p): Decision {
    const by = getPlayer(s, p.by);
    return {
      team: by.team === 'home' ? 'away' : 'home',
      kind: 'block-target',
      player: by.id,
      prompt: `${by.name}'s shot goes astray: whom does it hit?`,
      options: strayCandidates(s, p).map((o): Command => ({ type: 'player', player: o.id })),
    };
  },
});
