/**
 * The leagues API (issue 8): request and response shapes of /api/leagues, /api/teams and /api/players.
 * The server's zod schemas (packages/server/src/leagues/schemas.ts) are checked against these types at
 * compile time. Money is in gold pieces (1,000,000 = 1M); times are ISO strings.
 */

import type { Standing } from '@dugout/rules';
import type { MatchSummary } from './protocol.js';

export const LEAGUE_TIE_BREAKERS = [
  'head-to-head',
  'touchdown-difference',
  'touchdowns-scored',
  'casualty-difference',
  'casualties-caused',
  'wins',
] as const;
export type LeagueTieBreaker = (typeof LEAGUE_TIE_BREAKERS)[number];

/** The rules a league plays by (issue 18): chosen when it is created, for all its teams and matches. */
export const LEAGUE_EDITIONS = ['bb2025', 'classic'] as const;
export type LeagueEdition = (typeof LEAGUE_EDITIONS)[number];

export interface LeagueSettings {
  edition: LeagueEdition;
  /** Draft budget. */
  budget: number;
  /** Turn timer of league matches. */
  turnSeconds: number;
  points: { win: number; draw: number; loss: number };
  /** Optional bonus points: ≥3 touchdowns, no touchdown conceded, ≥3 SPP casualties. */
  bonus: { touchdowns: boolean; cleanSheet: boolean; casualties: boolean };
  /** Applied in order when points are level. */
  tieBreakers: LeagueTieBreaker[];
  /** Roster ids teams may be drafted from; empty allows every roster. */
  allowedRosters: string[];
  /** Schedules play every pairing twice, home and away. */
  homeAndAway: boolean;
  /** The most a team's re-draft budget may be after a season (§3.21 recommends 1,300,000). */
  redraftCap: number;
}

export interface CoachRef {
  id: string;
  name: string;
}

export interface TeamRef {
  id: string;
  name: string;
  rosterId: string;
  coach: CoachRef;
}

export type SeasonStatus = 'open' | 'scheduled' | 'finished';

export interface SeasonSummary {
  id: string;
  leagueId: string;
  number: number;
  name: string;
  status: SeasonStatus;
  rounds: number;
  /** A finished season's re-draft, once a commissioner opened it. */
  redraft: RedraftSummary | null;
}

/** The re-draft of a finished season's teams into the next season (commissioners open it). */
export interface RedraftSummary {
  intoSeasonId: string;
  /** Teams that have not re-drafted by then get the default re-draft. */
  deadline: string;
  /** When the deadline's defaults were applied; null while teams may still re-draft. */
  closedAt: string | null;
}

export interface LeagueSummary {
  id: string;
  name: string;
  commissioners: CoachRef[];
  settings: LeagueSettings;
  createdAt: string;
  /** Approved teams. */
  teamCount: number;
  currentSeason: SeasonSummary | null;
}

export type LeagueTeamStatus = 'pending' | 'approved' | 'rejected';

export interface TeamRecordView {
  played: number;
  wins: number;
  draws: number;
  losses: number;
}

export interface TeamSummary extends TeamRef {
  /** The rules the team's sheet follows: its league's edition. */
  edition: LeagueEdition;
  leagueId: string;
  seasonId: string | null;
  status: LeagueTeamStatus;
  /** Team Value and Current Team Value (BB2025 §4.9). */
  tv: number;
  ctv: number;
  treasury: number;
  record: TeamRecordView;
  /** After the off-season, until the team re-drafts: the gold it may re-draft with. */
  redraftBudget: number | null;
}

export interface LeagueDetail extends LeagueSummary {
  seasons: SeasonSummary[];
  teams: TeamSummary[];
}

export interface CreateLeagueRequest {
  name: string;
  settings?: Partial<LeagueSettings>;
}
export type UpdateLeagueSettingsRequest = Partial<LeagueSettings>;
export interface AddCommissionerRequest {
  /** The coach's name. */
  coach: string;
}
export interface LeagueResponse {
  league: LeagueDetail;
}
export interface LeagueListResponse {
  leagues: LeagueSummary[];
}

export interface CreateSeasonRequest {
  name?: string;
}
export interface SeasonResponse {
  season: SeasonSummary;
}

