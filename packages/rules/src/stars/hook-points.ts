import { editionOf } from '../edition/editions.js';
import type { Context } from '../engine/context.js';
import type { Modifier } from '../engine/events.js';
import { distance } from '../pitch.js';
import { hasUsed, markUsed } from '../rerolls/usage.js';
import type { ActivationFailure, TestSituation } from '../skills/hooks.js';
import { hasTackleZone } from '../state/query.js';
import type { MatchState, PlayerState } from '../state/types.js';
import type { ActionKind, RollPurpose } from '../types.js';
import { biteForBall } from './bite.js';
import { carried, setDown } from './carry.js';
import { marks } from './conditions.js';
import type { ArmourSituation, BlockSituation, InjurySituation, RollAct, StarRuleDef } from './hooks.js';
import { STAR_RULES_INFO, type StarRuleId } from './ids.js';
import { starRuleOf } from './registry.js';

/**
 * The named points where procedures consult Star Player special rules. Each checks the rule's period
 * (once per game, half, drive …), records a use and logs it; procedures never name a rule.
 */

const usage = (id: StarRuleId): string => `star:${id}`;

/** Whether the player's rule may still be used in its period. */
export function starRuleReady(p: PlayerState, def: StarRuleDef): boolean {
  const per = STAR_RULES_INFO[def.id].per;
  return per === 'unlimited' || !hasUsed(p, usage(def.id), per);
}

/** Records and logs a use of the player's rule. */
export function useStarRule(ctx: Context, p: PlayerState, def: StarRuleDef, effect: string): void {
  const per = STAR_RULES_INFO[def.id].per;
  if (per !== 'unlimited') markUsed(p, usage(def.id), per);
  ctx.emit({ kind: 'star-rule', player: p.id, rule: def.id, effect });
}

/** The first ready rule among these players whose hook answers, with its owner. */
function firstAct<X>(
  owners: readonly (PlayerState | null)[],
  hook: (def: StarRuleDef) => ((x: X, owner: PlayerState) => RollAct | null) | undefined,
  x: X,
  skip: readonly StarRuleId[],
): { owner: PlayerState; def: StarRuleDef; act: RollAct } | null {
  for (const owner of owners) {
    if (!owner) continue;
    const def = starRuleOf(owner);
    const h = def && hook(def);
    if (!def || !h || skip.includes(def.id) || !starRuleReady(owner, def)) continue;
    const act = h(x, owner);
    if (act) return { owner, def, act };
  }
  return null;
}

const describe = (act: RollAct, roll: string): string =>
  'reroll' in act
    ? `re-rolls the ${roll} roll`
    : 'rerollDie' in act
      ? `re-rolls one die of the ${roll} roll`
      : `+${act.modifier} to the ${roll} roll`;

/**
 * An armour roll was made: a rule of the attacker's or the victim's may add to it or re-roll it
 * (Crushing Blow, Krump and Smash, Dwarfen Grit …). Used as soon as it changes the result.
 */
export function starArmourAct(
  ctx: Context,
  x: ArmourSituation,
  skip: readonly StarRuleId[] = [],
  modifiersOnly = false,
): { rule: StarRuleId; act: RollAct; owner: string } | null {
  // A roll with no re-roll of its own (a Foul's) takes only the rules that add to it.
  const hook = (d: StarRuleDef) =>
    modifiersOnly && d.armour
      ? (y: ArmourSituation, o: PlayerState) => {
          const act = d.armour?.(y, o) ?? null;
          return act && 'modifier' in act ? act : null;
        }
      : d.armour;
  const found = firstAct(x.victim === x.by ? [x.by] : [x.by, x.victim], hook, x, skip);
  if (!found) return null;
  useStarRule(ctx, found.owner, found.def, describe(found.act, 'armour'));
  return { rule: found.def.id, act: found.act, owner: found.owner.id };
}

/**
 * An armour roll with no re-roll of its own (a Foul's): what the rules of the fouler and the victim add to
 * it, in turn, while each changes the result; a bonus kept for the injury (Dirty Player) joins when the two
 * together break the armour. The modifiers added, the bonus still kept, the rules used.
 */
