import type { TeamMatchSummary } from '../types.js';
import type { ClassicLeagueTeam } from './team.js';

/** What a match did to one player's body, as the post-game records it. */
export interface ClassicInjuryEvent {
  type: 'injury';
  playerId: string;
  result: 'seriously-hurt' | 'serious-injury' | 'lasting-injury' | 'dead';
  lasting: 'ma' | 'st' | 'ag' | 'av' | null;
}

/** LRB6: a characteristic an injury lowers never falls below 1. */
const LOWEST = 1;

/**
 * The D68 outcomes the match rolled, onto the roster: Miss Next Game (41–48), a Niggling Injury and MNG
 * (51–52), −1 MA/AV/AG/ST and MNG (53–58), Dead (61–68); Badly Hurt leaves nothing. Players who sat this
 * match out because of an earlier injury are fit again.
 */
export function classicInjuriesAfterMatch(
  team: ClassicLeagueTeam,
  summary: TeamMatchSummary,
): { team: ClassicLeagueTeam; events: ClassicInjuryEvent[] } {
  const events: ClassicInjuryEvent[] = [];
  const byId = new Map(summary.players.flatMap((s) => (s.playerId ? [[s.playerId, s] as const] : [])));
  const players = team.players.map((p) => {
    if (p.status !== 'active') return p;
    const s = byId.get(p.id);
    // Not in the line-up: a player who was missing this game has now missed it.
    if (s === undefined) return p.missNextGame ? { ...p, missNextGame: false } : p;
    const injury = s.injury;
    if (injury === null || injury === 'badly-hurt') return p;
    if (injury === 'dead') {
      events.push({ type: 'injury', playerId: p.id, result: 'dead', lasting: null });
      return { ...p, status: 'dead' as const, missNextGame: false };
    }
    if (injury === 'seriously-hurt') {
      events.push({ type: 'injury', playerId: p.id, result: injury, lasting: null });
      return { ...p, missNextGame: true };
    }
    if (injury === 'serious-injury') {
      events.push({ type: 'injury', playerId: p.id, result: injury, lasting: null });
      return { ...p, niggling: p.niggling + 1, missNextGame: true };
    }
    const lost =
      s.lasting === 'ma' || s.lasting === 'st' || s.lasting === 'ag' || s.lasting === 'av' ? s.lasting : null;
    events.push({ type: 'injury', playerId: p.id, result: 'lasting-injury', lasting: lost });
    if (lost === null) return { ...p, missNextGame: true };
    return {
      ...p,
      current: { ...p.current, [lost]: Math.max(LOWEST, p.current[lost] - 1) },
      missNextGame: true,
    };
  });
  return { team: { ...team, players }, events };
}
