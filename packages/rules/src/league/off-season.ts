import type { Dice } from '../dice/kinds.js';
import { improveCharacteristic } from '../tables/characteristics.js';
import type { LeagueEvent, LeaguePlayer, LeagueResult, LeagueTeam, TeamRecord } from './types.js';

/** §3.21 re-draft: 1,000,000 + Treasury + 20k a game, 20k a win, 10k a draw (a 1.3M cap is recommended). */
export const REDRAFT = {
  base: 1_000_000,
  perGame: 20_000,
  perWin: 20_000,
  perDraw: 10_000,
  recommendedCap: 1_300_000,
  /** Agent fee per previous season to re-hire a player (it does not change the player's value). */
  agentFee: 20_000,
} as const;

/** The re-draft budget after a season with `record`; `cap` limits it (default: none). */
export function redraftBudget(
  team: Pick<LeagueTeam, 'treasury' | 'record'>,
  options: { cap?: number } = {},
): number {
  const r = team.record;
  const budget =
    REDRAFT.base +
    team.treasury +
    r.played * REDRAFT.perGame +
    r.wins * REDRAFT.perWin +
    r.draws * REDRAFT.perDraw;
  return options.cap === undefined ? budget : Math.min(budget, options.cap);
}

export interface OffSeasonOptions {
  /**
   * Temporarily Retired players the coach re-hires; the others retire for good. Default: they stay
   * Temporarily Retired until the re-draft (`redraftTeam`), which retires those it does not re-hire.
   */
  rehire?: readonly string[];
  /** Cap on the re-draft budget (e.g. `REDRAFT.recommendedCap`). */
  budgetCap?: number;
}

const emptyRecord = (): TeamRecord => ({ played: 0, wins: 0, draws: 0, losses: 0 });

/**
 * §3.21 Off-season, rolled in shirt order: Miss Next Game is cleared; each Niggling Injury heals on a
 * D6 of 4+ (+1 with an Apothecary); each acquired Hatred is lost on 4+ (roster Hatreds never); each
 * Lasting Injury of a Temporarily Retired player is removed on 4+ (+1 with an Apothecary); with
 * `rehire` the player then returns if listed or retires, otherwise the re-draft decides. Every player
 * still on the roster has one more season (agent fees), and the season record starts again. Returns the team and its re-draft budget (from the
 * finished season's record).
 */
export function offSeason(
  team: LeagueTeam,
  dice: Dice,
  options: OffSeasonOptions = {},
): LeagueResult<{ team: LeagueTeam; budget: number }> {
  const budget = redraftBudget(team, options.budgetCap === undefined ? {} : { cap: options.budgetCap });
  const apothecary = team.apothecary ? 1 : 0;
  const events: LeagueEvent[] = [];
  const byNumber = [...team.players].sort((a, b) => a.number - b.number);
  const updated = new Map<string, LeaguePlayer>();
  for (const player of byNumber) {
    if (player.status !== 'active') continue;
    let p: LeaguePlayer = player;
    if (p.missNextGame) {
      p = { ...p, missNextGame: false };
      events.push({ type: 'recovered', playerId: p.id });
    }
    let niggling = p.niggling;
    for (let i = 0; i < p.niggling; i++) {
      const roll = dice.roll('D6');
      const healed = roll + apothecary >= 4;
      if (healed) niggling--;
      events.push({ type: 'niggle-healed', playerId: p.id, roll, healed });
    }
    const hatreds = p.hatreds.filter((h) => {
      if (h.source === 'roster') return true;
      const roll = dice.roll('D6');
      events.push({ type: 'hatred-lost', playerId: p.id, keyword: h.keyword, roll, lost: roll >= 4 });
      return roll < 4;
    });
    p = { ...p, niggling, hatreds };
    if (p.temporarilyRetired) {
      let current = p.current;
      const lastingInjuries = p.lastingInjuries.filter((injury) => {
        const roll = dice.roll('D6');
        const healed = roll + apothecary >= 4;
        events.push({ type: 'returns', playerId: p.id, roll, healed: healed ? injury.characteristic : null });
        if (healed) current = improveCharacteristic(current, injury.characteristic) ?? current;
        return !healed;
      });
      p = { ...p, current, lastingInjuries };
      if (options.rehire?.includes(p.id)) p = { ...p, temporarilyRetired: false };
      else if (options.rehire !== undefined) {
        p = { ...p, temporarilyRetired: false, status: 'retired' };
        events.push({ type: 'retired', playerId: p.id });
      }
    }
    if (p.status === 'active') p = { ...p, seasons: p.seasons + 1 };
    updated.set(p.id, p);
  }
  const players = team.players.map((p) => updated.get(p.id) ?? p);
  const captainGone = team.captainId !== null && updated.get(team.captainId)?.status !== 'active';
  return {
    value: {
      team: {
        ...team,
        players,
        captainId: captainGone ? null : team.captainId,
        record: emptyRecord(),
        seasons: team.seasons + 1,
      },
      budget,
    },
    events,
  };
}
