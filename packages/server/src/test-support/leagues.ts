import type {
  DraftTeamRequest,
  DugoutClient,
  FixtureView,
  LeagueDetail,
  SeasonSummary,
  StartFixtureResponse,
  TeamDetail,
  TeamPageResponse,
} from '@dugout/client';
import { buildClassicStartingTeam, type ClassicRosterId, type Command, type MatchState } from '@dugout/rules';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { DatabaseKind } from './databases.js';
import { startMatchServer } from './matches.js';
import { botRandom } from './random.js';

type Server = Awaited<ReturnType<typeof startMatchServer>>;
export type Coach = DugoutClient & { name: string };

/** 11 linemen (1–11), two blitzers (12, 13), a thrower (14); 2 re-rolls, an apothecary, captain #12. */
export function humanDraft(name: string, overrides: Partial<DraftTeamRequest> = {}): DraftTeamRequest {
  return {
    name,
    rosterId: 'human',
    players: [
      ...Array.from({ length: 11 }, (_, i) => ({ number: i + 1, positionId: 'human-lineman' })),
      { number: 12, positionId: 'human-blitzer' },
      { number: 13, positionId: 'human-blitzer' },
      { number: 14, positionId: 'human-thrower' },
    ],
    rerolls: 2,
    apothecary: true,
    assistantCoaches: 0,
    cheerleaders: 0,
    dedicatedFans: 1,
    captain: 12,
    ...overrides,
  };
}

/** 11 orc linemen, two blitzers, a thrower; 2 re-rolls, an apothecary, captain #12. */
export function orcDraft(name: string): DraftTeamRequest {
  return {
    ...humanDraft(name),
    rosterId: 'orc',
    players: [
      ...Array.from({ length: 11 }, (_, i) => ({ number: i + 1, positionId: 'orc-lineman' })),
      { number: 12, positionId: 'orc-blitzer' },
      { number: 13, positionId: 'orc-blitzer' },
      { number: 14, positionId: 'orc-thrower' },
    ],
  };
}

/** An LRB6 starting team (the rules' own builder) as a league draft; `players` keeps only the first ones. */
export function classicDraft(
  name: string,
  rosterId: ClassicRosterId,
  { fanFactor = 0, players }: { fanFactor?: number; players?: number } = {},
): DraftTeamRequest {
  const sheet = buildClassicStartingTeam(rosterId, { budget: 1_000_000 - fanFactor * 10_000 });
  return {
    name,
    rosterId,
    players: sheet.players.slice(0, players).map((p) => ({ number: p.number, positionId: p.positionId })),
    rerolls: sheet.rerolls,
    apothecary: sheet.apothecary,
    assistantCoaches: 0,
    cheerleaders: 0,
    fanFactor,
  };
}

/**
 * A league test file's server: started before its tests, closed after them, the post-game test hook
 * cleared after each. The object is filled in when the server starts (use it inside tests only).
 */
export function leagueServerFor(kind: DatabaseKind): Server {
  const server = {} as Server;
  beforeAll(async () => {
    Object.assign(server, await startMatchServer(kind));
  });
  afterAll(() => server.close());
  afterEach(() => {
    server.app.leagues.postGame.adjustSummary = undefined;
  });
  return server;
}

/** The error a call that must be refused threw (fails when it was not refused). */
export async function refusal(p: Promise<unknown>) {
  try {
    await p;
  } catch (error) {
    return error as { code: string; status: number; message: string; details?: unknown };
  }
  throw new Error('expected a refusal');
}

export const api = {
  createLeague: (c: Coach, name: string, settings: object = {}) =>
    c.call<{ league: LeagueDetail }>('POST', '/api/leagues', { name, settings }).then((r) => r.league),
  createSeason: (c: Coach, leagueId: string) =>
    c.call<{ season: SeasonSummary }>('POST', `/api/leagues/${leagueId}/seasons`, {}).then((r) => r.season),
  draft: (c: Coach, leagueId: string, body: DraftTeamRequest) =>
    c.call<{ team: TeamDetail }>('POST', `/api/leagues/${leagueId}/teams`, body).then((r) => r.team),
  approve: (c: Coach, leagueId: string, teamId: string) =>
    c
      .call<{ team: TeamDetail }>('POST', `/api/leagues/${leagueId}/teams/${teamId}/approve`)
      .then((r) => r.team),
  schedule: (c: Coach, leagueId: string, seasonId: string, body: object = {}) =>
    c
      .call<{ fixtures: FixtureView[] }>(
        'POST',
        `/api/leagues/${leagueId}/seasons/${seasonId}/schedule`,
        body,
      )
      .then((r) => r.fixtures),
  start: (c: Coach, leagueId: string, fixtureId: string) =>
    c.call<StartFixtureResponse>('POST', `/api/leagues/${leagueId}/fixtures/${fixtureId}/start`),
  fixture: (c: Coach, leagueId: string, fixtureId: string) =>
    c
      .call<{ fixture: FixtureView }>('GET', `/api/leagues/${leagueId}/fixtures/${fixtureId}`)
      .then((r) => r.fixture),
  teamPage: (c: Coach, teamId: string) => c.call<TeamPageResponse>('GET', `/api/teams/${teamId}`),
};

export interface LeagueSetup {
  commissioner: Coach;
  coaches: Coach[];
  league: LeagueDetail;
  season: SeasonSummary;
  teams: TeamDetail[];
}

/** A league with a season and `drafts.length` approved teams, one coach each. */
export async function setUpLeague(
  server: Server,
  drafts: DraftTeamRequest[],
  settings: object = {},
): Promise<LeagueSetup> {
  const commissioner = await server.coach('Comm');
  const league = await api.createLeague(commissioner, `League ${commissioner.name}`, settings);
  const season = await api.createSeason(commissioner, league.id);
  const coaches: Coach[] = [];
  const teams: TeamDetail[] = [];
  for (const draft of drafts) {
    const coach = await server.coach('Lc');
    coaches.push(coach);
    const team = await api.draft(coach, league.id, draft);
    teams.push(await api.approve(commissioner, league.id, team.id));
  }
  return { commissioner, coaches, league, season, teams };
}

export { botRandom };

/**
 * Plays a started league match to its end with the random bot on both seats, through the match host.
 * `buyNothing`: both coaches pass the inducement step (for tests whose figures need the Treasuries untouched).
 */
export async function playOut(
  server: Server,
  matchId: string,
  seed: number,
  { max = 20_000, buyNothing = false }: { max?: number; buyNothing?: boolean } = {},
): Promise<MatchState> {
  const room = await server.app.host.room(matchId);
  const module = server.app.host.module(room.meta.game);
  const random = botRandom(seed);
  for (let i = 0; i < max && room.live; i++) {
    const state = room.state as MatchState;
    const seat = state.decision!.team;
    const command: Command =
      buyNothing && state.decision!.kind === 'inducements'
        ? { type: 'done' }
        : module.bot!(state, seat, random);
    await room.submit({ seat, id: room.meta.seats[seat]!.coachId! }, `bot-${i}`, command);
  }
  if (room.live) throw new Error(`match ${matchId} did not finish in ${max} commands`);
  await server.app.leagues.postGame.idle();
  return room.state as MatchState;
}
