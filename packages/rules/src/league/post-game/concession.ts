import type { Dice } from '../../dice/kinds.js';
import { penalisedConceder } from '../summary.js';
import type { LeagueEvent, PostGame } from '../types.js';
import { type StepResult, withTeam } from './state.js';

/**
 * §3.21 Conceding: each player of the conceding team with 3 or more advancements leaves on a D6 of
 * 1–3 (rolled in shirt order). Nothing happens after a Concede Without Penalty.
 */
export function concessionDepartures(pg: PostGame, dice: Dice): StepResult {
  const side = penalisedConceder(pg.summary);
  if (side === null) return { postGame: pg, events: [] };
  const events: LeagueEvent[] = [{ type: 'conceded', team: side, withoutPenalty: false }];
  const team = pg.teams[side];
  const veterans = team.players
    .filter((p) => p.status === 'active' && p.advancements.length >= 3)
    .sort((a, b) => a.number - b.number);
  const leaving = new Set<string>();
  for (const p of veterans) {
    const roll = dice.roll('D6');
    if (roll <= 3) leaving.add(p.id);
    events.push({ type: roll <= 3 ? 'player-left' : 'player-stays', team: side, playerId: p.id, roll });
  }
  const players = team.players.map((p) =>
    leaving.has(p.id) ? { ...p, status: 'retired' as const, endedByMatch: pg.summary.matchId } : p,
  );
  const captainId = team.captainId !== null && leaving.has(team.captainId) ? null : team.captainId;
  return { postGame: withTeam(pg, side, { ...team, players, captainId }), events };
}
