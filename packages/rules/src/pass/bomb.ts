import { catchModifiers } from '../ball/catch.js';
import { canCatch } from '../ball/land.js';
import { agilityTarget, passTarget } from '../edition/editions.js';
import type { Command } from '../engine/commands.js';
import { squareCommand } from '../engine/commands.js';
import type { Context } from '../engine/context.js';
import type { Decision } from '../engine/decision.js';
import { defineProc, NEXT, type Proc, takeInput, takeResult, WAIT } from '../engine/procedure.js';
import { goingDown } from '../injury/going-down.js';
import { distance, onPitch, type Square } from '../pitch.js';
import { hasUsed, markUsed } from '../rerolls/usage.js';
import { rollEvent, testProc } from '../rolls/test.js';
import type { SkillId } from '../skills/catalogue.js';
import { skillIdOf } from '../skills/registry.js';
import { starExplodesCaughtBomb, useStarExplosion } from '../stars/hook-points.js';
import { getPlayer, playerAt } from '../state/query.js';
import type { MatchState, PlayerState } from '../state/types.js';
import type { PassRange } from '../tables/pass-range.js';
import { isFumbled, throwBall } from './accuracy.js';
import { interceptors } from './interception.js';
import { interceptionModifiers, passModifiers } from './modifiers.js';
import { passTargets } from './pass-action.js';
import { rangeBetween } from './ruler.js';

/**
 * Throw Bomb (Bombardier's Special Action, once per team turn, no Move): a pass by the usual rules with a
 * bomb instead of the ball. A bomb never bounces: it explodes where it comes to rest — the target (or
 * scatter) square, the thrower's square on a fumble, the square of a player who drops it. A player who
 * catches or intercepts it must throw it again at once. Off the pitch it is lost in the crowd. The
 * explosion hits everybody in its square and, on a D6 4+ each, everybody next to it: Standing players are
 * Knocked Down, Prone and Stunned ones get an armour roll. Going down to a bomb is a Turnover only for a
 * ball carrier.
 */
export interface BombProc extends Proc {
  kind: 'bomb';
  player: string;
  stage: 'target' | 'throw' | 'intercept' | 'intercepted' | 'catch' | 'caught' | 'done';
  target: Square | null;
  range: PassRange | null;
  accurate: boolean;
  landing: Square | null;
  last: Square | null;
  from: Square | null;
  other: string | null;
}

export const bombAction = (p: PlayerState): BombProc => ({
  kind: 'bomb',
  player: p.id,
  stage: 'target',
  target: null,
  range: null,
  accurate: false,
  landing: null,
  last: null,
  from: null,
  other: null,
});

/** The thrower's bomb skill, by its record: it marks the team's one bomb a turn. */
const bombSkill = (p: PlayerState): SkillId | undefined => skillIdOf(p, (d) => d.throwsBombs === true);

export const mayThrowBomb = (s: MatchState, p: PlayerState): boolean => {
  const skill = bombSkill(p);
  return (
    p.at !== null &&
    p.status === 'standing' &&
    skill !== undefined &&
    !s.players.some((o) => o.team === p.team && hasUsed(o, skill, 'turn'))
  );
};

const hitsOf = (s: MatchState, at: Square): PlayerState[] =>
  s.players.filter((o) => o.at !== null && distance(o.at, at) <= 1);

/** The bomb goes off in `at`. */
export function explode(ctx: Context, at: Square, by: string): void {
  const s = ctx.s;
  if (!onPitch(at.x, at.y)) {
    ctx.emit({ kind: 'note', text: 'the bomb lands in the crowd', code: 'bomb-in-crowd' });
    return;
  }
  const hit: PlayerState[] = [];
  for (const o of hitsOf(s, at)) {
    const o_at = o.at as Square;
    if (o_at.x === at.x && o_at.y === at.y) {
      hit.push(o);
      continue;
    }
    const n = ctx.roll('D6');
    ctx.emit(rollEvent('bomb-hit', o.id, n, 4, n >= 4));
    if (n >= 4) hit.push(o);
  }
  ctx.emit({ kind: 'explosion', at, hit: hit.map((o) => o.id) });
  // Pushed in reverse so the stack resolves them in the order they were hit.
  for (const o of [...hit].reverse()) {
    if (o.status === 'standing') ctx.push({ ...goingDown(o, 'knocked-down', by), turnover: false });
    else ctx.push({ kind: 'armour', player: o.id, by, spp: false, modifiers: [], stage: 0 });
  }
}

function land(ctx: Context, p: BombProc, thrower: PlayerState): void {
  const at = p.landing as Square;
  const o = onPitch(at.x, at.y) ? playerAt(ctx.s, at.x, at.y) : undefined;
  if (o && canCatch(o)) {
    p.stage = 'catch';
    p.other = o.id;
    ctx.push(
      testProc(
        'catch',
        o,
        agilityTarget(ctx.s, o),
        catchModifiers(ctx.s, o, p.accurate ? 'pass' : 'scatter'),
      ),
    );
    return;
  }
  p.stage = 'done';
  explode(ctx, at, thrower.id);
}

