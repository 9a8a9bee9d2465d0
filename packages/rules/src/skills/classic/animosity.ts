import type { MatchState, PlayerState } from '../../state/types.js';
import type { SkillDef } from '../hooks.js';

/**
 * The race of an LRB6 position on a team of several races (Chaos Pact, Underworld); every other player is
 * of its team's race. LRB6 rosters name no races: these are our reading of the position names.
 */
const RACE: Readonly<Record<string, string>> = {
  marauder: 'human',
  'goblin-renegade': 'goblin',
  'skaven-renegade': 'skaven',
  'dark-elf-renegade': 'elf',
  'chaos-troll': 'troll',
  'chaos-ogre': 'ogre',
  minotaur: 'minotaur',
  'underworld-goblin': 'goblin',
  'skaven-lineman': 'skaven',
  'skaven-thrower': 'skaven',
  'skaven-blitzer': 'skaven',
  'warpstone-troll': 'troll',
};

const raceOf = (s: MatchState, p: PlayerState): string | null =>
  (p.position !== null ? RACE[p.position] : undefined) ?? s.teams[p.team].roster ?? p.position;

/**
 * LRB6 Animosity: before a pass or hand-off to a team-mate of another race, a D6: on a 1 the player refuses
 * (its action ends, the ball kept).
 */
export const classicAnimosity: SkillDef = {
  id: 'animosity',
  refusesToGiveTo: (s, giver, receiver) => raceOf(s, giver) !== raceOf(s, receiver),
};
