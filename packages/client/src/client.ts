import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import type {
  DraftTeamRequest,
  FixtureByMatchResponse,
  FixtureResponse,
  FixtureView,
  LeagueDetail,
  LeagueListResponse,
  LeagueResponse,
  LeagueSummary,
  PlayerPageResponse,
  PostGameChoicesRequest,
  TeamDetail,
  TeamPageResponse,
  TeamResponse,
} from './league-protocol.js';
import { MatchConnection, type MatchListeners } from './match-connection.js';
import type {
  AcceptChallengeRequest,
  ApiErrorBody,
  Challenge,
  ChallengeListResponse,
  ChallengeResponse,
  ClientToServerEvents,
  Coach,
  CoachResponse,
  CreateBotMatchRequest,
  CreateChallengeRequest,
  ErrorCode,
  GameInfo,
  GameListResponse,
  GameTable,
  HealthResponse,
  LobbyChange,
  LoginRequest,
  MatchListResponse,
  MatchResponse,
  MatchSummary,
  OpenTableRequest,
  RegisterRequest,
  ReplayResponse,
  ServerToClientEvents,
  SetSeatRequest,
  StartTableResponse,
  TableListResponse,
  TableResponse,
  TakeSeatRequest,
  UpdateMeRequest,
  VerifyResponse,
} from './protocol.js';

export type DugoutSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** A failed API call: the server's stable code, its English message and the HTTP status. */
export class DugoutApiError extends Error {
  constructor(
    readonly code: ErrorCode | 'network',
    message: string,
    readonly status: number,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'DugoutApiError';
  }
}

export interface DugoutClientOptions {
  /** The server, e.g. `http://localhost:3000`; defaults to the page's own origin in a browser. */
  baseUrl?: string;
  fetch?: typeof fetch;
}

/**
 * Typed access to a Dugout server over HTTP and Socket.IO, in the browser (the session cookie is the
 * browser's) and in Node (the client keeps the cookie itself).
 */
export class DugoutClient {
  private readonly baseUrl: string;
  private readonly fetchImpl: typeof fetch;
  private readonly inBrowser = typeof document !== 'undefined';
  /** Node only: the session cookie, as the server set it. */
  private cookie: string | undefined;

  constructor(options: DugoutClientOptions = {}) {
    this.baseUrl = (options.baseUrl ?? (typeof location !== 'undefined' ? location.origin : '')).replace(
      /\/$/,
      '',
    );
    this.fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  }

  async register(request: RegisterRequest): Promise<Coach> {
    return (await this.call<CoachResponse>('POST', '/api/auth/register', request)).coach;
  }

  async login(request: LoginRequest): Promise<Coach> {
    return (await this.call<CoachResponse>('POST', '/api/auth/login', request)).coach;
  }

  async logout(): Promise<void> {
    await this.call<null>('POST', '/api/auth/logout');
    this.cookie = undefined;
  }

  /** Changes the password; the coach's other sessions end (their live connections close). */
  async changePassword(body: { currentPassword: string; newPassword: string }): Promise<void> {
    await this.call<null>('POST', '/api/auth/password', body);
  }

  /** Changes the logged-in coach's settings (the web UI's language). */
  async updateMe(body: UpdateMeRequest): Promise<Coach> {
    return (await this.call<CoachResponse>('PATCH', '/api/auth/me', body)).coach;
  }

  async me(): Promise<Coach | null> {
    // The session route answers 200 with null when logged out: a visitor's console shows no failed request.
    return (await this.call<{ coach: Coach | null }>('GET', '/api/auth/session')).coach;
  }

  health(): Promise<HealthResponse> {
    return this.call<HealthResponse>('GET', '/healthz');
  }

  // ---- matches and challenges --------------------------------------------------------------------

  async playBot(request: CreateBotMatchRequest): Promise<MatchSummary> {
    return (await this.call<MatchResponse>('POST', '/api/matches/bot', request)).match;
  }

  async challenge(request: CreateChallengeRequest): Promise<Challenge> {
    return (await this.call<ChallengeResponse>('POST', '/api/challenges', request)).challenge;
  }

  async challenges(): Promise<Challenge[]> {
    return (await this.call<ChallengeListResponse>('GET', '/api/challenges')).challenges;
  }

  acceptChallenge(
    id: string,
    request: AcceptChallengeRequest,
  ): Promise<{ challenge: Challenge; match: MatchSummary }> {
    return this.call('POST', `/api/challenges/${encodeURIComponent(id)}/accept`, request);
  }

  async declineChallenge(id: string): Promise<Challenge> {
    return (await this.call<ChallengeResponse>('POST', `/api/challenges/${encodeURIComponent(id)}/decline`))
      .challenge;
  }

  async cancelChallenge(id: string): Promise<Challenge> {
    return (await this.call<ChallengeResponse>('POST', `/api/challenges/${encodeURIComponent(id)}/cancel`))
      .challenge;
  }

  // ---- lobby tables (any game) --------------------------------------------------------------------

  /** The games the server hosts, with their seats and options. */
  async games(): Promise<GameInfo[]> {
    return (await this.call<GameListResponse>('GET', '/api/games')).games;
  }