/**
 * Ending a season (commissioners): fixtures never played count as unplayed (a loss for both, §3.21), then
 * every team goes through the off-season (Miss Next Game cleared, niggles heal on 4+, acquired Hatreds
 * lost on 4+, Temporarily Retired players back) and gets its re-draft budget.
 */
export interface FinishSeasonResponse {
  season: SeasonSummary;
  teams: { team: TeamRef; redraftBudget: number; events: unknown[] }[];
}

export interface ScheduleRequest {
  /** Default: the league's setting. */
  homeAndAway?: boolean;
  /** Deadline of round 1 (ISO); later rounds follow every `daysPerRound` days. No deadlines if absent. */
  firstDeadline?: string;
  daysPerRound?: number;
}

// ---------------------------------------------------------------------------------------------------
// Teams

export interface DraftPlayerRequest {
  positionId: string;
  /** Shirt number; default: the next free one. */
  number?: number;
  name?: string;
}

/** Drafting a team into a league's open season. Every problem comes back in one 400 answer. */
export interface DraftTeamRequest {
  name: string;
  rosterId: string;
  /** The rules league (Old World Classic …) when the roster offers several. */
  league?: string;
  /** The Favoured of … choice, for rosters that have one. */
  favoured?: string;
  players: DraftPlayerRequest[];
  rerolls: number;
  apothecary: boolean;
  assistantCoaches: number;
  cheerleaders: number;
  /** BB2025: 1–3 at the draft (required there; a classic league refuses it). */
  dedicatedFans?: number;
  /** Classic (LRB6) leagues: Fan Factor bought at creation, 10,000 gp a point (a BB2025 league refuses it). */
  fanFactor?: number;
  /** Shirt number of the Team Captain (rosters with that rule). */
  captain?: number;
}

export interface DraftProblem {
  code: string;
  message: string;
  path?: string;
}

export interface SkillView {
  id: string;
  value?: number | string;
  /** Printed name, e.g. "Mighty Blow (+1)". */
  name: string;
  /** Where it comes from. */
  source: 'position' | 'advancement' | 'override';
}

export interface CharacteristicsView {
  ma: number;
  st: number;
  ag: number;
  /** null: the player cannot pass ("–"). */
  pa: number | null;
  av: number;
}

export interface AdvancementView {
  kind: string;
  skill: { id: string; value?: number | string } | null;
  access: 'primary' | 'secondary' | null;
  characteristic: 'ma' | 'st' | 'ag' | 'pa' | 'av' | null;
  swappedForSkill: boolean;
  sppCost: number;
  valueIncrease: number;
  matchId: string | null;
}

export type LeaguePlayerStatus = 'active' | 'dead' | 'retired' | 'fired';

export interface PlayerView {
  id: string;
  teamId: string;
  number: number;
  name: string;
  positionId: string;
  keywords: string[];
  /** The position's printed characteristics, and the player's now. */
  base: CharacteristicsView;
  current: CharacteristicsView;
  skills: SkillView[];
  spp: number;
  sppEarned: number;
  advancements: AdvancementView[];
  /** Current value: hiring fee plus value increases. */
  value: number;
  niggling: number;
  lastingInjuries: { characteristic: 'ma' | 'st' | 'ag' | 'pa' | 'av'; matchId: string | null }[];
  missNextGame: boolean;
  temporarilyRetired: boolean;
  status: LeaguePlayerStatus;
  endedByMatchId: string | null;
  hatreds: { keyword: string; source: 'roster' | 'acquired' }[];
  journeyman: boolean;
  /** Classic leagues: the 2D6 advance rolls a post-game made, oldest first, waiting for the coach's choice. */
  pendingAdvances?: ClassicAdvanceRollView[];
  career: {
    games: number;
    touchdowns: number;
    casualties: number;
    completions: number;
    interceptions: number;
    mvps: number;
  };
}

/** An LRB6 advance roll: the characteristics its total offers (12 ST, 11 AG, 10 MA or AV), a double's skills. */
export interface ClassicAdvanceRollView {
  dice: number[];
  characteristics: ('ma' | 'st' | 'ag' | 'av')[];
  double: boolean;
}

/** An LRB6 roster as a classic league's draft form shows it (`GET /api/leagues/classic-rosters`). */
export interface ClassicRosterView {
  id: string;
  name: string;
  rerollCost: number;
  maxRerolls: number;
  apothecary: boolean;
  positions: {
    id: string;
    name: string;
    cost: number;
    max: number;
    ma: number;
    st: number;
    ag: number;
    av: number;
  }[];
}

