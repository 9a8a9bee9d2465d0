import {
  casualtyTable,
  injuryTable,
  kickOffTable,
  lastingInjuryTable,
  PASS_RANGE_MODIFIER,
  reduceCharacteristic,
  stuntyInjuryTable,
  weatherTable,
} from '../tables/index.js';
import { ACTION_KINDS, type LastingInjury } from '../types.js';
import type { Edition } from './edition.js';
import { tableRoll, testRoll } from './roll-event.js';

/** Blood Bowl 2025 (Third Season), with the May 2026 Designer's Commentary. */
export const BB2025: Edition = {
  id: 'bb2025',
  name: 'Blood Bowl 2025',
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
  teamRerollsPerTurn: null,
  actions: ACTION_KINDS,
  jumpOverLyingPlayers: true,
  jumpCountsMarkers: true,
  stalling: true,
  argueTheCall: true,
  inducements: 'bb2025-common',
  // AG and PA are printed as target numbers (3 = 3+).
  agilityTarget: (stats) => stats.ag,
  passTarget: (stats) => stats.pa,
  baseModifiers: () => [],
  passRangeModifier: PASS_RANGE_MODIFIER,
  interceptBeforeThrow: false,
  interceptionModifier: (accurate) =>
    accurate ? { value: -3, reason: 'accurate pass' } : { value: -2, reason: 'inaccurate pass' },
  accurateCatchModifier: null,
  // AV is a target too: 9+ breaks on 9.
  armourBroken: (total, av) => total >= av,
  // Niggling Injuries add to the Casualty roll instead (§4.5).
  nigglingInjuryModifiers: () => [],
  heatEachPlayer: false,
  apothecaryKoToReserves: false,
  kickOffRules: {
    rollOffDie: 'D6',
    rollOffAddsFans: false,
    cheeringFansReroll: false,
    brilliantCoachingForHalf: false,
    quickSnapPlayers: null,
    pitchInvasionEachPlayer: false,
  },
  rollFans(ctx, ffOf) {
    const roll = (side: 'home' | 'away') => {
      const n = ctx.roll('D3');
      ctx.emit(tableRoll('fan-factor', null, 'D3', [n], [], n));
      return n + ffOf[side];
    };
    const home = roll('home');
    return { home, away: roll('away') };
  },
  weather: (t) => weatherTable(Math.min(12, Math.max(2, t))),
  kickOff: (t) => kickOffTable(Math.min(12, Math.max(2, t))),
  injury: (t) => injuryTable(Math.min(12, Math.max(2, t))),
  stuntyInjury: (t) => stuntyInjuryTable(Math.min(12, Math.max(2, t))),
  rollCasualty(ctx, player, niggling, extra) {
    const n = ctx.roll('D16');
    const modifiers = niggling > 0 ? [{ value: niggling, reason: 'niggling injuries' }, ...extra] : extra;
    const total = n + modifiers.reduce((a, m) => a + m.value, 0);
    const result = casualtyTable(Math.min(16, Math.max(1, total)));
    ctx.emit(tableRoll('casualty', player, 'D16', [n], modifiers, total));
    let lasting: LastingInjury | null = null;
    if (result === 'lasting-injury') {
      const d = ctx.roll('D6');
      lasting = lastingInjuryTable(d);
      ctx.emit(tableRoll('lasting-injury', player, 'D6', [d], [], d));
    }
    return { result, lasting };
  },
  shadowingRoll(ctx, shadower) {
    const n = ctx.roll('D6');
    const ok = n >= BB2025.shadowingTarget;
    ctx.emit(testRoll('shadowing', shadower.id, [n], n, BB2025.shadowingTarget, ok));
    return ok;
  },
  tentaclesRoll(ctx, owner, mover) {
    const n = ctx.roll('D6');
    const total = n + owner.stats.st - mover.stats.st;
    const held = n === 6 || total >= 6;
    ctx.emit(testRoll('tentacles', owner.id, [n], total, 6, held));
    return held;
  },
  fromBb2025Stats: (stats) => stats,
  reduceCharacteristic,
};
