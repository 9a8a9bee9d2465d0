/**
 * League play (§3.19–§3.21, §4.5–§4.11): the vocabulary and the plain-JSON shapes a league keeps
 * between matches. Everything here survives `JSON.parse(JSON.stringify(x))`; nothing is a class.
 */

import type { Purchase } from '../inducements/types.js';
import type { RosterId } from '../rosters/ids.js';
import type { FavouredId, LeagueId, TeamRuleId } from '../rosters/leagues.js';
import type { Team } from '../rosters/team-sheet.js';
import type { SkillRef } from '../skills/catalogue.js';
import type { AdvancementKind } from '../tables/advancement-cost.js';
import type { Characteristic, Characteristics } from '../tables/characteristics.js';
import type { ExpensiveMistakeResult } from '../tables/expensive-mistakes.js';
import type { CasualtyResult, Side } from '../types.js';

export type { AdvancementKind } from '../tables/advancement-cost.js';

/** Where a league player stands: on the roster, or gone and why. */
export const LEAGUE_PLAYER_STATUSES = ['active', 'dead', 'retired', 'fired'] as const;
export type LeaguePlayerStatus = (typeof LEAGUE_PLAYER_STATUSES)[number];

/** A Hatred printed on the roster (Troll Slayer) is never lost; one gained by Getting Even may be. */
export const HATRED_SOURCES = ['roster', 'acquired'] as const;
export type HatredSource = (typeof HATRED_SOURCES)[number];

export interface Hatred {
  keyword: string;
  source: HatredSource;
}

/** One advancement the player took (§3.20), kept so value and the next cost can be recomputed. */
export interface Advancement {
  kind: AdvancementKind;
  /** The skill gained, for skill advancements and for a characteristic roll swapped for a skill. */
  skill: SkillRef | null;
  /** Primary or Secondary access of `skill`. */
  access: 'primary' | 'secondary' | null;
  /** The characteristic raised (kind `characteristic`, not swapped). */
  characteristic: Characteristic | null;
  /** Kind `characteristic` only: the D8 result was declined for a skill (§4.8; the SPP stay spent). */
  swappedForSkill: boolean;
  sppCost: number;
  valueIncrease: number;
  /** The match after which it was taken, if known. */
  matchId: string | null;
}

/** A Lasting Injury on the player's record (§4.6); `current` already carries the reduction. */
export interface LastingInjuryRecord {
  characteristic: Characteristic;
  matchId: string | null;
}

/** Career totals, for the roster sheet (not needed by any rule). */
export interface PlayerCareer {
  games: number;
  touchdowns: number;
  casualties: number;
  completions: number;
  interceptions: number;
  mvps: number;
}

export interface LeaguePlayer {
  /** Stable for the player's whole life, unlike the shirt number. */
  id: string;
  number: number;
  name: string;
  positionId: string;
  keywords: string[];
  /** The position's printed characteristics when hired. */
  base: Characteristics;
  /** After improvements and Lasting Injuries. */
  current: Characteristics;
  /** Skills beyond the position's (advancements, swapped rolls). Position skills come from the roster. */
  skills: SkillRef[];
  advancements: Advancement[];
  /** The position's hiring fee when hired; Current Value = this + value increases (§4.9). */
  hiringFee: number;
  /** Unspent Star Player Points. */
  spp: number;
  /** Every SPP ever earned (spent or not). */
  sppEarned: number;
  /** Niggling Injuries: each adds +1 to this player's Casualty rolls. */
  niggling: number;
  lastingInjuries: LastingInjuryRecord[];
  missNextGame: boolean;
  /** §3.21 step 4: sits out the season (needs a Lasting Injury); on the roster, not in CTV. */
  temporarilyRetired: boolean;
  status: LeaguePlayerStatus;
  /** The match that killed the player, or after which it left/was fired/retired. */
  endedByMatch: string | null;
  /** Roster Hatreds (copied from the position) and acquired ones (Getting Even, §3.14). */
  hatreds: Hatred[];
  /** Joined as a Journeyman and was hired after the match (one-match fill-ins are never stored). */
  journeyman: boolean;
  /** Seasons already played for this team (each costs 20k agent fee at a re-draft). */
  seasons: number;
  career: PlayerCareer;
}

export interface TeamRecord {
  played: number;
  wins: number;
  draws: number;
  losses: number;
}

export interface LeagueTeam {
  id: string;
  rosterId: RosterId;
  name: string;
  league: LeagueId;
  favoured: FavouredId | null;
  specialRules: TeamRuleId[];
  treasury: number;
  rerolls: number;
  apothecary: boolean;
  assistantCoaches: number;
  cheerleaders: number;
  /** 1..7 in league play. */
  dedicatedFans: number;
  /** Team Captain (Human, Orc); gains Pro for free. */
  captainId: string | null;
  /** Every player ever on the team, including the dead, retired and fired (status says which). */
  players: LeaguePlayer[];
  /** This season's games. */
  record: TeamRecord;
  /** Seasons completed. */
  seasons: number;
  /** Next player id suffix: ids are `${team.id}-p${n}`, never reused. */
  nextPlayerSeq: number;
}

