import type { BallArrival } from '../ball/land.js';
import type { Modifier } from '../engine/events.js';
import type { Square } from '../pitch.js';
import type { MatchState, PlayerState } from '../state/types.js';
import type { PassRange } from '../tables/pass-range.js';
import type { ActionKind, RollPurpose } from '../types.js';
import type { BlockHooks, FoulHooks } from './block-hooks.js';
import type { SkillId } from './catalogue.js';
import type { ClassicOnlySkillId } from './classic/ids.js';

/** The test a hook is asked about. */
export interface TestSituation {
  s: MatchState;
  /** The player making the test. */
  player: PlayerState;
  purpose: RollPurpose;
  from?: Square | undefined;
  to?: Square | undefined;
  /** True during a Secure the Ball action (Sure Hands cannot help there). */
  secureTheBall?: boolean | undefined;
  /** How the ball arrived, for catches (Diving Catch). */
  arrival?: BallArrival | undefined;
  /** The range band of the pass being tested (Accurate, Cannoneer). */
  passRange?: PassRange | undefined;
}

/** How a failed activation-trait roll hurts (Bone Head, Really Stupid, Take Root …). */
export type ActivationFailure = 'distracted' | 'activation-ends' | 'rooted' | 'animal-savagery' | 'bloodlust';

export interface ActivationRoll {
  purpose: RollPurpose;
  target: number;
  modifiers: Modifier[];
  onFail: ActivationFailure;
}

/** A re-roll a skill grants on its owner's failed test. */
export interface SkillReroll {
  purposes: readonly RollPurpose[];
  /** How often: once per team turn, once per activation, or whenever. */
  per: 'turn' | 'activation' | 'unlimited';
  /** Extra conditions (e.g. Dodge is cancelled by a Tackle marker). */
  allowed?(t: TestSituation): boolean;
  /** Some re-rolls need a roll of their own first (Pro: 3+). */
  needs?: number;
}

/**
 * What a skill or trait does, as hooks the procedures consult at named points. Each skill file exports
 * one of these; `registry.ts` collects them. Procedures never test a skill id themselves.
 */
