import {
  buyStaff,
  findPosition,
  firePlayer,
  hirePlayer,
  type LeagueTeam,
  nameCaptain,
  releaseStaff,
  temporarilyRetire,
} from '@dugout/rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Accounts } from '../auth/accounts.js';
import { AppError } from '../errors.js';
import { ErrorResponse } from '../http/schemas.js';
import { currentCoach, requireCoach } from '../lobby/session.js';
import { classicRosterViews } from './classic-views.js';
import type { LeagueFixtures } from './fixtures.js';
import type { LeagueRedrafts } from './redraft.js';
import {
  AddCommissionerBody,
  AdvanceBody,
  AdvanceResponse,
  AuditResponse,
  CaptainBody,
  ClassicAdvanceBody,
  ClassicHireBody,
  ClassicRostersResponse,
  CreateLeagueBody,
  CreateSeasonBody,
  DraftBody,
  FinishSeasonResponse,
  FixtureByMatchResponse,
  FixtureListResponse,
  FixtureParams,
  FixtureResponse,
  HireBody,
  LeadersResponse,
  LeagueListResponse,
  LeagueParams,
  LeagueResponse,
  MarkUnplayedBody,
  MatchParams,
  OpenRedraftBody,
  OverrideResultBody,
  PlayerPageResponse,
  PlayerParams,
  PostGameChoicesBody,
  PostGameVerifyResponse,
  RedraftBody,
  RedraftPageResponse,
  RedraftPreviewResponse,
  ReleaseStaffBody,
  ScheduleBody,
  SeasonParams,
  SeasonResponse,
  SetDeadlineBody,
  SettingsPatch,
  StaffBody,
  StandingsResponse,
  StartFixtureResponse,
  TeamOverrideBody,
  TeamPageResponse,
  TeamParams,
  TeamPlayerParams,
  TeamResponse,
} from './schemas.js';
import type { LeagueService } from './service.js';

export interface LeagueRoutesOptions {
  accounts: Accounts;
  leagues: LeagueService;
  fixtures: LeagueFixtures;
  redrafts: LeagueRedrafts;
}

const errors = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
};
const tags = ['leagues'];