export function starArmourAdditions(
  ctx: Context,
  x: ArmourSituation,
  kept: Modifier | null,
): { added: Modifier[]; kept: Modifier | null; used: StarRuleId[] } {
  const added: Modifier[] = [];
  const used: StarRuleId[] = [];
  let { total, broken } = x;
  let spare = kept;
  const breaks = editionOf(ctx.s).armourBroken;
  for (;;) {
    const y = { ...x, total, broken, spare: spare ? spare.value : 0 };
    const found = starArmourAct(ctx, y, used, true);
    if (!found || !('modifier' in found.act)) return { added, kept: spare, used };
    used.push(found.rule);
    added.push({ value: found.act.modifier, reason: found.rule });
    total += found.act.modifier;
    if (!broken && !breaks(total, x.av) && spare && breaks(total + spare.value, x.av)) {
      added.push(spare);
      total += spare.value;
      spare = null;
    }
    broken = broken || breaks(total, x.av);
  }
}

/** An injury roll was made: a rule may add to it or re-roll it (Savage Mauling, Toxin Connoisseur …). */
export function starInjuryAct(
  ctx: Context,
  x: InjurySituation,
  skip: readonly StarRuleId[] = [],
): { rule: StarRuleId; act: RollAct } | null {
  const found = firstAct(x.victim === x.by ? [x.by] : [x.by, x.victim], (d) => d.injury, x, [
    ...skip,
    ...x.usedOnArmour,
  ]);
  if (!found) return null;
  useStarRule(ctx, found.owner, found.def, describe(found.act, 'injury'));
  return { rule: found.def.id, act: found.act };
}

/** A Secret Weapon is about to be sent off at the end of the drive: its rule may keep it (I'll Be Back!). */
export function staysDespiteSecretWeapon(ctx: Context, p: PlayerState): boolean {
  const def = starRuleOf(p);
  if (!def?.staysDespiteSecretWeapon || !starRuleReady(p, def)) return false;
  useStarRule(ctx, p, def, 'is not sent off');
  return true;
}

/** The blocker's rule that may re-roll one of its block dice now, if any. */
export function starBlockDieReroll(x: BlockSituation): StarRuleId | undefined {
  const def = starRuleOf(x.attacker);
  if (!def?.blockDieReroll || !hasTackleZone(x.attacker) || !starRuleReady(x.attacker, def)) return undefined;
  return def.blockDieReroll(x) ? def.id : undefined;
}

/** Records and logs the blocker's block-dice re-roll (one die, or those its coach picked). */
export function useStarBlockReroll(ctx: Context, attacker: PlayerState, dice = 1): void {
  const def = starRuleOf(attacker);
  if (def)
    useStarRule(ctx, attacker, def, dice === 1 ? 're-rolls one block die' : `re-rolls ${dice} block dice`);
}

/** Whether the blocker's re-roll covers any number of its block dice, not one (Savage Blow). */
export function starRerollsAnyBlockDice(attacker: PlayerState): StarRuleId | undefined {
  const def = starRuleOf(attacker);
  return def?.anyBlockDice === true ? def.id : undefined;
}

/** The tester's rule on its own test's modifiers (always on: a modifier rule has no period here). */
export function starOwnTest(t: TestSituation, mods: Modifier[]): Modifier[] {
  const def = starRuleOf(t.player);
  return def?.ownTest && starRuleReady(t.player, def) ? def.ownTest(t, mods) : mods;
}

/** The tester's rule that may re-roll this failed test, if any (offered beside skill and team re-rolls). */
export function starTestReroll(t: TestSituation): StarRuleId | undefined {
  const def = starRuleOf(t.player);
  return def?.testReroll && starRuleReady(t.player, def) && def.testReroll(t) ? def.id : undefined;
}

/**
 * The tester's test is about to be rolled: a rule used now changes its modifiers and lends it a re-roll
 * (Bounding Leap). The modifiers to roll with and the rule, or null.
 */
export function starBeforeTest(
  ctx: Context,
  t: TestSituation,
  mods: readonly Modifier[],
): { mods: Modifier[]; rule: StarRuleId } | null {
  const def = starRuleOf(t.player);
  const changed = def?.beforeTest && starRuleReady(t.player, def) ? def.beforeTest(t, mods) : null;
  if (!def || !changed) return null;
  useStarRule(ctx, t.player, def, `ignores the negative modifiers of the ${t.purpose}`);
  return { mods: changed, rule: def.id };
}

/** Records and logs a re-roll of a test by the player's rule. */
export function useStarTestReroll(ctx: Context, p: PlayerState, roll: string): void {
  const def = starRuleOf(p);
  if (def) useStarRule(ctx, p, def, `re-rolls the ${roll} roll`);
}

/**
 * A roll made inside a skill (Dauntless, Hypnotic Gaze) failed: the roller's rule re-rolls it at once
 * when it may (nobody would decline a free re-roll of a failed roll). True: roll again.
 */
