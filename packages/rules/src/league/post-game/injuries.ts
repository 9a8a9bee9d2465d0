import { CASUALTY_EFFECTS } from '../../tables/casualty.js';
import { reduceCharacteristic } from '../../tables/characteristics.js';
import { SIDES } from '../../types.js';
import type { LeagueEvent, LeaguePlayer, PostGame } from '../types.js';
import { type StepResult, withTeam } from './state.js';

/**
 * §4.5/§4.6: the match's casualties made permanent. Players who sat this match out for a Miss Next
 * Game have served it. Then, for each league player hurt: Miss Next Game, a Niggling Injury, the
 * Lasting Injury's reduction (one that cannot apply at its limit is Miss Next Game only), or Dead
 * (off the roster, `endedByMatch` kept). Journeymen's injuries leave with them.
 */
export function applyInjuries(pg: PostGame): StepResult {
  const events: LeagueEvent[] = [];
  let next = pg;
  for (const side of SIDES) {
    const summary = pg.summary[side];
    const inLineup = new Set(summary.players.map((p) => p.playerId).filter((id) => id !== null));
    const players = next.teams[side].players.map((player): LeaguePlayer => {
      if (player.status !== 'active') return player;
      if (!inLineup.has(player.id)) {
        if (!player.missNextGame) return player;
        events.push({ type: 'recovered', playerId: player.id, team: side });
        return { ...player, missNextGame: false };
      }
      const p = summary.players.find((x) => x.playerId === player.id);
      if (!p?.injury) return player;
      const effect = CASUALTY_EFFECTS[p.injury];
      if (effect.dead) {
        events.push({
          type: 'injury',
          team: side,
          playerId: player.id,
          result: p.injury,
          missNextGame: false,
          niggling: false,
          reduced: null,
          dead: true,
        });
        return { ...player, status: 'dead', endedByMatch: pg.summary.matchId };
      }
      let next: LeaguePlayer = { ...player, missNextGame: player.missNextGame || effect.missNextGame };
      const niggling = effect.nigglingInjury;
      if (niggling) next = { ...next, niggling: next.niggling + Math.max(1, p.nigglingGained) };
      let reduced = null;
      if (effect.lastingInjury && p.lasting !== null) {
        const current = reduceCharacteristic(next.current, p.lasting);
        if (current !== null) {
          reduced = p.lasting;
          next = {
            ...next,
            current,
            lastingInjuries: [
              ...next.lastingInjuries,
              { characteristic: p.lasting, matchId: pg.summary.matchId },
            ],
          };
        }
      }
      events.push({
        type: 'injury',
        team: side,
        playerId: player.id,
        result: p.injury,
        missNextGame: next.missNextGame,
        niggling,
        reduced,
        dead: false,
      });
      return next;
    });
    next = withTeam(next, side, { ...next.teams[side], players });
  }
  return { postGame: next, events };
}