export interface SkillDef {
  /** A BB2025 id, or one only LRB6 has (`classic/ids.ts`): the id a player's skill list carries. */
  id: SkillId | ClassicOnlySkillId;
  /** Adjust the modifiers of a test made by the owner (add bonuses, drop penalties). */
  ownTest?(t: TestSituation, mods: Modifier[], value: number | string | undefined): Modifier[];
  /** Adjust the modifiers of a test made by an opponent the owner Marks (Prehensile Tail). */
  opponentTest?(t: TestSituation, owner: PlayerState, mods: Modifier[]): Modifier[];
  /** After a failed test, a once-per-turn bonus that may turn it into a pass (Break Tackle). */
  rescue?: { purposes: readonly RollPurpose[]; bonus(t: TestSituation): number; per: 'turn' };
  reroll?: SkillReroll;
  /** Extra Rushes allowed per activation (Sprint). */
  extraRushes?: number;
  /** Standing up costs no MA (Jump Up). */
  freeStandUp?: boolean;
  /** A Prone owner may declare a Block: an AG roll with this modifier stands it up, or the action is lost (LRB6 Jump Up). */
  proneBlock?: number;
  /** Modifier per adjacent Open Standing team-mate on the MA ≤ 2 stand-up roll (Timmm-ber!). */
  standUpHelp?: boolean;
  /** Can jump over any adjacent square, not only Prone/Stunned players (Leap, Pogo). */
  jumpAnySquare?: boolean;
  /** Does not count as Marking an opponent dodging into its Tackle Zone (Titchy). */
  notMarkingForDodge?: boolean;
  /** Uses the Stunty injury table. */
  stuntyInjuries?: boolean;
  /** Re-read the injury result from the 2D6 total (Thick Skull). */
  injuryTotalAdjust?(total: number, stunty: boolean): 'stunned' | 'knocked-out' | null;
  /** Added to Casualty rolls against the owner (Decay). */
  casualtyModifier?: number;
  /** Casualty rolls against the owner, each applied in turn (LRB6 Decay: two). */
  casualtyRolls?: number;
  /** Armour modifier of the owner's special attack on this target (LRB6 Stakes on a Stab against the dead). */
  attackArmourModifier?(s: MatchState, target: PlayerState): number;
  /** Rolled before a Casualty roll; on this target or more the player goes to Reserves (Regeneration). */
  regeneration?: number;
  /** Rolled after the Casualty roll and any Apothecary; on this target or more, Reserves instead (LRB6). */
  regenerationAfter?: number;
  /** A roll after declaring an action (Bone Head, Really Stupid …). */
  activationRoll?(
    s: MatchState,
    p: PlayerState,
    action: ActionKind,
    value: number | string | undefined,
  ): ActivationRoll | null;
  /** Actions the owner cannot declare. */
  forbidsAction?(action: ActionKind): boolean;
  /** Can never hold the ball: catches and pick-ups fail automatically (No Ball). */
  noBall?: boolean;
  /** Kick-off deviation for a kicker with this skill: a D3 (Kick), or the D6 halved, rounding down (LRB6 Kick). */
  kickDistanceDie?: 'D3' | 'half-D6';
  /** The kick skill is only for a kicker neither in a Wide Zone nor on the Line of Scrimmage (LRB6 Kick). */
  kicksFromCentre?: boolean;
  /** May re-roll a Punt's direction die and/or distance die (Kick). */
  rerollsPuntDice?: boolean;
  /** Gate on using a team re-roll: D6 ≥ value (Loner). */
  teamRerollGate?: boolean;
  /** While on the pitch at the start of a half, the team gains this many Leader re-rolls. */
  leaderRerolls?: number;
  /** On being Knocked Down or Falling Over: D6 this target avoids it (Steady Footing). */
  steadyFooting?: number;
  /** When going down with the ball, place it in an adjacent empty square (Safe Pair of Hands). */
  safeBallPlacement?: boolean;
  /** During a Move action, may leave the ball in a vacated square (Fumblerooski). */
  dropBallWhileMoving?: boolean;
  /** Sent off at the end of each drive it played in (Secret Weapon). */
  sentOffAfterDrive?: boolean;
  /** At the end of each opposing turn, Prone team-mates within this distance stand up on 5+ (Pick-me-up). */
  pickMeUpRange?: number;
  /** Added to its team's fans for the kick-off table while it is on the pitch (LRB6 Fan Favourite). */
  kickOffFans?: number;
  /** Opponent reactions to a dodge or jump away from the owner. */
  reaction?: 'tentacles' | 'diving-tackle' | 'shadowing';
  /** Cannot declare Secure the Ball etc. are covered by forbidsAction; team building rules by this flag. */
  teamBuildingOnly?: boolean;
  /** A natural 1 on the owner's pass keeps the ball: no fumble, no Turnover (Safe Pass). */
  safePass?: boolean;
  /** An interception of the owner's pass is cancelled on an unmodified AG roll (LRB6 Safe Throw). */
  safeThrow?: boolean;
  /** The owner's interceptions cannot be cancelled by Safe Throw (LRB6 Very Long Legs). */
  beatsSafeThrow?: boolean;
  /** The owner's passes cannot be intercepted (Cloud Burster). */
  uninterceptablePasses?: boolean;
  /** The owner may intercept even passes that cannot be intercepted (Very Long Legs). */
  interceptsAnyPass?: boolean;
  /** The owner may refuse (D6 1) to pass or hand off to this team-mate (Animosity). */
  refusesToGiveTo?(
    s: MatchState,
    giver: PlayerState,
    receiver: PlayerState,
    value: number | string | undefined,
  ): boolean;
  /** The team-mates a failed Bloodlust roll may bite (Thralls), and what befalls it with none to bite. */
  bloodlustThrall?(s: MatchState, teamMate: PlayerState): boolean;
  /** With no Thrall to bite: Distracted (BB2025), or off to the Reserves (LRB6 Blood Lust). */
  bloodlustUnfed?: 'distracted' | 'reserves';
  /** After a Quick Pass or a Hand-off with no Turnover, the owner may keep moving (Give and Go). */
  giveAndGo?: boolean;
  /** May pass to any square as a Long Bomb that is never Accurate and cannot be intercepted (Hail Mary). */
  hailMaryPass?: boolean;
  /** The Hail Mary is a plain D6 that fumbles only on a 1, not a modified pass roll (LRB6 Hail Mary Pass). */
  hailMaryOnD6?: boolean;
  /** May declare Throw Team-mate Actions (Throw Team-mate). */
  throwsTeamMates?: boolean;
  /**
   * How its throws land: the landing penalty of an inaccurate throw (BB2025 Subpar: 1), and whether a
   * fumbled throw leaves the team-mate in its own square (LRB6) instead of a square next to the thrower.
   */
  teamMateThrow?: { inaccuratePenalty: number; fumbleStays: boolean };
  /** Can be thrown by a team-mate, even while Prone (Right Stuff). */
  canBeThrown?: boolean;
  /** A Superb throw lands in the target square without scattering (Bullseye). */
  bullseye?: boolean;
  /** Before a Throw Team-mate: D6 1, then D6 1 eats the team-mate, 2+ fumbles (Always Hungry). */
  alwaysHungry?: boolean;
  /** Landing on an opponent: +1 to its armour or injury roll, and the casualty counts for SPP (Lethal Flight). */
  lethalFlight?: boolean;
  /** May dive to catch a pass, throw-in or kick-off landing in an adjacent empty square (Diving Catch). */
  divesToCatch?: boolean;
  /** May kick an adjacent Right Stuff team-mate as a once-per-turn Special Action (Kick Team-mate). */
  kicksTeamMates?: boolean;
  /** May throw bombs as a once-per-turn Special Action (Bombardier). */
  throwsBombs?: boolean;
  /** May punt the ball as a once-per-turn Special Action (Punt). */
  punts?: boolean;
  /** Thrown, it glides along the Throw-in template instead of scattering (Swoop). */
  swoop?: boolean;
  /** When an opponent declares a pass target, may move up to 3 squares without Rushing (On the Ball). */
  onTheBall?: boolean;
  /**
   * At the kick-off, after the deviation, one Open receiver with this may move up to 3 squares in its own
   * half (On the Ball; LRB6 Kick-Off Return, which a player on the Line of Scrimmage cannot use).
   */
  kickOffRun?: 'anywhere' | 'off-the-line';
  /** When blocked while holding the ball, may first make a Quick Pass (Dump-off). */
  dumpOff?: boolean;
  /** −1 to passes, catches and interceptions by opponents within 3 squares (Disturbing Presence). */
  disturbingPresence?: boolean;
  /** Its only action is the Ball & Chain Move, a Special Action of random steps (Ball & Chain). */
  ballAndChainMove?: boolean;
  /** Going down in any way is an injury roll at once, no armour roll, Stunned read as KO (Ball & Chain). */
  injuryWhenDown?: boolean;
  /** May re-roll the armour or injury roll of a target its block knocked down, then lies down (LRB6 Piling On). */
  pilesOn?: boolean;
  /** Blocks, pushes and knock-downs from blocks (`block-hooks.ts`). */
  block?: BlockHooks;
  /** Fouls (`block-hooks.ts`). */
  foul?: FoulHooks;
}
