import type {
  AdvanceRequest,
  AdvanceResponse,
  ClassicAdvanceRequest,
  ClassicHireRequest,
  FinishSeasonResponse,
  FixtureByMatchResponse,
  FixtureView,
  LeaderRow,
  LeadersResponse,
  OverrideResultRequest,
  PostGameChoicesRequest,
  ScheduleRequest,
  StandingsResponse,
  StartFixtureResponse,
  TeamResponse,
} from '@dugout/client';
import {
  type ClassicLineup,
  classicLeagueInducements,
  classicMatchTeamOf,
  formatSkillRef,
  type LeagueTeam,
  type Lineup,
  leagueInducements,
  matchTeamOf,
  offSeason,
  takeRolledClassicAdvance,
} from '@dugout/rules';
import type { CoachView } from '../auth/accounts.js';
import type { PrismaClient } from '../db/database.js';
import { AppError } from '../errors.js';
import { serverTeam } from '../games/blood-bowl/module.js';
import { type Clock, systemClock } from '../host/clock.js';
import type { MatchHost } from '../host/match-host.js';
import { advance, type PendingRoll } from './advancement.js';
import { hireClassicJourneymanIn } from './classic-hire.js';
import type { ClassicKickoff } from './classic-post-game.js';
import { carryClassicTeamOver } from './classic-season.js';
import {
  assertBb2025Team,
  assertClassicTeam,
  classicRecordOfRow,
  classicTeamFromRows,
  isClassicRow,
  saveClassicTeam,
} from './classic-store.js';
import { rotateBetweenGames } from './dice-seeds.js';
import { isCommissioner, requireCommissioner, requireTeamCoach } from './permissions.js';
import type { PostGameRunner } from './post-game.js';
import type { LeagueRedrafts } from './redraft.js';
import { scheduleRounds, standingsOf } from './season.js';
import { assertNotBusy, inTransaction, type LeagueService } from './service.js';
import { audit, json, saveTeam, type TeamRow, type Tx, teamFromRows } from './store.js';
import {
  type FixtureRow,
  fixtureInclude,
  fixtureView,
  type StoredFixtureResult,
  seasonView,
  teamInclude,
  teamRef,
} from './views.js';

/** What a league match keeps from kick-off: both teams as they stood and the line-ups the engine got. */
export interface Kickoff {
  teams: { home: LeagueTeam; away: LeagueTeam };
  lineups: { home: Lineup; away: Lineup };
}

/** The result of a fixture nobody played: a loss for both teams, nothing scored. */
const UNPLAYED: StoredFixtureResult = {
  played: false,
  homeTouchdowns: 0,
  awayTouchdowns: 0,
  homeCasualties: 0,
  awayCasualties: 0,
  conceded: null,
};

