import { type BlockFace, blockFace } from '../dice/index.js';
import type { Command } from '../engine/commands.js';
import type { Context } from '../engine/context.js';
import type { Decision } from '../engine/decision.js';
import { NEXT, type Step, takeInput, WAIT } from '../engine/procedure.js';
import { canUseTeamReroll, spendTeamReroll } from '../rerolls/team.js';
import { hasUsed, markUsed } from '../rerolls/usage.js';
import { rollEvent } from '../rolls/test.js';
import type { SkillId } from '../skills/catalogue.js';
import { findSkillDef } from '../skills/registry.js';
import { starBlockDieReroll, starRerollsAnyBlockDice, useStarBlockReroll } from '../stars/hook-points.js';
import { isStarRuleId, type StarRuleId } from '../stars/ids.js';
import { getPlayer } from '../state/query.js';
import type { MatchState, PlayerState } from '../state/types.js';
import type { BlockProc } from './block.js';
import { distinctFaces, emitDice, rollDice } from './dice.js';
import { canUseBlockHook, findBlockHook } from './hooks.js';

/**
 * Re-rolling the block dice: the offer (team re-roll with Loner, Brawler on a Both Down, Hatred on a
 * Player Down, a one-die skill re-roll such as Pro) and how each re-rolls.
 */

/** Re-rolls the attacker's coach may use on the block dice now. */
export function blockRerolls(s: MatchState, p: BlockProc): Command[] {
  if (p.rerolled) return [];
  const attacker = getPlayer(s, p.attacker);
  const defender = getPlayer(s, p.defender);
  const faces = p.dice.map(blockFace);
  const out: Command[] = [];
  const bothDownReroll = findBlockHook(attacker, 'rerollBothDown');
  if (
    p.declared &&
    faces.includes('both-down') &&
    bothDownReroll &&
    canUseBlockHook(attacker, 'rerollBothDown') &&
    !hasUsed(attacker, bothDownReroll.def.id, 'activation')
  )
    out.push({ type: 'reroll', source: bothDownReroll.def.id });
  if (faces.includes('player-down')) {
    const hatred = findSkillDef(attacker, (d) => d.block?.rerollPlayerDownVsKeyword === true);
    const keyword = typeof hatred?.value === 'string' ? hatred.value.toLowerCase() : null;
    if (
      hatred &&
      attacker.status === 'standing' &&
      (keyword === 'all' || defender.keywords.some((k) => k.toLowerCase() === keyword))
    )
      out.push({ type: 'reroll', source: hatred.def.id });
  }
  const one = oneDieReroll(s, attacker);
  if (one) out.push({ type: 'reroll', source: one.id });
  const star = starBlockDieReroll({ s, attacker, defender, blitz: p.blitz, faces });
  if (star) out.push({ type: 'reroll', source: star });
  if (canUseTeamReroll(s, attacker, 'block')) out.push({ type: 'reroll', source: 'team' });
  return out;
}

/** A skill re-roll of one block die that needs its own roll first (Pro), usable now by the blocker. */
export function oneDieReroll(s: MatchState, attacker: PlayerState) {
  const found = findSkillDef(attacker, (d) => {
    const r = d.reroll;
    if (!r || r.needs === undefined || !r.purposes.includes('block')) return false;
    if (r.per !== 'unlimited' && hasUsed(attacker, d.id, r.per)) return false;
    return r.allowed?.({ s, player: attacker, purpose: 'block' }) ?? true;
  });
  return found?.def;
}

