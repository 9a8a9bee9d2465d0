import { BLOCK_FACE_IDS, type BlockFace, blockFace } from '../dice/index.js';
import type { Command } from '../engine/commands.js';
import type { Context } from '../engine/context.js';
import type { Decision } from '../engine/decision.js';
import { defineProc, NEXT, type Proc, takeInput, takeResult, WAIT } from '../engine/procedure.js';
import { checkTouchdown, turnover } from '../flow/turnover.js';
import { goingDown } from '../injury/going-down.js';
import { injuryProc } from '../injury/injury.js';
import { dumpOffPass, mayDumpOff } from '../pass/pass-action.js';
import { adjacent, type Square, sameSquare } from '../pitch.js';
import { canUseTeamReroll, spendTeamReroll } from '../rerolls/team.js';
import { hasUsed, markUsed } from '../rerolls/usage.js';
import { rollEvent } from '../rolls/test.js';
import type { SkillId } from '../skills/catalogue.js';
import { findSkillDef } from '../skills/registry.js';
import { movePlayer } from '../state/mutate.js';
import { getPlayer, hasBall } from '../state/query.js';
import type { MatchState, PlayerState } from '../state/types.js';
import type { Side } from '../types.js';
import type { ArmourBonus } from './armour-bonus.js';
import { directArmourRoll } from './armour-roll.js';
import { isChomped, releaseStaleChomps } from './chomp.js';
import {
  afterPush,
  announce,
  type BothDownChoice,
  blocksAgain,
  bothDownChoices,
  canUseBlockHook,
  findBlockHook,
  hasBlockHook,
  passesBeforeTargeted,
  strengthRoll,
  targetCanUse,
} from './hooks.js';
import { spreadPlague } from './plague-ridden.js';
import {
  applyPushes,
  mayStandFirmInChain,
  type PendingPush,
  type PushOutcome,
  type PushStep,
  pushChooser,
  pushCommands,
  pushSquares,
  tricksterSquares,
} from './push.js';
import { saboteurProc } from './saboteur.js';
import { blockStrength } from './strength.js';

type Stage =
  | 'start'
  | 'reroll'
  | 'pro-die'
  | 'choose'
  | 'resolve'
  | 'both-down'
  | 'stand-firm'
  | 'push'
  | 'chain-stand-firm'
  | 'follow-up'
  | 'strip'
  | 'aftermath'
  | 'settle';

/**
 * One block (§ Block Action): Foul Appearance and Dauntless rolls, strengths and assists, the block dice
 * and their re-roll, the chosen face, then push back (chain pushes, crowd), follow-up (decided before
 * any armour roll), Strip Ball, the knock-downs, the injuries by the crowd and the loose ball last.
 * Finishes with `false` when the block was lost before the dice (Foul Appearance), `true` otherwise.
 */
export interface BlockProc extends Proc {
  kind: 'block';
  attacker: string;
  defender: string;
  /** Made as part of a Blitz (Horns, Juggernaut). */
  blitz: boolean;
  /** Made by a declared Block Action (Brawler, Grab). */
  declared: boolean;
  stage: Stage;
  dice: number[];
  chooser: Side;
  rerolled: boolean;
  face: BlockFace | null;
  /** POW: the defender is Knocked Down after the push. */
  knockDefender: boolean;
  pending: PendingPush | null;
  chain: PushStep[];
  outcome: PushOutcome | null;
  /** The square the defender stood in before the push (follow-up target). */
  vacated: Square | null;
  /** Whose coach is asked about the follow-up: the blocker's, or the target's (Taunt). */
  followAsk: 'defender' | 'attacker' | null;
  defenderHadBall: boolean;
  /** One of the two blocks of a Multiple Block: −2 ST and no follow-up. */
  multiple?: boolean /** Trickster has been offered to the target. */;
  tricked?: boolean;
  /** The target was offered Dump-off. */
  dumpOff?: boolean;
  /** A one-die skill re-roll (Pro) chosen; the coach now names the face of the die to re-roll. */
  oneDie?: SkillId;
  /** Both Down: the optional skills already offered, and those their coaches chose to use (choice keys). */
  asked?: string[];
  used?: string[];
  /** A Ball & Chain player's block: no Foul Appearance or Trickster, and it must follow up (Fend or not). */
  ballAndChain?: boolean;
  /** A Ball & Chain player entering a Prone or Stunned player's square: a push, then an armour roll. */
  armourAfterPush?: boolean;
  /** A chain push chose this square; the Stand Firm player in it is asked whether to refuse. */
  chainTo?: Square | null;
  /** Chain-pushed players who used Stand Firm: their squares are no longer push squares. */
  refused?: string[];
}