export function starRerollsFailed(ctx: Context, t: TestSituation): boolean {
  if (!starTestReroll(t)) return false;
  useStarTestReroll(ctx, t.player, t.purpose);
  return true;
}

/** A failed test: the tester's rule adds what turns it into a pass, used only then. */
export function starRescue(
  ctx: Context,
  t: TestSituation,
  natural: number,
  total: number,
  target: number,
): Modifier | null {
  const def = starRuleOf(t.player);
  if (!def?.rescue || natural === 1 || !starRuleReady(t.player, def)) return null;
  const bonus = def.rescue(t, natural, total, target);
  if (bonus === null || total + bonus < target) return null;
  useStarRule(ctx, t.player, def, `+${bonus} turns the ${t.purpose} into a pass`);
  return { value: bonus, reason: def.id };
}

/** An injury result is settled: a rule of the player who caused it may react (Pump Up the Crowd). */
export function starInjured(ctx: Context, x: InjurySituation): void {
  const owner = x.by;
  const def = owner && starRuleOf(owner);
  if (!owner || !def?.injured || !starRuleReady(owner, def)) return;
  const used = def.injured(ctx, x, owner);
  if (used) useStarRule(ctx, owner, def, `reacts to ${x.victim.name}'s injury`);
}

/**
 * A failed Animal Savagery or Bloodlust: an adjacent opponent the player's rule lets it hurt instead of a
 * team-mate (the first such, by player order), or undefined.
 */
export function starLashOutVictim(
  ctx: Context,
  p: PlayerState,
  failure: ActivationFailure,
): PlayerState | undefined {
  const def = starRuleOf(p);
  if (!def?.lashesOutAt || !starRuleReady(p, def) || p.at === null) return undefined;
  const at = p.at;
  const victim = ctx.s.players.find(
    (o) => o.team !== p.team && o.at !== null && distance(o.at, at) === 1 && def.lashesOutAt?.(failure, o),
  );
  if (victim) useStarRule(ctx, p, def, `turns on ${victim.name}`);
  return victim;
}

const HEXED = 'star:hexed';

/** The player cannot be activated in its team's next turn (Baleful Hex). */
export function hexUntilNextTurn(p: PlayerState): void {
  if (!p.used.includes(HEXED)) p.used = [...p.used, HEXED];
}

/** Its team turn starts: a hexed player counts as already activated this turn. */
export function starTurnStart(p: PlayerState): void {
  if (!p.used.includes(HEXED)) return;
  p.activated = true;
  p.used = p.used.filter((k) => k !== HEXED);
}

/** The player declares this action without using up its team's (Sneakiest of the Lot). */
export function starOwnAction(p: PlayerState, action: ActionKind): boolean {
  return starRuleOf(p)?.ownAction === action;
}

/** How many block dice the blocker's rule adds (Gored by the Bull); one use covers its activation. */
export function starExtraBlockDice(ctx: Context, attacker: PlayerState, blitz: boolean): number {
  const def = starRuleOf(attacker);
  const n = def?.extraBlockDice?.(blitz) ?? 0;
  if (!def || n === 0) return 0;
  if (hasUsed(attacker, usage(def.id), 'activation')) return n;
  if (!starRuleReady(attacker, def)) return 0;
  useStarRule(ctx, attacker, def, `+${n} block die`);
  markUsed(attacker, usage(def.id), 'activation');
  return n;
}

/** The blocker's Dauntless roll succeeded: extra ST from its rule (Indomitable). */
export function starAfterDauntless(ctx: Context, attacker: PlayerState, defender: PlayerState): number {
  const def = starRuleOf(attacker);
  const n = def?.afterDauntless?.(attacker, defender) ?? 0;
  if (!def || n === 0 || !starRuleReady(attacker, def)) return 0;
  useStarRule(ctx, attacker, def, `+${n} ST`);
  return n;
}

/** An opponent blocks the player: whether its rule gives it Dodge for this block (Watch Out!). */
export function starDodgesBlock(ctx: Context, defender: PlayerState, attacker: PlayerState): boolean {
  const def = starRuleOf(defender);
  if (!def?.dodgesBlock || attacker.team === defender.team || !starRuleReady(defender, def)) return false;
  useStarRule(ctx, defender, def, 'counts as having Dodge against this block');
  return true;
}

/** The thrower fumbled a Throw Team-mate: its rule may make the team-mate land safely (Reliable). */
export function starFumbleLandsSafely(ctx: Context, thrower: PlayerState): boolean {
  const def = starRuleOf(thrower);
  if (!def?.fumbleLandsSafely || !starRuleReady(thrower, def)) return false;
  useStarRule(ctx, thrower, def, 'the team-mate lands safely');
  return true;
}