/** /api/leagues: leagues, commissioners, seasons, drafting, schedules, fixtures, standings. */
export const leagueRoutes: FastifyPluginAsyncZod<LeagueRoutesOptions> = async (
  app,
  { accounts, leagues, fixtures, redrafts },
) => {
  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Create a league; its creator becomes its first commissioner',
        body: CreateLeagueBody,
        response: { 201: LeagueResponse, ...errors },
      },
    },
    async (request, reply) => {
      const coach = await requireCoach(accounts, request);
      return reply.code(201).send({ league: await leagues.create(coach, request.body) });
    },
  );

  app.get(
    '/',
    { schema: { tags, summary: 'Every league', response: { 200: LeagueListResponse } } },
    async () => ({ leagues: await leagues.list() }),
  );

  app.get(
    '/classic-rosters',
    {
      schema: {
        tags,
        summary: "The 24 LRB6 rosters a classic league's teams are drafted from (positions, costs, re-rolls)",
        response: { 200: ClassicRostersResponse, ...errors },
      },
    },
    async () => ({ rosters: classicRosterViews() }),
  );

  app.get(
    '/fixtures/by-match/:matchId',
    {
      schema: {
        tags,
        summary: 'The league, season and fixture a match was played for (404 for a match outside leagues)',
        params: MatchParams,
        response: { 200: FixtureByMatchResponse, ...errors },
      },
    },
    async (request) => fixtures.byMatch(request.params.matchId),
  );

  app.get(
    '/fixtures/of-match/:matchId',
    {
      schema: {
        tags,
        summary: 'The league fixture a match was played for, or null for a match outside leagues',
        params: MatchParams,
        response: { 200: z.object({ fixture: FixtureByMatchResponse.nullable() }), ...errors },
      },
    },
    async (request) => ({ fixture: await fixtures.ofMatch(request.params.matchId) }),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'A league: settings, commissioners, seasons and teams',
        params: LeagueParams,
        response: { 200: LeagueResponse, ...errors },
      },
    },
    async (request) => ({ league: await leagues.detail(request.params.id) }),
  );

  app.patch(
    '/:id/settings',
    {
      schema: {
        tags,
        summary: 'Change league settings (commissioners)',
        params: LeagueParams,
        body: SettingsPatch,
        response: { 200: LeagueResponse, ...errors },
      },
    },
    async (request) => {
      const coach = await requireCoach(accounts, request);
      return { league: await leagues.updateSettings(coach, request.params.id, request.body) };
    },
  );

  app.post(
    '/:id/commissioners',
    {
      schema: {
        tags,
        summary: 'Make another coach a commissioner (commissioners)',
        params: LeagueParams,
        body: AddCommissionerBody,
        response: { 200: LeagueResponse, ...errors },
      },
    },
    async (request) => {
      const coach = await requireCoach(accounts, request);
      return { league: await leagues.addCommissioner(coach, request.params.id, request.body.coach) };
    },
  );

  app.get(
    '/:id/audit',
    {
      schema: {
        tags,
        summary:
          "The league's audit log: every override and change, with who, why, before and after (commissioners)",
        params: LeagueParams,
        response: { 200: AuditResponse, ...errors },
      },
    },
    async (request) => {
      const coach = await requireCoach(accounts, request);
      return { entries: await leagues.leagueAudit(coach, request.params.id) };
    },
  );

  app.post(
    '/:id/seasons',
    {
      schema: {
        tags,
        summary: 'Open a new season for teams to draft into (commissioners)',
        params: LeagueParams,
        body: CreateSeasonBody,
        response: { 201: SeasonResponse, ...errors },
      },
    },
    async (request, reply) => {
      const coach = await requireCoach(accounts, request);
      const season = await leagues.createSeason(coach, request.params.id, request.body.name);
      return reply.code(201).send({ season });
    },
  );

  app.post(
    '/:id/teams',
    {
      schema: {
        tags,
        summary:
          'Draft a team into the league; a commissioner approves it. Every problem is reported at once',
        params: LeagueParams,
        body: DraftBody,
        response: { 201: TeamResponse, ...errors },
      },
    },
    async (request, reply) => {
      const coach = await requireCoach(accounts, request);
      return reply.code(201).send({ team: await leagues.draft(coach, request.params.id, request.body) });
    },
  );

  for (const [action, approve] of [
    ['approve', true],
    ['reject', false],
  ] as const) {
    app.post(
      `/:id/teams/:teamId/${action}`,
      {
        schema: {
          tags,
          summary: `${approve ? 'Approve' : 'Reject'} a drafted team (commissioners)`,
          params: LeagueParams.extend({ teamId: TeamParams.shape.id }),
          response: { 200: TeamResponse, ...errors },
        },
      },
      async (request) => {
        const coach = await requireCoach(accounts, request);
        const { id, teamId } = request.params;
        return { team: await leagues.decide(coach, id, teamId, approve) };
      },
    );
  }

  app.post(
    '/:id/seasons/:seasonId/schedule',
    {
      schema: {
        tags,
        summary: "Generate the season's round-robin schedule from its approved teams (commissioners)",
        params: SeasonParams,
        body: ScheduleBody,
        response: { 201: FixtureListResponse, ...errors },
      },
    },
    async (request, reply) => {
      const coach = await requireCoach(accounts, request);
      const { id, seasonId } = request.params;
      return reply.code(201).send({ fixtures: await fixtures.schedule(coach, id, seasonId, request.body) });
    },
  );

  app.post(
    '/:id/seasons/:seasonId/finish',
    {
      schema: {
        tags,
        summary:
          'End a season: unplayed fixtures count as a loss for both, then the off-season and re-draft budgets (commissioners)',
        params: SeasonParams,
        response: { 200: FinishSeasonResponse, ...errors },
      },
    },
    async (request) => {
      const coach = await requireCoach(accounts, request);
      return fixtures.finishSeason(coach, request.params.id, request.params.seasonId);
    },
  );

  app.post(
    '/:id/seasons/:seasonId/redraft',
    {
      schema: {
        tags,
        summary:
          "Open a finished season's re-draft into the next season with a deadline, or move the deadline (commissioners)",
        params: SeasonParams,
        body: OpenRedraftBody,
        response: { 200: SeasonResponse, ...errors },
      },
    },
    async (request) => {
      const coach = await requireCoach(accounts, request);
      const { id, seasonId } = request.params;
      return { season: await redrafts.open(coach, id, seasonId, request.body.deadline) };
    },
  );

  app.get(
    '/:id/seasons/:seasonId/fixtures',
    {
      schema: {
        tags,
        summary: "A season's fixtures and results, by round",
        params: SeasonParams,
        response: { 200: FixtureListResponse, ...errors },
      },
    },
    async (request) => ({ fixtures: await fixtures.list(request.params.id, request.params.seasonId) }),
  );

  app.get(
    '/:id/seasons/:seasonId/standings',
    {
      schema: {
        tags,
        summary: "A season's standings with the league's points and tie-breakers",
        params: SeasonParams,
        response: { 200: StandingsResponse, ...errors },
      },
    },
    async (request) => fixtures.standings(request.params.id, request.params.seasonId),
  );

  app.get(
    '/:id/seasons/:seasonId/leaders',
    {
      schema: {
        tags,
        summary: "A season's leading players in SPP, touchdowns and casualties",
        params: SeasonParams,
        response: { 200: LeadersResponse, ...errors },
      },
    },
    async (request) => fixtures.leaders(request.params.id, request.params.seasonId),
  );

  app.get(
    '/:id/fixtures/:fixtureId',
    {
      schema: {
        tags,
        summary: 'One fixture, its result and its post-game',
        params: FixtureParams,
        response: { 200: FixtureResponse, ...errors },
      },
    },
    async (request) => ({ fixture: await fixtures.get(request.params.id, request.params.fixtureId) }),
  );

  app.patch(
    '/:id/fixtures/:fixtureId/deadline',
    {
      schema: {
        tags,
        summary: "Set a fixture's deadline (commissioners)",
        params: FixtureParams,
        body: SetDeadlineBody,
        response: { 200: FixtureResponse, ...errors },
      },
    },
    async (request) => {
      const coach = await requireCoach(accounts, request);
      const { id, fixtureId } = request.params;
      return { fixture: await fixtures.setDeadline(coach, id, fixtureId, request.body.deadline) };
    },
  );

  app.post(
    '/:id/fixtures/:fixtureId/start',
    {
      schema: {
        tags,
        summary:
          "Start a fixture's match on the server with both teams as they stand (either coach or a commissioner)",
        params: FixtureParams,
        response: { 201: StartFixtureResponse, ...errors },
      },
    },
    async (request, reply) => {
      const coach = await requireCoach(accounts, request);
      const { id, fixtureId } = request.params;
      return reply.code(201).send(await fixtures.start(coach, id, fixtureId));
    },
  );

  app.post(
    '/:id/fixtures/:fixtureId/post-game',
    {
      schema: {
        tags,
        summary: "A coach's post-game choices: MVP nominations, Getting Even keywords, Journeymen to keep",
        params: FixtureParams,
        body: PostGameChoicesBody,
        response: { 200: FixtureResponse, ...errors },
      },
    },
    async (request) => {
      const coach = await requireCoach(accounts, request);
      const { id, fixtureId } = request.params;
      return { fixture: await fixtures.choose(coach, id, fixtureId, request.body) };
    },
  );

  app.get(
    '/:id/fixtures/:fixtureId/post-game/verify',
    {
      schema: {
        tags,
        summary:
          "Recompute a fixture's post-game from the match's revealed seed and compare it with the record",
        params: FixtureParams,
        response: { 200: PostGameVerifyResponse, ...errors },
      },
    },
    async (request) => fixtures.verifyPostGame(request.params.id, request.params.fixtureId),
  );

  app.post(
    '/:id/fixtures/:fixtureId/unplayed',
    {
      schema: {
        tags,
        summary:
          'Settle a fixture nobody played (e.g. past its deadline) as unplayed: a loss for both, with a reason (commissioners)',
        params: FixtureParams,
        body: MarkUnplayedBody,
        response: { 200: FixtureResponse, ...errors },
      },
    },
    async (request) => {
      const coach = await requireCoach(accounts, request);
      const { id, fixtureId } = request.params;
      return { fixture: await fixtures.markUnplayed(coach, id, fixtureId, request.body.reason) };
    },
  );

  app.post(
    '/:id/fixtures/:fixtureId/result',
    {
      schema: {
        tags,
        summary: "Override a fixture's result for the standings, with a reason (commissioners)",
        params: FixtureParams,
        body: OverrideResultBody,
        response: { 200: FixtureResponse, ...errors },
      },
    },
    async (request) => {
      const coach = await requireCoach(accounts, request);
      const { id, fixtureId } = request.params;
      return { fixture: await fixtures.overrideResult(coach, id, fixtureId, request.body) };
    },
  );
};

