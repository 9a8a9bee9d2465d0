import type { Context } from '../engine/context.js';
import type { Modifier } from '../engine/events.js';
import type { InducementListId } from '../inducements/types.js';
import type { Stats } from '../state/types.js';
import type { Characteristics } from '../tables/characteristics.js';
import type { PassRange } from '../tables/pass-range.js';
import type {
  ActionKind,
  CasualtyResult,
  KickOffEvent,
  LastingInjury,
  RollPurpose,
  Weather,
} from '../types.js';

/** The rule sets the engine plays; a match, a team sheet and a league name one. */
export const EDITION_IDS = ['bb2025', 'classic'] as const;
export type EditionId = (typeof EDITION_IDS)[number];

export interface KickOffRules {
  /** Cheering Fans and Brilliant Coaching: each coach rolls this die + the team's fans (when counted) + helpers. */
  rollOffDie: 'D3' | 'D6';
  rollOffAddsFans: boolean;
  /** Cheering Fans wins an extra team re-roll for the half (classic) instead of a Block assist (BB2025). */
  cheeringFansReroll: boolean;
  /** Brilliant Coaching's re-roll lasts the half (classic) instead of the drive (BB2025). */
  brilliantCoachingForHalf: boolean;
  /** Quick Snap!: how many receivers may move; null: D3 + 3. */
  quickSnapPlayers: number | null;
  /**
   * Pitch Invasion: every opposing player on the pitch is rolled for (D6 + the rolling team's fans, 6+ and
   * never a natural 1: Stunned; classic), instead of D3 random players of the team losing D6 + fans.
   */
  pitchInvasionEachPlayer: boolean;
}

/** A player as an edition's roll needs it. */
export interface Rolled {
  id: string;
  stats: Stats;
}

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
  /** Team re-rolls a team may use in one of its turns; null: no limit. */
  teamRerollsPerTurn: number | null;
  /** Actions this edition has (classic has no Secure the Ball). */
  actions: readonly ActionKind[];
  /** Any player may jump over a Prone or Stunned player (BB2025); otherwise only a skill lets it leap. */
  jumpOverLyingPlayers: boolean;
  /** A jump counts the Tackle Zones on the squares left and entered (BB2025); a classic Leap ignores them. */
  jumpCountsMarkers: boolean;
  /** A ball carrier who could score but does not is Stalling and risks the crowd (BB2025 §3.22). */
  stalling: boolean;
  /** A coach whose player is Sent-off may Argue the Call (BB2025); LRB6 has none, only a Bribe. */
  argueTheCall: boolean;
  /**
   * The inducement list a match of this edition buys from at its pre-match inducement step, and so how
   * its purses are filled (`inducements/lists.ts`); null: the edition is played without inducements.
   */
  inducements: InducementListId | null;

  /** The D6 target of an agility test (dodge, pick-up, catch, interception, jump, landing) for these stats. */
  agilityTarget(stats: Stats): number;
  /** The D6 target of a pass (PA, or AG through the AG table); null: this player cannot pass. */
  passTarget(stats: Stats): number | null;
  /** Modifiers every roll of this purpose starts with, before Tackle Zones and skills (classic dodge +1). */
  baseModifiers(purpose: RollPurpose): readonly Modifier[];
  /** Pass test modifier of each range band. */
  passRangeModifier: Readonly<Record<PassRange, number>>;
  /** Interceptions are tried before the pass is rolled (classic), not after the ball is thrown (BB2025). */
  interceptBeforeThrow: boolean;
  /** Interception modifier against an accurate or an inaccurate pass. */
  interceptionModifier(accurate: boolean): Modifier;
  /** Catch modifier for an accurately thrown ball or a hand-off (classic +1), if any. */
  accurateCatchModifier: Modifier | null;
  /** Whether an armour roll of `total` breaks armour `av` (the stored characteristic). */
  armourBroken(total: number, av: number): boolean;
  /** Modifiers an injury roll against this player gets from its Niggling Injuries. */
  nigglingInjuryModifiers(niggling: number): Modifier[];
  /**
   * Sweltering Heat at the end of a drive: a D6 for every player on the pitch, out on a 1 (classic),
   * instead of D3 random players a side (BB2025).
   */
  heatEachPlayer: boolean;
  /** The Apothecary sends a Knocked-out player to the Reserves (classic) instead of leaving it Stunned. */
  apothecaryKoToReserves: boolean;
  /** How the kick-off events both editions share differ in their numbers. */
  kickOffRules: KickOffRules;
  /**
   * Pre-match: each team's fans for this match, the bonus the kick-off events add (BB2025: Fan Factor,
   * D3 + Dedicated Fans; classic: FAME 0–2 from the gates, 2D6 + Fan Factor thousand fans each). `ffOf`
   * is the team's Dedicated Fans (BB2025) or Fan Factor (classic).
   */
  rollFans(ctx: Context, ffOf: { home: number; away: number }): { home: number; away: number };
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
   * roster of this edition (scenarios naming a BB2025 position, Plague Ridden and Masters of Undeath).
   */
  fromBb2025Stats(stats: Stats): Stats;
  /**
   * Shadowing: whether `shadower` follows `mover` out of its Tackle Zone (BB2025: D6 4+; LRB6: 2D6 + the
   * mover's MA − the shadower's MA, 7 or less). Rolls and emits its roll.
   */
  shadowingRoll(ctx: Context, shadower: Rolled, mover: Rolled): boolean;
  /**
   * Tentacles: whether `owner` holds `mover` (BB2025: D6 + owner ST − mover ST, 6+ or a natural 6;
   * LRB6: 2D6 + mover ST − owner ST, 5 or less). Rolls and emits its roll.
   */
  tentaclesRoll(ctx: Context, owner: Rolled, mover: Rolled): boolean;
  /** The characteristics after losing one step of `c`, or null when it cannot apply. */
  reduceCharacteristic(stats: Characteristics, c: LastingInjury): Characteristics | null;
}
