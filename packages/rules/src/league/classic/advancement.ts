import type { Dice } from '../../dice/kinds.js';
import type { ClassicPosition } from '../../rosters/classic/schema.js';
import type { SkillRef } from '../../skills/catalogue.js';
import { findClassicSkill } from '../../skills/classic/catalogue.js';
import { LeagueRuleError } from '../errors.js';
import { classicAdvancesEarned } from './experience.js';

/** The characteristics an LRB6 advance may raise. */
export const CLASSIC_CHARACTERISTICS = ['ma', 'st', 'ag', 'av'] as const;
export type ClassicCharacteristic = (typeof CLASSIC_CHARACTERISTICS)[number];

/** Value increase of each kind of advance (classic rules reference §4, botbowl BB2016 data). */
export const CLASSIC_VALUE_INCREASE = {
  normalSkill: 20_000,
  doubleSkill: 30_000,
  ma: 30_000,
  av: 30_000,
  ag: 40_000,
  st: 50_000,
} as const;

/** LRB6: a characteristic rises at most 2 above the position's and never above 10. */
export const CLASSIC_CHARACTERISTIC_LIMIT = { aboveStart: 2, max: 10 } as const;

/** What one advance roll (2D6) lets the coach choose. */
export interface ClassicAdvanceRoll {
  dice: readonly [number, number];
  /** Characteristics the total offers (12: ST; 11: AG; 10: MA or AV). */
  characteristics: readonly ClassicCharacteristic[];
  /** A double opens the player's double categories too. */
  double: boolean;
}

/** The LRB6 advance table (our reading, see the rules README): any roll may instead be a normal skill. */
export function classicAdvanceTable(d1: number, d2: number): ClassicAdvanceRoll {
  const total = d1 + d2;
  const characteristics: ClassicCharacteristic[] =
    total === 12 ? ['st'] : total === 11 ? ['ag'] : total === 10 ? ['ma', 'av'] : [];
  return { dice: [d1, d2], characteristics, double: d1 === d2 };
}

/** An LRB6 league player as the advance rules need it. */
export interface ClassicLeaguePlayer {
  id: string;
  name: string;
  positionId: string;
  current: { ma: number; st: number; ag: number; av: number };
  /** Skills gained by advances (the position's come from the roster). */
  skills: SkillRef[];
  /** SPP earned in total: LRB6 spends none. */
  spp: number;
  /** Advances taken so far. */
  advances: number;
  /** Hiring fee plus every value increase. */
  value: number;
}

export type ClassicAdvanceChoice = { characteristic: ClassicCharacteristic } | { skill: string };

/** The player's advance roll if it has one due: two D6 on the scripted or seeded dice. */
export function rollClassicAdvance(player: ClassicLeaguePlayer, dice: Dice): ClassicAdvanceRoll {
  if (classicAdvancesEarned(player.spp) <= player.advances)
    throw new LeagueRuleError(
      'not-enough-spp',
      `${player.name} has ${player.spp} SPP and ${player.advances} advances: no advance is due`,
    );
  return classicAdvanceTable(dice.roll('D6'), dice.roll('D6'));
}

/**
 * Take the advance the roll offers: a characteristic it names, or a skill from the player's normal
 * categories (double categories too on a double). Throws `LeagueRuleError` and changes nothing when the
 * choice is not on offer.
 */
export function takeClassicAdvance(
  player: ClassicLeaguePlayer,
  position: ClassicPosition,
  roll: ClassicAdvanceRoll,
  choice: ClassicAdvanceChoice,
): ClassicLeaguePlayer {
  if (classicAdvancesEarned(player.spp) <= player.advances)
    throw new LeagueRuleError('not-enough-spp', `${player.name} has no advance due`);
  if ('characteristic' in choice) {
    const c = choice.characteristic;
    if (!roll.characteristics.includes(c))
      throw new LeagueRuleError(
        'characteristic-not-allowed',
        `a roll of ${roll.dice[0] + roll.dice[1]} does not offer +1 ${c.toUpperCase()}` +
          (roll.characteristics.length > 0
            ? ` (it offers ${roll.characteristics.join(' or ').toUpperCase()})`
            : ''),
      );
    const next = player.current[c] + 1;
    if (
      next > position[c] + CLASSIC_CHARACTERISTIC_LIMIT.aboveStart ||
      next > CLASSIC_CHARACTERISTIC_LIMIT.max
    )
      throw new LeagueRuleError(
        'characteristic-at-limit',
        `${player.name}'s ${c.toUpperCase()} ${player.current[c]} cannot rise more than 2 above ${position[c]}, nor above 10`,
      );
    return {
      ...player,
      current: { ...player.current, [c]: next },
      advances: player.advances + 1,
      value: player.value + CLASSIC_VALUE_INCREASE[c],
    };
  }
  const info = findClassicSkill(choice.skill);
  if (info === undefined)
    throw new LeagueRuleError('skill-not-available', `"${choice.skill}" is not an LRB6 skill`);
  if (info.category === 'E')
    throw new LeagueRuleError('skill-not-available', `${info.name} is Extraordinary and cannot be chosen`);
  const normal = position.primary.includes(info.category);
  const double = position.secondary.includes(info.category);
  if (!normal && !(double && roll.double))
    throw new LeagueRuleError(
      'skill-not-available',
      `${position.name} takes ${info.name} (category ${info.category}) only ${double ? 'on a double' : 'never: not one of its categories'}`,
    );
  const has = [...position.skills, ...player.skills];
  if (has.some((s) => s.id === info.ref.id))
    throw new LeagueRuleError('already-has-skill', `${player.name} already has ${info.name}`);
  return {
    ...player,
    skills: [...player.skills, { ...info.ref }],
    advances: player.advances + 1,
    value: player.value + (normal ? CLASSIC_VALUE_INCREASE.normalSkill : CLASSIC_VALUE_INCREASE.doubleSkill),
  };
}
