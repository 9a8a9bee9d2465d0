import type { EditionId } from '../edition/edition.js';
import { editionOf } from '../edition/editions.js';
import { inducementListOf } from '../inducements/lists.js';
import { inducementsFor } from '../inducements/setup.js';
import type { InducementSetup } from '../inducements/types.js';
import { type AnyTeam, matchEdition } from '../rosters/match-edition.js';
import type { SkillRef } from '../skills/catalogue.js';
import type { Side } from '../types.js';
import type { MatchState, PlayerRecord, PlayerState, Stats, TeamState } from './types.js';

export const emptyRecord = (): PlayerRecord => ({
  touchdowns: 0,
  casualtiesSpp: 0,
  casualtiesCaused: 0,
  completions: 0,
  interceptions: 0,
  superbThrows: 0,
  safeLandings: 0,
  injury: null,
  lasting: null,
  missNextGame: false,
  nigglingGained: 0,
  injuredBy: null,
  played: false,
});

export interface NewPlayer {
  id: string;
  team: Side;
  name?: string;
  number?: number;
  position?: string | null;
  keywords?: string[];
  stats: Stats;
  skills?: SkillRef[];
}

export function newPlayer(p: NewPlayer): PlayerState {
  return {
    id: p.id,
    team: p.team,
    name: p.name ?? p.id,
    number: p.number ?? 0,
    position: p.position ?? null,
    keywords: p.keywords ?? [],
    stats: { ...p.stats },
    skills: (p.skills ?? []).map((s) => ({ ...s })),
    status: 'standing',
    at: null,
    box: 'reserves',
    distracted: false,
    rooted: false,
    activated: false,
    niggling: 0,
    used: [],
    driveMods: { ma: 0, av: 0 },
    record: emptyRecord(),
  };
}

export function newTeamState(
  name: string,
  roster: string | null,
  rerolls: number,
  apothecary: boolean,
): TeamState {
  return {
    name,
    roster,
    score: 0,
    turn: 0,
    rerolls,
    rerollsPerHalf: rerolls,
    driveRerolls: 0,
    leaderRerolls: 0,
    apothecaries: apothecary ? 1 : 0,
    fanFactor: 0,
    dedicatedFans: 0,
    cheerleaders: 0,
    assistantCoaches: 0,
    bribes: 0,
    cheeringFans: false,
    stalled: false,
  };
}

/** An empty match shell (no procedures yet). */
export function emptyMatch(edition: EditionId = 'bb2025'): MatchState {
  return {
    edition,
    half: 1,
    weather: 'perfect',
    firstKickingTeam: null,
    kickingTeam: null,
    teams: { home: newTeamState('Home', null, 0, false), away: newTeamState('Away', null, 0, false) },
    players: [],
    ball: { kind: 'none' },
    turnState: null,
    touchdownBy: null,
    finished: false,
    conceded: null,
    stack: [],
    decision: null,
    eventSeq: 0,
  };
}

export interface MatchOptions {
  /** How the match pays for inducements (§3.18, §3.22); without it the match has no inducement step. */
  inducements?: InducementSetup;
  /**
   * The edition played instead of the teams' own: self-play's stand-in of BB2025 rosters read by another
   * edition (`Edition.fromBb2025Stats`); code that takes teams from coaches checks them against the match first.
   */
  edition?: EditionId;
}

/**
 * A match between two checked teams (`validateTeamSheet`, `validateClassicTeamSheet`), at the start of the
 * pre-match sequence. It plays the teams' edition, and both must be of it (`EditionMismatchError`).
 */
export function matchFromTeams(home: AnyTeam, away: AnyTeam, options: MatchOptions = {}): MatchState {
  const teams = matchEdition(home, away);
  const s = emptyMatch(options.edition ?? teams);
  // Team sheets that bought inducements at the draft get the step even when the match offers no budget.
  const bought = (t: AnyTeam) => ('inducements' in t ? (t.inducements?.length ?? 0) : 0);
  const sheets = bought(home) + bought(away) > 0;
  const setup =
    options.inducements ?? (sheets ? { mode: 'exhibition' as const, budget: { home: 0, away: 0 } } : null);
  if (setup) {
    const list = inducementListOf(s);
    if (!list)
      throw new RangeError(`inducements: the ${editionOf(s).name} rules are played without inducements`);
    s.inducements = inducementsFor(home, away, setup, list);
  }
  for (const [side, team] of [
    ['home', home],
    ['away', away],
  ] as const) {
    const t = newTeamState(team.name, team.rosterId, team.rerolls, team.apothecary);
    // The team's own fans feed the pre-match gate: Dedicated Fans (BB2025) or the LRB6 Fan Factor.
    t.dedicatedFans = 'fanFactor' in team ? team.fanFactor : team.dedicatedFans;
    t.cheerleaders = team.cheerleaders;
    t.assistantCoaches = team.assistantCoaches;
    if (team.unnamed) t.unnamed = true;
    s.teams[side] = t;
    for (const tp of team.players) {
      const player = newPlayer({
        id: `${side}-${tp.number}`,
        team: side,
        name: tp.name,
        number: tp.number,
        position: tp.positionId,
        keywords: [...tp.keywords],
        stats: { ma: tp.ma, st: tp.st, ag: tp.ag, pa: tp.pa, av: tp.av },
        skills: tp.skills,
      });
      player.niggling = tp.niggling ?? 0;
      if (tp.unnamed) player.unnamed = true;
      s.players.push(player);
    }
  }
  const { home: h, away: a } = s.teams;
  const twins =
    h.unnamed && a.unnamed ? h.roster === a.roster : !h.unnamed && !a.unnamed && h.name === a.name;
  if (twins) {
    h.twinSide = 'home';
    a.twinSide = 'away';
  }
  s.stack.push({ kind: 'match', stage: 'pre-match' });
  return s;
}
