import type { RerollSource } from '../engine/commands.js';
import type { Context } from '../engine/context.js';
import type { Decision } from '../engine/decision.js';
import type { Modifier } from '../engine/events.js';
import { defineProc, NEXT, type Proc, takeInput, WAIT } from '../engine/procedure.js';
import type { Square } from '../pitch.js';
import { canUseTeamReroll, spendTeamReroll } from '../rerolls/team.js';
import { hasUsed, markUsed } from '../rerolls/usage.js';
import type { SkillId } from '../skills/catalogue.js';
import type { TestSituation } from '../skills/hooks.js';
import { findSkillDef, skillDefs } from '../skills/registry.js';
import { starBeforeTest, starRescue, starTestReroll, useStarTestReroll } from '../stars/hook-points.js';
import { isStarRuleId, type StarRuleId } from '../stars/ids.js';
import { getPlayer } from '../state/query.js';
import type { MatchState, PlayerState } from '../state/types.js';
import type { RollPurpose } from '../types.js';

/**
 * A D6 test against a target number: a natural 6 always passes, a natural 1 always fails, otherwise the
 * modified result must reach the target. On a failure the coach is offered every re-roll that may be
 * used on it (skill re-rolls, Pro, team re-roll with Loner); a die is never re-rolled twice.
 * Finishes with a `test` result.
 */
export interface TestProc extends Proc {
  kind: 'test';
  purpose: RollPurpose;
  player: string;
  target: number;
  modifiers: Modifier[];
  natural: number | null;
  rerolled: boolean;
  from?: Square | undefined;
  to?: Square | undefined;
  secureTheBall?: boolean | undefined;
  /** No re-roll of any kind (rare: e.g. rolls made for the coach). */
  noReroll?: boolean | undefined;
  /** A Star Player's rule used before the roll lends this test its own re-roll. */
  starReroll?: StarRuleId | undefined;
}

export function testProc(
  purpose: RollPurpose,
  player: PlayerState,
  target: number,
  modifiers: Modifier[],
  extra: Partial<Pick<TestProc, 'from' | 'to' | 'secureTheBall' | 'noReroll'>> = {},
): TestProc {
  return {
    kind: 'test',
    purpose,
    player: player.id,
    target,
    modifiers,
    natural: null,
    rerolled: false,
    ...extra,
  };
}

export const sumModifiers = (mods: readonly Modifier[]): number => mods.reduce((a, m) => a + m.value, 0);

export const passes = (natural: number, total: number, target: number): boolean =>
  natural === 6 || (natural !== 1 && total >= target);

function situation(s: MatchState, p: TestProc): TestSituation {
  return {
    s,
    player: getPlayer(s, p.player),
    purpose: p.purpose,
    from: p.from,
    to: p.to,
    secureTheBall: p.secureTheBall,
  };
}

/** Re-rolls the coach could use on this failed test, in a stable order. */
export function rerollSources(s: MatchState, p: TestProc): RerollSource[] {
  if (p.rerolled || p.noReroll) return [];
  const player = getPlayer(s, p.player);
  const t = situation(s, p);
  const out: RerollSource[] = [];
  for (const { def } of skillDefs(player)) {
    const r = def.reroll;
    if (!r?.purposes.includes(p.purpose)) continue;
    if (r.per !== 'unlimited' && hasUsed(player, def.id, r.per)) continue;
    if (r.allowed && !r.allowed(t)) continue;
    out.push(def.id);
  }
  const star = p.starReroll ?? starTestReroll(t);
  if (star) out.push(star);
  if (canUseTeamReroll(s, player, p.purpose)) out.push('team');
  return out;
}

function rollOnce(ctx: Context, p: TestProc): boolean {
  const natural = ctx.roll('D6');
  p.natural = natural;
  const total = natural + sumModifiers(p.modifiers);
  const success = passes(natural, total, p.target);
  ctx.emit({
    kind: 'roll',
    purpose: p.purpose,
    player: p.player,
    die: 'D6',
    natural: [natural],
    modifiers: p.modifiers,
    total,
    target: p.target,
    success,
    rerolled: p.rerolled,
  });
  if (!success) return tryRescue(ctx, p, natural, total);
  return true;
}