/** Pro on the block dice: its own roll, then, if it works, one die showing `face` is rolled again. */
export function oneDieRerollOn(ctx: Context, p: BlockProc, source: OneDieSource, face: BlockFace): void {
  const attacker = getPlayer(ctx.s, p.attacker);
  p.rerolled = true;
  if (isStarRuleId(source)) {
    // A Star Player's special rule: no roll of its own.
    useStarBlockReroll(ctx, attacker);
    ctx.emit({ kind: 'reroll', player: attacker.id, source, purpose: 'block', wasted: false });
    rerollFace(ctx, p, face);
    return;
  }
  const r = findSkillDef(attacker, (d) => d.id === source)?.def.reroll;
  if (!r || r.needs === undefined) return;
  if (r.per !== 'unlimited') markUsed(attacker, source, r.per);
  const n = ctx.roll('D6');
  const ok = n >= r.needs;
  ctx.emit(rollEvent('pro', attacker.id, n, r.needs, ok));
  ctx.emit({ kind: 'reroll', player: attacker.id, source, purpose: 'block', wasted: !ok });
  if (!ok) return;
  rerollFace(ctx, p, face);
}

/** One die showing `face` is rolled again. */
function rerollFace(ctx: Context, p: BlockProc, face: BlockFace): void {
  const i = p.dice.findIndex((d) => blockFace(d) === face);
  const dice = [...p.dice];
  dice[i] = ctx.roll('BLOCK');
  p.dice = dice;
  emitDice(ctx, p, true);
}

/** What may re-roll one block die: a skill (Pro) or a Star Player's special rule. */
export type OneDieSource = SkillId | StarRuleId;

/** Applies a re-roll of the block dice: the whole set (team) or one die showing the named face. */
export function reroll(ctx: Context, p: BlockProc, source: string): void {
  const attacker = getPlayer(ctx.s, p.attacker);
  p.rerolled = true;
  if (source === 'team') {
    if (!spendTeamReroll(ctx, attacker.team)) {
      ctx.emit({ kind: 'reroll', player: attacker.id, source: 'team', purpose: 'block', wasted: true });
      return;
    }
    const gate = findSkillDef(attacker, (d) => d.teamRerollGate === true);
    if (gate) {
      const target = typeof gate.value === 'number' ? gate.value : 4;
      const n = ctx.roll('D6');
      const ok = n >= target;
      ctx.emit(rollEvent('loner', attacker.id, n, target, ok));
      ctx.emit({ kind: 'reroll', player: attacker.id, source: 'team', purpose: 'block', wasted: !ok });
      if (!ok) return;
    } else {
      ctx.emit({ kind: 'reroll', player: attacker.id, source: 'team', purpose: 'block', wasted: false });
    }
    p.dice = rollDice(ctx, p, p.dice.length);
    emitDice(ctx, p, true);
    return;
  }
  const def = findSkillDef(attacker, (d) => d.id === source)?.def;
  const face: BlockFace = def?.block?.rerollBothDown ? 'both-down' : 'player-down';
  if (def?.block?.rerollBothDown) markUsed(attacker, def.id, 'activation');
  ctx.emit({
    kind: 'reroll',
    player: attacker.id,
    source: source as SkillId,
    purpose: 'block',
    wasted: false,
  });
  const i = p.dice.findIndex((n) => blockFace(n) === face);
  const dice = [...p.dice];
  dice[i] = ctx.roll('BLOCK');
  p.dice = dice;
  emitDice(ctx, p, true);
}

/** The re-roll offer on the block dice. */
export function rerollStep(ctx: Context, p: BlockProc, attacker: PlayerState, _defender: PlayerState): Step {
  const s = ctx.s;
  const c = takeInput(p);
  if (c) {
    const one = c.type === 'reroll' ? oneDieReroll(s, attacker) : undefined;
    const oneId =
      c.type === 'reroll' && (one?.id === c.source || isStarRuleId(c.source)) ? c.source : undefined;
    if (oneId && starRerollsAnyBlockDice(attacker) === oneId && p.dice.length > 1) {
      p.stage = 'star-dice';
      return NEXT;
    }
    if (oneId) {
      const faces = distinctFaces(p.dice);
      if (faces.length > 1) {
        p.oneDie = oneId;
        p.stage = 'pro-die';
        return NEXT;
      }
      oneDieRerollOn(ctx, p, oneId, faces[0] as BlockFace);
    } else if (c.type === 'reroll') reroll(ctx, p, c.source);
    else p.rerolled = true;
    p.stage = 'choose';
    return NEXT;
  }
  if (blockRerolls(s, p).length === 0) {
    p.stage = 'choose';
    return NEXT;
  }
  return WAIT;
}

