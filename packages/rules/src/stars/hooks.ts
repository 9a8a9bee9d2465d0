import type { BlockFace } from '../dice/index.js';
import type { Context } from '../engine/context.js';
import type { Modifier } from '../engine/events.js';
import type { Square } from '../pitch.js';
import type { SkillId } from '../skills/catalogue.js';
import type { ActivationFailure, TestSituation } from '../skills/hooks.js';
import type { MatchState, PlayerState } from '../state/types.js';
import type { ActionKind, InjuryResult, RollPurpose } from '../types.js';
import type { StarRuleId } from './ids.js';

/** What an armour roll came from, for rules that care (a Block Action's knock-down, a Stab …). */
export type ArmourCause = 'block' | 'stab' | 'chainsaw' | 'foul';

/** An armour roll as a special rule sees it, after the usual modifiers (Mighty Blow, Claws). */
export interface ArmourSituation {
  s: MatchState;
  victim: PlayerState;
  /** The player responsible (the blocker, the stabber), or null. */
  by: PlayerState | null;
  cause: ArmourCause | undefined;
  natural: readonly [number, number];
  total: number;
  av: number;
  broken: boolean;
  /** A Mighty Blow not yet used that may still go on this roll (it joins a bonus that then breaks it). */
  spare: number;
  /** Whether modifiers may be added to it at all (not against Iron Hard Skin). */
  modifiable: boolean;
  /** Already re-rolled: no die is re-rolled twice. */
  rerolled: boolean;
}

/** An injury roll as a special rule sees it. */
export interface InjurySituation {
  s: MatchState;
  victim: PlayerState;
  by: PlayerState | null;
  cause: ArmourCause | undefined;
  natural: readonly [number, number];
  total: number;
  result: InjuryResult;
  /** How the victim's injury table reads another total (Stunty, Thick Skull). */
  readAt(total: number): InjuryResult;
  rerolled: boolean;
  /** Rules already used on this injury's armour roll (an either-or bonus is used once). */
  usedOnArmour: readonly StarRuleId[];
}

/** A block the owner makes, as a rule offering to re-roll one of its dice sees it. */
export interface BlockSituation {
  s: MatchState;
  attacker: PlayerState;
  defender: PlayerState;
  /** Made as part of a Blitz. */
  blitz: boolean;
  faces: readonly BlockFace[];
}

/**
 * Something the owner may do as its activation starts, after its activation rolls (Black Ink, Catch of
 * the Day, Beer Barrel Bash …). Its coach picks a target (or uses it, or not); `automatic` ones just happen.
 */
export interface ActivationAbility {
  /** Whether it may be used now, with this action declared. */
  when(s: MatchState, owner: PlayerState, action: ActionKind): boolean;
  /** The players it may be aimed at; absent when it has no target. An empty list: not now. */
  targets?(s: MatchState, owner: PlayerState): PlayerState[];
  /** Happens without asking (the text says the owner gains it). */
  automatic?: boolean;
  /** For the prompt and the log. */
  text: string;
  /** A second choice once the target is named: one of these words (Wisdom of the White Dwarf's skills) … */
  choices?(s: MatchState, owner: PlayerState, target: PlayerState): string[];
  /** … or one of these squares (Raiding Party's step). */
  squares?(s: MatchState, owner: PlayerState, target: PlayerState): Square[];
  /** Resolves it (rolls, pushes procedures); true when the owner's activation ends. */
  resolve(ctx: Context, owner: PlayerState, target: PlayerState | null, choice?: string | Square): boolean;
}

/** What a rule does to a roll: add to it, or roll it again (the second result stands). */
export type RollAct =
  | { modifier: number }
  | { reroll: true }
  /** Roll one of the two dice again, after a D6 roll of `needs` or more (Old Pro's Pro roll). */
  | { rerollDie: 0 | 1; needs: number; skill: SkillId };

/**
 * A Star Player special rule as hooks the procedures consult at named points (`hook-points.ts`), the
 * way skills are (`skills/hooks.ts`). Each file in `rules/` exports one; `registry.ts` collects them.
 * The rule's period (once per game, half, drive …) is data in `ids.ts`; the hook points check and
 * record it, so a hook only says whether the rule applies and what it does.
 */
