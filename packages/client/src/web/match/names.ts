import type { MatchState, PlayerState, TeamState } from '@dugout/rules';
import { t } from '../i18n/index.js';
import { positionName, rosterName } from '../i18n/names/index.js';

/**
 * Names of teams and players as a coach reads them, on every screen. The rules keep an English stand-in for a team built
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

/**
 * A player as every screen names them (tooltip, dugout, prompts, dice log, post-match): the shirt number and
 * the name in the language's order, "#3 Griff" / "3번 Griff" / "3番 Griff". An unnamed player is named after
 * the position, with the number once: "#11 Ogre" / "11번 오거" / "11番オーガ".
 */
export function playerName(
  s: MatchState,
  p: Pick<PlayerState, 'name' | 'team' | 'position' | 'number' | 'unnamed'> & { id?: string },
): string {
  const position = !p.unnamed
    ? ''
    : p.id !== undefined && isMercenary(s, { id: p.id, team: p.team })
      ? t('player.mercenary', { position: positionName(s.teams[p.team].roster, p.position) })
      : positionName(s.teams[p.team].roster, p.position, undefined, { full: true });
  return position
    ? t('player.unnamed', { position, number: p.number })
    : t('player.named', { name: p.name, number: p.number });
}

/** Whether an inducement hired `p` as a Mercenary (issue 16: "#13 Mercenary Lineman"). */
export const isMercenary = (s: MatchState, p: Pick<PlayerState, 'id' | 'team'>): boolean =>
  s.inducements?.sides[p.team].bought.some((b) => b.item === 'mercenary' && b.players?.includes(p.id)) ??
  false;

/** A player's tooltip and dugout label; an unnamed player's name is already the position, said once. */
export function playerLabel(s: MatchState, p: PlayerState, position: string): string {
  const label = t(p.unnamed ? 'match.player.label.unnamed' : 'match.player.label', {
    team: teamName(s.teams[p.team]),
    player: playerName(s, p),
    position,
    status: [
      t(`status.${p.status}`),
      p.distracted ? t('status.distracted') : '',
      p.activated ? t('status.acted') : '',
    ]
      .filter(Boolean)
      .join(', '),
  });
  return s.ball.kind === 'carried' && s.ball.player === p.id ? t('match.player.carrying', { label }) : label;
}