/** The bomb is held by `holder`, who must throw it again at once. */
function rethrow(ctx: Context, p: BombProc, holder: PlayerState): void {
  ctx.emit({
    kind: 'note',
    text: `${holder.name} must throw the bomb on at once`,
    team: holder.team,
    code: 'bomb-thrown-on',
    params: { player: holder.id },
  });
  p.stage = 'done';
  ctx.push(bombAction(holder));
}

export const bombDef = defineProc<BombProc>({
  run(ctx, p) {
    const s = ctx.s;
    const thrower = getPlayer(s, p.player);
    switch (p.stage) {
      case 'target': {
        const c = takeInput(p);
        if (!c) return WAIT;
        const skill = bombSkill(thrower);
        if (skill) markUsed(thrower, skill, 'turn');
        if (c.type !== 'square' || thrower.at === null) {
          // Nowhere to throw it (a bomb held by a player who cannot throw): it explodes in its hands.
          p.stage = 'done';
          if (thrower.at) explode(ctx, thrower.at, thrower.id);
          return NEXT;
        }
        p.target = c.square;
        p.from = thrower.at;
        p.range = rangeBetween(thrower.at, c.square) as PassRange;
        p.stage = 'throw';
        if (passTarget(s, thrower) === null) {
          p.stage = 'done';
          explode(ctx, thrower.at, thrower.id);
          return NEXT;
        }
        ctx.push(
          testProc('pass', thrower, passTarget(s, thrower) as number, passModifiers(s, thrower, p.range)),
        );
        return NEXT;
      }
      case 'throw': {
        const r = takeResult(p);
        const target = p.target as Square;
        const range = p.range as PassRange;
        if (typeof r !== 'object' || r.kind !== 'test') {
          ctx.finish();
          return NEXT;
        }
        if (isFumbled(r)) {
          ctx.emit({ kind: 'pass', player: thrower.id, target, range, result: 'fumbled' });
          p.stage = 'done';
          explode(ctx, thrower.at as Square, thrower.id);
          return NEXT;
        }
        p.accurate = r.success;
        throwBall(ctx, p, thrower.id, target, range, r.success);
        if (interceptors(s, thrower, p.from as Square, p.last as Square).length > 0) {
          p.stage = 'intercept';
          return NEXT;
        }
        land(ctx, p, thrower);
        return NEXT;
      }
      case 'intercept': {
        const c = takeInput(p);
        if (!c) return WAIT;
        if (c.type !== 'player') {
          land(ctx, p, thrower);
          return NEXT;
        }
        const o = getPlayer(s, c.player);
        p.other = o.id;
        p.stage = 'intercepted';
        ctx.push(testProc('interception', o, agilityTarget(s, o), interceptionModifiers(s, o, p.accurate)));
        return NEXT;
      }
      case 'intercepted': {
        const r = takeResult(p);
        const o = getPlayer(s, p.other as string);
        const ok = typeof r === 'object' && r.kind === 'test' && r.success;
        ctx.emit({ kind: 'interception', player: o.id, success: ok });
        if (ok) rethrow(ctx, p, o);
        else land(ctx, p, thrower);
        return NEXT;
      }
      case 'catch': {
        const r = takeResult(p);
        const o = getPlayer(s, p.other as string);
        if (typeof r === 'object' && r.kind === 'test' && r.success) {
          // The thrower's Star Player rule may blow it up in an opponent's hands (Kaboom!).
          if (starExplodesCaughtBomb(thrower, o)) {
            p.stage = 'caught';
            return WAIT;
          }
          rethrow(ctx, p, o);
        } else {
          p.stage = 'done';
          explode(ctx, o.at as Square, thrower.id);
        }
        return NEXT;
      }
      case 'caught': {
        const c = takeInput(p);
        if (!c) return WAIT;
        const o = getPlayer(s, p.other as string);
        if (c.type === 'choose' && c.choice === 'explode' && o.at) {
          useStarExplosion(ctx, thrower, o);
          p.stage = 'done';
          explode(ctx, o.at, thrower.id);
        } else rethrow(ctx, p, o);
        return NEXT;
      }
      default:
        takeResult(p);
        ctx.finish();
        return NEXT;
    }
  },
  decide(s, p): Decision {
    const player = getPlayer(s, p.player);
    if (p.stage === 'caught') {
      const catcher = getPlayer(s, p.other as string);
      return {
        team: player.team,
        kind: 'use-skill',
        player: player.id,
        prompt: `${catcher.name} caught ${player.name}'s bomb: blow it up now?`,
        options: [{ type: 'choose', choice: 'explode' }, { type: 'decline' }],
      };
    }
    if (p.stage === 'intercept') {
      const candidates = interceptors(s, player, p.from as Square, p.last as Square);
      return {
        team: player.team === 'home' ? 'away' : 'home',
        kind: 'interceptor',
        prompt: 'Try to intercept the bomb?',
        options: [...candidates.map((o): Command => ({ type: 'player', player: o.id })), { type: 'decline' }],
      };
    }
    const squares =
      player.at && player.status === 'standing' && !player.distracted ? passTargets(s, player) : [];
    return {
      team: player.team,
      kind: 'pass-target',
      player: player.id,
      prompt: `${player.name} throws the bomb at which square?`,
      options:
        squares.length > 0 ? squares.map((q) => squareCommand(q.x, q.y)) : [{ type: 'end-activation' }],
    };
  },
});
