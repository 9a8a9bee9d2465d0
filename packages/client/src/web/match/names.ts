import type { MatchState, PlayerState, TeamState } from '@dugout/rules';
import { t } from '../i18n/index.js';
import { positionName, rosterName } from '../i18n/names/index.js';

/**
 * Names of teams and players as a coach reads them. The rules keep an English stand-in for a team built
 * without a name ("Human Starters") or a player without one ("Human Lineman #3") and flag it `unnamed`;
 * every screen names them here, in the coach's language.
 */

/** An unnamed team of roster `rosterId` ("Human team", "휴먼 팀"). */
export const unnamedTeamName = (rosterId: string): string =>
  t('team.unnamed', { roster: rosterName(rosterId) });

export function teamName(team: Pick<TeamState, 'name' | 'roster' | 'unnamed' | 'twinSide'>): string {
  const name = team.unnamed && team.roster ? unnamedTeamName(team.roster) : team.name;
  // Two teams that would read the same (a coach against the bot's copy): "Human team (Home)" / "(Away)".
  if (!team.twinSide) return name;
  return t('team.twin', { name, side: t(team.twinSide === 'home' ? 'lobby.seat.home' : 'lobby.seat.away') });
}

export function playerName(
  s: MatchState,
  p: Pick<PlayerState, 'name' | 'team' | 'position' | 'number' | 'unnamed'>,
): string {
  if (!p.unnamed) return p.name;
  const position = positionName(s.teams[p.team].roster, p.position, undefined, { full: true });
  return position ? t('player.unnamed', { position, number: p.number }) : p.name;
}

/**
 * A player with the shirt number, for lists where the number matters (choosing a player): "#3 Griff" /
 * "3번 Griff". An unnamed player's name already carries the number ("Troll #11", "11번 트롤"), so it is
 * not added twice.
 */
export function numberedPlayerName(
  s: MatchState,
  p: Pick<PlayerState, 'name' | 'team' | 'position' | 'number' | 'unnamed'>,
): string {
  const name = playerName(s, p);
  return p.unnamed ? name : t('match.option.player', { number: p.number, name });
}