/** Fixtures: schedules, starting matches, results, standings, leaders; advancements between games. */
export class LeagueFixtures {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly host: MatchHost,
    private readonly game: string,
    private readonly leagues: LeagueService,
    private readonly postGame: PostGameRunner,
    private readonly redrafts: LeagueRedrafts,
    private readonly clock: Clock = systemClock,
  ) {}

  #view = (row: FixtureRow): FixtureView => fixtureView(row, this.clock.now());

  async #fixture(tx: Tx, leagueId: string, fixtureId: string): Promise<FixtureRow> {
    const row = await tx.fixture.findUnique({ where: { id: fixtureId }, include: fixtureInclude });
    if (!row || row.homeTeam.leagueId !== leagueId) {
      throw new AppError('league/fixture-not-found', 404, 'There is no such fixture in this league.');
    }
    return row;
  }

  async #season(tx: Tx, leagueId: string, seasonId: string) {
    const season = await tx.season.findUnique({ where: { id: seasonId } });
    if (!season || season.leagueId !== leagueId) {
      throw new AppError('league/season-not-found', 404, 'There is no such season in this league.');
    }
    return season;
  }

  async get(leagueId: string, fixtureId: string): Promise<FixtureView> {
    return this.#view(await this.#fixture(this.prisma, leagueId, fixtureId));
  }

  async list(leagueId: string, seasonId: string): Promise<FixtureView[]> {
    await this.#season(this.prisma, leagueId, seasonId);
    const rows = await this.prisma.fixture.findMany({
      where: { seasonId },
      include: fixtureInclude,
      orderBy: [{ round: 'asc' }, { createdAt: 'asc' }],
    });
    return rows.map(this.#view);
  }

  /** The round robin of the season's approved teams (those drafted before it opened join it too). */
  async schedule(coach: CoachView, leagueId: string, seasonId: string, body: ScheduleRequest) {
    const created = await inTransaction(this.prisma, async (tx) => {
      const league = await tx.league.findUnique({ where: { id: leagueId } });
      if (!league) throw new AppError('league/not-found', 404, 'There is no such league.');
      await requireCommissioner(tx, leagueId, coach);
      const season = await this.#season(tx, leagueId, seasonId);
      if (season.status !== 'open') {
        throw new AppError('league/already-scheduled', 409, `${season.name} already has its schedule.`);
      }
      await this.redrafts.beforeSchedule(tx, seasonId);
      const teams = await tx.leagueTeam.findMany({
        where: { leagueId, status: 'approved', OR: [{ seasonId }, { seasonId: null }] },
        orderBy: { createdAt: 'asc' },
      });
      if (teams.length < 2) {
        throw new AppError(
          'league/not-enough-teams',
          409,
          `${season.name} has ${teams.length} approved team${teams.length === 1 ? '' : 's'}; a schedule needs two.`,
        );
      }
      const homeAndAway = body.homeAndAway ?? league.homeAndAway;
      const rounds = scheduleRounds(
        teams.map((t) => t.id),
        homeAndAway,
      );
      const first = body.firstDeadline ? Date.parse(body.firstDeadline) : null;
      const day = 24 * 3600 * 1000;
      const ids: string[] = [];
      for (const [i, round] of rounds.entries()) {
        for (const f of round) {
          const id = crypto.randomUUID();
          ids.push(id);
          await tx.fixture.create({
            data: {
              id,
              seasonId,
              round: i + 1,
              homeTeamId: f.home,
              awayTeamId: f.away,
              deadline: first === null ? null : new Date(first + i * (body.daysPerRound ?? 7) * day),
            },
          });
        }
      }
      await tx.leagueTeam.updateMany({
        where: { id: { in: teams.map((t) => t.id) } },
        data: { seasonId },
      });
      await tx.season.update({
        where: { id: seasonId },
        data: { status: 'scheduled', rounds: rounds.length },
      });
      await audit(tx, {
        leagueId,
        coachId: coach.id,
        action: 'schedule-generated',
        after: { seasonId, rounds: rounds.length, fixtures: ids.length, homeAndAway },
      });
      return ids;
    });
    const rows = await this.prisma.fixture.findMany({
      where: { id: { in: created } },
      include: fixtureInclude,
      orderBy: [{ round: 'asc' }, { createdAt: 'asc' }],
    });
    return rows.map(this.#view);
  }

  /** Ends a season: unplayed fixtures, then each team's off-season on its last match's dice stream. */
  async finishSeason(coach: CoachView, leagueId: string, seasonId: string): Promise<FinishSeasonResponse> {
    return inTransaction(this.prisma, async (tx) => {
      await requireCommissioner(tx, leagueId, coach);
      const league = await tx.league.findUniqueOrThrow({ where: { id: leagueId } });
      const season = await this.#season(tx, leagueId, seasonId);
      if (season.status !== 'scheduled') {
        throw new AppError(
          'league/season-not-open',
          409,
          season.status === 'open'
            ? `${season.name} has no schedule yet.`
            : `${season.name} is already finished.`,
        );
      }
      const busy = await tx.fixture.findFirst({
        where: { seasonId, OR: [{ status: 'live' }, { leagueMatch: { is: { applied: false } } }] },
      });
      if (busy) {
        throw new AppError(
          'league/team-busy',
          409,
          'A match of this season is still being played or waits for its post-game.',
        );
      }
      await tx.fixture.updateMany({
        where: { seasonId, status: 'scheduled' },
        data: { status: 'unplayed', result: json(UNPLAYED) },
      });
      const rows = await tx.leagueTeam.findMany({
        where: { seasonId, status: 'approved' },
        include: teamInclude,
      });
      const teams: FinishSeasonResponse['teams'] = [];
      for (const row of rows) {
        // LRB6 has no BB2025 off-season or re-draft: a classic team carries over into the next season.
        if (isClassicRow(row)) {
          await carryClassicTeamOver(tx, row, coach.id);
          continue;
        }
        const team = teamFromRows(row as TeamRow);
        const stream = await this.postGame.streamFor(tx, team.id);
        const r = offSeason(team, stream.dice, { budgetCap: league.redraftCap });
        await stream.save();
        // The off-season's rolls are over: the seed is revealed, the next stretch gets a new one.
        await rotateBetweenGames(tx, team.id, new Date(this.clock.now()));
        const next = { ...r.value.team, redraftBudget: r.value.budget } as LeagueTeam;
        await saveTeam(tx, next, team);
        await audit(tx, {
          leagueId,
          teamId: team.id,
          coachId: coach.id,
          action: 'off-season',
          before: { record: team.record, treasury: team.treasury },
          after: { redraftBudget: r.value.budget, events: r.events },
        });
        teams.push({ team: teamRef(row), redraftBudget: r.value.budget, events: r.events });
      }
      const finished = await tx.season.update({ where: { id: seasonId }, data: { status: 'finished' } });
      await audit(tx, { leagueId, coachId: coach.id, action: 'season-finished', after: { seasonId } });
      return { season: seasonView(finished), teams };
    });
  }

  async setDeadline(coach: CoachView, leagueId: string, fixtureId: string, deadline: string | null) {
    return inTransaction(this.prisma, async (tx) => {
      const row = await this.#fixture(tx, leagueId, fixtureId);
      await requireCommissioner(tx, leagueId, coach);
      const at = deadline === null ? null : new Date(deadline);
      await tx.fixture.update({ where: { id: fixtureId }, data: { deadline: at } });
      await audit(tx, {
        leagueId,
        coachId: coach.id,
        action: 'deadline-set',
        before: { fixtureId, deadline: row.deadline?.toISOString() ?? null },
        after: { fixtureId, deadline },
      });
      return this.#view(await this.#fixture(tx, leagueId, fixtureId));
    });
  }

  /** A commissioner sets a fixture's result for the standings (a match not played, a ruling …). */
  async overrideResult(
    coach: CoachView,
    leagueId: string,
    fixtureId: string,
    body: OverrideResultRequest,
    action: 'result-override' | 'fixture-unplayed' = 'result-override',
  ) {
    return inTransaction(this.prisma, async (tx) => {
      const row = await this.#fixture(tx, leagueId, fixtureId);
      await requireCommissioner(tx, leagueId, coach);
      if (row.status === 'live') {
        throw new AppError(
          'league/fixture-not-playable',
          409,
          'The match is being played: wait for it to finish before overriding its result.',
        );
      }
      const result: StoredFixtureResult = { ...body.result, overridden: true };
      await tx.fixture.update({
        where: { id: fixtureId },
        data: { result: json(result), status: body.result.played ? 'played' : 'unplayed' },
      });
      await audit(tx, {
        leagueId,
        teamId: null,
        coachId: coach.id,
        action,
        reason: body.reason,
        before: { fixtureId, status: row.status, result: row.result },
        after: { fixtureId, result },
      });
      return this.#view(await this.#fixture(tx, leagueId, fixtureId));
    });
  }

  /**
   * A commissioner settles a fixture nobody played (typically past its deadline): a loss for both teams
   * in the standings (§ league scoring), recorded with the required reason.
   */
  async markUnplayed(coach: CoachView, leagueId: string, fixtureId: string, reason: string) {
    const row = await this.#fixture(this.prisma, leagueId, fixtureId);
    if (row.status !== 'scheduled' && row.status !== 'unplayed') {
      throw new AppError(
        'league/fixture-not-playable',
        409,
        `This fixture is ${row.status}: override its result instead.`,
      );
    }
    return this.overrideResult(coach, leagueId, fixtureId, { reason, result: UNPLAYED }, 'fixture-unplayed');
  }

  /** The league fixture a match was played for. */
  async byMatch(matchId: string): Promise<FixtureByMatchResponse> {
    const found = await this.ofMatch(matchId);
    if (!found) throw new AppError('league/fixture-not-found', 404, 'That match is not a league fixture.');
    return found;
  }

  /** The fixture a match was played for, or null for a match outside leagues (not an error). */
  async ofMatch(matchId: string): Promise<FixtureByMatchResponse | null> {
    const row = await this.prisma.fixture.findFirst({
      where: { matchId },
      include: { homeTeam: { select: { leagueId: true } } },
    });
    return row ? { leagueId: row.homeTeam.leagueId, seasonId: row.seasonId, fixtureId: row.id } : null;
  }

  /**
   * Starts the fixture's match through the match host with both teams as they stand: players who miss
   * the game stay home, Journeymen fill up to 11, niggles, reductions, skills and Hatreds are in force.
   * The match opens with the league inducement step (§3.18), its purses computed here from the stored
   * teams' CTV and Treasury (no coach can claim them); the post-game charges the Treasury part.
   */
  async start(coach: CoachView, leagueId: string, fixtureId: string): Promise<StartFixtureResponse> {
    const row = await this.#fixture(this.prisma, leagueId, fixtureId);
    const inFixture = row.homeTeam.coachId === coach.id || row.awayTeam.coachId === coach.id;
    if (!inFixture && !(await isCommissioner(this.prisma, leagueId, coach.id))) {
      throw new AppError(
        'league/not-in-fixture',
        403,
        'Only the two coaches of a fixture (or a commissioner) can start it.',
      );
    }
    if (row.status !== 'scheduled') {
      throw new AppError('league/fixture-not-playable', 409, `This fixture is ${row.status}.`);
    }
    for (const team of [row.homeTeam, row.awayTeam]) {
      if (team.status !== 'approved') {
        throw new AppError('league/team-not-approved', 409, `${team.name} has not been approved.`);
      }
      await assertNotBusy(this.prisma, team);
    }
    const claimed = await this.prisma.fixture.updateMany({
      where: { id: fixtureId, status: 'scheduled' },
      data: { status: 'live' },
    });
    if (claimed.count !== 1)
      throw new AppError('league/fixture-not-playable', 409, 'This fixture was just started.');
    try {
      const league = await this.prisma.league.findUniqueOrThrow({ where: { id: leagueId } });
      if (league.edition === 'classic') {
        const match = await this.#startClassic(row, league.turnSeconds);
        return { fixture: await this.get(leagueId, fixtureId), match };
      }
      const load = async (id: string) =>
        teamFromRows(
          (await this.prisma.leagueTeam.findUniqueOrThrow({
            where: { id },
            include: teamInclude,
          })) as TeamRow,
        );
      const teams = { home: await load(row.homeTeamId), away: await load(row.awayTeamId) };
      const lineups = { home: matchTeamOf(teams.home), away: matchTeamOf(teams.away) };
      const purses = leagueInducements(teams);
      const match = await this.host.create({
        game: this.game,
        seats: {
          home: {
            participant: { kind: 'coach', coachId: row.homeTeam.coach.id, name: row.homeTeam.coach.name },
            choice: serverTeam(lineups.home.team, purses),
          },
          away: {
            participant: { kind: 'coach', coachId: row.awayTeam.coach.id, name: row.awayTeam.coach.name },
            choice: serverTeam(lineups.away.team, purses),
          },
        },
        turnSeconds: league.turnSeconds,
      });
      const kickoff: Kickoff = { teams, lineups };
      await this.prisma.$transaction([
        this.prisma.leagueMatch.create({
          data: {
            id: crypto.randomUUID(),
            fixtureId,
            matchId: match.id,
            kickoff: json(kickoff),
            choices: json({}),
            events: json([]),
          },
        }),
        this.prisma.fixture.update({ where: { id: fixtureId }, data: { matchId: match.id } }),
      ]);
      return { fixture: await this.get(leagueId, fixtureId), match };
    } catch (error) {
      await this.prisma.fixture.update({ where: { id: fixtureId }, data: { status: 'scheduled' } });
      throw error;
    }
  }

  /**
   * A classic league's fixture: a classic match (`edition: 'classic'`) with both LRB6 teams as they stand
   * (advances, injuries, the dead and those missing the game left home), kept at kick-off for the
   * classic post-game (classic-post-game.ts). It opens with the LRB6 inducement step, the lower team
   * value getting the difference.
   */
  async #startClassic(row: FixtureRow, turnSeconds: number) {
    const load = async (id: string) =>
      classicTeamFromRows(
        (await this.prisma.leagueTeam.findUniqueOrThrow({ where: { id }, include: teamInclude })) as TeamRow,
      );
    const teams = { home: await load(row.homeTeamId), away: await load(row.awayTeamId) };
    const lineups = { home: classicMatchTeamOf(teams.home), away: classicMatchTeamOf(teams.away) };
    // The LRB6 inducement step: the lower team value gets the gap, from the stored teams (no coach claims it).
    const purses = classicLeagueInducements(teams);
    const seat = (team: FixtureRow['homeTeam'], lineup: ClassicLineup) => ({
      participant: { kind: 'coach' as const, coachId: team.coach.id, name: team.coach.name },
      choice: serverTeam(lineup.team, purses),
    });
    const match = await this.host.create({
      game: this.game,
      options: { edition: 'classic' },
      seats: { home: seat(row.homeTeam, lineups.home), away: seat(row.awayTeam, lineups.away) },
      turnSeconds,
    });
    const kickoff: ClassicKickoff = { edition: 'classic', teams, lineups };
    await this.prisma.$transaction([
      this.prisma.leagueMatch.create({
        data: {
          id: crypto.randomUUID(),
          fixtureId: row.id,
          matchId: match.id,
          kickoff: json(kickoff),
          choices: json({}),
          events: json([]),
        },
      }),
      this.prisma.fixture.update({ where: { id: row.id }, data: { matchId: match.id } }),
    ]);
    return match;
  }

  async verifyPostGame(leagueId: string, fixtureId: string) {
    await this.#fixture(this.prisma, leagueId, fixtureId);
    return this.postGame.verify(fixtureId);
  }

  /** A coach's post-game choices; the post-game runs once both coaches answered or at the deadline. */
  async choose(coach: CoachView, leagueId: string, fixtureId: string, body: PostGameChoicesRequest) {
    const row = await this.#fixture(this.prisma, leagueId, fixtureId);
    const side =
      row.homeTeam.coachId === coach.id ? 'home' : row.awayTeam.coachId === coach.id ? 'away' : undefined;
    if (!side) throw new AppError('league/not-in-fixture', 403, 'You do not coach a team in this fixture.');
    if (!row.leagueMatch) {
      throw new AppError('league/post-game-not-waiting', 409, 'This fixture has not been played yet.');
    }
    await this.postGame.choose(row.leagueMatch.id, side, body);
    return this.get(leagueId, fixtureId);
  }

  /**
   * A season's teams: those in its fixtures (they may have re-drafted into the next season since), or
   * before the schedule the approved teams drafted into it.
   */
  #inSeason(seasonId: string, fixtures: { homeTeamId: string; awayTeamId: string }[]) {
    if (fixtures.length === 0) return { seasonId, status: 'approved' as const };
    return { id: { in: [...new Set(fixtures.flatMap((f) => [f.homeTeamId, f.awayTeamId]))] } };
  }

  async standings(leagueId: string, seasonId: string): Promise<StandingsResponse> {
    const season = await this.#season(this.prisma, leagueId, seasonId);
    const league = await this.prisma.league.findUniqueOrThrow({ where: { id: leagueId } });
    const fixtures = await this.prisma.fixture.findMany({ where: { seasonId } });
    const teams = await this.prisma.leagueTeam.findMany({
      where: { leagueId, ...this.#inSeason(seasonId, fixtures) },
      include: { coach: { select: { id: true, name: true } } },
      orderBy: { createdAt: 'asc' },
    });
    const rows = standingsOf(
      teams.map((t) => t.id),
      fixtures.flatMap((f) =>
        f.result && (f.status === 'played' || f.status === 'unplayed')
          ? [{ home: f.homeTeamId, away: f.awayTeamId, result: f.result as unknown as StoredFixtureResult }]
          : [],
      ),
      league,
    );
    const byId = new Map(teams.map((t) => [t.id, t]));
    return {
      season: seasonView(season),
      standings: rows.map((r) => ({ ...r, team: teamRef(byId.get(r.team)!) })),
    };
  }

  async leaders(leagueId: string, seasonId: string): Promise<LeadersResponse> {
    await this.#season(this.prisma, leagueId, seasonId);
    const fixtures = await this.prisma.fixture.findMany({ where: { seasonId } });
    const teams = await this.prisma.leagueTeam.findMany({
      where: { leagueId, ...this.#inSeason(seasonId, fixtures) },
      include: teamInclude,
    });
    const all: { row: LeaderRow['player']; team: LeaderRow['team']; spp: number; td: number; cas: number }[] =
      [];
    for (const t of teams) {
      for (const p of teamFromRows(t as TeamRow).players) {
        all.push({
          row: { id: p.id, name: p.name, number: p.number, positionId: p.positionId },
          team: teamRef(t),
          spp: p.sppEarned,
          td: p.career?.touchdowns ?? 0,
          cas: p.career?.casualties ?? 0,
        });
      }
    }
    const top = (key: 'spp' | 'td' | 'cas'): LeaderRow[] =>
      all
        .filter((x) => x[key] > 0)
        .sort((a, b) => b[key] - a[key] || a.row.name.localeCompare(b.row.name))
        .slice(0, 10)
        .map((x) => ({ player: x.row, team: x.team, value: x[key] }));
    return { spp: top('spp'), touchdowns: top('td'), casualties: top('cas') };
  }

  /**
   * Spends SPP. Every die comes from the team's last league match's stream, continued from where its
   * post-game (or the previous advancement) stopped, so it can be checked like the match.
   */
  async advance(
    coach: CoachView,
    teamId: string,
    playerId: string,
    body: AdvanceRequest,
  ): Promise<AdvanceResponse> {
    return inTransaction(this.prisma, async (tx) => {
      const row = await tx.leagueTeam.findUnique({ where: { id: teamId }, include: teamInclude });
      if (!row) throw new AppError('league/team-not-found', 404, 'There is no such team.');
      requireTeamCoach(row, coach);
      assertBb2025Team(row, 'spending SPP on a BB2025 advancement (take the LRB6 advance roll instead)');
      await assertNotBusy(tx, row);
      const team = teamFromRows(row as TeamRow);
      const player = team.players.find((p) => p.id === playerId);
      if (!player)
        throw new AppError('league/player-not-found', 404, `${team.name} has no player "${playerId}".`);
      const stream = await this.postGame.streamFor(tx, teamId);
      const r = advance(team, player, body, stream.dice);
      if (r.rolled) await stream.save();
      await saveTeam(tx, r.team, team);
      await audit(tx, {
        leagueId: row.leagueId,
        teamId,
        playerId,
        coachId: coach.id,
        action: r.pending ? 'advancement-rolled' : 'advancement',
        before: { spp: player.spp },
        after: { pending: r.pending, events: r.events },
      });
      const detail = await this.leagues.teamDetail(teamId, tx);
      const view = detail.players.find((p) => p.id === playerId)!;
      return { team: detail, player: view, pending: r.pending ? pendingView(r.pending) : null };
    });
  }

  /** Classic leagues: the coach hires a Journeyman of the team's last match for good (classic-hire.ts). */
  async classicHire(coach: CoachView, teamId: string, body: ClassicHireRequest): Promise<TeamResponse> {
    return inTransaction(this.prisma, (tx) =>
      hireClassicJourneymanIn(tx, this.leagues, coach, teamId, body.number),
    );
  }

  /**
   * Classic leagues: the coach takes the oldest LRB6 advance roll a post-game made for a player (a
   * characteristic it offers, or a skill); refused with nothing changed otherwise. No dice: the roll is
   * already made.
   */
  async classicAdvance(
    coach: CoachView,
    teamId: string,
    playerId: string,
    body: ClassicAdvanceRequest,
  ): Promise<AdvanceResponse> {
    return inTransaction(this.prisma, async (tx) => {
      const row = await tx.leagueTeam.findUnique({ where: { id: teamId }, include: teamInclude });
      if (!row) throw new AppError('league/team-not-found', 404, 'There is no such team.');
      requireTeamCoach(row, coach);
      assertClassicTeam(row, `it spends SPP on advancements, it has no LRB6 advance rolls.`);
      await assertNotBusy(tx, row);
      const team = classicTeamFromRows(row as TeamRow);
      if (!team.players.some((p) => p.id === playerId))
        throw new AppError('league/player-not-found', 404, `${team.name} has no player "${playerId}".`);
      const choice = body.characteristic
        ? { characteristic: body.characteristic }
        : { skill: body.skill ?? '' };
      const before = team.players.find((p) => p.id === playerId);
      const after = takeRolledClassicAdvance(team, playerId, choice);
      await saveClassicTeam(tx, after, classicRecordOfRow(row));
      await audit(tx, {
        leagueId: row.leagueId,
        teamId,
        playerId,
        coachId: coach.id,
        action: 'advancement',
        before: { advances: before?.advances, pendingAdvances: before?.pendingAdvances },
        after: { choice },
      });
      const detail = await this.leagues.teamDetail(teamId, tx);
      const view = detail.players.find((p) => p.id === playerId)!;
      return { team: detail, player: view, pending: null };
    });
  }
}

function pendingView(p: PendingRoll): AdvanceResponse['pending'] {
  if (p.kind === 'random-primary') {
    return { kind: p.kind, rolls: p.rolls, options: p.rolled.options.map((s) => formatSkillRef(s)) };
  }
  return { kind: p.kind, rolls: [p.rolled.roll], options: [...p.rolled.options] };
}
