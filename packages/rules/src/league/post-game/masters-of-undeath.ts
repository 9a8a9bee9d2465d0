import { DRAFT } from '../../rosters/team-sheet.js';
import { SIDES, type Side } from '../../types.js';
import { rosterPlayers } from '../player.js';
import { hireRaisedLineman } from '../roster.js';
import type { LeagueEvent, PostGame, PostGameChoices } from '../types.js';
import { type StepResult, withTeam } from './state.js';

/** The Lineman the team raised in this match (Masters of Undeath) and may keep: still alive at the end. */
export function raisedLinemen(pg: PostGame, side: Side): number[] {
  return pg.summary[side].players.filter((p) => p.raised && p.injury !== 'dead').map((p) => p.number);
}

/**
 * §3.23 Masters of Undeath, in step 4 (hiring, before Journeymen): the raised Lineman joins the roster for
 * free unless the coach declines or the roster already has 16 players; it keeps the SPP it earned, and its
 * hiring fee counts in TV like any player's. Its injuries in the match leave with it, as a Journeyman's do.
 */
export function keepRaisedLinemen(pg: PostGame, choices: PostGameChoices): StepResult {
  const events: LeagueEvent[] = [];
  let next = pg;
  for (const side of SIDES) {
    for (const p of pg.summary[side].players.filter((x) => x.raised)) {
      const team = next.teams[side];
      const why =
        p.injury === 'dead'
          ? 'dead'
          : choices.hireRaised?.[side] === false
            ? 'declined'
            : rosterPlayers(team).length >= DRAFT.maxPlayers
              ? 'roster-full'
              : null;
      if (why) {
        events.push({ type: 'raised-not-hired', team: side, number: p.number, why });
        continue;
      }
      const spp = pg.spp[side][String(p.number)] ?? 0;
      const r = hireRaisedLineman(team, { positionId: p.positionId, spp });
      next = withTeam(next, side, r.value);
      const hired = r.value.players.at(-1);
      if (hired) {
        events.push({
          type: 'raised-hired',
          team: side,
          number: p.number,
          playerId: hired.id,
          value: hired.hiringFee,
        });
      }
    }
  }
  return { postGame: next, events };
}