/** Classic leagues: take the oldest advance roll waiting, as a characteristic it offers or a skill. */
export interface ClassicAdvanceRequest {
  characteristic?: 'ma' | 'st' | 'ag' | 'av';
  /** The skill's LRB6 name ("Block", "Side Step"). */
  skill?: string;
}

/** Classic leagues: a Journeyman of the team's last match the coach may hire for good. */
export interface ClassicJourneymanView {
  number: number;
  positionId: string;
  /** The position's cost, paid from the treasury. */
  cost: number;
  /** The SPP he earned in that match, which he keeps. */
  spp: number;
}

/** Classic leagues: hire one Journeyman of the last match (by shirt number). */
export interface ClassicHireRequest {
  number: number;
}

export interface AuditEntryView {
  id: string;
  leagueId: string;
  teamId: string | null;
  playerId: string | null;
  by: CoachRef | null;
  action: string;
  reason: string | null;
  before: unknown;
  after: unknown;
  at: string;
}

export interface TeamDetail extends TeamSummary {
  league: { id: string; name: string };
  leagueChoice: string;
  favoured: string | null;
  specialRules: string[];
  rerolls: number;
  apothecary: boolean;
  assistantCoaches: number;
  cheerleaders: number;
  dedicatedFans: number;
  captainId: string | null;
  /** Every player ever on the team, the dead, retired and fired included (see `status`). */
  players: PlayerView[];
  /** Classic teams: Journeymen of the last match who may still be hired. */
  journeymen?: ClassicJourneymanView[];
}

export interface TeamResponse {
  team: TeamDetail;
}

/** The team page: the team, its fixtures and results, and (for its coach and the commissioners) its audit log. */
export interface TeamPageResponse {
  team: TeamDetail;
  history: FixtureView[];
  audit: AuditEntryView[];
}

export interface PlayerPageResponse {
  player: PlayerView;
  /** The player's team and its league. */
  team: TeamRef & { league: { id: string; name: string }; edition: LeagueEdition };
  /** The fixtures the player's team played while the player was on it, newest first. */
  matches: FixtureView[];
}

export const STAFF_KINDS = ['reroll', 'apothecary', 'assistant-coach', 'cheerleader'] as const;
export type StaffKind = (typeof STAFF_KINDS)[number];

export interface HirePlayerRequest {
  positionId: string;
  number?: number;
  name?: string;
}
/**
 * Re-draft after the off-season (the team's coach), into the league's open season (§3.21): every player
 * re-hired costs its Current Value plus 20k agent fee per season played (the fee is not value); rookies
 * cost their hiring fee; staff and re-rolls their normal price. The team must end legal (11–16 players and
 * every draft limit); every problem comes back in one 400 answer (`league/invalid-draft`). The rest of the
 * budget becomes the Treasury and the team is in the new season.
 */
export interface RedraftRequest {
  /** Ids of the players to re-hire; every other player leaves (Temporarily Retired ones retire). */
  rehire: string[];
  /** Rookies from the roster. */
  hire: DraftPlayerRequest[];
  rerolls: number;
  apothecary: boolean;
  assistantCoaches: number;
  cheerleaders: number;
  /** Shirt number of the Team Captain (rosters with that rule); default: the old Captain if re-hired. */
  captain?: number;
}

/** What a re-draft spends. */
export interface RedraftCostView {
  rehired: number;
  /** Of `rehired`: the agent fees. */
  agentFees: number;
  rookies: number;
  staff: number;
  total: number;
}

/** `POST /api/teams/:id/redraft/preview`: the server's check of a re-draft, changing nothing. */
export interface RedraftPreviewResponse {
  ok: boolean;
  problems: DraftProblem[];
  cost: RedraftCostView;
  /** The budget left, which becomes the Treasury. */
  treasury: number;
}

/** `GET /api/teams/:id/redraft`: what the team's re-draft page needs. */
export interface RedraftPageResponse {
  team: TeamDetail;
  /** The re-draft budget (already held to the league's cap). */
  budget: number;
  cap: number;
  /** The league's open season the team re-drafts into, or null while none is open. */
  season: SeasonSummary | null;
  /** The commissioners' deadline, if they opened the re-draft. */
  deadline: string | null;
  /** Re-hiring each player still on the roster: Current Value plus the agent fee. */
  players: { playerId: string; cost: number; agentFee: number }[];
  /** What the team gets if it misses the deadline. */
  defaultPlan: RedraftRequest;
}

