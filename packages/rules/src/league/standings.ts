import type { FixtureResult, Standing, StandingsSettings, TieBreaker } from './types.js';

/** §3.21 league scoring: W 3, D 1, L 0, no bonus points, then head-to-head and TD difference. */
export const DEFAULT_STANDINGS: StandingsSettings = {
  win: 3,
  draw: 1,
  loss: 0,
  bonus: { touchdowns: false, cleanSheet: false, casualties: false },
  tieBreakers: ['head-to-head', 'touchdown-difference', 'touchdowns-scored', 'casualty-difference'],
};

/** Bonus thresholds (§3.21): scoring 3+ TDs, conceding none, causing 3+ SPP casualties. */
export const BONUS_THRESHOLD = { touchdowns: 3, casualties: 3 } as const;

const blank = (team: string): Standing => ({
  team,
  played: 0,
  wins: 0,
  draws: 0,
  losses: 0,
  touchdownsFor: 0,
  touchdownsAgainst: 0,
  casualtiesFor: 0,
  casualtiesAgainst: 0,
  bonus: 0,
  points: 0,
});

interface Side {
  team: string;
  tdFor: number;
  tdAgainst: number;
  casFor: number;
  casAgainst: number;
}

const sidesOf = (r: FixtureResult): [Side, Side] => [
  {
    team: r.home,
    tdFor: r.homeTouchdowns,
    tdAgainst: r.awayTouchdowns,
    casFor: r.homeCasualties,
    casAgainst: r.awayCasualties,
  },
  {
    team: r.away,
    tdFor: r.awayTouchdowns,
    tdAgainst: r.homeTouchdowns,
    casFor: r.awayCasualties,
    casAgainst: r.homeCasualties,
  },
];

/** Points a result gives each team (bonus included). An unplayed fixture is a loss for both. */
function pointsOf(r: FixtureResult, s: StandingsSettings): Map<string, { points: number; bonus: number }> {
  const out = new Map<string, { points: number; bonus: number }>();
  for (const side of sidesOf(r)) {
    if (!r.played) {
      out.set(side.team, { points: s.loss, bonus: 0 });
      continue;
    }
    const base = side.tdFor > side.tdAgainst ? s.win : side.tdFor === side.tdAgainst ? s.draw : s.loss;
    const bonus =
      (s.bonus.touchdowns && side.tdFor >= BONUS_THRESHOLD.touchdowns ? 1 : 0) +
      (s.bonus.cleanSheet && side.tdAgainst === 0 ? 1 : 0) +
      (s.bonus.casualties && side.casFor >= BONUS_THRESHOLD.casualties ? 1 : 0);
    out.set(side.team, { points: base + bonus, bonus });
  }
  return out;
}

/**
 * The league table, best first. Ties on points are broken by `settings.tieBreakers` in order; each
 * splits the tied group, and head-to-head is a mini-league of the games between the tied teams only.
 * Teams still level after every tie-breaker keep the order of `teamIds` (or of first appearance).
 */
export function standings(
  results: readonly FixtureResult[],
  settings: StandingsSettings = DEFAULT_STANDINGS,
  teamIds: readonly string[] = [],
): Standing[] {
  const rows = new Map<string, Standing>();
  const row = (team: string) => {
    let r = rows.get(team);
    if (!r) {
      r = blank(team);
      rows.set(team, r);
    }
    return r;
  };
  for (const id of teamIds) row(id);
  for (const result of results) {
    const points = pointsOf(result, settings);
    for (const side of sidesOf(result)) {
      const r = row(side.team);
      const p = points.get(side.team) ?? { points: 0, bonus: 0 };
      r.played++;
      r.points += p.points;
      r.bonus += p.bonus;
      if (!result.played) {
        r.losses++;
        continue;
      }
      if (side.tdFor > side.tdAgainst) r.wins++;
      else if (side.tdFor === side.tdAgainst) r.draws++;
      else r.losses++;
      r.touchdownsFor += side.tdFor;
      r.touchdownsAgainst += side.tdAgainst;
      r.casualtiesFor += side.casFor;
      r.casualtiesAgainst += side.casAgainst;
    }
  }
  const order = [...rows.keys()];
  const metric = (b: TieBreaker, group: readonly Standing[]): ((s: Standing) => number) => {
    switch (b) {
      case 'head-to-head': {
        const members = new Set(group.map((s) => s.team));
        const mini = new Map<string, number>();
        for (const r of results) {
          if (!members.has(r.home) || !members.has(r.away)) continue;
          for (const [team, p] of pointsOf(r, settings)) mini.set(team, (mini.get(team) ?? 0) + p.points);
        }
        return (s) => mini.get(s.team) ?? 0;
      }
      case 'touchdown-difference':
        return (s) => s.touchdownsFor - s.touchdownsAgainst;
      case 'touchdowns-scored':
        return (s) => s.touchdownsFor;
      case 'casualty-difference':
        return (s) => s.casualtiesFor - s.casualtiesAgainst;
      case 'casualties-caused':
        return (s) => s.casualtiesFor;
      case 'wins':
        return (s) => s.wins;
    }
  };
  const resolve = (group: Standing[], breakers: readonly TieBreaker[]): Standing[] => {
    if (group.length < 2 || breakers.length === 0) {
      return [...group].sort((a, b) => order.indexOf(a.team) - order.indexOf(b.team));
    }
    const [first, ...rest] = breakers as [TieBreaker, ...TieBreaker[]];
    return splitBy(group, metric(first, group)).flatMap((g) => resolve(g, rest));
  };
  return splitBy([...rows.values()], (s) => s.points).flatMap((g) => resolve(g, settings.tieBreakers));
}

/** Groups of equal `key`, highest first. */
function splitBy(items: readonly Standing[], key: (s: Standing) => number): Standing[][] {
  const groups = new Map<number, Standing[]>();
  for (const s of items) groups.set(key(s), [...(groups.get(key(s)) ?? []), s]);
  return [...groups.entries()].sort((a, b) => b[0] - a[0]).map(([, g]) => g);
}
