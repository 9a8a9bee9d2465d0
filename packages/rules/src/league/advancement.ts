import type { Dice } from '../dice/kinds.js';
import type { AccessCategory } from '../rosters/schema.js';
import {
  isSkillId,
  parseSkillName,
  SKILL_CATALOGUE,
  type SkillId,
  SkillNameError,
  type Bb2025SkillRef as SkillRef,
} from '../skills/catalogue.js';
import { advancementCost } from '../tables/advancement-cost.js';
import { characteristicImprovementTable } from '../tables/characteristic-improvement.js';
import { type Characteristic, improveCharacteristic } from '../tables/characteristics.js';
import { randomSkillTable } from '../tables/random-skill.js';
import { valueIncrease } from '../tables/value-increase.js';
import { LeagueRuleError } from './errors.js';
import { getActivePlayer, playerSkills, positionOf, withPlayer } from './player.js';
import type { Advancement, AdvancementKind, LeaguePlayer, LeagueResult, LeagueTeam } from './types.js';

/** Two random skills rolled for a Random Primary advancement; the coach keeps one. */
export interface RandomSkillRoll {
  playerId: string;
  category: AccessCategory;
  options: [SkillRef, SkillRef];
}

/** A D8 rolled for a Characteristic Improvement and what it allows (possibly nothing: take a skill). */
export interface CharacteristicRoll {
  playerId: string;
  roll: number;
  options: Characteristic[];
}

export type AdvancementChoice =
  | { kind: 'random-primary'; rolled: RandomSkillRoll; keep: SkillId }
  | { kind: 'chosen-primary'; skill: SkillRef | string }
  | { kind: 'chosen-secondary'; skill: SkillRef | string }
  | {
      kind: 'characteristic';
      rolled: CharacteristicRoll;
      take: { characteristic: Characteristic } | { skill: SkillRef | string };
    };

/** Most times one characteristic may be improved (§4.8). */
export const MAX_IMPROVEMENTS_PER_CHARACTERISTIC = 2;

/** SPP the player's next advancement of `kind` costs (§4.7). */
export function nextAdvancementCost(player: LeaguePlayer, kind: AdvancementKind): number {
  return advancementCost(player.advancements.length, kind);
}

/**
 * §3.20: spending SPP is optional until the player can afford a Characteristic Improvement; then it
 * must take some advancement (not necessarily that one) before its next game.
 */
export function mustAdvance(player: LeaguePlayer): boolean {
  return player.status === 'active' && player.spp >= nextAdvancementCost(player, 'characteristic');
}

function checkSpp(player: LeaguePlayer, kind: AdvancementKind): number {
  const cost = nextAdvancementCost(player, kind);
  if (player.spp < cost) {
    throw new LeagueRuleError(
      'not-enough-spp',
      `${player.name} has ${player.spp} SPP; a ${kind} advancement costs ${cost}`,
    );
  }
  return cost;
}

function toRef(skill: SkillRef | string): SkillRef {
  if (typeof skill !== 'string') {
    if (!isSkillId(skill.id)) throw new LeagueRuleError('skill-not-available', `unknown skill "${skill.id}"`);
    return skill;
  }
  try {
    return parseSkillName(skill);
  } catch (err) {
    if (err instanceof SkillNameError) throw new LeagueRuleError('skill-not-available', err.message);
    throw err;
  }
}

