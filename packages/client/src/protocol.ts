/**
 * The wire contract between the Dugout server and its clients: shapes of HTTP bodies, Socket.IO events
 * and the catalogue of error codes. The server validates against its zod schemas, which are checked
 * against these types at compile time.
 */

import type { ViewPatch } from './view-patch.js';

export const ERROR_CODES = [
  'validation/invalid-request',
  'auth/weak-password',
  'auth/name-taken',
  'auth/email-taken',
  'auth/invalid-credentials',
  'auth/not-logged-in',
  'rate-limited',
  'not-found',
  'internal',
  'match/not-found',
  'match/finished',
  'match/not-a-participant',
  'match/spectators-cannot-act',
  'match/not-your-turn',
  'match/malformed-command',
  'match/unexpected-command',
  'match/unknown-player',
  'match/not-your-player',
  'match/action-not-allowed',
  'match/illegal-square',
  'match/illegal-choice',
  'match/command-failed',
  'match/not-joined',
  'match/timer-running',
  'match/opponent-connected',
  'match/grace-not-over',
  'match/not-finished',
  'match/unknown-game',
  'match/invalid-team',
  'chat/too-long',
  'chat/empty',
  'chat/rate-limited',
  'chat/wrong-channel',
  'socket/rate-limited',
  'socket/message-too-large',
  'challenge/not-found',
  'challenge/not-open',
  'challenge/not-yours',
  'challenge/own-challenge',
  'challenge/unknown-coach',
  'table/not-found',
  'table/not-open',
  'table/not-yours',
  'table/seat-taken',
  'table/seat-reserved',
  'table/not-seated',
  'table/already-seated',
  'table/unknown-coach',
  'table/invalid-options',
  'table/invalid-seats',
  'table/not-full',
  'table/creator-seat',
  'match/invalid-seats',
  'match/no-bot',
  'match/no-forfeit',
  'league/not-found',
  'league/name-taken',
  'league/not-commissioner',
  'league/not-your-team',
  'league/unknown-coach',
  'league/already-commissioner',
  'league/roster-not-allowed',
  'league/invalid-draft',
  'league/season-not-found',
  'league/season-not-open',
  'league/already-scheduled',
  'league/not-enough-teams',
  'league/team-not-found',
  'league/team-not-approved',
  'league/team-busy',
  'league/wrong-edition',
  'league/edition-fixed',
  'league/player-not-found',
  'league/fixture-not-found',
  'league/fixture-not-playable',
  'league/post-game-not-waiting',
  'league/not-in-fixture',
  'league/rule-refused',
  'league/redraft-open',
  // issue 15 (abuse): sessions, volume limits, honest names
  'auth/wrong-password',
  'auth/session-ended',
  'auth/name-confusable',
  'limit/connections',
  'limit/open-tables',
  'limit/live-bot-matches',
  'limit/joined-matches',
  'limit/pending-teams',
  'limit/replays',
  'socket/flooding',
  'socket/origin-not-allowed',
  // scale (issue 14): the node owning a live match cannot be reached (it is being taken over)
  'match/owner-unavailable',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ApiErrorBody {
  error: { code: ErrorCode; message: string; details?: unknown };
}

export type Role = 'commissioner' | 'admin';

export interface Coach {
  id: string;
  name: string;
  email: string;
  roles: Role[];
  /** The web UI's language the coach chose (issue 9); null follows the browser. */
  locale: Locale | null;
  createdAt: string;
}

/** The languages of the web UI. */
export const LOCALES = ['en', 'ko', 'ja'] as const;
export type Locale = (typeof LOCALES)[number];

export interface UpdateMeRequest {
  locale: Locale | null;
}

export interface RegisterRequest {
  name: string;
  email: string;
  password: string;
}

export interface LoginRequest {
  /** The coach's name or email. */
  login: string;
  password: string;
}

export interface CoachResponse {
  coach: Coach;
}

export interface HealthResponse {
  status: 'ok' | 'degraded';
  uptimeSeconds: number;
  database: { kind: 'pglite' | 'postgres'; ok: boolean; latencyMs?: number; error?: string };
}

// ---------------------------------------------------------------------------------------------------
// Matches

/** A seat at a match, named by its game: Blood Bowl has `home` and `away`, a many-player game `p1` … `p12`. */
export type Seat = string;
/** Who a view or an event is meant for. */
export type Recipient = Seat | 'spectator';

/** The seats a game is played with: a fixed list, or a range of counts with a naming rule. */
export type SeatRuleInfo =
  | { kind: 'fixed'; seats: Seat[] }
  | {
      kind: 'range';
      min: number;
      max: number /** The seat names for the largest count, in order. */;
      names: Seat[];
    };

/** A game this server hosts, for the lobby. */
export interface GameInfo {
  id: string;
  /** The module version new matches are created under (package version + rules digest). */
  version: string;
  seats: SeatRuleInfo;
  /** JSON Schema of the table options the game accepts (`{}` when it has none). */
  optionsSchema: unknown;
  /** Each seat brings a choice of its own (a Blood Bowl team). */
  seatChoice: boolean;
  /** A bot can play any seat. */
  bots: boolean;
}
export interface GameListResponse {
  games: GameInfo[];
}

export interface Participant {
  kind: 'coach' | 'bot';
  /** The coach's id (coaches only). */
  coachId?: string;
  /** The coach's name, or "Bot". */
  name: string;
  /** A bot plays this seat since the coach who had it left (after the grace period). */
  replaced?: { coachId?: string; name: string; at: string };
}

export type MatchStatus = 'live' | 'finished';

/** How one seat came out of a match. */
export interface SeatOutcome {
  result: 'win' | 'draw' | 'loss';
  /** 1 for the winner(s), then 2, 3 … in games that rank every seat. */
  place?: number;
  /** The side (team, clan) the seat played for, in games of sides. */
  side?: string;
}

export interface MatchResult {
  /** The one winning seat; null for a draw or when a side of several seats won (see `side`). */
  winner: Seat | null;
  /** The winning side, in games of sides. */
  side?: string;
  /** Every seat's outcome, as the game module reports it. */
  seats: Record<Seat, SeatOutcome>;
  /** `abandoned`: the game ended because a player left (the module's ruling). */
  reason: 'played' | 'forfeit' | 'conceded' | 'abandoned';
  /** Module-specific final figures (Blood Bowl: the score). */
  details?: unknown;
}

/**
 * Where a match stands, for lists and lobby cards: what the game module chooses to show this recipient.
 * Blood Bowl fills `teams`, `score`, `period` and `turn`; another game may show only `line`.
 */
export interface MatchHeadline {
  /** Each seat's side as the game names it (a team name). */
  teams?: Record<Seat, string>;
  /**
   * Seats whose team has no name of its own (its `teams` entry is an English stand-in), with the roster
   * (kind of team) id to name it after in the coach's language.
   */
  unnamedTeams?: Record<Seat, string>;
  score?: Record<Seat, number>;
  /** The half (Blood Bowl) or other period in progress. */
  period?: number;
  /** Each seat's turn number in the period. */
  turn?: Record<Seat, number>;
  /** One line for games without teams or scores (English). */
  line?: string;
  [figure: string]: unknown;
}

export interface MatchSummary {
  id: string;
  game: string;
  /** The game module version the match was created under. */
  version: string;
  status: MatchStatus;
  /** Every seat's participant, in seat order. */
  seats: Record<Seat, Participant>;
  /** SHA-256 of the dice seed (hex), published when the match was created. */
  seedCommitment: string;
  /** The dice seed (hex), revealed once the match is over. */
  seed: string | null;
  seq: number;
  /** The turn clock both coaches agreed to at the table. */
  turnSeconds: number;
  result: MatchResult | null;
  createdAt: string;
  finishedAt: string | null;
  /** What the game module shows of the match in lists (when it provides a headline). */
  headline?: MatchHeadline | null;
}

/** The team a coach brings: a roster the server builds a legal starting team from, or a full team sheet. */
/** `edition`: the rules the roster is looked up in (issue 18); the match's when left out. */
export type TeamChoice =
  | { roster: string; name?: string; edition?: 'bb2025' | 'classic' }
  | { sheet: unknown };

export interface CreateBotMatchRequest {
  team: TeamChoice;
  botTeam?: TeamChoice;
  /** The seat the coach takes (default home). */
  seat?: 'home' | 'away';
  turnSeconds?: number;
  /** The rules of the match (issue 18); BB2025 when left out. */
  edition?: 'bb2025' | 'classic';
  /** Exhibition inducements (issue 16): each coach's budget in gold (the bot buys at random too). */
  inducements?: { budget: number };
}

/** A Blood Bowl challenge: a two-seat table that starts as soon as the second coach takes the seat. */
export interface CreateChallengeRequest {
  team: TeamChoice;
  /** The challenged coach's name; omit for an open challenge anyone may accept. */
  to?: string;
  /** The turn clock, part of the challenge (default: the server's); the acceptor cannot change it. */
  turnSeconds?: number;
  /** The rules of the match (issue 18); BB2025 when left out. */
  edition?: 'bb2025' | 'classic';
  /** Exhibition inducements (issue 16): each coach's budget in gold (multiples of 5k, at most 2M). */
  inducements?: { budget: number };
}

export interface AcceptChallengeRequest {
  team: TeamChoice;
}

export type ChallengeStatus = 'open' | 'accepted' | 'declined' | 'cancelled';

export interface Challenge {
  id: string;
  game: string;
  from: { id: string; name: string };
  to: { id: string; name: string } | null;
  status: ChallengeStatus;
  /** The challenger's team, shown to whoever may accept. */
  fromTeam: unknown;
  /** The agreed turn clock. */
  turnSeconds: number;
  matchId: string | null;
  /** The match's status once it started: a finished one is no longer played. */
  matchStatus: MatchStatus | null;
  createdAt: string;
}

// ---- lobby tables -------------------------------------------------------------------------------------

export type TableStatus = 'open' | 'started' | 'cancelled';

export interface TableSeat {
  seat: Seat;
  /** Who sits there (a coach or a bot); null while the seat is empty. */
  taken: Participant | null;
  /** The coach the seat is kept for, if the creator invited one. */
  invited: { id: string; name: string } | null;
  /** The invited coach declined (the seat stays theirs until the creator changes it). */
  declined: boolean;
  /** What the seat brings (a Blood Bowl team), shown to everyone at the table. */
  choice: unknown;
}

/** A table in the lobby: a game, its options and seats; it becomes a match when it starts. */
export interface GameTable {
  id: string;
  game: string;
  status: TableStatus;
  creator: { id: string; name: string };
  options: unknown;
  /** The turn clock every coach sees before taking a seat; only the creator sets it. */
  turnSeconds: number;
  /** Start by itself once every seat is taken (challenges); otherwise the creator starts it. */
  autoStart: boolean;
  seats: TableSeat[];
  matchId: string | null;
  matchStatus: MatchStatus | null;
  createdAt: string;
}

export interface OpenTableRequest {
  game: string;
  /** The game's options, checked against its schema. */
  options?: unknown;
  /** How many seats, for a game played by a range of players (fixed games take their own). */
  seatCount?: number;
  turnSeconds?: number;
  /** The creator's own seat (default the first) and what they bring to it. */
  seat?: Seat;
  choice?: unknown;
  /** Coaches to keep seats for, by name, in seat order after the creator's; the rest stay open. */
  invite?: string[];
  autoStart?: boolean;
}

export interface TakeSeatRequest {
  choice?: unknown;
}

/** The creator changes an empty (or declined) seat: open it to anyone, keep it for a coach, or give it to a bot. */
export type SetSeatRequest =
  | { to: 'open' }
  | { to: 'invite'; coach: string }
  | { to: 'bot'; choice?: unknown };

export interface TableResponse {
  table: GameTable;
}
export interface TableListResponse {
  tables: GameTable[];
}
export interface StartTableResponse {
  table: GameTable;
  match: MatchSummary;
}

export interface MatchResponse {
  match: MatchSummary;
}
export interface MatchListResponse {
  matches: MatchSummary[];
}
export interface ChallengeResponse {
  challenge: Challenge;
}
export interface ChallengeListResponse {
  challenges: Challenge[];
}

export interface ReplayStep {
  seq: number;
  seat: Seat;
  /** Who sent it: a coach id, or the server ("bot", "timeout", "forfeit"). */
  actor: string;
  /** The command as the recipient may see it (the game redacts what others must not know; null: hidden). */
  command: unknown;
  /** The events of this command as the recipient sees them. */
  events: unknown[];
}

export interface ReplayResponse {
  matchId: string;
  game: string;
  recipient: Recipient;
  /** The step the view is of (0 = before the first command). */
  at: number;
  /** The recipient's view after step `at`. */
  view: unknown;
  /** Every accepted command so far, with its events. */
  steps: ReplayStep[];
}

/** The dice half of a verification: every roll re-derived from the revealed seed, without the rules. */
export interface DiceVerification {
  ok: boolean;
  /** Rolls re-derived from the seed and compared with the record. */
  rollsChecked: number;
  /** Commands stored before rolls were recorded: only the continuity of their stream positions is checked. */
  unrecorded: number;
  problems: string[];
}

/** The rulings half: the match replayed by the rules it was played under, when this server runs them. */
export interface RulingsVerification {
  /** False when the match was played under another rules version than this server's. */
  checked: boolean;
  ok: boolean | null;
  /** The version the match was created under. */
  version: string;
  /** Every version its commands were stored under, in order. */
  versions: string[];
  /** This server's version of the game module. */
  runningVersion: string;
  /** How to check the rulings when this server cannot (which release to run `pnpm verify` from). */
  note?: string;
  problems: string[];
}

export interface VerifyResponse {
  matchId: string;
  /** Every check that could be made passed: the commitment, the dice, and the rulings when checked. */
  ok: boolean;
  seed: string;
  seedCommitment: string;
  /** True when SHA-256(seed) equals the commitment published at creation. */
  commitmentMatches: boolean;
  commandsChecked: number;
  finalHash: string;
  problems: string[];
  dice: DiceVerification;
  rulings: RulingsVerification;
}

/**
 * The clock of the period in progress. `turn`: one budget for the seat whose turn it is, running only while
 * that seat must decide (Blood Bowl). `bank`: every seat on the clock has a time bank of its own for a
 * window in which several seats may act at once (`seats`); `seat` is then the first of them.
 */
export interface TurnClock {
  seat: Seat;
  kind: 'turn' | 'bank';
  turnSeconds: number;
  /** The budget of this period (ms): the agreed turn clock, or the window's own countdown. */
  budgetMs: number;
  remainingMs: number;
  running: boolean;
  /** Server time the figures were taken at (ISO). */
  at: string;
  expired: boolean;
  /** What happens when time is up: another seat may end it (`claim`), or the server ends it (`auto`). */
  onExpiry: 'claim' | 'auto';
  /** Each seat's bank (kind `bank`). */
  seats?: Record<Seat, { remainingMs: number; running: boolean; expired: boolean }>;
}

export interface SeatPresence {
  connected: boolean;
  /** When the seat's last connection went away (ISO), if it is away. */
  disconnectedSince: string | null;
}

/** Everything a recipient needs to show a match: sent on join and on resync. */
export interface MatchSnapshot {
  match: MatchSummary;
  /** Who this connection is: a seat, or spectator. */
  as: Recipient;
  seq: number;
  view: unknown;
  /** Seats that must decide now. */
  toAct: Seat[];
  clock: TurnClock | null;
  presence: Record<Seat, SeatPresence>;
}

/** One accepted command, as a recipient sees it. */
export interface MatchUpdate {
  matchId: string;
  seq: number;
  seat: Seat;
  /** The sender's command id (only to the seat that sent it). */
  clientId?: string;
  events: unknown[];
  view: unknown;
  toAct: Seat[];
  clock: TurnClock | null;
}

/**
 * `match:update` as it travels: the events and a patch from the recipient's previous view (the one of
 * `seq - 1`) to the new one, with the new view's hash (`view-patch.ts`). A client that finds another hash
 * after patching asks for a full view (`match:resync`). `MatchConnection` turns it into a `MatchUpdate`.
 */
export interface MatchUpdateMessage extends Omit<MatchUpdate, 'view' | 'clock'> {
  patch: ViewPatch;
  viewHash: string;
  /** Left out while the clock is as it was at the recipient's previous update or snapshot. */
  clock?: TurnClock | null;
}

export interface MatchEnded {
  matchId: string;
  result: MatchResult;
  seed: string;
}

export type ChatChannel = 'coaches' | 'spectators';
export interface ChatMessage {
  matchId: string;
  channel: ChatChannel;
  /** The sender's name; empty for the server's announcements. */
  from: string;
  text: string;
  at: string;
  /** The server's own announcement (a screen may word it in the coach's language). */
  announcement?: ChatAnnouncement;
}
/** Things the server tells everyone at a match. */
export type ChatAnnouncement =
  | { kind: 'bot-took-seat'; seat: Seat; coach: string }
  | { kind: 'left-match-ended'; seat: Seat; coach: string };

export interface SocketError {
  code: ErrorCode;
  message: string;
  details?: unknown;
}
export type Ack<T> = ({ ok: true } & T) | { ok: false; error: SocketError };

export interface JoinRequest {
  matchId: string;
  /** `spectator` to watch a match you play in; default: your seat if you have one. */
  as?: 'player' | 'spectator';
}
export interface CommandRequest {
  matchId: string;
  /** The sender's id for this command (unique per match and seat); a resend is acknowledged, not re-applied. */
  clientId: string;
  command: unknown;
}
export interface CommandAck {
  seq: number;
  duplicate: boolean;
}
export interface ResyncRequest {
  matchId: string;
  /** The last sequence number the client has seen. */
  since: number;
}
export interface ResyncReply {
  snapshot: MatchSnapshot;
  /** The updates after `since`, in order (the view of each is the current one). */
  missed: Omit<MatchUpdate, 'view'>[];
}
export interface ChatRequest {
  matchId: string;
  channel: ChatChannel;
  text: string;
}

/** Limits the server enforces on the live connection. */
export const CHAT_MAX_LENGTH = 500;

/** Events the server sends on the live connection. */
export interface ServerToClientEvents {
  /** Sent once a connection is authenticated. */
  welcome: (payload: { coach: Coach | null; serverTime: string }) => void;
  'match:update': (payload: MatchUpdateMessage) => void;
  'match:ended': (payload: MatchEnded) => void;
  'match:presence': (payload: { matchId: string; presence: Record<Seat, SeatPresence> }) => void;
  'match:clock': (payload: { matchId: string; clock: TurnClock | null }) => void;
  'match:chat': (payload: ChatMessage) => void;
  /** How many connections watch the match as spectators (sent on every join and leave). */
  'match:spectators': (payload: { matchId: string; count: number }) => void;
  /** Something in the lobby changed (tables, live matches): fetch the lists again (after `lobby:watch`). */
  'lobby:changed': (payload: LobbyChange) => void;
  /** A message the server refused outside an acknowledgement (e.g. over the rate limit). */
  'socket:error': (payload: SocketError) => void;
}

/** Events a client sends on the live connection. */
export interface ClientToServerEvents {
  ping: (ack: (payload: { serverTime: string }) => void) => void;
  'match:join': (request: JoinRequest, ack: (reply: Ack<{ snapshot: MatchSnapshot }>) => void) => void;
  'match:leave': (request: { matchId: string }, ack: (reply: Ack<object>) => void) => void;
  'match:command': (request: CommandRequest, ack: (reply: Ack<CommandAck>) => void) => void;
  'match:resync': (request: ResyncRequest, ack: (reply: Ack<ResyncReply>) => void) => void;
  /** Another seat's clock has run out and the game lets the others end it (`onExpiry: 'claim'`): end it. */
  'match:end-turn': (request: { matchId: string }, ack: (reply: Ack<CommandAck>) => void) => void;
  /**
   * A seat's coach has been away longer than the grace period and the game rules that leaving forfeits:
   * end the match with the result the game gives.
   */
  'match:claim-forfeit': (
    request: { matchId: string },
    ack: (reply: Ack<{ result: MatchResult }>) => void,
  ) => void;
  'match:chat': (request: ChatRequest, ack: (reply: Ack<object>) => void) => void;
  /** Receive `lobby:changed` notices on this connection (the lobby screen, instead of polling). */
  'lobby:watch': (request: object, ack: (reply: Ack<object>) => void) => void;
  'lobby:unwatch': (request: object, ack: (reply: Ack<object>) => void) => void;
}

/** What changed in the lobby: `tables` (opened, seats taken, started …) and/or `matches` (started, ended). */
export interface LobbyChange {
  tables: boolean;
  matches: boolean;
}