  /** Open tables I can sit at, and my own tables (of one game, or all). */
  async tables(game?: string): Promise<GameTable[]> {
    const q = game ? `?game=${encodeURIComponent(game)}` : '';
    return (await this.call<TableListResponse>('GET', `/api/tables${q}`)).tables;
  }

  async table(id: string): Promise<GameTable> {
    return (await this.call<TableResponse>('GET', `/api/tables/${encodeURIComponent(id)}`)).table;
  }

  async openTable(request: OpenTableRequest): Promise<GameTable> {
    return (await this.call<TableResponse>('POST', '/api/tables', request)).table;
  }

  /** Takes a seat; when that fills a table that starts by itself, `match` is the match that started. */
  takeSeat(
    id: string,
    seat: string,
    request: TakeSeatRequest = {},
  ): Promise<{ table: GameTable; match?: MatchSummary }> {
    return this.call('POST', `${tablePath(id)}/seats/${encodeURIComponent(seat)}/take`, request);
  }

  async leaveSeat(id: string, seat: string): Promise<GameTable> {
    return (
      await this.call<TableResponse>('POST', `${tablePath(id)}/seats/${encodeURIComponent(seat)}/leave`)
    ).table;
  }

  /** The creator opens an empty seat, keeps it for a coach, or gives it to a bot. */
  async setSeat(id: string, seat: string, request: SetSeatRequest): Promise<GameTable> {
    return (
      await this.call<TableResponse>('PUT', `${tablePath(id)}/seats/${encodeURIComponent(seat)}`, request)
    ).table;
  }

  async fillWithBots(id: string): Promise<GameTable> {
    return (await this.call<TableResponse>('POST', `${tablePath(id)}/bots`)).table;
  }

  async declineTable(id: string): Promise<GameTable> {
    return (await this.call<TableResponse>('POST', `${tablePath(id)}/decline`)).table;
  }

  async cancelTable(id: string): Promise<GameTable> {
    return (await this.call<TableResponse>('POST', `${tablePath(id)}/cancel`)).table;
  }

  startTable(id: string): Promise<StartTableResponse> {
    return this.call('POST', `${tablePath(id)}/start`);
  }

  /**
   * Calls `onChange` whenever the lobby changes (tables, live matches), over `socket`, instead of polling;
   * also once after every (re)connection, since notices may have been missed meanwhile. Returns a stop function.
   */
  watchLobby(socket: DugoutSocket, onChange: (change: LobbyChange) => void): () => void {
    const watch = () => {
      socket.emit('lobby:watch', {}, () => onChange({ tables: true, matches: true }));
    };
    socket.on('connect', watch);
    socket.on('lobby:changed', onChange);
    if (socket.connected) watch();
    return () => {
      socket.off('connect', watch);
      socket.off('lobby:changed', onChange);
      if (socket.connected) socket.emit('lobby:unwatch', {}, () => undefined);
    };
  }

  /** Live matches to watch, my matches, or recently finished ones. */
  async matches(list: 'live' | 'mine' | 'recent' = 'live'): Promise<MatchSummary[]> {
    return (await this.call<MatchListResponse>('GET', `/api/matches?list=${list}`)).matches;
  }

  async match(id: string): Promise<MatchSummary> {
    return (await this.call<MatchResponse>('GET', `/api/matches/${encodeURIComponent(id)}`)).match;
  }

  /**
   * Every step of a match and the view after step `at` (default: the latest); `steps: false` asks for the
   * view only (`steps` comes back empty), for a replay that already has the log.
   */
  replay(id: string, at?: number, options: { steps?: boolean } = {}): Promise<ReplayResponse> {
    const query = new URLSearchParams();
    if (at !== undefined) query.set('at', String(at));
    if (options.steps === false) query.set('steps', 'none');
    const q = query.toString();
    return this.call('GET', `/api/matches/${encodeURIComponent(id)}/replay${q ? `?${q}` : ''}`);
  }

  /** A cursor over a match's replay: step forwards and backwards, each step's view rebuilt by the server. */
  async replayCursor(id: string): Promise<ReplayCursor> {
    return new ReplayCursor(this, await this.replay(id, 0));
  }

  verify(id: string): Promise<VerifyResponse> {
    return this.call('GET', `/api/matches/${encodeURIComponent(id)}/verify`);
  }

  // Leagues (packages/server/src/leagues/routes.ts; shapes in league-protocol.ts).

  async leagues(): Promise<LeagueSummary[]> {
    return (await this.call<LeagueListResponse>('GET', '/api/leagues')).leagues;
  }

  async league(id: string): Promise<LeagueDetail> {
    return (await this.call<LeagueResponse>('GET', `/api/leagues/${encodeURIComponent(id)}`)).league;
  }

  /** The team page: roster, TV, treasury, history and (for its coach and commissioners) audit log. */
  team(id: string): Promise<TeamPageResponse> {
    return this.call('GET', `/api/teams/${encodeURIComponent(id)}`);
  }

