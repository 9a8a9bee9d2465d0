import type { ClassicLeagueTeam } from './team.js';

/**
 * A classic team between two seasons. LRB6 has no BB2020-style off-season or re-draft: the team carries
 * over with its roster, treasury, staff, SPP and advance rolls waiting. Our reading: the break between
 * seasons heals Miss Next Game (Niggling Injuries and lost characteristics stay), and the last match's
 * Journeymen are no longer for hire.
 */
export function classicSeasonEnd(team: ClassicLeagueTeam): { team: ClassicLeagueTeam; healed: string[] } {
  const healed = team.players.filter((p) => p.status === 'active' && p.missNextGame).map((p) => p.id);
  return {
    team: {
      ...team,
      players: team.players.map((p) => (healed.includes(p.id) ? { ...p, missNextGame: false } : p)),
      journeymen: [],
    },
    healed,
  };
}
