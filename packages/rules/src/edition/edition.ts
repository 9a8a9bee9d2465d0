import type { Context } from '../engine/context.js';
import type { Modifier } from '../engine/events.js';
import type { Stats } from '../state/types.js';
import type { Characteristics } from '../tables/characteristics.js';
import type { PassRange } from '../tables/pass-range.js';
import type { CasualtyResult, KickOffEvent, LastingInjury, RollPurpose, Weather } from '../types.js';

/** The rule sets the engine plays; a match, a team sheet and a league name one. */
export const EDITION_IDS = ['bb2025', 'classic'] as const;
export type EditionId = (typeof EDITION_IDS)[number];

/** One casualty roll read on the edition's table: the result, and the characteristic lost, if any. */
export interface CasualtyRoll {
  result: CasualtyResult;
  lasting: LastingInjury | null;
  /** The table's own name for the injury ("Smashed Knee"), when it has one. */
  detail?: string | undefined;
}

/**
 * An edition is a table of rule values and table lookups, plus the few steps whose shape differs between
 * editions (chessops-style overrides: the AG table or an AG target, D16 or D68 casualties, PA or AG
 * passing). Procedures read everything through `editionOf(s)`, never an edition id.
 */
export interface Edition {
  id: EditionId;
  /** English name, for logs and screens. */
  name: string;
  turnsPerHalf: number;
  maxOnPitch: number;
  minOnLineOfScrimmage: number;
  maxPerWideZone: number;
  standUpCost: number;
  /** Players with MA at or below this must roll to stand up. */
  standUpRollMaxMa: number;
  standUpTarget: number;
  /** Rushes (BB2025) or Going For It squares (classic) after the MA is used. */
  rushes: number;
  rushTarget: number;
  jumpCost: number;
  secureTheBallTarget: number;
  /** Max distance of a Standing opponent from the ball that forbids Secure the Ball. */
  secureTheBallClearance: number;
  koRecoveryTarget: number;
  shadowingTarget: number;
  pickMeUpTarget: number;
  steadyFootingTarget: number;
  /** Rolls no team re-roll may ever be used on. */
  noTeamReroll: readonly RollPurpose[];

  /** The D6 target of an agility test (dodge, pick-up, catch, interception, jump, landing) for these stats. */
  agilityTarget(stats: Stats): number;
  /** The D6 target of a pass (PA, or AG through the AG table); null: this player cannot pass. */
  passTarget(stats: Stats): number | null;
  /** Modifiers every roll of this purpose starts with, before Tackle Zones and skills (classic dodge +1). */
  baseModifiers(purpose: RollPurpose): readonly Modifier[];
  /** Pass test modifier of each range band. */
  passRangeModifier: Readonly<Record<PassRange, number>>;
  /** Interception modifier against an accurate or an inaccurate pass. */
  interceptionModifier(accurate: boolean): Modifier;
  /** Catch modifier for an accurately thrown ball or a hand-off (classic +1), if any. */
  accurateCatchModifier: Modifier | null;
  /** Whether an armour roll of `total` breaks armour `av` (the stored characteristic). */
  armourBroken(total: number, av: number): boolean;
  /** Modifiers an injury roll against this player gets from its Niggling Injuries. */
  nigglingInjuryModifiers(niggling: number): Modifier[];
  weather(total2d6: number): Weather;
  kickOff(total2d6: number): KickOffEvent;
  injury(total2d6: number): 'stunned' | 'knocked-out' | 'casualty';
  stuntyInjury(total2d6: number): 'stunned' | 'knocked-out' | 'badly-hurt' | 'casualty';
  /**
   * The casualty roll (D16 + modifiers, or D68): rolls its dice, emits its roll events and reads the
   * table. `modifiers` are the skill modifiers the procedure found (Decay).
   */
  rollCasualty(ctx: Context, player: string, niggling: number, modifiers: Modifier[]): CasualtyRoll;
  /**
   * A BB2025 roster's printed characteristics read in this edition: the stand-in for players with no
   * roster of this edition (scenarios naming a BB2025 position, self-play until the LRB6 rosters land).
   */
  fromBb2025Stats(stats: Stats): Stats;
  /** The characteristics after losing one step of `c`, or null when it cannot apply. */
  reduceCharacteristic(stats: Characteristics, c: LastingInjury): Characteristics | null;
}