/** Why the player may not take `ref` with this access, or null if it may. */
export function skillProblem(
  team: LeagueTeam,
  player: LeaguePlayer,
  ref: SkillRef,
  access: 'primary' | 'secondary' | 'either',
): LeagueRuleError | null {
  const info = SKILL_CATALOGUE[ref.id];
  const position = positionOf(team, player);
  if (info.category === 'T') {
    return new LeagueRuleError(
      'skill-not-available',
      `${info.name} is a trait and cannot be taken as an advancement`,
    );
  }
  const primary = position.primary.includes(info.category);
  const secondary = position.secondary.includes(info.category);
  const allowed = access === 'primary' ? primary : access === 'secondary' ? secondary : primary || secondary;
  if (!allowed) {
    return new LeagueRuleError(
      'skill-not-available',
      `${position.name} cannot take ${info.name} as a ${access === 'either' ? 'skill' : `${access} skill`} (category ${info.category}; primary ${position.primary.join('') || '–'}, secondary ${position.secondary.join('') || '–'})`,
    );
  }
  const has = playerSkills(team, player);
  if (has.some((s) => s.id === ref.id)) {
    return new LeagueRuleError('already-has-skill', `${player.name} already has ${info.name}`);
  }
  if (info.requires !== undefined && !has.some((s) => s.id === info.requires)) {
    return new LeagueRuleError(
      'skill-not-available',
      `${info.name} needs ${SKILL_CATALOGUE[info.requires].name} first`,
    );
  }
  const clash = info.excludes?.find((id) => has.some((s) => s.id === id));
  if (clash !== undefined) {
    return new LeagueRuleError(
      'skill-not-available',
      `${info.name} cannot be combined with ${SKILL_CATALOGUE[clash].name}`,
    );
  }
  return null;
}

/**
 * Random Primary, first step (§3.20): pay nothing yet, roll two skills from one of the position's
 * Primary categories (two D6 each, §2.8). A skill the player has or cannot take, or a repeat of the
 * first, is rolled again.
 */
export function rollRandomSkills(
  team: LeagueTeam,
  playerId: string,
  category: AccessCategory,
  dice: Dice,
): RandomSkillRoll {
  const player = getActivePlayer(team, playerId);
  checkSpp(player, 'random-primary');
  const position = positionOf(team, player);
  if (!position.primary.includes(category)) {
    throw new LeagueRuleError(
      'skill-not-available',
      `${position.name} has no Primary access to category ${category} (primary ${position.primary.join('') || '–'})`,
    );
  }
  const takeable = randomTable(category).filter(
    (id) => skillProblem(team, player, { id }, 'primary') === null,
  );
  if (takeable.length === 0) {
    throw new LeagueRuleError('skill-not-available', `${player.name} can take no more ${category} skills`);
  }
  const pick = (not?: SkillId): SkillRef => {
    for (;;) {
      const id = randomSkillTable(category, dice.roll('D6'), dice.roll('D6'));
      const repeat = id === not && takeable.length > 1;
      if (takeable.includes(id) && !repeat) return { id };
    }
  };
  const first = pick();
  return { playerId, category, options: [first, pick(first.id)] };
}

const randomTable = (category: AccessCategory): SkillId[] =>
  Array.from({ length: 12 }, (_, i) => randomSkillTable(category, i < 6 ? 1 : 4, (i % 6) + 1));

/** Characteristic Improvement, first step: roll the D8 (§4.8); options honour limits and the +2 cap. */
export function rollCharacteristic(team: LeagueTeam, playerId: string, dice: Dice): CharacteristicRoll {
  const player = getActivePlayer(team, playerId);
  checkSpp(player, 'characteristic');
  const roll = dice.roll('D8');
  return { playerId, roll, options: characteristicOptions(player, roll) };
}

/** The characteristics a D8 lets this player raise. */
export function characteristicOptions(player: LeaguePlayer, d8: number): Characteristic[] {
  return characteristicImprovementTable(d8).filter(
    (c) =>
      player.advancements.filter((a) => a.characteristic === c).length <
        MAX_IMPROVEMENTS_PER_CHARACTERISTIC && improveCharacteristic(player.current, c) !== null,
  );
}

/**
 * Take an advancement (§3.20, §4.7–§4.9): pays the SPP for the player's level, adds the skill or the
 * characteristic and records the value increase. Random Primary and Characteristic take the result of
 * `rollRandomSkills` / `rollCharacteristic`. Throws `LeagueRuleError` (`not-enough-spp`,
 * `skill-not-available`, `already-has-skill`, `characteristic-not-allowed`, `invalid-choice`).
 */
