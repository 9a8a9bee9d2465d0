import {
  type CasualtyResult,
  type LastingInjury,
  type MatchState,
  type PlayerState,
  type Side,
  type SppAchievement,
  sppAward,
} from '@dugout/rules';

/**
 * What the post-match screen shows of a finished match, read from the engine's per-player record
 * (`PlayerState.record`): who scored, who was hurt and by whom, and the Star Player Points each player
 * earned. A league's post-game (MVP, Brawlin' Brutes, a concession's lost SPP) is laid over it from the
 * league's own events (`leagueSpp`).
 */

export interface Scorer {
  player: PlayerState;
  touchdowns: number;
}

export interface Casualty {
  player: PlayerState;
  injury: CasualtyResult;
  lasting: LastingInjury | null;
  missNextGame: boolean;
  niggling: boolean;
  by: PlayerState | null;
}

/** What a player earns SPP for within the match (the MVP is the league post-game's). */
export type MatchAchievement = Exclude<SppAchievement, 'mvp'>;

export interface SppLine {
  player: PlayerState;
  amount: number;
  reasons: { achievement: MatchAchievement; count: number; spp: number }[];
}

export interface PostMatchSide {
  scorers: Scorer[];
  /** The casualties this side's players suffered. */
  casualties: Casualty[];
  spp: SppLine[];
}

/** The record fields each SPP achievement counts (as the league's `awardSpp` reads them). */
const ACHIEVEMENTS: readonly [MatchAchievement, (p: PlayerState) => number][] = [
  ['touchdown', (p) => p.record.touchdowns],
  ['casualty', (p) => p.record.casualtiesSpp],
  ['completion', (p) => p.record.completions],
  ['interception', (p) => p.record.interceptions],
  ['superb-throw', (p) => p.record.superbThrows],
  ['safe-landing', (p) => p.record.safeLandings],
  ['prayers-to-nuffle', (p) => p.record.prayerSpp ?? 0],
];

/** SPP a player earned in the match by the standard table (an exhibition's figures; no MVP). */
export function sppOf(p: PlayerState): SppLine {
  const reasons = ACHIEVEMENTS.map(([achievement, count]) => ({
    achievement,
    count: count(p),
    spp: count(p) * sppAward(achievement),
  })).filter((r) => r.count > 0);
  return { player: p, amount: reasons.reduce((sum, r) => sum + r.spp, 0), reasons };
}

export function postMatchSide(s: MatchState, side: Side): PostMatchSide {
  const players = s.players.filter((p) => p.team === side).sort((a, b) => a.number - b.number);
  const byId = new Map(s.players.map((p) => [p.id, p]));
  return {
    scorers: players
      .filter((p) => p.record.touchdowns > 0)
      .map((p) => ({ player: p, touchdowns: p.record.touchdowns }))
      .sort((a, b) => b.touchdowns - a.touchdowns || a.player.number - b.player.number),
    casualties: players.flatMap((p) =>
      p.record.injury
        ? [
            {
              player: p,
              injury: p.record.injury,
              lasting: p.record.lasting,
              missNextGame: p.record.missNextGame,
              niggling: p.record.nigglingGained > 0,
              by: p.record.injuredBy ? (byId.get(p.record.injuredBy) ?? null) : null,
            },
          ]
        : [],
    ),
    spp: players.map(sppOf).filter((l) => l.amount > 0),
  };
}

/** A league post-game event the screen reads (the rest it leaves to the league's post-game page). */
type LeagueEvent =
  | { type: 'spp'; team: Side; number: number; amount: number }
  | { type: 'spp-lost'; team: Side; number: number; amount: number }
  | { type: 'mvp'; team: Side; number: number; spp: number };

function leagueEvents(events: readonly unknown[]): LeagueEvent[] {
  return events.filter((e): e is LeagueEvent => {
    const type = (e as { type?: unknown } | null)?.type;
    return type === 'spp' || type === 'spp-lost' || type === 'mvp';
  });
}

export interface LeagueSpp {
  /** Each side's MVP (shirt number and SPP), once the post-game has rolled it. */
  mvp: Partial<Record<Side, { number: number; spp: number }>>;
  /** SPP a side lost by conceding: shirt number → amount. */
  lost: Record<Side, Record<number, number>>;
  /** SPP credited per side and shirt (the league's table, Brawlin' Brutes included), MVP excluded. */
  credited: Record<Side, Record<number, number>>;
}

/** The league's word on SPP from its applied post-game events. */
export function leagueSpp(events: readonly unknown[]): LeagueSpp {
  const out: LeagueSpp = { mvp: {}, lost: { home: {}, away: {} }, credited: { home: {}, away: {} } };
  for (const e of leagueEvents(events)) {
    if (e.type === 'mvp') out.mvp[e.team] = { number: e.number, spp: e.spp };
    else if (e.type === 'spp-lost') out.lost[e.team][e.number] = e.amount;
    else out.credited[e.team][e.number] = e.amount;
  }
  return out;
}