/** Once-per-turn bonuses applied after a failed roll when they turn it into a pass (Break Tackle). */
function tryRescue(ctx: Context, p: TestProc, natural: number, total: number): boolean {
  if (natural === 1) return false;
  const player = getPlayer(ctx.s, p.player);
  const star = starRescue(ctx, situation(ctx.s, p), natural, total, p.target);
  if (star) {
    p.modifiers = [...p.modifiers, star];
    return true;
  }
  const found = findSkillDef(
    player,
    (d) => d.rescue?.purposes.includes(p.purpose) === true && !hasUsed(player, d.id, 'turn'),
  );
  if (!found?.def.rescue) return false;
  const bonus = found.def.rescue.bonus(situation(ctx.s, p));
  if (total + bonus < p.target) return false;
  markUsed(player, found.def.id, 'turn');
  p.modifiers = [...p.modifiers, { value: bonus, reason: found.def.id }];
  ctx.emit({
    kind: 'skill',
    player: player.id,
    skill: found.def.id,
    effect: `+${bonus} turns the ${p.purpose} into a pass`,
  });
  return true;
}

function finishWith(ctx: Context, p: TestProc, success: boolean): void {
  const natural = p.natural ?? 0;
  ctx.finish({
    kind: 'test',
    success,
    natural,
    total: natural + sumModifiers(p.modifiers),
    target: p.target,
  });
}

export const testDef = defineProc<TestProc>({
  run(ctx, p) {
    const input = takeInput(p);
    if (input) {
      if (input.type !== 'reroll') {
        finishWith(ctx, p, false);
        return NEXT;
      }
      const player = getPlayer(ctx.s, p.player);
      if (!useReroll(ctx, p, player, input.source)) {
        finishWith(ctx, p, false);
        return NEXT;
      }
      p.rerolled = true;
      finishWith(ctx, p, rollOnce(ctx, p));
      return NEXT;
    }
    if (p.natural === null) {
      const before = p.noReroll ? null : starBeforeTest(ctx, situation(ctx.s, p), p.modifiers);
      if (before) {
        p.modifiers = before.mods;
        p.starReroll = before.rule;
      }
      if (rollOnce(ctx, p)) {
        finishWith(ctx, p, true);
        return NEXT;
      }
      if (rerollSources(ctx.s, p).length === 0) {
        finishWith(ctx, p, false);
        return NEXT;
      }
      return WAIT;
    }
    return WAIT;
  },
  decide(s, p): Decision {
    const player = getPlayer(s, p.player);
    return {
      team: player.team,
      kind: 'reroll',
      player: player.id,
      prompt: `${p.purpose} failed (rolled ${p.natural}, needed ${p.target}+): re-roll?`,
      options: [
        ...rerollSources(s, p).map((source) => ({ type: 'reroll' as const, source })),
        { type: 'no-reroll' },
      ],
    };
  },
});

/** Spends the chosen re-roll; false when it was wasted (Loner or Pro roll failed). */
function useReroll(ctx: Context, p: TestProc, player: PlayerState, source: RerollSource): boolean {
  if (source === 'team') {
    if (!spendTeamReroll(ctx, player.team)) {
      ctx.emit({ kind: 'reroll', player: player.id, source, purpose: p.purpose, wasted: true });
      return false;
    }
    const gate = findSkillDef(player, (d) => d.teamRerollGate === true);
    if (gate) {
      const target = typeof gate.value === 'number' ? gate.value : 4;
      const n = ctx.roll('D6');
      const ok = n >= target;
      ctx.emit(rollEvent('loner', player.id, n, target, ok));
      ctx.emit({ kind: 'reroll', player: player.id, source, purpose: p.purpose, wasted: !ok });
      return ok;
    }
    ctx.emit({ kind: 'reroll', player: player.id, source, purpose: p.purpose, wasted: false });
    return true;
  }
  if (isStarRuleId(source)) {
    // A re-roll lent before the roll was logged with the rule's use.
    if (source !== p.starReroll) useStarTestReroll(ctx, player, p.purpose);
    ctx.emit({ kind: 'reroll', player: player.id, source, purpose: p.purpose, wasted: false });
    return true;
  }
  const def = findSkillDef(player, (d) => d.id === source)?.def;
  const r = def?.reroll;
  if (r && r.per !== 'unlimited') markUsed(player, source as SkillId, r.per);
  if (r?.needs !== undefined) {
    const n = ctx.roll('D6');
    const ok = n >= r.needs;
    ctx.emit(rollEvent('pro', player.id, n, r.needs, ok));
    ctx.emit({ kind: 'reroll', player: player.id, source, purpose: p.purpose, wasted: !ok });
    return ok;
  }
  ctx.emit({ kind: 'reroll', player: player.id, source, purpose: p.purpose, wasted: false });
  return true;
}

export function rollEvent(
  purpose: RollPurpose,
  player: string | null,
  n: number,
  target: number,
  ok: boolean,
) {
  return {
    kind: 'roll' as const,
    purpose,
    player,
    die: 'D6' as const,
    natural: [n],
    modifiers: [],
    total: n,
    target,
    success: ok,
    rerolled: false,
  };
}
