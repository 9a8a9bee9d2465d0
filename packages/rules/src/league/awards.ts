import type { Dice } from '../dice/kinds.js';
import { getRoster } from '../rosters/rosters.js';
import { sppAward } from '../tables/spp-awards.js';
import { LeagueRuleError } from './errors.js';
import { availablePlayers } from './player.js';
import type { LeagueEvent, LeagueResult, LeagueTeam } from './types.js';

/** §3.21 prizes, paid after the Expensive Mistakes step of the final. */
export const PRIZES = {
  1: { gold: 100_000, freeReroll: true },
  2: { gold: 60_000, freeReroll: false },
  3: { gold: 30_000, freeReroll: false },
} as const;

/**
 * Prize money for a place; the winner also gets a free team re-roll (it still counts toward TV). A
 * team already at its roster's re-roll maximum gets the gold only (our reading).
 */
export function awardPrize(team: LeagueTeam, place: 1 | 2 | 3): LeagueResult<LeagueTeam> {
  const prize = PRIZES[place];
  const reroll = prize.freeReroll && team.rerolls < getRoster(team.rosterId).maxRerolls;
  const events: LeagueEvent[] = [{ type: 'prize', place, gold: prize.gold, freeReroll: reroll }];
  return {
    value: { ...team, treasury: team.treasury + prize.gold, rerolls: team.rerolls + (reroll ? 1 : 0) },
    events,
  };
}

/**
 * §3.21: the opponent of a team that conceded a fixture without playing it gets D6 × 10k and two MVPs.
 * The coach nominates up to six players who could have played (default: the first six by number);
 * a D6 nobody holds is rolled again, and both MVPs may fall on the same player.
 */
export function unplayedFixtureAward(
  team: LeagueTeam,
  dice: Dice,
  nominations?: readonly string[],
): LeagueResult<LeagueTeam> {
  const available = [...availablePlayers(team)].sort((a, b) => a.number - b.number);
  const nominated = nominations ? [...nominations] : available.slice(0, 6).map((p) => p.id);
  if (nominated.length > 6 || nominated.some((id) => !available.some((p) => p.id === id))) {
    throw new LeagueRuleError('invalid-choice', 'nominate up to six players who could have played');
  }
  const roll = dice.roll('D6');
  const gold = roll * 10_000;
  const spp = sppAward('mvp', team.specialRules.includes('brawlin-brutes'));
  const mvps: { playerId: string; rolls: number[]; spp: number }[] = [];
  let players = team.players;
  for (let i = 0; i < 2 && nominated.length > 0; i++) {
    const rolls: number[] = [];
    let pick: string | undefined;
    while (pick === undefined) {
      const roll = dice.roll('D6');
      rolls.push(roll);
      pick = nominated[roll - 1];
    }
    const chosen = pick;
    players = players.map((p) =>
      p.id === chosen
        ? {
            ...p,
            spp: p.spp + spp,
            sppEarned: p.sppEarned + spp,
            career: { ...p.career, mvps: p.career.mvps + 1 },
          }
        : p,
    );
    mvps.push({ playerId: chosen, rolls, spp });
  }
  return {
    value: { ...team, treasury: team.treasury + gold, players },
    events: [{ type: 'unplayed-fixture-award', gold, roll, mvps }],
  };
}