/** /api/teams and /api/players: team and player pages, between-games management, overrides. */
export const teamRoutes: FastifyPluginAsyncZod<LeagueRoutesOptions> = async (
  app,
  { accounts, leagues, fixtures, redrafts },
) => {
  app.get(
    '/teams/:id',
    {
      schema: {
        tags,
        summary:
          'Team page: roster with every injury, niggle, reduction and Hatred; TV, CTV, treasury, history',
        params: TeamParams,
        response: { 200: TeamPageResponse, ...errors },
      },
    },
    async (request) => leagues.teamPage(await currentCoach(accounts, request), request.params.id),
  );

  app.get(
    '/teams/:id/audit',
    {
      schema: {
        tags,
        summary: "The team's audit log (its coach and the league's commissioners)",
        params: TeamParams,
        response: { 200: AuditResponse, ...errors },
      },
    },
    async (request) => {
      const coach = await requireCoach(accounts, request);
      return { entries: await leagues.teamAudit(coach, request.params.id) };
    },
  );

  app.get(
    '/players/:id',
    {
      schema: {
        tags,
        summary: 'Player page: career, advancements, injuries',
        params: PlayerParams,
        response: { 200: PlayerPageResponse, ...errors },
      },
    },
    async (request) => leagues.playerPage(request.params.id),
  );

  app.post(
    '/teams/:id/hire',
    {
      schema: {
        tags,
        summary: 'Hire a rookie from the treasury (the team coach, between games)',
        params: TeamParams,
        body: HireBody,
        response: { 200: TeamResponse, ...errors },
      },
    },
    async (request) => {
      const coach = await requireCoach(accounts, request);
      const { positionId, ...options } = request.body;
      const r = await leagues.manage(coach, request.params.id, 'hire', (team: LeagueTeam) => {
        if (!findPosition(team.rosterId, positionId)) {
          throw new AppError(
            'league/rule-refused',
            400,
            `The ${team.rosterId} roster has no position "${positionId}".`,
            {
              rule: 'invalid-choice',
            },
          );
        }
        return hirePlayer(team, positionId, options);
      });
      return { team: r.team };
    },
  );

  for (const [action, step] of [
    ['fire', (t: LeagueTeam, id: string) => firePlayer(t, id)],
    ['retire', (t: LeagueTeam, id: string) => temporarilyRetire(t, id)],
  ] as const) {
    app.post(
      `/teams/:id/players/:playerId/${action}`,
      {
        schema: {
          tags,
          summary:
            action === 'fire'
              ? 'Fire a player (never below 11; the team coach, between games)'
              : 'Temporarily retire a player with a Lasting Injury for the season (the team coach)',
          params: TeamPlayerParams,
          response: { 200: TeamResponse, ...errors },
        },
      },
      async (request) => {
        const coach = await requireCoach(accounts, request);
        const { id, playerId } = request.params;
        const r = await leagues.manage(coach, id, action, (t) => step(t, playerId), playerId);
        return { team: r.team };
      },
    );
  }

  app.get(
    '/teams/:id/redraft',
    {
      schema: {
        tags,
        summary:
          "A team's re-draft after the off-season: budget, cap, deadline, each player's re-hiring cost, the default",
        params: TeamParams,
        response: { 200: RedraftPageResponse, ...errors },
      },
    },
    async (request) => redrafts.page(request.params.id),
  );

  app.post(
    '/teams/:id/redraft/preview',
    {
      schema: {
        tags,
        summary:
          "Check a re-draft (every problem at once) and its cost without changing anything (the team's coach)",
        params: TeamParams,
        body: RedraftBody,
        response: { 200: RedraftPreviewResponse, ...errors },
      },
    },
    async (request) => {
      const coach = await requireCoach(accounts, request);
      return redrafts.preview(coach, request.params.id, request.body);
    },
  );

  app.post(
    '/teams/:id/redraft',
    {
      schema: {
        tags,
        summary:
          "Re-draft into the league's open season: re-hire players (Current Value + agent fees), buy rookies, keep staff; the rest becomes the Treasury",
        params: TeamParams,
        body: RedraftBody,
        response: { 200: TeamResponse, ...errors },
      },
    },
    async (request) => {
      const coach = await requireCoach(accounts, request);
      return { team: await redrafts.redraft(coach, request.params.id, request.body) };
    },
  );

  app.post(
    '/teams/:id/captain',
    {
      schema: {
        tags,
        summary: 'Name a new Team Captain (rosters with that rule; not a Big Guy)',
        params: TeamParams,
        body: CaptainBody,
        response: { 200: TeamResponse, ...errors },
      },
    },
    async (request) => {
      const coach = await requireCoach(accounts, request);
      const { playerId } = request.body;
      const r = await leagues.manage(
        coach,
        request.params.id,
        'captain',
        (t) => ({ value: nameCaptain(t, playerId), events: [] }),
        playerId,
      );
      return { team: r.team };
    },
  );

  app.post(
    '/teams/:id/staff',
    {
      schema: {
        tags,
        summary:
          'Buy a re-roll (double price between games), an apothecary, an assistant coach or a cheerleader',
        params: TeamParams,
        body: StaffBody,
        response: { 200: TeamResponse, ...errors },
      },
    },
    async (request) => {
      const coach = await requireCoach(accounts, request);
      const r = await leagues.manage(coach, request.params.id, `staff:${request.body.item}`, (t) =>
        buyStaff(t, request.body.item),
      );
      return { team: r.team };
    },
  );

  app.post(
    '/teams/:id/staff/release',
    {
      schema: {
        tags,
        summary:
          'Let an apothecary, an assistant coach or a cheerleader go (no refund; team re-rolls are never removed)',
        params: TeamParams,
        body: ReleaseStaffBody,
        response: { 200: TeamResponse, ...errors },
      },
    },
    async (request) => {
      const coach = await requireCoach(accounts, request);
      const { item } = request.body;
      const r = await leagues.manage(coach, request.params.id, `release:${item}`, (t) =>
        releaseStaff(t, item),
      );
      return { team: r.team };
    },
  );

  app.post(
    '/teams/:id/players/:playerId/advance',
    {
      schema: {
        tags,
        summary:
          'Spend SPP on an advancement: random or chosen Primary, chosen Secondary, or a characteristic',
        params: TeamPlayerParams,
        body: AdvanceBody,
        response: { 200: AdvanceResponse, ...errors },
      },
    },
    async (request) => {
      const coach = await requireCoach(accounts, request);
      const { id, playerId } = request.params;
      return fixtures.advance(coach, id, playerId, request.body);
    },
  );

  app.post(
    '/teams/:id/players/:playerId/classic-advance',
    {
      schema: {
        tags,
        summary:
          "Classic leagues: take the player's oldest LRB6 advance roll as a characteristic it offers or a skill (the team coach)",
        params: TeamPlayerParams,
        body: ClassicAdvanceBody,
        response: { 200: AdvanceResponse, ...errors },
      },
    },
    async (request) => {
      const coach = await requireCoach(accounts, request);
      const { id, playerId } = request.params;
      return fixtures.classicAdvance(coach, id, playerId, request.body);
    },
  );

  app.post(
    '/teams/:id/classic-journeymen',
    {
      schema: {
        tags,
        summary:
          "Classic leagues: hire a Journeyman of the team's last match for good, for the position's cost (the team coach)",
        params: TeamParams,
        body: ClassicHireBody,
        response: { 200: TeamResponse, ...errors },
      },
    },
    async (request) => {
      const coach = await requireCoach(accounts, request);
      return fixtures.classicHire(coach, request.params.id, request.body);
    },
  );

  app.post(
    '/teams/:id/override',
    {
      schema: {
        tags,
        summary:
          'Change anything on a team or player (treasury, SPP, injuries, skills, fans …) with a required reason (commissioners)',
        params: TeamParams,
        body: TeamOverrideBody,
        response: { 200: TeamResponse, ...errors },
      },
    },
    async (request) => {
      const coach = await requireCoach(accounts, request);
      return { team: await leagues.override(coach, request.params.id, request.body) };
    },
  );
};