export function advancePlayer(
  team: LeagueTeam,
  playerId: string,
  choice: AdvancementChoice,
  matchId: string | null = null,
): LeagueResult<LeagueTeam> {
  const player = getActivePlayer(team, playerId);
  const cost = checkSpp(player, choice.kind);
  const skillAdvance = (ref: SkillRef, access: 'primary' | 'secondary', swapped: boolean): Advancement => ({
    kind: choice.kind,
    skill: ref,
    access,
    characteristic: null,
    swappedForSkill: swapped,
    sppCost: cost,
    valueIncrease: valueIncrease({ kind: 'skill', access, elite: SKILL_CATALOGUE[ref.id].elite }),
    matchId,
  });
  const checked = (ref: SkillRef, access: 'primary' | 'secondary' | 'either') => {
    const problem = skillProblem(team, player, ref, access);
    if (problem) throw problem;
    return ref;
  };
  const accessOf = (ref: SkillRef): 'primary' | 'secondary' =>
    positionOf(team, player).primary.includes(SKILL_CATALOGUE[ref.id].category as AccessCategory)
      ? 'primary'
      : 'secondary';

  let advancement: Advancement;
  let current = player.current;
  switch (choice.kind) {
    case 'random-primary': {
      if (choice.rolled.playerId !== playerId || !choice.rolled.options.some((o) => o.id === choice.keep)) {
        throw new LeagueRuleError(
          'invalid-choice',
          `keep one of the two skills rolled for this player (${choice.rolled.options.map((o) => SKILL_CATALOGUE[o.id].name).join(' or ')})`,
        );
      }
      advancement = skillAdvance(checked({ id: choice.keep }, 'primary'), 'primary', false);
      break;
    }
    case 'chosen-primary':
      advancement = skillAdvance(checked(toRef(choice.skill), 'primary'), 'primary', false);
      break;
    case 'chosen-secondary':
      advancement = skillAdvance(checked(toRef(choice.skill), 'secondary'), 'secondary', false);
      break;
    case 'characteristic': {
      if (choice.rolled.playerId !== playerId) {
        throw new LeagueRuleError('invalid-choice', 'that characteristic roll was for another player');
      }
      if ('skill' in choice.take) {
        // The SPP stay spent; the value increase is the skill's.
        const ref = checked(toRef(choice.take.skill), 'either');
        advancement = skillAdvance(ref, accessOf(ref), true);
        break;
      }
      const c = choice.take.characteristic;
      const options = characteristicOptions(player, choice.rolled.roll);
      if (!options.includes(c)) {
        throw new LeagueRuleError(
          'characteristic-not-allowed',
          `a D8 of ${choice.rolled.roll} lets ${player.name} raise ${options.join(', ').toUpperCase() || 'nothing (take a skill)'}, not ${c.toUpperCase()}`,
        );
      }
      current = improveCharacteristic(player.current, c) ?? player.current;
      advancement = {
        kind: 'characteristic',
        skill: null,
        access: null,
        characteristic: c,
        swappedForSkill: false,
        sppCost: cost,
        valueIncrease: valueIncrease({ kind: 'characteristic', characteristic: c }),
        matchId,
      };
      break;
    }
  }
  const updated: LeaguePlayer = {
    ...player,
    spp: player.spp - cost,
    current,
    skills: advancement.skill ? [...player.skills, advancement.skill] : player.skills,
    advancements: [...player.advancements, advancement],
  };
  return {
    value: withPlayer(team, updated),
    events: [
      {
        type: 'advancement',
        playerId,
        advancement,
        ...(choice.kind === 'characteristic' ? { roll: [choice.rolled.roll] } : {}),
      },
    ],
  };
}