const NEXT_DRIVE_REROLL = 'star:reroll-next-drive';

/** A player scored: its rule may promise its team a re-roll for the next drive (Star of the Show). */
export function starScored(ctx: Context, p: PlayerState): void {
  const def = starRuleOf(p);
  if (!def?.scoredRerollNextDrive || !starRuleReady(p, def)) return;
  useStarRule(ctx, p, def, 'a team re-roll for the next drive');
  p.used = [...p.used, NEXT_DRIVE_REROLL];
}

/** A drive has ended (its re-rolls gone): promised re-rolls arrive for the next one. */
export function starDriveEnd(ctx: Context): void {
  for (const p of ctx.s.players) {
    if (!p.used.includes(NEXT_DRIVE_REROLL)) continue;
    ctx.s.teams[p.team].driveRerolls += 1;
    p.used = p.used.filter((k) => k !== NEXT_DRIVE_REROLL);
  }
}

/** Whether the moving player makes no Dodge for leaving Tackle Zones now (Incorporeal, once used). */
export function starNeedsNoDodge(p: PlayerState): boolean {
  const def = starRuleOf(p);
  return def?.noDodgeAfterUse === true && hasUsed(p, `${usage(def.id)}:active`, 'activation');
}

/** Marks the player's rule as in effect for the rest of this activation. */
export function starActiveThisActivation(p: PlayerState): void {
  const def = starRuleOf(p);
  if (def) markUsed(p, `${usage(def.id)}:active`, 'activation');
}

/** Prone or Stunned opponents next to the player that its rule lets its Special Action target. */
export function starDownTargets(s: MatchState, p: PlayerState): PlayerState[] {
  const def = starRuleOf(p);
  if (!def?.specialAttackOnDown?.(p) || !starRuleReady(p, def) || p.at === null) return [];
  const at = p.at;
  return s.players.filter(
    (o) => o.team !== p.team && o.at !== null && o.status !== 'standing' && distance(o.at, at) === 1,
  );
}

/** Records and logs the Special Action aimed at an opponent on the ground. */
export function useStarDownTarget(ctx: Context, p: PlayerState, target: PlayerState): void {
  const def = starRuleOf(p);
  if (def) useStarRule(ctx, p, def, `attacks ${target.name} on the ground`);
}

/** Whether the player's rule may still give it a second Special Action against another opponent. */
export function starRepeatsAttack(p: PlayerState): boolean {
  const def = starRuleOf(p);
  return def?.repeatsSpecialAttack === true && starRuleReady(p, def);
}

/** Records and logs the second attack. */
export function useStarRepeatAttack(ctx: Context, p: PlayerState, target: PlayerState): void {
  const def = starRuleOf(p);
  if (def) useStarRule(ctx, p, def, `attacks ${target.name} as well`);
}

/** The player's rule that may re-roll its Ball & Chain direction D6 now, if any (Whirling Dervish). */
export function starDirectionReroll(p: PlayerState): StarRuleId | undefined {
  const def = starRuleOf(p);
  return def?.directionReroll && starRuleReady(p, def) ? def.id : undefined;
}

/** Records and logs the direction re-roll. */
export function useStarDirectionReroll(ctx: Context, p: PlayerState): void {
  const def = starRuleOf(p);
  if (def) useStarRule(ctx, p, def, 're-rolls the direction');
}

/** Standing opponents out of the player's reach that its rule lets its Block Action aim at (Vicious Vines). */
export function starFarBlockTargets(s: MatchState, p: PlayerState): PlayerState[] {
  const def = starRuleOf(p);
  const reach = def?.blockReach ?? 0;
  if (!def || reach < 2 || !starRuleReady(p, def) || p.at === null || p.status !== 'standing' || p.distracted)
    return [];
  const at = p.at;
  return s.players.filter((o) => {
    const d = o.at === null ? 0 : distance(o.at, at);
    return o.team !== p.team && o.status === 'standing' && d > 1 && d <= reach;
  });
}

/** Records and logs a block from afar. */
export function useStarFarBlock(ctx: Context, p: PlayerState, target: PlayerState): void {
  const def = starRuleOf(p);
  if (def) useStarRule(ctx, p, def, `blocks ${target.name} from afar`);
}

/** An opponent caught the thrower's bomb: the thrower's rule that may blow it up now, if any (Kaboom!). */
export function starExplodesCaughtBomb(thrower: PlayerState, catcher: PlayerState): StarRuleId | undefined {
  const def = starRuleOf(thrower);
  if (!def?.explodesCaughtBomb || catcher.team === thrower.team || !starRuleReady(thrower, def))
    return undefined;
  return def.id;
}