/** One shirt in a match line-up: a league player, or a Journeyman brought in for this match. */
export interface LineupEntry {
  number: number;
  /** The league player's id, or null for a Journeyman. */
  playerId: string | null;
  positionId: string;
}

/** What `matchTeamOf` hands to the engine, and what the post-game needs to read the match back. */
export interface Lineup {
  team: Team;
  entries: LineupEntry[];
}

/** How the match ended for the league (read from the finished `MatchState`). */
export interface Concession {
  team: Side;
  /** Concede Without Penalty: only the 2-0 result applies (§3.21). */
  withoutPenalty: boolean;
}

/** One player's match, as the post-game reads it. */
export interface PlayerMatchSummary {
  number: number;
  playerId: string | null;
  positionId: string;
  played: boolean;
  touchdowns: number;
  casualtiesSpp: number;
  casualtiesCaused: number;
  completions: number;
  interceptions: number;
  superbThrows: number;
  safeLandings: number;
  injury: CasualtyResult | null;
  lasting: Characteristic | null;
  missNextGame: boolean;
  nigglingGained: number;
  /** Engine id of who caused the casualty (`${side}-${number}`), if anyone did. */
  injuredBy: string | null;
  /** Keywords of that player, for Getting Even. */
  injuredByKeywords: string[];
  /** A Lineman raised by Masters of Undeath in this match (§3.23): not a Journeyman, hired free after it. */
  raised?: boolean;
  /** SPP from Prayers to Nuffle (Perfect Passing …), absent when none. */
  prayerSpp?: number;
}

export interface TeamMatchSummary {
  score: number;
  fanFactor: number;
  stalled: boolean;
  players: PlayerMatchSummary[];
  /** What the team bought at the inducement step (absent for a match without one). */
  inducements?: InducementsRecord;
}

/**
 * A team's inducements in the match record: what it bought, paid out of petty cash and out of its
 * Treasury (the post-game charges the Treasury part), and the petty cash it left unspent (lost).
 */
export interface InducementsRecord {
  bought: Purchase[];
  pettyCash: number;
  treasury: number;
  lost: number;
}

export interface MatchSummary {
  matchId: string;
  home: TeamMatchSummary;
  away: TeamMatchSummary;
  conceded: Concession | null;
}

export const POST_GAME_STEPS = [
  'winnings',
  'dedicated-fans',
  'spp',
  'mvp',
  'injuries',
  'getting-even',
  'concession',
  'masters-of-undeath',
  'journeymen',
  'expensive-mistakes',
  'team-value',
] as const;
export type PostGameStep = (typeof POST_GAME_STEPS)[number];

/** The post-game in progress: persist it between steps. */
export interface PostGame {
  summary: MatchSummary;
  teams: Record<Side, LeagueTeam>;
  /** Steps run so far, in order. */
  done: PostGameStep[];
  /** SPP each shirt earned this match (Journeymen too: a hired Journeyman keeps them). */
  spp: Record<Side, Record<string, number>>;
  /** A friendly (§3.21): no SPP, winnings or points, and every Casualty is Badly Hurt. */
  friendly?: boolean;
}

/**
 * Coach choices. Every one has a default, so a server can wait until a deadline and then run the step
 * without an answer.
 */
export interface PostGameChoices {
  /**
   * Up to six shirt numbers of players who played (Journeymen may be nominated), numbered 1–6 in this
   * order for the MVP D6.
   */
  mvpNominations?: Partial<Record<Side, number[]>>;
  /** Getting Even: victim player id → the keyword of the causer to hate. */
  gettingEven?: Partial<Record<Side, Record<string, string>>>;
  /** Journeymen to hire permanently, by shirt number in the line-up. */
  hireJourneymen?: Partial<Record<Side, number[]>>;
  /** Masters of Undeath: keep the raised Lineman (free, if there is room). Default: keep it. */
  hireRaised?: Partial<Record<Side, boolean>>;
}