/** `POST …/seasons/:seasonId/redraft` (commissioners): open the re-draft of a finished season, or move its deadline. */
export interface OpenRedraftRequest {
  deadline: string;
}

/** Staff a coach may let go between games (team re-rolls are never removed). */
export const RELEASABLE_STAFF_KINDS = ['apothecary', 'assistant-coach', 'cheerleader'] as const;
export type ReleasableStaffKind = (typeof RELEASABLE_STAFF_KINDS)[number];
export interface ReleaseStaffRequest {
  item: ReleasableStaffKind;
}

/** Name a new Team Captain (rosters with that rule, after the old one left); not a Big Guy. */
export interface NameCaptainRequest {
  playerId: string;
}
export interface BuyStaffRequest {
  item: StaffKind;
}

/**
 * Spending SPP (§4.8). Chosen skills take one request. A random Primary skill and a characteristic take
 * two: the first rolls (the dice come from the team's last match stream) and answers with `pending`;
 * the second, with the same `kind`, says what to keep.
 */
export interface AdvanceRequest {
  kind: 'random-primary' | 'chosen-primary' | 'chosen-secondary' | 'characteristic';
  /** chosen-…: the skill's printed name ("Block", "Mighty Blow"). */
  skill?: string;
  /** random-primary, first request: the Primary category to roll in ("G", "A", "S", "P", "M"). */
  category?: string;
  /** random-primary, second request: the printed name of the rolled skill to keep. */
  keep?: string;
  /** characteristic, second request: the characteristic to raise, or a skill instead. */
  characteristic?: 'ma' | 'st' | 'ag' | 'pa' | 'av';
  insteadSkill?: string;
}
export interface PendingAdvancement {
  kind: 'random-primary' | 'characteristic';
  /** The dice rolled. */
  rolls: number[];
  /** random-primary: the two skills' printed names; characteristic: the characteristics allowed. */
  options: string[];
}
export interface AdvanceResponse {
  team: TeamDetail;
  player: PlayerView;
  /** A roll waiting for the coach's choice, or null when the advancement is taken. */
  pending: PendingAdvancement | null;
}

/** A commissioner's change to anything; the reason is required and kept in the audit log. */
export interface TeamOverrideRequest {
  reason: string;
  team?: Partial<{
    name: string;
    treasury: number;
    rerolls: number;
    apothecary: boolean;
    assistantCoaches: number;
    cheerleaders: number;
    dedicatedFans: number;
  }>;
  player?: {
    id: string;
    spp?: number;
    niggling?: number;
    missNextGame?: boolean;
    temporarilyRetired?: boolean;
    status?: LeaguePlayerStatus;
    current?: Partial<CharacteristicsView>;
    /** Replaces the gained skills (printed names). */
    skills?: string[];
    hatreds?: { keyword: string; source: 'roster' | 'acquired' }[];
  };
}

export interface AuditResponse {
  entries: AuditEntryView[];
}

// ---------------------------------------------------------------------------------------------------
// Fixtures, standings, post-game

export type FixtureStatus = 'scheduled' | 'live' | 'played' | 'unplayed';

export interface FixtureResultView {
  played: boolean;
  homeTouchdowns: number;
  awayTouchdowns: number;
  homeCasualties: number;
  awayCasualties: number;
  /** The side that conceded, if any. */
  conceded: 'home' | 'away' | null;
  /** Set by a commissioner rather than read from the match. */
  overridden: boolean;
}

export interface PostGameStatus {
  stage: 'waiting' | 'done';
  applied: boolean;
  /** Unanswered choices are given their defaults after this. */
  deadline: string | null;
  /** What each side still may choose. */
  pending: PostGamePending;
  /** What the post-game did (winnings, SPP, injuries …), once applied. */
  events: unknown[];
  /**
   * The match's dice stream: where the post-game started reading it, and where it stands now (after the
   * post-game and any rolls between games that continued it). See `PostGameVerifyResponse`.
   */
  diceStart: number | null;
  diceEnd: number | null;
}