/** Records and logs the bomb going off in the catcher's hands. */
export function useStarExplosion(ctx: Context, thrower: PlayerState, catcher: PlayerState): void {
  const def = starRuleOf(thrower);
  if (def) useStarRule(ctx, thrower, def, `the bomb goes off in ${catcher.name}'s hands`);
}

/**
 * The thrower's Hail Mary Pass is in the air: its rule (ready) may re-roll the scatter; a team-mate's catch
 * of it gets the rule's bonus until the thrower's activation ends (Blast It!).
 */
export function starHailMaryThrown(thrower: PlayerState): StarRuleId | undefined {
  const def = starRuleOf(thrower);
  if (def?.mateCatchBonus && starRuleReady(thrower, def)) starActiveThisActivation(thrower);
  return starScatterReroll(thrower);
}

/** The thrower's rule that may re-roll its Hail Mary Pass's scatter, if any. */
export function starScatterReroll(thrower: PlayerState): StarRuleId | undefined {
  const def = starRuleOf(thrower);
  return def?.rerollsHailMaryScatter && starRuleReady(thrower, def) ? def.id : undefined;
}

/** Records and logs the scatter re-roll. */
export function useStarScatterReroll(ctx: Context, thrower: PlayerState): void {
  const def = starRuleOf(thrower);
  if (def) useStarRule(ctx, thrower, def, 're-rolls the scatter');
}

/** A catch by a team-mate of the active player, whose rule helps it (Blast It!): the bonus added. */
export function starMateTest(t: TestSituation, mods: Modifier[]): Modifier[] {
  const activeId = t.s.turnState?.activePlayer;
  if (t.purpose !== 'catch' || !activeId || activeId === t.player.id) return mods;
  const active = t.s.players.find((o) => o.id === activeId);
  const def = active && starRuleOf(active);
  if (!active || !def?.mateCatchBonus || active.team !== t.player.team) return mods;
  if (!hasUsed(active, `${usage(def.id)}:active`, 'activation')) return mods;
  return [...mods, { value: def.mateCatchBonus, reason: def.id }];
}

/** A player caught the ball: an opponent Marking it whose rule strikes at the catcher (Quick Bite). */
export function starCaught(ctx: Context, catcher: PlayerState): void {
  if (ctx.s.touchdownBy !== null) return;
  for (const o of ctx.s.players) {
    const def = starRuleOf(o);
    if (!def?.bitesCatcher || o.team === catcher.team || !marks(o, catcher) || !starRuleReady(o, def))
      continue;
    useStarRule(ctx, o, def, `bites ${catcher.name} for the ball`);
    ctx.push(biteForBall(o, catcher));
    return;
  }
}

const TOOK = (id: StarRuleId) => `${usage(id)}:took`;

/** The player's rule took the ball from a catcher this turn: no Turnover for the catcher's team (Quick Bite). */
export function starTookCaughtBall(s: MatchState): boolean {
  const carrier = s.ball.kind === 'carried' ? s.ball.player : null;
  const p = carrier === null ? undefined : s.players.find((o) => o.id === carrier);
  const def = p && starRuleOf(p);
  return p !== undefined && def !== undefined && hasUsed(p, TOOK(def.id), 'turn');
}

/** Records and logs that the biter took the ball from the catcher it hurt (Quick Bite). */
export function starTookBall(ctx: Context, biter: PlayerState, victim: PlayerState): void {
  const def = starRuleOf(biter);
  if (!def) return;
  markUsed(biter, TOOK(def.id), 'turn');
  ctx.emit({
    kind: 'star-rule',
    player: biter.id,
    rule: def.id,
    effect: `takes the ball from ${victim.name}`,
  });
}

/** A failed activation roll: whether the player's rule turns it into making the declared action twice. */
export function starRepeatsAction(
  ctx: Context,
  p: PlayerState,
  purpose: RollPurpose,
  natural: number,
  action: ActionKind,
): boolean {
  const def = starRuleOf(p);
  if (!def?.repeatsActionOn || !starRuleReady(p, def) || !def.repeatsActionOn(purpose, natural, action))
    return false;
  useStarRule(ctx, p, def, `makes two ${action} actions instead`);
  return true;
}

/** The player's activation is over: a team-mate it carried is set down beside it (I'll Carry You). */
export function starActivationEnd(ctx: Context, p: PlayerState): void {
  const mate = carried(p);
  if (mate) ctx.push(setDown(p, mate));
}
