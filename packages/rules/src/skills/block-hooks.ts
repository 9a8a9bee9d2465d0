import type { ArmourBonus } from '../block/armour-bonus.js';
import type { Context } from '../engine/context.js';
import type { Proc } from '../engine/procedure.js';
import type { MatchState, PlayerState } from '../state/types.js';

/**
 * Hook points for blocks, pushes, knock-downs from blocks and fouls. A skill file sets the fields it
 * needs under `block` (or `foul`) in its `SkillDef`; the block, push and foul procedures read them and
 * never test a skill id themselves.
 */
export interface BlockHooks {
  /** May stay Standing on Both Down (Block). The block reads `bothDown`; `odds/block.ts` still reads this. */
  standsOnBothDown?: boolean;
  /** On Both Down both players are Placed Prone instead (Wrestle); what a Blitzing Juggernaut cancels. */
  wrestle?: boolean;
  /** A Stumble against the owner counts as Push Back (Dodge). */
  stumbleAsPush?: boolean;
  /** The owner's Stumble targets cannot use `stumbleAsPush` (Tackle). */
  cancelsStumbleDodge?: boolean;
  /** +1 to the armour or the injury roll of an opponent it knocks down in a block (Mighty Blow). */
  knockDownBonus?: number;
  /** A natural armour total of this or more breaks the armour of an opponent it knocks down (Claws). */
  breaksArmourOn?: number;
  /** Opponents cannot modify armour rolls against the owner, and Claws fails (Iron Hard Skin). */
  armourUnmodifiable?: boolean;
  /** May refuse any push, chain pushes included (Stand Firm). */
  standFirm?: boolean;
  /** Gives block assists even while Marked by other opponents (Guard). */
  assistsWhileMarked?: boolean;
  /** In the opponent's turn, opponents the owner Marks lose Guard and Put the Boot In (Defensive). */
  cancelsMarkedGuard?: boolean;
  /** Before the strengths are counted: a roll that lets the owner block at the target's ST (Dauntless). */
  strengthRoll?(ctx: Context, owner: PlayerState, target: PlayerState): boolean;
  /** Must follow up after pushing the target back (Frenzy, Ball & Chain). */
  mustFollowUp?: boolean;
  /** After its block, whether it must block the same target again (Frenzy: still Standing next to it). */
  blocksAgain?(s: MatchState, owner: PlayerState, target: PlayerState): boolean;
  /** An optional skill its coach is offered on a Both Down (Juggernaut, Wrestle, Block). */
  bothDown?: BothDownOffer;
  /** On the owner's Blitz, the target's skills setting these hooks do nothing (Juggernaut). */
  cancelsOnBlitz?: readonly (keyof BlockHooks)[];
  /**
   * On a Blitz: Both Down counts as Push Back; the target loses Fend, Stand Firm and Wrestle. The block
   * reads `bothDown` and `cancelsOnBlitz`; `odds/block.ts` still reads this.
   */
  juggernaut?: boolean;
  /** Extra ST for blocks made during the owner's Blitz (Horns). */
  blitzStrength?: number;
  /** On a declared Block Action, picks any empty square next to the target for the push; no Sidestep. */
  grab?: boolean;
  /** When pushed, the owner's coach picks any adjacent empty square (Sidestep). */
  sidestep?: boolean;
  /** The blocker cannot follow up when it pushes the owner back (Fend). */
  fend?: boolean;
  /** When pushed back, the owner's coach may make the blocker follow up (Taunt). */
  taunt?: boolean;
  /** On a declared Block Action, re-roll one Both Down die once per activation (Brawler). */
  rerollBothDown?: boolean;
  /** Re-roll one Player Down die when blocking a player with this keyword (Hatred (X)); value = keyword. */
  rerollPlayerDownVsKeyword?: boolean;
  /**
   * After the owner's push and follow-up, before anyone goes down: `knocked` when the target will be
   * Knocked Down (Eye Gouge; Strip Ball makes a pushed ball carrier drop the ball).
   */
  afterPush?(ctx: Context, owner: PlayerState, target: PlayerState, knocked: boolean): void;
  /** Keeps the ball against Strip Ball (Sure Hands). */
  keepsBallWhenPushed?: boolean;
  /**
   * Before a Block or a Special Action against the owner: the attacker's roll; false loses the action.
   * `announce` asks the skill to log that the block was lost (Foul Appearance).
   */
  beforeTargeted?(ctx: Context, owner: PlayerState, attacker: PlayerState, announce: boolean): boolean;
  /** After knocking the target down in a Block Action, a free Foul on it, then Placed Prone (Pile Driver). */
  foulsAfterKnockDown?: boolean;
  /** On a declared Block Action, may block two opponents at −2 ST each, with no follow-up (Multiple Block). */
  twoTargets?: boolean;
  /** Casualties caused by its Special Actions earn SPP (Violent Innovator). */
  specialActionSpp?: boolean;
  /** After a Block Action (or a Stab), one free square ignoring Tackle Zones, ending unmarked (Hit and Run). */
  stepAfterBlock?: boolean;
  /** Before the dice of a block or a special action against it, moves next to the attacker (Trickster). */
  relocatesWhenTargeted?: boolean;
  /** How the owner goes down when a block knocks it down, instead of the usual (Saboteur's D6 first). */
  knockedDownBy?(
    s: MatchState,
    owner: PlayerState,
    attacker: PlayerState,
    bonus: ArmourBonus | undefined,
  ): Proc;
  /** Once the owner's block is over, its injuries resolved (Plague Ridden). */
  afterBlock?(ctx: Context, owner: PlayerState, target: PlayerState): void;
  /** After its Block Action (or a Special Action that allows it), a step of its own, if any (Hit and Run). */
  afterAction?(s: MatchState, owner: PlayerState): Proc | null;
  /** The bonus against an opponent that Falls Over leaving the owner's Tackle Zone (Arm Bar). */
  fallBonus?(s: MatchState, owner: PlayerState, faller: PlayerState): ArmourBonus;
  /** Added to every armour roll against the owner (Chainsaw: +3). */
  ownArmourModifier?: number;
  /** A Special Action against a Standing opponent the owner Marks, which may replace a Blitz's block. */
  specialAttack?: SpecialAttack;
}

