import { canDeclare } from '../actions/registry.js';
import { editionOf } from '../edition/editions.js';
import type { Command } from '../engine/commands.js';
import type { Context } from '../engine/context.js';
import type { Decision } from '../engine/decision.js';
import { defineProc, NEXT, type Proc, takeInput, WAIT } from '../engine/procedure.js';
import { startOfTurnOptions, startOfTurnProc } from '../inducements/start-of-turn.js';
import { wizardAtTurnEnd } from '../inducements/wizard.js';
import { distance } from '../pitch.js';
import { clearUses } from '../rerolls/usage.js';
import { rollEvent } from '../rolls/test.js';
import { findSkillDef } from '../skills/registry.js';
import { endTurnGrants } from '../stars/activation.js';
import { starTurnStart } from '../stars/hook-points.js';
import { setStatus } from '../state/mutate.js';
import { getPlayer } from '../state/query.js';
import type { MatchState } from '../state/types.js';
import { ACTION_KINDS, otherSide, type Side } from '../types.js';
import { activation } from './activation.js';

/**
 * A team turn (§3.2): the turn marker moves on, then the coach activates players one at a time until it
 * ends the turn or a Turnover (or touchdown) ends it. At the end, players that started the turn Stunned
 * turn Prone, and the opponent's Pick-me-up players help their team-mates up.
 */
export interface TurnProc extends Proc {
  kind: 'turn';
  team: Side;
  stage: 'start' | 'main' | 'end';
}

export const turnProc = (team: Side): TurnProc => ({ kind: 'turn', team, stage: 'start' });

export function activationOptions(s: MatchState, team: Side): Command[] {
  const options: Command[] = [];
  for (const p of s.players) {
    if (p.team !== team || p.at === null || p.activated) continue;
    if (p.status === 'stunned') continue;
    for (const action of ACTION_KINDS) {
      if (canDeclare(s, p, action)) options.push({ type: 'activate', player: p.id, action });
    }
  }
  options.push({ type: 'end-turn' });
  return options;
}

export function startTurnState(s: MatchState, team: Side): void {
  s.turnState = {
    team,
    declared: [],
    activePlayer: null,
    activeAction: null,
    turnover: null,
    stunnedAtStart: s.players
      .filter((p) => p.team === team && p.at !== null && p.status === 'stunned')
      .map((p) => p.id),
  };
  for (const p of s.players) {
    endTurnGrants(p);
    if (p.team !== team) continue;
    p.activated = false;
    clearUses(p, 'turn');
    starTurnStart(p);
  }
}

function endTurn(ctx: Context, p: TurnProc): void {
  const s = ctx.s;
  const ts = s.turnState;
  for (const id of ts?.stunnedAtStart ?? []) {
    const pl = getPlayer(s, id);
    if (pl.at !== null && pl.status === 'stunned') setStatus(ctx, pl, 'prone');
  }
  ctx.emit({ kind: 'turn-end', team: p.team });
  // Cheering Fans only helps the first Block Action of the turn after the kick-off.
  s.teams[p.team].cheeringFans = false;
  s.turnState = null;
  pickMeUp(ctx, otherSide(p.team));
}

/** Pick-me-up: Prone team-mates near a Standing, non-Distracted helper stand up on 5+. */
function pickMeUp(ctx: Context, team: Side): void {
  const s = ctx.s;
  const helpers = s.players.filter(
    (h) =>
      h.team === team &&
      h.at !== null &&
      h.status === 'standing' &&
      !h.distracted &&
      findSkillDef(ctx.s, h, (d) => d.pickMeUpRange !== undefined),
  );
  if (helpers.length === 0) return;
  for (const p of s.players) {
    if (p.team !== team || p.at === null || p.status !== 'prone') continue;
    const near = helpers.some((h) => {
      const range = findSkillDef(ctx.s, h, (d) => d.pickMeUpRange !== undefined)?.def.pickMeUpRange ?? 0;
      return h.id !== p.id && distance(h.at ?? p.at ?? { x: 0, y: 0 }, p.at ?? { x: 0, y: 0 }) <= range;
    });
    if (!near) continue;
    const n = ctx.roll('D6');
    const ok = n >= editionOf(ctx.s).pickMeUpTarget;
    ctx.emit(rollEvent('pick-me-up', p.id, n, editionOf(ctx.s).pickMeUpTarget, ok));
    if (ok) setStatus(ctx, p, 'standing');
  }
}

export const turnDef = defineProc<TurnProc>({
  run(ctx, p) {
    const s = ctx.s;
    switch (p.stage) {
      case 'start': {
        const team = s.teams[p.team];
        team.turn += 1;
        startTurnState(s, p.team);
        ctx.emit({ kind: 'turn-start', team: p.team, half: s.half, turn: team.turn });
        p.stage = 'main';
        return NEXT;
      }
      case 'main': {
        p.result = undefined;
        if (s.turnState?.turnover || s.touchdownBy !== null) {
          p.stage = 'end';
          return NEXT;
        }
        const c = takeInput(p);
        if (!c) return WAIT;
        if (c.type === 'end-turn') {
          p.stage = 'end';
          return NEXT;
        }
        if (c.type === 'activate') ctx.push(activation(getPlayer(s, c.player), c.action));
        const induced = startOfTurnProc(s, p.team, c);
        if (induced) ctx.push(induced);
        return NEXT;
      }
      default: {
        endTurn(ctx, p);
        ctx.finish();
        // At the end of any turn a coach with a Sports-Wizard may cast its spell.
        const wizard = wizardAtTurnEnd(s);
        if (wizard) ctx.push(wizard);
        return NEXT;
      }
    }
  },
  decide(s, p): Decision {
    return {
      team: p.team,
      kind: 'activation',
      prompt: `${p.team}: activate a player or end the turn`,
      options: [...startOfTurnOptions(s, p.team), ...activationOptions(s, p.team)],
    };
  },
});
