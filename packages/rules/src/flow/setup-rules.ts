import { editionOf } from '../edition/editions.js';
import { inHalf, isOnLineOfScrimmage, type Square } from '../pitch.js';
import type { MatchState, PlayerState } from '../state/types.js';
import type { Side } from '../types.js';

export const SETUP_PROBLEMS = [
  'outside-own-half',
  'too-many-players',
  'too-few-players',
  'too-few-on-line-of-scrimmage',
  'too-many-in-wide-zone',
] as const;
export type SetupProblem = (typeof SETUP_PROBLEMS)[number];

/** Players who may take part in a set-up: on the pitch or in Reserves. */
export const availableForSetup = (s: MatchState, team: Side): PlayerState[] =>
  s.players.filter(
    (p) => p.team === team && (p.at !== null || (p.box === 'reserves' && !p.used.includes(HEAT))),
  );

/** Marks a player Sweltering Heat keeps out of the next drive's set-up. */
export const HEAT = 'sweltering-heat@drive';

/**
 * Every set-up rule (§3.10): all players in their own half; at most 11; as many as possible up to 11;
 * at least 3 on the centre Line of Scrimmage (all of them when fewer than 3 are fielded); at most 2 in
 * each wide zone. Returns the problems found; an empty list is a legal set-up.
 */
export function setupProblems(s: MatchState, team: Side): SetupProblem[] {
  const fielded = s.players.filter((p) => p.team === team && p.at !== null);
  const squares = fielded.map((p) => p.at as Square);
  const available = availableForSetup(s, team).length;
  const problems: SetupProblem[] = [];
  if (squares.some((sq) => !inHalf(sq, team))) problems.push('outside-own-half');
  if (fielded.length > editionOf(s).maxOnPitch) problems.push('too-many-players');
  if (fielded.length < Math.min(editionOf(s).maxOnPitch, available)) problems.push('too-few-players');
  const onLos = squares.filter((sq) => isOnLineOfScrimmage(sq, team)).length;
  if (onLos < Math.min(editionOf(s).minOnLineOfScrimmage, fielded.length))
    problems.push('too-few-on-line-of-scrimmage');
  const top = squares.filter((sq) => sq.y <= 3).length;
  const bottom = squares.filter((sq) => sq.y >= 11).length;
  if (top > editionOf(s).maxPerWideZone || bottom > editionOf(s).maxPerWideZone)
    problems.push('too-many-in-wide-zone');
  return problems;
}