export type { BothDownAsk } from '../skills/block-hooks.js';

/**
 * The next optional skill to offer on this Both Down, or null once every choice is made. The skills'
 * records give the order (Juggernaut, then Wrestle, then Block; the blocker's coach first); one that
 * changes the result (Push Back, both Placed Prone) ends the asking.
 */
function nextBothDownChoice(s: MatchState, p: BlockProc): BothDownChoice | null {
  const choices = bothDownChoices(getPlayer(s, p.attacker), getPlayer(s, p.defender), p.blitz);
  const used = choices.filter((c) => (p.used ?? []).includes(c.key));
  if (used.some((c) => c.offer.effect !== 'stays-standing')) return null;
  return choices.find((c) => !(p.asked ?? []).includes(c.key)) ?? null;
}

export const blockProc = (
  attacker: PlayerState,
  defender: PlayerState,
  blitz: boolean,
  declared: boolean,
): BlockProc => ({
  kind: 'block',
  attacker: attacker.id,
  defender: defender.id,
  blitz,
  declared,
  stage: 'start',
  dice: [],
  chooser: attacker.team,
  rerolled: false,
  face: null,
  knockDefender: false,
  pending: null,
  chain: [],
  outcome: null,
  vacated: null,
  followAsk: null,
  defenderHadBall: false,
});

/**
 * Ball & Chain into a Prone or Stunned player's square: that player is pushed back (chain pushes and
 * the crowd as for a block, the Ball & Chain coach choosing), the Ball & Chain player follows up, and
 * the pushed player gets an armour roll.
 */
export function ballAndChainPush(attacker: PlayerState, victim: PlayerState): BlockProc {
  const p = blockProc(attacker, victim, false, false);
  p.ballAndChain = true;
  p.armourAfterPush = true;
  p.face = 'push-back';
  startPush(p, attacker, victim);
  return p;
}

/** Standing opponents a player Marks: the legal targets of its block. */
export function blockTargets(s: MatchState, p: PlayerState): PlayerState[] {
  if (p.at === null || p.status !== 'standing' || p.distracted) return [];
  const at = p.at;
  return s.players.filter(
    (o) => o.team !== p.team && o.at !== null && o.status === 'standing' && adjacent(o.at, at),
  );
}

/** Whether the player Marks a Standing opponent it could block (cheap: no list). */
export function hasBlockTarget(s: MatchState, p: PlayerState): boolean {
  if (p.at === null || p.status !== 'standing' || p.distracted) return false;
  const at = p.at;
  return s.players.some(
    (o) => o.team !== p.team && o.at !== null && o.status === 'standing' && adjacent(o.at, at),
  );
}

/** After a block: whether the attacker's skills make it block the same target again (Frenzy). */
export function blocksAgainAfter(s: MatchState, attackerId: string, defenderId: string): boolean {
  return blocksAgain(s, getPlayer(s, attackerId), getPlayer(s, defenderId));
}

/**
 * Mighty Blow and Claws on the armour of the opponent a player knocks down: the blocker's on its target,
 * the target's on a blocker that falls (Player Down and Both Down read as if the target had blocked).
 */
function knockDownBonus(attacker: PlayerState, victim: PlayerState): ArmourBonus | undefined {
  const mb = findSkillDef(attacker, (d) => d.block?.knockDownBonus !== undefined);
  const claws = findSkillDef(attacker, (d) => d.block?.breaksArmourOn !== undefined);
  if (!mb && !claws) return undefined;
  const hard = hasBlockHook(victim, 'armourUnmodifiable');
  return {
    flexible: mb ? { value: mb.def.block?.knockDownBonus ?? 1, reason: mb.def.id } : null,
    flexibleOnArmour: !hard,
    breaksOn: claws && !hard ? (claws.def.block?.breaksArmourOn ?? null) : null,
  };
}

