import type { Modifier } from '../engine/events.js';
import {
  agilityTable,
  CLASSIC_ACCURATE_CATCH_MODIFIER,
  CLASSIC_DODGE_MODIFIER,
  CLASSIC_INTERCEPTION_MODIFIER,
  CLASSIC_LIMITS,
  CLASSIC_PASS_RANGE_MODIFIER,
  CLASSIC_PICK_UP_MODIFIER,
  classicCasualty,
  classicKickOffTable,
} from '../tables/classic/index.js';
import {
  injuryTable,
  reduceCharacteristic as reduceBb2025,
  stuntyInjuryTable,
  weatherTable,
} from '../tables/index.js';
import { ACTION_KINDS, type RollPurpose } from '../types.js';
import { BB2025 } from './bb2025.js';
import type { Edition } from './edition.js';
import { tableRoll, testRoll } from './roll-event.js';

const BASE: Partial<Record<RollPurpose, readonly Modifier[]>> = {
  dodge: [{ value: CLASSIC_DODGE_MODIFIER, reason: 'dodge roll' }],
  'pick-up': [{ value: CLASSIC_PICK_UP_MODIFIER, reason: 'pick-up roll' }],
};

/**
 * Classic Blood Bowl: the Living Rulebook 6 as Cyanide's first Blood Bowl plays it (seed 001, rules
 * reference `classic/`). AG and AV are characteristics (AG 3 reads 4+ on the AG table, AV 8 breaks on 9+),
 * there is no PA, Going For It is 2+, casualties are a D68 with Niggling Injuries on the injury roll.
 * The numbers it shares with BB2025 (8 turns, 11 players, 3 on the line, stand up for 3 MA) are BB2025's.
 */
export const CLASSIC: Edition = {
  ...BB2025,
  id: 'classic',
  name: 'Classic (LRB6)',
  // LRB6: at most one team re-roll in a team turn; no Secure the Ball, no general jump, no Stalling.
  teamRerollsPerTurn: 1,
  actions: ACTION_KINDS.filter((a) => a !== 'secure-the-ball'),
  jumpOverLyingPlayers: false,
  jumpCountsMarkers: false,
  stalling: false,
  argueTheCall: false,
  inducements: 'lrb6',
  agilityTarget: (stats) => agilityTable(stats.ag),
  // Passing is an AG roll (no PA): the printed PA is ignored.
  passTarget: (stats) => agilityTable(stats.ag),
  baseModifiers: (purpose) => BASE[purpose] ?? [],
  passRangeModifier: CLASSIC_PASS_RANGE_MODIFIER,
  interceptBeforeThrow: true,
  interceptionModifier: () => ({ value: CLASSIC_INTERCEPTION_MODIFIER, reason: 'interception' }),
  accurateCatchModifier: { value: CLASSIC_ACCURATE_CATCH_MODIFIER, reason: 'accurate pass' },
  // AV is a characteristic: the roll must exceed it.
  armourBroken: (total, av) => total > av,
  nigglingInjuryModifiers: (niggling) =>
    niggling > 0 ? [{ value: niggling, reason: 'niggling injuries' }] : [],
  heatEachPlayer: true,
  apothecaryKoToReserves: true,
  kickOffRules: {
    rollOffDie: 'D3',
    rollOffAddsFans: true,
    cheeringFansReroll: true,
    brilliantCoachingForHalf: true,
    quickSnapPlayers: 11,
    pitchInvasionEachPlayer: true,
  },
  rollFans(ctx, ffOf) {
    // Each gate is (2D6 + Fan Factor) thousand fans; the bigger crowd is worth FAME 1, twice as big 2.
    const gate = (side: 'home' | 'away') => {
      const a = ctx.roll('D6');
      const b = ctx.roll('D6');
      const ff = ffOf[side];
      ctx.emit(
        tableRoll(
          'fan-factor',
          null,
          'D6',
          [a, b],
          ff ? [{ value: ff, reason: 'fan factor' }] : [],
          a + b + ff,
        ),
      );
      return (a + b + ff) * 1000;
    };
    const home = gate('home');
    const away = gate('away');
    const fame = (mine: number, theirs: number) => (mine >= 2 * theirs ? 2 : mine > theirs ? 1 : 0);
    return { home: fame(home, away), away: fame(away, home) };
  },
  weather: (t) => weatherTable(Math.min(12, Math.max(2, t))),
  kickOff: (t) => classicKickOffTable(t),
  // The injury and Stunty injury tables read the same in LRB6 (rules reference §2.2).
  injury: (t) => injuryTable(Math.min(12, Math.max(2, t))),
  stuntyInjury: (t) => stuntyInjuryTable(Math.min(12, Math.max(2, t))),
  rollCasualty(ctx, player, _niggling, modifiers) {
    const tens = ctx.roll('D6');
    const units = ctx.roll('D8');
    const c = classicCasualty(tens, units);
    ctx.emit(tableRoll('casualty', player, 'D6', [tens, units], modifiers, c.d68));
    return { result: c.result, lasting: c.lasting, detail: c.name };
  },
  shadowingRoll(ctx, shadower, mover) {
    const a = ctx.roll('D6');
    const b = ctx.roll('D6');
    const total = a + b + mover.stats.ma - shadower.stats.ma;
    const ok = total <= 7;
    ctx.emit(testRoll('shadowing', shadower.id, [a, b], total, null, ok));
    return ok;
  },
  tentaclesRoll(ctx, owner, mover) {
    const a = ctx.roll('D6');
    const b = ctx.roll('D6');
    const total = a + b + mover.stats.st - owner.stats.st;
    const held = total <= 5;
    ctx.emit(testRoll('tentacles', owner.id, [a, b], total, null, held));
    return held;
  },
  // AG 3+ reads AG 3 (the +1 on dodges keeps the same odds), AV 9+ reads AV 8, PA is gone.
  fromBb2025Stats: (stats) => ({
    ...stats,
    ag: Math.min(6, Math.max(1, 6 - stats.ag)),
    pa: null,
    av: Math.max(1, stats.av - 1),
  }),
  reduceCharacteristic(stats, c) {
    if (c === 'pa') return reduceBb2025(stats, c);
    // Every classic characteristic is better upwards: a loss is −1, never below 1.
    const next = stats[c] - 1;
    if (next < CLASSIC_LIMITS[c].min) return null;
    return { ...stats, [c]: next };
  },
};