export interface StarRuleDef {
  id: StarRuleId;
  /** An armour roll the owner is involved in (as `by` or as the victim). */
  armour?(x: ArmourSituation, owner: PlayerState): RollAct | null;
  /** An injury roll the owner is involved in. */
  injury?(x: InjurySituation, owner: PlayerState): RollAct | null;
  /** Adjust the modifiers of a test the owner makes (Working In Tandem: no range modifier to the partner). */
  ownTest?(t: TestSituation, mods: Modifier[]): Modifier[];
  /**
   * Before the owner's test is rolled: the modifiers to roll with when the rule is used on it (Bounding
   * Leap drops the negative ones), or null. A test it was used on gets a re-roll of its own if it fails.
   */
  beforeTest?(t: TestSituation, mods: readonly Modifier[]): Modifier[] | null;
  /** The owner failed this test: whether its coach may re-roll it (The Ballista, Blind Rage …). */
  testReroll?(t: TestSituation): boolean;
  /** The owner failed this test (not a natural 1): a bonus that would turn it into a pass, or null. */
  rescue?(t: TestSituation, natural: number, total: number, target: number): number | null;
  /** The owner's block: whether its coach may re-roll one block die (Lord of Chaos, Unstoppable Momentum …). */
  blockDieReroll?(x: BlockSituation): boolean;
  /** With `blockDieReroll`: the re-roll covers any number of the dice, the coach picking which (Savage Blow). */
  anyBlockDice?: boolean;
  /** The owner's Ball & Chain direction D6 may be re-rolled (Whirling Dervish). */
  directionReroll?: boolean;
  /** An opponent caught a bomb the owner threw: its coach may make it explode there and then (Kaboom!). */
  explodesCaughtBomb?: boolean;
  /** The owner's Hail Mary Pass: its coach may re-roll the scatter that decides where it lands (Blast It!). */
  rerollsHailMaryScatter?: boolean;
  /** A team-mate catching the owner's Hail Mary Pass gets this bonus (Blast It!). */
  mateCatchBonus?: number;
  /**
   * An opponent the owner Marks caught the ball: an armour roll against it at once, and the ball to the
   * owner if it breaks; no Turnover from it (Quick Bite).
   */
  bitesCatcher?: boolean;
  /**
   * The owner failed an activation roll: whether, instead of the failure, it makes its declared action
   * twice, the first resolved before the second (Fury of the Blood God).
   */
  repeatsActionOn?(purpose: RollPurpose, natural: number, action: ActionKind): boolean;
  /** At the start of the owner's activation (`activation.ts` in this folder runs it). */
  activation?: ActivationAbility;
  /** An injury roll's result is settled: the owner's rule reacts; true when it was used (Pump Up the Crowd). */
  injured?(ctx: Context, x: InjurySituation, owner: PlayerState): boolean;
  /**
   * A failed Animal Savagery or Bloodlust roll: which adjacent opponents the owner may hurt instead of a
   * team-mate (Primal Savagery, Tasty Morsel).
   */
  lashesOutAt?(failure: ActivationFailure, victim: PlayerState): boolean;
  /** An action the owner declares without using up the team's one per turn (Sneakiest of the Lot: a Foul). */
  ownAction?: ActionKind;
  /** Its Block Action may aim at a Standing opponent this far away, and may not follow up then (Vicious Vines). */
  blockReach?: number;
  /** Extra block dice on the owner's block, at most 3 in all (Gored by the Bull); one use covers the activation. */
  extraBlockDice?(blitz: boolean): number;
  /** Extra ST once its Dauntless roll succeeded (Indomitable: double the target's ST). */
  afterDauntless?(owner: PlayerState, target: PlayerState): number;
  /** Blocked by an opponent: it counts as having Dodge for that block (Watch Out!). */
  dodgesBlock?: boolean;
  /** The owner's Throw Team-mate is fumbled: the team-mate lands safely wherever it ends up (Reliable). */
  fumbleLandsSafely?: boolean;
  /** The owner scored: its team gets a team re-roll for the next drive (Star of the Show). */
  scoredRerollNextDrive?: boolean;
  /** Once its activation ability is used, no Dodge for leaving Tackle Zones until the activation ends (Incorporeal). */
  noDodgeAfterUse?: boolean;
  /** Its Special Action may be aimed at adjacent opponents on the ground, and is then no Foul (Kick 'em …). */
  specialAttackOnDown?(owner: PlayerState): boolean;
  /** Right after its Special Action, another against a different opponent (Maximum Carnage). */
  repeatsSpecialAttack?: boolean;
  /** The owner would be sent off for Secret Weapon at the end of a drive: true keeps it (I'll Be Back!). */
  staysDespiteSecretWeapon?: boolean;
}