export interface PostGamePending {
  home: PostGameSidePending;
  away: PostGameSidePending;
}
export interface PostGameSidePending {
  /** Shirt numbers in the line-up that played and may be nominated for MVP (up to six). */
  mvpCandidates: number[];
  /** Getting Even: injured player id → the causer's non-positional keywords to choose from. */
  gettingEven: Record<string, string[]>;
  /** Journeymen's shirt numbers that may be hired permanently. */
  journeymen: number[];
  /** Masters of Undeath: the raised Lineman's shirt number, kept free unless declined. */
  raised: number[];
  /** The side has sent its choices. */
  answered: boolean;
}

export interface FixtureView {
  id: string;
  leagueId: string;
  seasonId: string;
  round: number;
  home: TeamRef;
  away: TeamRef;
  deadline: string | null;
  /** Still scheduled (not started) and its deadline has passed: a commissioner settles it. */
  overdue: boolean;
  status: FixtureStatus;
  matchId: string | null;
  result: FixtureResultView | null;
  postGame: PostGameStatus | null;
  /** What each team bought at the match's inducement step (§3.18), from the match record; null before it ends. */
  inducements: { home: MatchInducementsView | null; away: MatchInducementsView | null } | null;
}

/** One thing a team bought for a league match (an `InducementId` of the rules), and what paid for it. */
export interface PurchaseView {
  item: string;
  cost: number;
  /** The Star Player (a pair: the first of the two) and the name(s) he plays under, or the Mercenary's position and Primary skill. */
  star?: string;
  starName?: string;
  position?: string;
  skill?: string;
  /** Out of petty cash (spent first, never from the Treasury) and out of the Treasury (charged by the post-game). */
  pettyCash: number;
  treasury: number;
}

/** A team's inducements in one league match: each purchase, the totals, and the petty cash lost unspent. */
export interface MatchInducementsView {
  bought: PurchaseView[];
  pettyCash: number;
  treasury: number;
  lost: number;
}

/** `GET /api/leagues/fixtures/by-match/:matchId`: the league fixture a match was played for. */
export interface FixtureByMatchResponse {
  leagueId: string;
  seasonId: string;
  fixtureId: string;
}

/** `POST …/fixtures/:fixtureId/unplayed` (commissioners): a loss for both teams, with the required reason. */
export interface MarkUnplayedRequest {
  reason: string;
}

/**
 * `GET …/fixtures/:fixtureId/post-game/verify`: the post-game recomputed from the match's revealed seed,
 * from the stream position the match's last command left it at, on the recorded teams and choices.
 */
export interface PostGameVerifyResponse {
  fixtureId: string;
  matchId: string;
  ok: boolean;
  seed: string;
  seedCommitment: string;
  commitmentMatches: boolean;
  diceStart: number;
  diceEnd: number;
  problems: string[];
}

export interface FixtureListResponse {
  fixtures: FixtureView[];
}
export interface FixtureResponse {
  fixture: FixtureView;
}
export interface SetDeadlineRequest {
  deadline: string | null;
}
export interface OverrideResultRequest {
  reason: string;
  result: Omit<FixtureResultView, 'overridden'>;
}

export interface PostGameChoicesRequest {
  /** Up to six shirt numbers of my line-up who played, numbered 1–6 in this order for the MVP D6. */
  mvpNominations?: number[];
  /** Getting Even: my injured player id → the causer's keyword to hate. */
  gettingEven?: Record<string, string>;
  /** Journeymen (shirt numbers) to keep. */
  hireJourneymen?: number[];
  /** Masters of Undeath: keep the raised Lineman (default: yes). */
  hireRaised?: boolean;
}

/** The rules' standing of a team, with the team named instead of its id. */
export interface StandingRow extends Omit<Standing, 'team'> {
  team: TeamRef;
}
export interface StandingsResponse {
  season: SeasonSummary;
  standings: StandingRow[];
}

export interface LeaderRow {
  player: { id: string; name: string; number: number; positionId: string };
  team: TeamRef;
  value: number;
}
export interface LeadersResponse {
  spp: LeaderRow[];
  touchdowns: LeaderRow[];
  casualties: LeaderRow[];
}

export interface StartFixtureResponse {
  fixture: FixtureView;
  /** The hosted match (see /api/matches/:id); join it on the socket to play. */
  match: MatchSummary;
}