/** The target goes down to a block: Saboteur may take the blocker with it. */
function knockDownTarget(attacker: PlayerState, defender: PlayerState): Proc {
  const bonus = knockDownBonus(attacker, defender);
  if (hasBlockHook(defender, 'sabotages')) return saboteurProc(defender, attacker, bonus);
  // Casualties earn SPP, except on a team-mate (a Ball & Chain player's block).
  return goingDown(defender, 'knocked-down', attacker.id, attacker.team !== defender.team, bonus);
}

/** The command that uses the player's Stand Firm (its id from the skill's record). */
const standFirmCommand = (p: PlayerState): Command => ({
  type: 'use-skill',
  skill: findBlockHook(p, 'standFirm')?.def.id as SkillId,
});

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
  if (canUseTeamReroll(s, attacker, 'block')) out.push({ type: 'reroll', source: 'team' });
  return out;
}

/** A skill re-roll of one block die that needs its own roll first (Pro), usable now by the blocker. */
function oneDieReroll(s: MatchState, attacker: PlayerState) {
  const found = findSkillDef(attacker, (d) => {
    const r = d.reroll;
    if (!r || r.needs === undefined || !r.purposes.includes('block')) return false;
    if (r.per !== 'unlimited' && hasUsed(attacker, d.id, r.per)) return false;
    return r.allowed?.({ s, player: attacker, purpose: 'block' }) ?? true;
  });
  return found?.def;
}

/** Pro on the block dice: its own roll, then, if it works, one die showing `face` is rolled again. */
function oneDieRerollOn(ctx: Context, p: BlockProc, source: SkillId, face: BlockFace): void {
  const attacker = getPlayer(ctx.s, p.attacker);
  const r = findSkillDef(attacker, (d) => d.id === source)?.def.reroll;
  p.rerolled = true;
  if (!r || r.needs === undefined) return;
  if (r.per !== 'unlimited') markUsed(attacker, source, r.per);
  const n = ctx.roll('D6');
  const ok = n >= r.needs;
  ctx.emit(rollEvent('pro', attacker.id, n, r.needs, ok));
  ctx.emit({ kind: 'reroll', player: attacker.id, source, purpose: 'block', wasted: !ok });
  if (!ok) return;
  const i = p.dice.findIndex((d) => blockFace(d) === face);
  const dice = [...p.dice];
  dice[i] = ctx.roll('BLOCK');
  p.dice = dice;
  emitDice(ctx, p, true);
}

function rollDice(ctx: Context, _p: BlockProc, n: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(ctx.roll('BLOCK'));
  return out;
}

function emitDice(ctx: Context, p: BlockProc, rerolled: boolean): void {
  ctx.emit({
    kind: 'roll',
    purpose: 'block',
    player: p.attacker,
    die: 'BLOCK',
    natural: p.dice,
    modifiers: [],
    total: 0,
    target: null,
    success: null,
    rerolled,
  });
}

