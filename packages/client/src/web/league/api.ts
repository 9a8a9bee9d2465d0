import type { DugoutClient } from '../../client.js';
import type {
  AdvanceRequest,
  AdvanceResponse,
  AuditResponse,
  ClassicAdvanceRequest,
  ClassicRosterView,
  CreateLeagueRequest,
  DraftTeamRequest,
  FinishSeasonResponse,
  FixtureByMatchResponse,
  FixtureListResponse,
  FixtureResponse,
  HirePlayerRequest,
  LeadersResponse,
  LeagueListResponse,
  LeagueResponse,
  OverrideResultRequest,
  PlayerPageResponse,
  PostGameChoicesRequest,
  RedraftPageResponse,
  RedraftPreviewResponse,
  RedraftRequest,
  ReleasableStaffKind,
  ScheduleRequest,
  SeasonResponse,
  StaffKind,
  StandingsResponse,
  StartFixtureResponse,
  TeamOverrideRequest,
  TeamPageResponse,
  TeamResponse,
  UpdateLeagueSettingsRequest,
} from '../../league-protocol.js';

/** The leagues API (packages/server/src/leagues/routes.ts), typed by league-protocol.ts. */
export function leagueApi(client: DugoutClient) {
  const league = (id: string) => `/api/leagues/${id}`;
  return {
    list: (): Promise<LeagueListResponse> => client.leagues().then((leagues) => ({ leagues })),
    create: (body: CreateLeagueRequest) => client.call<LeagueResponse>('POST', '/api/leagues', body),
    league: (id: string): Promise<LeagueResponse> => client.league(id).then((l) => ({ league: l })),
    updateSettings: (id: string, body: UpdateLeagueSettingsRequest) =>
      client.call<LeagueResponse>('PATCH', `${league(id)}/settings`, body),
    addCommissioner: (id: string, coach: string) =>
      client.call<LeagueResponse>('POST', `${league(id)}/commissioners`, { coach }),
    audit: (id: string) => client.call<AuditResponse>('GET', `${league(id)}/audit`),
    createSeason: (id: string, name?: string) =>
      client.call<SeasonResponse>('POST', `${league(id)}/seasons`, name ? { name } : {}),
    draft: (id: string, body: DraftTeamRequest): Promise<TeamResponse> =>
      client.draft(id, body).then((team) => ({ team })),
    decide: (id: string, teamId: string, approve: boolean) =>
      client.call<TeamResponse>('POST', `${league(id)}/teams/${teamId}/${approve ? 'approve' : 'reject'}`),
    schedule: (id: string, seasonId: string, body: ScheduleRequest) =>
      client.call<FixtureListResponse>('POST', `${league(id)}/seasons/${seasonId}/schedule`, body),
    finishSeason: (id: string, seasonId: string) =>
      client.call<FinishSeasonResponse>('POST', `${league(id)}/seasons/${seasonId}/finish`),
    openRedraft: (id: string, seasonId: string, deadline: string) =>
      client.call<SeasonResponse>('POST', `${league(id)}/seasons/${seasonId}/redraft`, { deadline }),
    fixtures: (id: string, seasonId: string) =>
      client.call<FixtureListResponse>('GET', `${league(id)}/seasons/${seasonId}/fixtures`),
    standings: (id: string, seasonId: string) =>
      client.call<StandingsResponse>('GET', `${league(id)}/seasons/${seasonId}/standings`),
    leaders: (id: string, seasonId: string) =>
      client.call<LeadersResponse>('GET', `${league(id)}/seasons/${seasonId}/leaders`),
    fixture: (id: string, fixtureId: string) =>
      client.call<FixtureResponse>('GET', `${league(id)}/fixtures/${fixtureId}`),
    start: (id: string, fixtureId: string) =>
      client.call<StartFixtureResponse>('POST', `${league(id)}/fixtures/${fixtureId}/start`),
    choose: (id: string, fixtureId: string, body: PostGameChoicesRequest): Promise<FixtureResponse> =>
      client.postGameChoices(id, fixtureId, body).then((fixture) => ({ fixture })),
    setDeadline: (id: string, fixtureId: string, deadline: string | null) =>
      client.call<FixtureResponse>('PATCH', `${league(id)}/fixtures/${fixtureId}/deadline`, { deadline }),
    markUnplayed: (id: string, fixtureId: string, reason: string) =>
      client.call<FixtureResponse>('POST', `${league(id)}/fixtures/${fixtureId}/unplayed`, { reason }),
    byMatch: (matchId: string): Promise<FixtureByMatchResponse> => client.leagueFixtureOf(matchId),
    overrideResult: (id: string, fixtureId: string, body: OverrideResultRequest) =>
      client.call<FixtureResponse>('POST', `${league(id)}/fixtures/${fixtureId}/result`, body),
    team: (id: string): Promise<TeamPageResponse> => client.team(id),
    player: (id: string): Promise<PlayerPageResponse> => client.player(id),
    hire: (teamId: string, body: HirePlayerRequest) =>
      client.call<TeamResponse>('POST', `/api/teams/${teamId}/hire`, body),
    fire: (teamId: string, playerId: string) =>
      client.call<TeamResponse>('POST', `/api/teams/${teamId}/players/${playerId}/fire`),
    retire: (teamId: string, playerId: string) =>
      client.call<TeamResponse>('POST', `/api/teams/${teamId}/players/${playerId}/retire`),
    staff: (teamId: string, item: StaffKind) =>
      client.call<TeamResponse>('POST', `/api/teams/${teamId}/staff`, { item }),
    releaseStaff: (teamId: string, item: ReleasableStaffKind) =>
      client.call<TeamResponse>('POST', `/api/teams/${teamId}/staff/release`, { item }),
    redraftPage: (teamId: string) => client.call<RedraftPageResponse>('GET', `/api/teams/${teamId}/redraft`),
    previewRedraft: (teamId: string, body: RedraftRequest) =>
      client.call<RedraftPreviewResponse>('POST', `/api/teams/${teamId}/redraft/preview`, body),
    redraft: (teamId: string, body: RedraftRequest) =>
      client.call<TeamResponse>('POST', `/api/teams/${teamId}/redraft`, body),
    advance: (teamId: string, playerId: string, body: AdvanceRequest) =>
      client.call<AdvanceResponse>('POST', `/api/teams/${teamId}/players/${playerId}/advance`, body),
    classicRosters: () =>
      client.call<{ rosters: ClassicRosterView[] }>('GET', '/api/leagues/classic-rosters'),
    classicAdvance: (teamId: string, playerId: string, body: ClassicAdvanceRequest) =>
      client.call<AdvanceResponse>('POST', `/api/teams/${teamId}/players/${playerId}/classic-advance`, body),
    classicHire: (teamId: string, number: number) =>
      client.call<TeamResponse>('POST', `/api/teams/${teamId}/classic-journeymen`, { number }),
    override: (teamId: string, body: TeamOverrideRequest) =>
      client.call<TeamResponse>('POST', `/api/teams/${teamId}/override`, body),
  };
}

export type LeagueApi = ReturnType<typeof leagueApi>;