  player(id: string): Promise<PlayerPageResponse> {
    return this.call('GET', `/api/players/${encodeURIComponent(id)}`);
  }

  /** Drafts a team into a league (it waits for a commissioner's approval). */
  async draft(leagueId: string, request: DraftTeamRequest): Promise<TeamDetail> {
    const path = `/api/leagues/${encodeURIComponent(leagueId)}/teams`;
    return (await this.call<TeamResponse>('POST', path, request)).team;
  }

  /** A coach's post-game choices (MVP nominations, Getting Even keywords, Journeymen to keep). */
  async postGameChoices(
    leagueId: string,
    fixtureId: string,
    request: PostGameChoicesRequest,
  ): Promise<FixtureView> {
    const path = `/api/leagues/${encodeURIComponent(leagueId)}/fixtures/${encodeURIComponent(fixtureId)}/post-game`;
    return (await this.call<FixtureResponse>('POST', path, request)).fixture;
  }

  /** The league fixture a match was played for (a `league/fixture-not-found` error outside leagues). */
  leagueFixtureOf(matchId: string): Promise<FixtureByMatchResponse> {
    return this.call('GET', `/api/leagues/fixtures/by-match/${encodeURIComponent(matchId)}`);
  }

  /** The league fixture a match was played for, or null for a match outside leagues (no failed request). */
  async leagueFixtureOfMatch(matchId: string): Promise<FixtureByMatchResponse | null> {
    const r = await this.call<{ fixture: FixtureByMatchResponse | null }>(
      'GET',
      `/api/leagues/fixtures/of-match/${encodeURIComponent(matchId)}`,
    );
    return r.fixture;
  }

  /**
   * Joins a match on `socket` (default: a new live connection) as its coach or as a spectator. The
   * connection reconnects by itself and resumes from the last sequence number it saw.
   */
  async joinMatch(
    matchId: string,
    options: {
      as?: 'player' | 'spectator';
      listeners?: MatchListeners;
      socket?: DugoutSocket;
      /** How long to wait for each answer (default 10 s). */
      timeoutMs?: number;
    } = {},
  ): Promise<MatchConnection> {
    return MatchConnection.open(options.socket ?? this.connect(), matchId, options);
  }

  /**
   * Opens the live connection with this client's session (options go to Socket.IO's `io()`); `origin`
   * reaches another node of the same deployment with the same session (Node only).
   */
  connect(options: Partial<ManagerOptions & SocketOptions> = {}, origin = this.baseUrl): DugoutSocket {
    return io(origin || undefined, {
      withCredentials: true,
      ...(this.inBrowser || !this.cookie ? {} : { extraHeaders: { cookie: this.cookie } }),
      ...options,
    }) as DugoutSocket;
  }

  /** @internal */
  async call<T>(method: 'GET' | 'POST' | 'PATCH' | 'PUT', path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (!this.inBrowser && this.cookie) headers.cookie = this.cookie;
    let response: Response;
    try {
      response = await this.fetchImpl(`${this.baseUrl}${path}`, {
        method,
        headers,
        credentials: 'include',
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
    } catch (error) {
      throw new DugoutApiError('network', `Cannot reach the Dugout server: ${String(error)}`, 0);
    }
    if (!this.inBrowser) this.rememberCookie(response);
    if (response.status === 204) return null as T;
    const payload: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const error = (payload as ApiErrorBody | undefined)?.error;
      throw new DugoutApiError(
        error?.code ?? 'internal',
        error?.message ?? `The server answered ${response.status}.`,
        response.status,
        error?.details,
      );
    }
    return payload as T;
  }

  private rememberCookie(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const expired = /expires=Thu, 01 Jan 1970/i.test(header) || /max-age=0/i.test(header);
      if (pair.startsWith('dugout_session=')) this.cookie = expired ? undefined : pair;
    }
  }
}

const tablePath = (id: string) => `/api/tables/${encodeURIComponent(id)}`;

/** Walks a replay step by step; views already fetched are kept, so going back costs nothing. */
export class ReplayCursor {
  readonly #views = new Map<number, unknown>();
  #at: number;

  constructor(
    private readonly client: DugoutClient,
    readonly replay: ReplayResponse,
  ) {
    this.#at = replay.at;
    this.#views.set(replay.at, replay.view);
  }

  get at(): number {
    return this.#at;
  }
  get length(): number {
    return this.replay.steps.length;
  }

  /** The view after step `step` (0 = before the first command). */
  async view(step: number = this.#at): Promise<unknown> {
    const at = Math.max(0, Math.min(step, this.length));
    if (!this.#views.has(at))
      this.#views.set(at, (await this.client.replay(this.replay.matchId, at, { steps: false })).view);
    this.#at = at;
    return this.#views.get(at);
  }

  forward(): Promise<unknown> {
    return this.view(this.#at + 1);
  }
  back(): Promise<unknown> {
    return this.view(this.#at - 1);
  }
  /** The events of step `step` as this recipient sees them. */
  eventsAt(step: number): unknown[] {
    return this.replay.steps.find((s) => s.seq === step)?.events ?? [];
  }
}