/** The boolean block hooks, by name. */
export type BlockFlag = {
  [K in keyof BlockHooks]-?: BlockHooks[K] extends boolean | undefined ? K : never;
}[keyof BlockHooks];

/** An optional skill offered on a Both Down. */
export interface BothDownOffer {
  /** Offers are asked lowest first; for equal orders the blocker's coach before the target's. */
  order: number;
  /** Using it: the result counts as Push Back, both players are Placed Prone, or the owner stays Standing. */
  effect: 'push-back' | 'both-placed-prone' | 'stays-standing';
  /** What it does, for the prompt and the log. */
  text: string;
  /** Only the blocker may use it, and only on a Blitz (Juggernaut). */
  blitzerOnly?: boolean;
}

/** The Both Down offers as `odds/block.ts` names them (it enumerates them on its own). */
export type BothDownAsk =
  | 'juggernaut'
  | 'attacker-wrestle'
  | 'defender-wrestle'
  | 'attacker-block'
  | 'defender-block';

export interface FoulHooks {
  /** +1 to the armour or the injury roll of its Foul (Dirty Player). */
  bonus?: number;
  /** Not sent off for a double on the armour roll when the armour holds (Sneaky Git). */
  doubleIgnoredIfArmourHolds?: boolean;
  /** Gives foul assists even while Marked (Put the Boot In). */
  assistsWhileMarked?: boolean;
  /** With no assist on either side, may re-roll a failed foul armour roll (Lone Fouler). */
  rerollArmourAlone?: boolean;
  /** The activation goes on after the Foul with the movement left (Quick Foul). */
  continuesAfter?: boolean;
  /**
   * The fouler's coach may add this to the Foul's armour roll after a D6 2+ (Chainsaw: +3); on a 1 the
   * kick-back Knocks the fouler Down and there is no foul.
   */
  armourBoost?: number;
}

/**
 * A Special Action aimed at an adjacent Standing opponent (Stab, Chainsaw, Projectile Vomit, Breathe
 * Fire). It is not a Block Action: no block dice and no block skills.
 */
export interface SpecialAttack {
  /** Rolls and pushes the procedures of the attack; the caller deals with a ball a victim drops. */
  resolve(ctx: Context, attacker: PlayerState, target: PlayerState): void;
  /** The owner's activation ends after the attack, even on a Blitz (Breathe Fire). */
  endsActivation?: boolean;
  /** Hit and Run may follow it, as after a Block Action (Stab). */
  allowsHitAndRun?: boolean;
  /** The player may Move before the attack (Hypnotic Gaze); it may then be declared while Prone. */
  moveFirst?: boolean;
}