export type LeagueEvent =
  | {
      type: 'winnings';
      team: Side;
      attendance: number;
      touchdowns: number;
      stalled: boolean;
      amount: number;
      /** Treasury spent on inducements before the match, charged here (absent when none). */
      inducements?: number;
      treasury: number;
    }
  | { type: 'dedicated-fans'; team: Side; roll: number | null; before: number; after: number }
  | {
      type: 'spp';
      team: Side;
      number: number;
      playerId: string | null;
      amount: number;
      reasons: { achievement: string; count: number; spp: number }[];
    }
  | {
      type: 'mvp';
      team: Side;
      /** Shirt number, and the league player id (null for a Journeyman). */
      number: number;
      playerId: string | null;
      nominated: number[];
      /** Every D6 rolled, re-rolls of numbers nobody wears included. */
      rolls: number[];
      spp: number;
    }
  | {
      type: 'injury';
      team: Side;
      playerId: string;
      result: CasualtyResult;
      missNextGame: boolean;
      niggling: boolean;
      /** The characteristic reduced, or null (none, or it could not apply and became MNG only). */
      reduced: Characteristic | null;
      dead: boolean;
    }
  | {
      type: 'getting-even';
      team: Side;
      playerId: string;
      roll: number | null;
      keyword: string | null;
      gained: boolean;
      reason?: string;
    }
  | { type: 'conceded'; team: Side; withoutPenalty: boolean }
  | { type: 'spp-lost'; team: Side; number: number; playerId: string | null; amount: number }
  | { type: 'player-left'; team: Side; playerId: string; roll: number }
  | { type: 'player-stays'; team: Side; playerId: string; roll: number }
  | { type: 'journeyman-hired'; team: Side; playerId: string; cost: number }
  | { type: 'raised-hired'; team: Side; number: number; playerId: string; value: number }
  | {
      type: 'raised-not-hired';
      team: Side;
      number: number;
      why: 'declined' | 'roster-full' | 'dead';
    }
  | {
      type: 'expensive-mistake';
      team: Side;
      roll: number | null;
      result: ExpensiveMistakeResult;
      before: number;
      after: number;
    }
  | { type: 'team-value'; team: Side; tv: number; ctv: number }
  | { type: 'result'; score: Record<Side, number>; winner: Side | null }
  | { type: 'advancement'; playerId: string; advancement: Advancement; roll?: number[] }
  | { type: 'hired'; playerId: string; cost: number }
  | { type: 'fired'; playerId: string }
  | { type: 'temporarily-retired'; playerId: string }
  | { type: 'staff'; item: StaffItem; count: number; cost: number }
  | { type: 'staff-released'; item: ReleasableStaff; count: number }
  | { type: 'rehired'; playerId: string; cost: number; agentFee: number }
  | { type: 'released'; playerId: string }
  | { type: 'redraft'; budget: number; cost: number; treasury: number; missedDeadline: boolean }
  | { type: 'recovered'; playerId: string; team?: Side }
  | { type: 'niggle-healed'; playerId: string; roll: number; healed: boolean }
  | { type: 'hatred-lost'; playerId: string; keyword: string; roll: number; lost: boolean }
  | { type: 'returns'; playerId: string; roll: number; healed: Characteristic | null }
  | { type: 'retired'; playerId: string }
  | { type: 'prize'; place: 1 | 2 | 3; gold: number; freeReroll: boolean }
  | {
      type: 'unplayed-fixture-award';
      gold: number;
      roll: number;
      mvps: { playerId: string; rolls: number[]; spp: number }[];
    };
export type LeagueEventType = LeagueEvent['type'];

/** Things bought between games besides players. */
export const STAFF_ITEMS = ['reroll', 'apothecary', 'assistant-coach', 'cheerleader'] as const;
export type StaffItem = (typeof STAFF_ITEMS)[number];
/** Staff a coach may let go between games; team re-rolls are never removed (§3.21 step 4). */
export const RELEASABLE_STAFF = ['apothecary', 'assistant-coach', 'cheerleader'] as const;
export type ReleasableStaff = (typeof RELEASABLE_STAFF)[number];

/** Every league step returns its new value(s) and what happened. */
export interface LeagueResult<T> {
  value: T;
  events: LeagueEvent[];
}

// Seasons.

export interface Fixture {
  round: number;
  home: string;
  away: string;
}

export interface Schedule {
  rounds: Fixture[][];
  /** Team sitting out each round (odd counts), or null. */
  byes: (string | null)[];
}

/** A fixture's outcome; `played: false` counts as a loss for both (§3.21). */
export interface FixtureResult {
  home: string;
  away: string;
  played: boolean;
  homeTouchdowns: number;
  awayTouchdowns: number;
  /** SPP-earning casualties each team caused (for the bonus point and the tie-breaker). */
  homeCasualties: number;
  awayCasualties: number;
}

export const TIE_BREAKERS = [
  'head-to-head',
  'touchdown-difference',
  'touchdowns-scored',
  'casualty-difference',
  'casualties-caused',
  'wins',
] as const;
export type TieBreaker = (typeof TIE_BREAKERS)[number];

export interface StandingsSettings {
  win: number;
  draw: number;
  loss: number;
  /** Optional bonus points (§3.21): +1 each for ≥3 TDs, 0 TDs conceded, ≥3 SPP casualties. */
  bonus: { touchdowns: boolean; cleanSheet: boolean; casualties: boolean };
  tieBreakers: TieBreaker[];
}

export interface Standing {
  team: string;
  played: number;
  wins: number;
  draws: number;
  losses: number;
  touchdownsFor: number;
  touchdownsAgainst: number;
  casualtiesFor: number;
  casualtiesAgainst: number;
  bonus: number;
  points: number;
}
