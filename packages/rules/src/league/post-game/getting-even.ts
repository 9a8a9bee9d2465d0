import type { Dice } from '../../dice/kinds.js';
import { POSITIONAL_KEYWORDS } from '../../rosters/leagues.js';
import { CASUALTY_EFFECTS } from '../../tables/casualty.js';
import { SIDES, type Side } from '../../types.js';
import { LeagueRuleError } from '../errors.js';
import type { LeagueEvent, LeaguePlayer, PlayerMatchSummary, PostGame, PostGameChoices } from '../types.js';
import { type StepResult, withTeam } from './state.js';

const isPositional = (keyword: string) => (POSITIONAL_KEYWORDS as readonly string[]).includes(keyword);

/** The victims who roll for Getting Even (§3.14): Seriously Hurt, Serious Injury or Lasting Injury. */
function victims(pg: PostGame, side: Side): PlayerMatchSummary[] {
  return pg.summary[side].players.filter(
    (p) => p.playerId !== null && p.injury !== null && CASUALTY_EFFECTS[p.injury].gettingEven,
  );
}

/** Keywords the victim may come to hate: the causer's, less positional ones and those it hates already. */
export function gettingEvenKeywords(pg: PostGame, side: Side, playerId: string): string[] {
  const p = pg.summary[side].players.find((x) => x.playerId === playerId);
  const player = pg.teams[side].players.find((x) => x.id === playerId);
  if (!p || !player) return [];
  const hated = new Set(player.hatreds.map((h) => h.keyword));
  return p.injuredByKeywords.filter((k) => !isPositional(k) && !hated.has(k));
}

/** Checks a coach's keyword; throws `positional-keyword` or `keyword-not-on-causer`. */
export function checkGettingEvenKeyword(pg: PostGame, side: Side, playerId: string, keyword: string): void {
  if (isPositional(keyword)) {
    throw new LeagueRuleError(
      'positional-keyword',
      `Hatred (${keyword}) is not allowed: ${POSITIONAL_KEYWORDS.join(', ')} are positional keywords`,
    );
  }
  const p = pg.summary[side].players.find((x) => x.playerId === playerId);
  if (!p?.injuredByKeywords.includes(keyword)) {
    throw new LeagueRuleError(
      'keyword-not-on-causer',
      `"${keyword}" is not a keyword of the player who caused the casualty (${p?.injuredByKeywords.join(', ') || 'nobody'})`,
    );
  }
}

/**
 * §3.14 Getting Even: each victim of a Seriously Hurt, Serious Injury or Lasting Injury rolls a D6;
 * on 4+ it gains Hatred (X), X a keyword of the player who caused the casualty, chosen by its coach.
 * Our readings where the rules are silent: with no known causer (a failed dodge, the crowd) or no
 * keyword left to hate there is no roll; a dead victim does not roll; without a choice the first
 * eligible keyword in the causer's own order (usually its race) is taken. Choices are checked before
 * any die is rolled.
 */
export function gettingEven(pg: PostGame, choices: PostGameChoices, dice: Dice): StepResult {
  for (const side of SIDES) {
    for (const [playerId, keyword] of Object.entries(choices.gettingEven?.[side] ?? {})) {
      checkGettingEvenKeyword(pg, side, playerId, keyword);
    }
  }
  const events: LeagueEvent[] = [];
  let next = pg;
  for (const side of SIDES) {
    for (const victim of victims(pg, side)) {
      const playerId = victim.playerId as string;
      const player = next.teams[side].players.find((p) => p.id === playerId);
      if (player?.status !== 'active') continue;
      const skip = (reason: string) =>
        events.push({
          type: 'getting-even',
          team: side,
          playerId,
          roll: null,
          keyword: null,
          gained: false,
          reason,
        });
      if (victim.injuredBy === null) {
        skip('no player caused the casualty');
        continue;
      }
      const eligible = gettingEvenKeywords(next, side, playerId);
      if (eligible.length === 0) {
        skip('the causer has no keyword left to hate');
        continue;
      }
      const keyword = choices.gettingEven?.[side]?.[playerId] ?? (eligible[0] as string);
      const roll = dice.roll('D6');
      const gained = roll >= 4 && !player.hatreds.some((h) => h.keyword === keyword);
      events.push({ type: 'getting-even', team: side, playerId, roll, keyword, gained });
      if (!gained) continue;
      const updated: LeaguePlayer = {
        ...player,
        hatreds: [...player.hatreds, { keyword, source: 'acquired' }],
      };
      const team = next.teams[side];
      next = withTeam(next, side, {
        ...team,
        players: team.players.map((p) => (p.id === playerId ? updated : p)),
      });
    }
  }
  return { postGame: next, events };
}
