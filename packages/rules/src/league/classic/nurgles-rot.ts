import { getClassicPosition, getClassicRoster } from '../../rosters/classic/rosters.js';
import { nurglesRotVictims, type RotCandidate } from '../../skills/classic/nurgles-rot.js';
import type { Side } from '../../types.js';
import { newCareer } from '../player.js';
import type { TeamMatchSummary } from '../types.js';
import type { ClassicLeagueTeam, ClassicRosterPlayer } from './team.js';

/** A Nurgle's Rot victim who rose as a Rotter on the killer's team. */
export interface ClassicRotterEvent {
  type: 'nurgles-rot';
  victimId: string;
  rotterId: string;
}

/** An LRB6 team holds at most 16 players. */
const MAX_PLAYERS = 16;
/** The Nurgle roster's rookie lineman, whom the victim becomes. */
const ROTTER = 'rotter';

/**
 * The Nurgle's Rot step of a classic post-game, for the team on `side`: each opponent its Nurgle's Rot
 * players killed (the skill's rule, `nurglesRotVictims`) joins it free as a rookie Rotter, while there is
 * room. Run after the injuries step, on the teams it returned.
 */
export function classicNurglesRot(
  side: Side,
  teams: Record<Side, ClassicLeagueTeam>,
  summaries: Record<Side, TeamMatchSummary>,
): { team: ClassicLeagueTeam; events: ClassicRotterEvent[] } {
  const team = teams[side];
  const opponent = side === 'home' ? teams.away : teams.home;
  const theirs = side === 'home' ? summaries.away : summaries.home;
  const killerSkills = (engineId: string | null) => {
    if (engineId === null || !engineId.startsWith(`${side}-`)) return null;
    const killer = team.players.find((p) => `${side}-${p.number}` === engineId);
    if (!killer) return null;
    return [...getClassicPosition(team.rosterId, killer.positionId).skills, ...killer.skills];
  };
  const candidates: RotCandidate[] = theirs.players.flatMap((s) => {
    const victim = s.injury === 'dead' ? opponent.players.find((p) => p.id === s.playerId) : undefined;
    if (!victim) return [];
    const skills = [...getClassicPosition(opponent.rosterId, victim.positionId).skills, ...victim.skills];
    return [{ playerId: victim.id, st: victim.current.st, skills, killerSkills: killerSkills(s.injuredBy) }];
  });
  const room = MAX_PLAYERS - team.players.filter((p) => p.status === 'active').length;
  const risen = nurglesRotVictims(candidates, room);
  if (risen.length === 0 || team.rosterId !== 'nurgle') return { team, events: [] };
  const rotter = getClassicRoster('nurgle').positions.find((p) => p.id === ROTTER);
  if (!rotter) return { team, events: [] };
  let next = Math.max(0, ...team.players.map((p) => p.number)) + 1;
  const added: ClassicRosterPlayer[] = [];
  const events: ClassicRotterEvent[] = [];
  for (const victimId of risen) {
    const victim = opponent.players.find((p) => p.id === victimId) as ClassicRosterPlayer;
    const id = `${team.id}-p${next}`;
    added.push({
      id,
      number: next,
      name: victim.name,
      positionId: rotter.id,
      current: { ma: rotter.ma, st: rotter.st, ag: rotter.ag, av: rotter.av },
      skills: [],
      spp: 0,
      advances: 0,
      // Free to the team, but the Rotter counts for team value at the position's price.
      value: rotter.cost,
      status: 'active',
      niggling: 0,
      missNextGame: false,
      pendingAdvances: [],
      career: newCareer(),
    });
    events.push({ type: 'nurgles-rot', victimId, rotterId: id });
    next++;
  }
  return { team: { ...team, players: [...team.players, ...added] }, events };
}
