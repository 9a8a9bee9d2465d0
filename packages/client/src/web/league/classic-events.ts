import type { TeamRef } from '../../league-protocol.js';
import { clt } from './classic-i18n.js';
import { gold } from './i18n.js';

type Side = 'home' | 'away';

/** One event of a classic (LRB6) post-game as the server records it (rules' `ClassicPostGameEvent`). */
export interface ClassicEvent {
  type: string;
  side?: Side;
  [field: string]: unknown;
}

const num = (v: unknown) => (typeof v === 'number' ? v : 0);
const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** A classic post-game event in the coach's language; null for one the screen does not list. */
export function classicEventText(
  e: ClassicEvent,
  teams: Record<Side, TeamRef>,
  playerName: (id: string) => string,
): string | null {
  const team = e.side ? teams[e.side].name : '';
  switch (e.type) {
    case 'winnings':
      return clt(num(e.expenses) > 0 ? 'classic.event.winnings.expenses' : 'classic.event.winnings', {
        team,
        gold: gold(num(e.gold)),
        roll: num(e.roll),
        fame: num(e.fame),
        expenses: gold(num(e.expenses)),
      });
    case 'fan-factor':
      return clt('classic.event.fan-factor', { team, before: num(e.before), after: num(e.after) });
    case 'mvp':
      return clt('classic.event.mvp', { team, player: playerName(str(e.playerId)) });
    case 'spp':
      return clt('classic.event.spp', {
        player: playerName(str(e.playerId)),
        spp: num(e.spp),
        total: num(e.total),
      });
    case 'injury': {
      const result = str(e.result);
      const text =
        result === 'lasting-injury'
          ? clt('classic.injury.lasting-injury', { stat: str(e.lasting).toUpperCase() })
          : result === 'seriously-hurt' || result === 'serious-injury' || result === 'dead'
            ? clt(`classic.injury.${result}`)
            : result;
      return clt('classic.event.injury', { player: playerName(str(e.playerId)), result: text });
    }
    case 'nurgles-rot':
      return clt('classic.event.nurgles-rot', { player: playerName(str(e.victimId)) });
    case 'advance-rolled':
      return clt('classic.event.advance-rolled', {
        player: playerName(str(e.playerId)),
        dice: Array.isArray(e.dice) ? e.dice.join(' + ') : '',
      });
    case 'journeyman-offered':
      return clt('classic.event.journeyman-offered', { team, number: num(e.number), spp: num(e.spp) });
    case 'team-value':
      return clt('classic.event.team-value', {
        team,
        before: gold(num(e.before)),
        after: gold(num(e.after)),
      });
    default:
      return null;
  }
}
