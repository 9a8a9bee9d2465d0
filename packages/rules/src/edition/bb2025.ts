import {
  casualtyTable,
  injuryTable,
  kickOffTable,
  lastingInjuryTable,
  stuntyInjuryTable,
  weatherTable,
} from '../tables/index.js';
import type { Edition } from './edition.js';

/** Blood Bowl 2025 (Third Season), with the May 2026 Designer's Commentary. */
export const BB2025: Edition = {
  id: 'bb2025',
  turnsPerHalf: 8,
  maxOnPitch: 11,
  minOnLineOfScrimmage: 3,
  maxPerWideZone: 2,
  standUpCost: 3,
  standUpRollMaxMa: 2,
  standUpTarget: 4,
  rushes: 2,
  rushTarget: 2,
  jumpCost: 2,
  secureTheBallTarget: 2,
  secureTheBallClearance: 2,
  koRecoveryTarget: 4,
  shadowingTarget: 4,
  pickMeUpTarget: 5,
  steadyFootingTarget: 6,
  noTeamReroll: [
    'armour',
    'injury',
    'casualty',
    'lasting-injury',
    'bounce',
    'scatter',
    'throw-in-direction',
    'throw-in-distance',
    'crowd-takes-action',
    'kick-deviation-direction',
    'kick-deviation-distance',
    'loner',
    'pro',
    'regeneration',
  ],
  weather: (t) => weatherTable(Math.min(12, Math.max(2, t))),
  kickOff: (t) => kickOffTable(Math.min(12, Math.max(2, t))),
  injury: (t) => injuryTable(Math.min(12, Math.max(2, t))),
  stuntyInjury: (t) => stuntyInjuryTable(Math.min(12, Math.max(2, t))),
  casualty: (d) => casualtyTable(Math.min(16, Math.max(1, d))),
  lastingInjury: (d) => lastingInjuryTable(d),
};

export const EDITIONS = { bb2025: BB2025 } as const;
export const editionOf = (id: 'bb2025'): Edition => EDITIONS[id];
