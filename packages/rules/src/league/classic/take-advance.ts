import { getClassicPosition } from '../../rosters/classic/rosters.js';
import { LeagueRuleError } from '../errors.js';
import { type ClassicAdvanceChoice, takeClassicAdvance } from './advancement.js';
import type { ClassicLeagueTeam } from './team.js';

/**
 * The coach takes the oldest advance roll a post-game made for a player: a characteristic it offers or a
 * skill (`takeClassicAdvance`). Refused, with nothing changed, when the player has no roll waiting.
 */
export function takeRolledClassicAdvance(
  team: ClassicLeagueTeam,
  playerId: string,
  choice: ClassicAdvanceChoice,
): ClassicLeagueTeam {
  const player = team.players.find((p) => p.id === playerId);
  if (!player) throw new LeagueRuleError('unknown-player', `${team.name} has no player "${playerId}"`);
  const [roll, ...rest] = player.pendingAdvances;
  if (roll === undefined)
    throw new LeagueRuleError('not-enough-spp', `${player.name} has no advance roll waiting`);
  const taken = takeClassicAdvance(
    player,
    getClassicPosition(team.rosterId, player.positionId),
    roll,
    choice,
  );
  return {
    ...team,
    players: team.players.map((p) => (p.id === playerId ? { ...p, ...taken, pendingAdvances: rest } : p)),
  };
}
