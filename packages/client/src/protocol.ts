/**
 * The wire contract between the Dugout server and its clients: shapes of HTTP bodies, Socket.IO events
 * and the catalogue of error codes. The server validates against its zod schemas, which are checked
 * against these types at compile time.
 */

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
  'league/player-not-found',
  'league/fixture-not-found',
  'league/fixture-not-playable',
  'league/post-game-not-waiting',
  'league/not-in-fixture',
  'league/rule-refused',
  'league/redraft-open',
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

/** A seat at a match; Blood Bowl has `home` and `away`. */
export type Seat = string;
/** Who a view or an event is meant for. */
export type Recipient = Seat | 'spectator';

export interface Participant {
  kind: 'coach' | 'bot';
  /** The coach's id (coaches only). */
  coachId?: string;
  /** The coach's name, or "Bot". */
  name: string;
}

export type MatchStatus = 'live' | 'finished';

export interface MatchResult {
  /** The winning seat, or null for a draw. */
  winner: Seat | null;
  reason: 'played' | 'forfeit' | 'conceded';
  /** Module-specific final figures (Blood Bowl: the score). */
  details?: unknown;
}

/** Where a match stands, for lists (module-specific figures a lobby can show without joining). */
export interface MatchHeadline {
  /** Each seat's team name. */
  teams: Record<Seat, string>;
  /**
   * Seats whose team has no name of its own (its `teams` entry is an English stand-in), with the roster
   * (kind of team) id to name it after in the coach's language.
   */
  unnamedTeams?: Record<Seat, string>;
  score: Record<Seat, number>;
  /** The half (Blood Bowl) or other period in progress. */
  period: number;
  /** Each seat's turn number in the period. */
  turn: Record<Seat, number>;
}

export interface MatchSummary {
  id: string;
  game: string;
  status: MatchStatus;
  seats: Record<Seat, Participant>;
  /** SHA-256 of the dice seed (hex), published when the match was created. */
  seedCommitment: string;
  /** The dice seed (hex), revealed once the match is over. */
  seed: string | null;
  seq: number;
  turnSeconds: number;
  result: MatchResult | null;
  createdAt: string;
  finishedAt: string | null;
  /** Teams, score and turn (when the game module provides them). */
  headline?: MatchHeadline | null;
}

/** The team a coach brings: a roster the server builds a legal starting team from, or a full team sheet. */
export type TeamChoice = { roster: string; name?: string } | { sheet: unknown };

export interface CreateBotMatchRequest {
  team: TeamChoice;
  botTeam?: TeamChoice;
  /** The seat the coach takes (default home). */
  seat?: 'home' | 'away';
  turnSeconds?: number;
}

export interface CreateChallengeRequest {
  team: TeamChoice;
  /** The challenged coach's name; omit for an open challenge anyone may accept. */
  to?: string;
}

export interface AcceptChallengeRequest {
  team: TeamChoice;
  turnSeconds?: number;
}

export type ChallengeStatus = 'open' | 'accepted' | 'declined' | 'cancelled';

export interface Challenge {
  id: string;
  game: string;
  from: { id: string; name: string };
  to: { id: string; name: string } | null;
  status: ChallengeStatus;
  matchId: string | null;
  createdAt: string;
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
  actor: string;
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

export interface VerifyResponse {
  matchId: string;
  ok: boolean;
  seed: string;
  seedCommitment: string;
  /** True when SHA-256(seed) equals the commitment published at creation. */
  commitmentMatches: boolean;
  commandsChecked: number;
  finalHash: string;
  problems: string[];
}

/** The clock of the turn in progress: it runs only while the coach whose turn it is must decide. */
export interface TurnClock {
  seat: Seat;
  turnSeconds: number;
  remainingMs: number;
  running: boolean;
  /** Server time the figures were taken at (ISO). */
  at: string;
  expired: boolean;
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

export interface MatchEnded {
  matchId: string;
  result: MatchResult;
  seed: string;
}

export type ChatChannel = 'coaches' | 'spectators';
export interface ChatMessage {
  matchId: string;
  channel: ChatChannel;
  from: string;
  text: string;
  at: string;
}

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
  'match:update': (payload: MatchUpdate) => void;
  'match:ended': (payload: MatchEnded) => void;
  'match:presence': (payload: { matchId: string; presence: Record<Seat, SeatPresence> }) => void;
  'match:clock': (payload: { matchId: string; clock: TurnClock | null }) => void;
  'match:chat': (payload: ChatMessage) => void;
  /** How many connections watch the match as spectators (sent on every join and leave). */
  'match:spectators': (payload: { matchId: string; count: number }) => void;
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
  /** The opponent's turn clock has run out: end their turn for them. */
  'match:end-turn': (request: { matchId: string }, ack: (reply: Ack<CommandAck>) => void) => void;
  /** The opponent has been away longer than the grace period: win by forfeit. */
  'match:claim-forfeit': (
    request: { matchId: string },
    ack: (reply: Ack<{ result: MatchResult }>) => void,
  ) => void;
  'match:chat': (request: ChatRequest, ack: (reply: Ack<object>) => void) => void;
}