/** Applies a re-roll of the block dice: the whole set (team) or one die showing the named face. */
function reroll(ctx: Context, p: BlockProc, source: string): void {
  const attacker = getPlayer(ctx.s, p.attacker);
  p.rerolled = true;
  if (source === 'team') {
    spendTeamReroll(ctx.s, attacker.team);
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

const distinctFaces = (dice: readonly number[]): BlockFace[] => {
  const faces = dice.map(blockFace);
  return BLOCK_FACE_IDS.filter((f) => faces.includes(f));
};

function startPush(p: BlockProc, attacker: PlayerState, defender: PlayerState): void {
  p.vacated = defender.at;
  p.pending = {
    player: defender.id,
    from: defender.at as Square,
    by: attacker.at as Square,
    grab: p.declared && canUseBlockHook(attacker, 'grab'),
  };
  p.stage = 'push';
}

/** Stand Firm can be offered: the target has it, is not Rooted or Chomped anyway, and no Blitzing Juggernaut cancels it. */
const mayStandFirm = (s: MatchState, p: BlockProc, attacker: PlayerState, defender: PlayerState): boolean =>
  !defender.rooted && !isChomped(s, defender) && targetCanUse(defender, 'standFirm', attacker, p.blitz);

/**
 * Push Back / POW: a Rooted or Chomped target is not moved; a Stand Firm target's coach chooses whether to refuse
 * the push (not against a Blitzing Juggernaut); otherwise the push starts.
 */
function pushBack(ctx: Context, p: BlockProc, attacker: PlayerState, defender: PlayerState): void {
  if (defender.rooted || isChomped(ctx.s, defender)) {
    p.vacated = null;
    p.stage = 'aftermath';
    return;
  }
  if (mayStandFirm(ctx.s, p, attacker, defender)) {
    p.stage = 'stand-firm';
    return;
  }
  startPush(p, attacker, defender);
}

/** The push is decided: a player in that square is pushed next (a chain), or the whole chain moves now. */
function pushInto(ctx: Context, p: BlockProc, push: PendingPush, to: Square): void {
  p.chain = [...p.chain, { player: push.player, from: push.from, to }];
  const next = ctx.s.players.find((o) => o.at !== null && o.at.x === to.x && o.at.y === to.y);
  if (next && next.id !== push.player) {
    p.pending = { player: next.id, from: to, by: push.from, grab: false };
    return;
  }
  p.pending = null;
  p.outcome = applyPushes(ctx, p.chain);
  p.stage = 'follow-up';
}

/** Both Down once every optional skill was chosen or declined. */
function resolveBothDown(ctx: Context, p: BlockProc, attacker: PlayerState, defender: PlayerState): void {
  const used = bothDownChoices(attacker, defender, p.blitz).filter((c) => (p.used ?? []).includes(c.key));
  const push = used.find((c) => c.offer.effect === 'push-back');
  if (push) {
    announce(ctx, push.player, push.found, push.offer.text);
    pushBack(ctx, p, attacker, defender);
    return;
  }
  p.stage = 'settle';
  const prone = used.find((c) => c.offer.effect === 'both-placed-prone');
  if (prone) {
    announce(ctx, prone.player, prone.found, prone.offer.text);
    ctx.push(goingDown(attacker, 'placed-prone', defender.id));
    ctx.push(goingDown(defender, 'placed-prone', attacker.id));
    return;
  }
  const a = used.find((c) => c.side === 'attacker');
  const d = used.find((c) => c.side === 'defender');
  if (a) announce(ctx, attacker, a.found, a.offer.text);
  else ctx.push(goingDown(attacker, 'knocked-down', defender.id, false, knockDownBonus(defender, attacker)));
  if (d) announce(ctx, defender, d.found, d.offer.text);
  else ctx.push(knockDownTarget(attacker, defender));
}

function resolveFace(ctx: Context, p: BlockProc, face: BlockFace): void {
  const s = ctx.s;
  const attacker = getPlayer(s, p.attacker);
  const defender = getPlayer(s, p.defender);
  ctx.emit({ kind: 'block-result', attacker: attacker.id, defender: defender.id, face });
  p.defenderHadBall = hasBall(s, defender);
  switch (face) {
    case 'player-down':
      p.stage = 'settle';
      ctx.push(goingDown(attacker, 'knocked-down', defender.id, false, knockDownBonus(defender, attacker)));
      return;
    case 'both-down':
      p.asked = [];
      p.used = [];
      p.stage = 'both-down';
      return;
    case 'push-back':
      pushBack(ctx, p, attacker, defender);
      return;
    case 'stumble': {
      const dodges =
        canUseBlockHook(defender, 'stumbleAsPush') && !canUseBlockHook(attacker, 'cancelsStumbleDodge');
      if (dodges)
        announce(ctx, defender, findBlockHook(defender, 'stumbleAsPush'), 'the Stumble is a Push Back');
      else if (hasBlockHook(defender, 'stumbleAsPush'))
        announce(ctx, attacker, findBlockHook(attacker, 'cancelsStumbleDodge'), 'cancels Dodge');
      p.knockDefender = !dodges;
      pushBack(ctx, p, attacker, defender);
      return;
    }
    case 'pow':
      p.knockDefender = true;
      pushBack(ctx, p, attacker, defender);
      return;
  }
}

/** After the push: can the attacker follow up, and who decides? */
function followUpStage(ctx: Context, p: BlockProc): Step2 {
  const s = ctx.s;
  const attacker = getPlayer(s, p.attacker);
  const defender = getPlayer(s, p.defender);
  const moved = p.chain.length > 0 && p.chain[0]?.player === defender.id;
  if (!moved || p.vacated === null || attacker.status !== 'standing' || attacker.rooted) return 'skip';
  if (p.multiple) return 'skip';
  if (p.ballAndChain) return 'follow';
  if (targetCanUse(defender, 'fend', attacker, p.blitz) && defender.at !== null) {
    announce(ctx, defender, findBlockHook(defender, 'fend'), 'the blocker cannot follow up');
    return 'skip';
  }
  if (canUseBlockHook(attacker, 'mustFollowUp')) return 'follow';
  if (defender.at !== null && canUseBlockHook(defender, 'taunt')) return 'defender';
  return 'ask';
}
type Step2 = 'skip' | 'follow' | 'defender' | 'ask';

function followUp(ctx: Context, p: BlockProc): void {
  const attacker = getPlayer(ctx.s, p.attacker);
  if (p.vacated) movePlayer(ctx, attacker, p.vacated, 'step');
}

function aftermath(ctx: Context, p: BlockProc): void {
  const s = ctx.s;
  const attacker = getPlayer(s, p.attacker);
  const defender = getPlayer(s, p.defender);
  const o = p.outcome;
  p.stage = 'settle';
  // Pushed last, run first: knock-down, then injuries by the crowd, then the loose ball.
  if (o?.throwInFrom) ctx.push({ kind: 'throw-in', last: o.throwInFrom, kick: null });
  else if (o?.bounceFrom && s.ball.kind === 'air')
    ctx.push({ kind: 'bounce', from: o.bounceFrom, kick: null });
  for (const id of [...(o?.crowd ?? [])].reverse()) {
    const pl = getPlayer(s, id);
    if (s.turnState && s.turnState.team === pl.team) turnover(ctx, 'pushed-into-crowd');
    ctx.push(injuryProc(pl, true, id === defender.id ? attacker.id : null));
  }
  if (p.knockDefender && defender.at !== null && defender.status === 'standing') {
    ctx.push(knockDownTarget(attacker, defender));
  }
  if (p.armourAfterPush && defender.at !== null) directArmourRoll(ctx, defender, attacker);
}

export const blockDef = defineProc<BlockProc>({
  run(ctx, p) {
    const s = ctx.s;
    const attacker = getPlayer(s, p.attacker);
    const defender = getPlayer(s, p.defender);
    switch (p.stage) {
      case 'start': {
        if (p.dumpOff === undefined) {
          // Dump-off answers an opponent's block, not a team-mate's Ball & Chain crashing into it.
          p.dumpOff = attacker.team !== defender.team && mayDumpOff(s, defender);
          if (p.dumpOff) {
            ctx.push(dumpOffPass(defender));
            return NEXT;
          }
        } else if (p.dumpOff) {
          p.dumpOff = false;
          takeResult(p);
        }
        if (!p.tricked) {
          const squares = p.ballAndChain ? [] : tricksterSquares(s, attacker, defender);
          const c = takeInput(p);
          if (squares.length > 0 && !c) return WAIT;
          p.tricked = true;
          const to = c?.type === 'square' ? squares.find((q) => sameSquare(q, c.square)) : undefined;
          if (to) {
            announce(
              ctx,
              defender,
              findBlockHook(defender, 'relocatesWhenTargeted'),
              'slips next to the blocker',
            );
            movePlayer(ctx, defender, to, 'step');
          }
        }
        if (!p.ballAndChain && !passesBeforeTargeted(ctx, defender, attacker, true)) {
          ctx.finish(false);
          return NEXT;
        }
        const dauntless = strengthRoll(ctx, attacker, defender);
        const st = blockStrength(s, attacker, defender, {
          blitz: p.blitz,
          dauntless,
          modifier: p.multiple ? -2 : 0,
          // A Ball & Chain player may crash into a team-mate: nobody Marks anybody there, so no assists.
          noAssists: attacker.team === defender.team,
        });
        if (st.bonus > 0) s.teams[attacker.team].cheeringFans = false;
        p.chooser = st.chooser;
        ctx.emit({
          kind: 'block',
          attacker: attacker.id,
          defender: defender.id,
          attackerSt: st.attackerSt,
          defenderSt: st.defenderSt,
          offensive: st.offensive,
          defensive: st.defensive,
          dice: st.dice,
          chooser: st.chooser,
        });
        p.dice = rollDice(ctx, p, st.dice);
        emitDice(ctx, p, false);
        p.stage = 'reroll';
        return NEXT;
      }
      case 'reroll': {
        const c = takeInput(p);
        if (c) {
          const one = c.type === 'reroll' ? oneDieReroll(s, attacker) : undefined;
          if (c.type === 'reroll' && one && one.id === c.source) {
            const faces = distinctFaces(p.dice);
            if (faces.length > 1) {
              p.oneDie = one.id;
              p.stage = 'pro-die';
              return NEXT;
            }
            oneDieRerollOn(ctx, p, one.id, faces[0] as BlockFace);
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
      case 'pro-die': {
        const c = takeInput(p);
        const face = c?.type === 'choose' ? distinctFaces(p.dice).find((f) => f === c.choice) : undefined;
        if (!face || !p.oneDie) return WAIT;
        oneDieRerollOn(ctx, p, p.oneDie, face);
        p.oneDie = undefined;
        p.stage = 'choose';
        return NEXT;
      }
      case 'choose': {
        const faces = distinctFaces(p.dice);
        const c = takeInput(p);
        let face: BlockFace | undefined;
        if (faces.length === 1) face = faces[0];
        else if (c?.type === 'choose') face = faces.find((f) => f === c.choice);
        if (!face) return WAIT;
        p.face = face;
        p.stage = 'resolve';
        resolveFace(ctx, p, face);
        return NEXT;
      }
      case 'both-down': {
        const c = takeInput(p);
        const ask = nextBothDownChoice(s, p);
        if (c && ask) {
          p.asked = [...(p.asked ?? []), ask.key];
          if (c.type === 'use-skill') p.used = [...(p.used ?? []), ask.key];
          return NEXT;
        }
        if (ask) return WAIT;
        resolveBothDown(ctx, p, attacker, defender);
        return NEXT;
      }
      case 'stand-firm': {
        const c = takeInput(p);
        if (!c) return WAIT;
        if (c.type === 'use-skill') {
          announce(ctx, defender, findBlockHook(defender, 'standFirm'), 'is not pushed');
          p.vacated = null;
          p.stage = 'aftermath';
        } else startPush(p, attacker, defender);
        return NEXT;
      }
      case 'push': {
        const push = p.pending;
        if (!push) {
          p.stage = 'follow-up';
          return NEXT;
        }
        const squares = pushSquares(s, push, p.chain, p.refused);
        const c = takeInput(p);
        let to: Square | undefined;
        if (squares.length === 1) to = squares[0];
        else if (c?.type === 'square') to = squares.find((q) => q.x === c.square.x && q.y === c.square.y);
        if (squares.length === 0) {
          // Nowhere to go (every square holds a Stand Firm player): nobody in the chain moves.
          p.pending = null;
          p.chain = [];
          p.vacated = null;
          p.stage = 'follow-up';
          return NEXT;
        }
        if (!to) return WAIT;
        const next = s.players.find((o) => o.at !== null && o.at.x === to.x && o.at.y === to.y);
        if (next && next.id !== push.player && mayStandFirmInChain(s, next, p.refused ?? [])) {
          p.chainTo = to;
          p.stage = 'chain-stand-firm';
          return WAIT;
        }
        pushInto(ctx, p, push, to);
        return NEXT;
      }
      case 'chain-stand-firm': {
        const c = takeInput(p);
        const push = p.pending;
        const to = p.chainTo;
        if (!c || !push || !to) return WAIT;
        const other = s.players.find((o) => o.at !== null && sameSquare(o.at, to));
        p.chainTo = null;
        p.stage = 'push';
        if (c.type === 'use-skill' && other) {
          announce(ctx, other, findBlockHook(other, 'standFirm'), 'is not chain-pushed');
          // The pusher must go elsewhere; with nowhere left, nobody in the chain moves.
          p.refused = [...(p.refused ?? []), other.id];
          return NEXT;
        }
        pushInto(ctx, p, push, to);
        return NEXT;
      }
      case 'follow-up': {
        const c = takeInput(p);
        if (c && p.followAsk !== null) {
          const yes = c.type === 'choose';
          if (yes && p.followAsk === 'defender')
            announce(ctx, defender, findBlockHook(defender, 'taunt'), 'forces the follow-up');
          if (yes) followUp(ctx, p);
          p.followAsk = null;
          p.stage = 'strip';
          return NEXT;
        }
        const how = followUpStage(ctx, p);
        if (how === 'skip' || how === 'follow') {
          if (how === 'follow') {
            announce(ctx, attacker, findBlockHook(attacker, 'mustFollowUp'), 'must follow up');
            followUp(ctx, p);
          }
          p.stage = 'strip';
          return NEXT;
        }
        p.followAsk = how === 'defender' ? 'defender' : 'attacker';
        return WAIT;
      }
      case 'strip': {
        p.stage = 'aftermath';
        if (p.chain[0]?.player === defender.id) afterPush(ctx, attacker, defender, p.knockDefender);
        return NEXT;
      }
      case 'aftermath':
        aftermath(ctx, p);
        return NEXT;
      default: {
        p.result = undefined;
        for (const step of p.chain) {
          const pl = getPlayer(s, step.player);
          if (pl.at !== null) checkTouchdown(ctx, pl);
        }
        if (attacker.at !== null) checkTouchdown(ctx, attacker);
        spreadPlague(ctx, attacker, defender);
        releaseStaleChomps(s);
        ctx.finish(true);
        return NEXT;
      }
    }
  },
  decide(s, p): Decision {
    const attacker = getPlayer(s, p.attacker);
    const defender = getPlayer(s, p.defender);
    switch (p.stage) {
      case 'start':
        return {
          team: defender.team,
          kind: 'reposition',
          player: defender.id,
          prompt: `Trickster: move ${defender.name} before ${attacker.name}'s block?`,
          options: [...pushCommands(tricksterSquares(s, attacker, defender)), { type: 'decline' }],
        };
      case 'reroll':
        return {
          team: attacker.team,
          kind: 'reroll',
          player: attacker.id,
          prompt: `Block dice ${p.dice.map(blockFace).join(', ')}: re-roll?`,
          options: [...blockRerolls(s, p), { type: 'no-reroll' }],
        };
      case 'pro-die':
        return {
          team: attacker.team,
          kind: 'reroll',
          player: attacker.id,
          prompt: `${p.oneDie ?? 'pro'}: which block die of ${attacker.name} to re-roll (${p.dice.map(blockFace).join(', ')})?`,
          options: distinctFaces(p.dice).map((f) => ({ type: 'choose', choice: f })),
        };
      case 'choose':
        return {
          team: p.chooser,
          kind: 'block-die',
          player: attacker.id,
          prompt: `Choose the block result of ${attacker.name} on ${defender.name}`,
          options: distinctFaces(p.dice).map((f) => ({ type: 'choose', choice: f })),
        };
      case 'both-down': {
        const choice = nextBothDownChoice(s, p) as BothDownChoice;
        const owner = choice.player;
        const skill = choice.found.def.id;
        return {
          team: owner.team,
          kind: 'use-skill',
          player: owner.id,
          prompt: `Both Down: use ${skill} for ${owner.name}? (${choice.offer.text})`,
          options: [{ type: 'use-skill', skill }, { type: 'decline' }],
        };
      }
      case 'stand-firm':
        return {
          team: defender.team,
          kind: 'use-skill',
          player: defender.id,
          prompt: `Stand Firm: keep ${defender.name} in place against ${attacker.name}'s push?`,
          options: [standFirmCommand(defender), { type: 'decline' }],
        };
      case 'push': {
        const push = p.pending as PendingPush;
        const pushed = getPlayer(s, push.player);
        return {
          team: pushChooser(s, push, attacker.team),
          kind: 'push',
          player: pushed.id,
          prompt: `Push ${pushed.name} back`,
          options: pushCommands(pushSquares(s, push, p.chain, p.refused)),
        };
      }
      case 'chain-stand-firm': {
        const to = p.chainTo as Square;
        const other = s.players.find((o) => o.at !== null && sameSquare(o.at, to)) as PlayerState;
        return {
          team: other.team,
          kind: 'use-skill',
          player: other.id,
          prompt: `Stand Firm: keep ${other.name} in place against the chain push?`,
          options: [standFirmCommand(other), { type: 'decline' }],
        };
      }
      default: {
        const taunt = p.followAsk === 'defender';
        return {
          team: taunt ? defender.team : attacker.team,
          kind: 'follow-up',
          player: taunt ? defender.id : attacker.id,
          prompt: taunt ? `Taunt: force ${attacker.name} to follow up?` : `Follow up with ${attacker.name}?`,
          options: [
            {
              type: 'choose',
              choice: taunt ? (findBlockHook(defender, 'taunt')?.def.id ?? 'follow-up') : 'follow-up',
            },
            { type: 'decline' },
          ],
        };
      }
    }
  },
});