/** A one-die re-roll: the coach named the face of the die to roll again. */
export function proDie(ctx: Context, p: BlockProc, _attacker: PlayerState, _defender: PlayerState): Step {
  const c = takeInput(p);
  const face = c?.type === 'choose' ? distinctFaces(p.dice).find((f) => f === c.choice) : undefined;
  if (!face || !p.oneDie) return WAIT;
  oneDieRerollOn(ctx, p, p.oneDie, face);
  p.oneDie = undefined;
  p.stage = 'choose';
  return NEXT;
}

/** Re-roll the block dice? */
export function decideReroll(
  s: MatchState,
  p: BlockProc,
  attacker: PlayerState,
  _defender: PlayerState,
): Decision {
  return {
    team: attacker.team,
    kind: 'reroll',
    player: attacker.id,
    prompt: `Block dice ${p.dice.map(blockFace).join(', ')}: re-roll?`,
    options: [...blockRerolls(s, p), { type: 'no-reroll' }],
  };
}

/** Which die the one-die re-roll rolls again. */
export function decideProDie(
  _s: MatchState,
  p: BlockProc,
  attacker: PlayerState,
  _defender: PlayerState,
): Decision {
  return {
    team: attacker.team,
    kind: 'reroll',
    player: attacker.id,
    prompt: `${p.oneDie ?? 'pro'}: which block die of ${attacker.name} to re-roll (${p.dice.map(blockFace).join(', ')})?`,
    options: distinctFaces(p.dice).map((f) => ({ type: 'choose', choice: f })),
  };
}

/** The non-empty sets of block dice a rule re-rolling any number of them may pick, counted from 1: `dice:1+3` … */
function diceSets(n: number): string[] {
  const out: string[] = [];
  for (let mask = 1; mask < 1 << n; mask++) {
    const picked = Array.from({ length: n }, (_, i) => i).filter((i) => mask & (1 << i));
    out.push(`dice:${picked.map((i) => i + 1).join('+')}`);
  }
  return out;
}

/** A Star Player's rule re-rolls the block dice its coach picked (Savage Blow); the rest stand. */
export function starDiceStep(
  ctx: Context,
  p: BlockProc,
  attacker: PlayerState,
  _defender: PlayerState,
): Step {
  const c = takeInput(p);
  if (c?.type !== 'choose' || !diceSets(p.dice.length).includes(c.choice)) return WAIT;
  const picked = c.choice
    .slice('dice:'.length)
    .split('+')
    .map((n) => Number(n) - 1);
  p.rerolled = true;
  useStarBlockReroll(ctx, attacker, picked.length);
  const source = starRerollsAnyBlockDice(attacker);
  if (source) ctx.emit({ kind: 'reroll', player: attacker.id, source, purpose: 'block', wasted: false });
  p.dice = p.dice.map((d, i) => (picked.includes(i) ? ctx.roll('BLOCK') : d));
  emitDice(ctx, p, true);
  p.stage = 'choose';
  return NEXT;
}

/** Which block dice the rule re-rolls: any non-empty set of them. */
export function decideStarDice(
  _s: MatchState,
  p: BlockProc,
  attacker: PlayerState,
  _defender: PlayerState,
): Decision {
  return {
    team: attacker.team,
    kind: 'reroll',
    player: attacker.id,
    prompt: `${attacker.name}: which block dice to re-roll (${p.dice.map(blockFace).join(', ')})?`,
    options: diceSets(p.dice.length).map((choice) => ({ type: 'choose', choice })),
  };
}
