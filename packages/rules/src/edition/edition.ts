import type { CasualtyResult, KickOffEvent, LastingInjury, RollPurpose, Weather } from '../types.js';

/**
 * An edition is a table of rule values and table lookups. Procedures read numbers from here instead of
 * hard-coding them, so a later edition is a new record, not a new set of `switch`es.
 */
export interface Edition {
  id: 'bb2025';
  turnsPerHalf: number;
  maxOnPitch: number;
  minOnLineOfScrimmage: number;
  maxPerWideZone: number;
  standUpCost: number;
  /** Players with MA at or below this must roll to stand up. */
  standUpRollMaxMa: number;
  standUpTarget: number;
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
  weather(total2d6: number): Weather;
  kickOff(total2d6: number): KickOffEvent;
  injury(total2d6: number): 'stunned' | 'knocked-out' | 'casualty';
  stuntyInjury(total2d6: number): 'stunned' | 'knocked-out' | 'badly-hurt' | 'casualty';
  casualty(modifiedD16: number): CasualtyResult;
  lastingInjury(d6: number): LastingInjury;
}
