import type {
  AuditEntryView,
  CreateLeagueRequest,
  DraftTeamRequest,
  LeagueDetail,
  LeagueSettings,
  LeagueSummary,
  PlayerPageResponse,
  TeamOverrideRequest,
  TeamPageResponse,
} from '@dugout/client';
import {
  DRAFT,
  draftTeam,
  type LeaguePlayer,
  type LeagueResult,
  LeagueRuleError,
  type LeagueTeam,
  leagueTeamValue,
  parseSkillName,
  REDRAFT,
  type RosterId,
} from '@dugout/rules';
import type { CoachView } from '../auth/accounts.js';
import type { PrismaClient } from '../db/database.js';
import { AppError } from '../errors.js';
import { Prisma } from '../generated/prisma/client.js';
import { draftClassicTeam, refuseClassicInBb2025 } from './classic-draft.js';
import { assertBb2025Team, classicTeamFromRows, insertClassicTeam, isClassicRow } from './classic-store.js';
import { classicPlayerView } from './classic-views.js';
import { isCommissioner, requireCommissioner, requireTeamCoach } from './permissions.js';
import { audit, insertTeam, saveTeam, type TeamRow, type Tx, teamFromRows } from './store.js';
import {
  auditView,
  coachSelect,
  type FullTeamRow,
  fixtureInclude,
  fixtureView,
  leagueDetail,
  leagueInclude,
  leagueSummary,
  playerView,
  redraftBudgetOf,
  seasonView,
  settingsColumns,
  teamDetail,
  teamInclude,
  teamRef,
} from './views.js';

export const DEFAULT_SETTINGS: Omit<LeagueSettings, 'turnSeconds'> = {
  edition: 'bb2025',
  budget: 1_000_000,
  points: { win: 3, draw: 1, loss: 0 },
  bonus: { touchdowns: false, cleanSheet: false, casualties: false },
  tieBreakers: ['head-to-head', 'touchdown-difference', 'casualty-difference'],
  allowedRosters: [],
  homeAndAway: false,
  redraftCap: REDRAFT.recommendedCap,
};

/** A refusal from the rules package as the API reports it. */
export function ruleRefused(error: LeagueRuleError): AppError {
  return new AppError('league/rule-refused', 400, `${capitalise(error.message)}.`, { rule: error.code });
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Runs `fn` in one transaction; refusals from the rules become 400s and nothing is written. */
export async function inTransaction<T>(prisma: PrismaClient, fn: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await prisma.$transaction(fn, { timeout: 60_000, maxWait: 60_000 });
  } catch (error) {
    if (error instanceof LeagueRuleError) throw ruleRefused(error);
    throw error;
  }
}

/** Leagues, seasons, teams and their management; fixtures and post-games are in fixtures.ts. */
export class LeagueService {
  constructor(
    readonly prisma: PrismaClient,
    private readonly defaultTurnSeconds: number,
    private readonly pendingTeamsPerLeague = Number.POSITIVE_INFINITY,
  ) {}

  async #league(tx: Tx, id: string) {
    const row = await tx.league.findUnique({ where: { id }, include: leagueInclude });
    if (!row) throw new AppError('league/not-found', 404, 'There is no such league.');
    return row;
  }

  async detail(id: string, tx: Tx = this.prisma): Promise<LeagueDetail> {
    const row = await this.#league(tx, id);
    const teams = await tx.leagueTeam.findMany({
      where: { leagueId: id },
      include: teamInclude,
      orderBy: { createdAt: 'asc' },
    });
    return leagueDetail(row, teams);
  }

  async list(): Promise<LeagueSummary[]> {
    const rows = await this.prisma.league.findMany({
      include: leagueInclude,
      orderBy: { createdAt: 'desc' },
      take: 200,
    });
    const counts = await this.prisma.leagueTeam.groupBy({
      by: ['leagueId'],
      where: { status: 'approved' },
      _count: { _all: true },
    });
    const count = new Map(counts.map((c) => [c.leagueId, c._count._all]));
    return rows.map((r) => leagueSummary(r, count.get(r.id) ?? 0));
  }

  async create(coach: CoachView, body: CreateLeagueRequest): Promise<LeagueDetail> {
    const settings = { ...DEFAULT_SETTINGS, turnSeconds: this.defaultTurnSeconds, ...body.settings };
    const id = crypto.randomUUID();
    try {
      await inTransaction(this.prisma, async (tx) => {
        await tx.league.create({
          data: {
            id,
            name: body.name,
            createdById: coach.id,
            ...settingsColumns(settings),
            turnSeconds: settings.turnSeconds,
          },
        });
        await tx.leagueCommissioner.create({ data: { leagueId: id, coachId: coach.id } });
        await audit(tx, {
          leagueId: id,
          coachId: coach.id,
          action: 'league-created',
          after: { name: body.name, settings },
        });
      });
    } catch (error) {
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
        throw new AppError('league/name-taken', 409, `There is already a league named "${body.name}".`);
      }
      throw error;
    }
    return this.detail(id);
  }

  async updateSettings(coach: CoachView, id: string, patch: Partial<LeagueSettings>): Promise<LeagueDetail> {
    return inTransaction(this.prisma, async (tx) => {
      const before = await this.detail(id, tx);
      await requireCommissioner(tx, id, coach);
      if (patch.edition !== undefined && patch.edition !== before.settings.edition)
        throw new AppError(
          'league/edition-fixed',
          409,
          `${before.name} plays ${before.settings.edition}: a league's edition is chosen when it is created.`,
        );
      await tx.league.update({ where: { id }, data: settingsColumns(patch) });
      const after = await this.detail(id, tx);
      await audit(tx, {
        leagueId: id,
        coachId: coach.id,
        action: 'settings-changed',
        before: before.settings,
        after: after.settings,
      });
      return after;
    });
  }

  async addCommissioner(coach: CoachView, id: string, name: string): Promise<LeagueDetail> {
    return inTransaction(this.prisma, async (tx) => {
      await this.#league(tx, id);
      await requireCommissioner(tx, id, coach);
      const other = await tx.coach.findUnique({ where: { nameKey: name.toLowerCase() } });
      if (!other) throw new AppError('league/unknown-coach', 404, `There is no coach named "${name}".`);
      if (await isCommissioner(tx, id, other.id)) {
        throw new AppError('league/already-commissioner', 409, `${other.name} is already a commissioner.`);
      }
      await tx.leagueCommissioner.create({ data: { leagueId: id, coachId: other.id } });
      await audit(tx, {
        leagueId: id,
        coachId: coach.id,
        action: 'commissioner-added',
        after: { id: other.id, name: other.name },
      });
      return this.detail(id, tx);
    });
  }

  async createSeason(coach: CoachView, id: string, name: string | undefined) {
    return inTransaction(this.prisma, async (tx) => {
      const league = await this.#league(tx, id);
      await requireCommissioner(tx, id, coach);
      const running = league.seasons.find((s) => s.status !== 'finished');
      if (running) {
        throw new AppError(
          'league/already-scheduled',
          409,
          `${running.name} is not finished yet; finish it before starting another season.`,
        );
      }
      const number = (league.seasons.at(-1)?.number ?? 0) + 1;
      const season = await tx.season.create({
        data: { id: crypto.randomUUID(), leagueId: id, number, name: name ?? `Season ${number}` },
      });
      await audit(tx, {
        leagueId: id,
        coachId: coach.id,
        action: 'season-created',
        after: { id: season.id, name: season.name },
      });
      return seasonView(season);
    });
  }

  // ---- teams ----------------------------------------------------------------------------------------

  /** A coach drafts a team into the league (waiting for a commissioner's approval); every problem at once. */
  async draft(coach: CoachView, leagueId: string, body: DraftTeamRequest) {
    const league = await this.#league(this.prisma, leagueId);
    const pending = await this.prisma.leagueTeam.count({
      where: { leagueId, coachId: coach.id, status: 'pending' },
    });
    if (pending >= this.pendingTeamsPerLeague) {
      throw new AppError(
        'limit/pending-teams',
        429,
        `You have ${pending} teams waiting for approval in this league, the most you may (${this.pendingTeamsPerLeague}): wait for the commissioner.`,
        { limit: this.pendingTeamsPerLeague },
      );
    }
    const taken = new Set(body.players.flatMap((p) => (p.number === undefined ? [] : [p.number])));
    let next = 1;
    const players = body.players.map((p) => {
      if (p.number !== undefined) return { ...p, number: p.number };
      while (taken.has(next)) next++;
      taken.add(next);
      return { ...p, number: next };
    });
    const id = crypto.randomUUID();
    const season = league.seasons.find((s) => s.status === 'open') ?? null;
    const links = { leagueId, seasonId: season?.id ?? null, coachId: coach.id };
    if (league.edition === 'classic') {
      const team = draftClassicTeam(id, league.budget, { ...body, players });
      if (league.allowedRosters.length > 0 && !league.allowedRosters.includes(team.rosterId))
        throw new AppError(
          'league/invalid-draft',
          400,
          `This league does not allow the ${team.rosterId} roster.`,
          {
            problems: [{ code: 'roster-not-allowed', message: 'roster not allowed', path: 'rosterId' }],
          },
        );
      await this.#insert(body.name, id, links, (tx) => insertClassicTeam(tx, team, links), {
        name: team.name,
        rosterId: team.rosterId,
        treasury: team.treasury,
      });
      return this.teamDetail(id);
    }
    refuseClassicInBb2025(body);
    // The treasury is what the draft leaves unspent (the sheet is checked with none, then given it).
    const drafted = draftTeam(
      { ...body, players, treasury: 0 },
      {
        id,
        budget: league.budget,
        ...(league.allowedRosters.length > 0 ? { allowedRosters: league.allowedRosters as RosterId[] } : {}),
      },
    );
    if (!drafted.ok) {
      const problems = drafted.problems.map((p) => ({ code: p.code, message: p.message, path: p.path }));
      throw new AppError(
        'league/invalid-draft',
        400,
        `The team cannot be drafted: ${problems.map((p) => p.message).join('; ')}.`,
        { problems },
      );
    }
    const spent =
      leagueTeamValue(drafted.team) +
      Math.max(0, drafted.team.dedicatedFans - DRAFT.freeDedicatedFans) * DRAFT.dedicatedFanCost;
    drafted.team.treasury = league.budget - spent;
    await this.#insert(body.name, id, links, (tx) => insertTeam(tx, drafted.team, links), {
      name: drafted.team.name,
      rosterId: drafted.team.rosterId,
      treasury: drafted.team.treasury,
    });
    return this.teamDetail(id);
  }

  /** Stores a drafted team and its audit entry in one transaction; a taken name is a draft problem. */
  async #insert(
    name: string,
    id: string,
    links: { leagueId: string; coachId: string },
    write: (tx: Tx) => Promise<void>,
    after: { name: string; rosterId: string; treasury: number },
  ): Promise<void> {
    try {
      await inTransaction(this.prisma, async (tx) => {
        await write(tx);
        await audit(tx, {
          leagueId: links.leagueId,
          teamId: id,
          coachId: links.coachId,
          action: 'team-drafted',
          after,
        });
      });
    } catch (error) {
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
        throw new AppError('league/invalid-draft', 400, `There is already a team named "${name}".`, {
          problems: [
            { code: 'name-taken', message: 'another team in this league has that name', path: 'name' },
          ],
        });
      }
      throw error;
    }
  }

  async #teamRow(tx: Tx, id: string): Promise<FullTeamRow> {
    const row = await tx.leagueTeam.findUnique({ where: { id }, include: teamInclude });
    if (!row) throw new AppError('league/team-not-found', 404, 'There is no such team.');
    return row;
  }

  async teamDetail(id: string, tx: Tx = this.prisma) {
    const row = await this.#teamRow(tx, id);
    const league = await tx.league.findUniqueOrThrow({ where: { id: row.leagueId } });
    return teamDetail(row, { id: league.id, name: league.name });
  }

  async decide(coach: CoachView, leagueId: string, teamId: string, approve: boolean) {
    return inTransaction(this.prisma, async (tx) => {
      await this.#league(tx, leagueId);
      await requireCommissioner(tx, leagueId, coach);
      const row = await this.#teamRow(tx, teamId);
      if (row.leagueId !== leagueId)
        throw new AppError('league/team-not-found', 404, 'There is no such team.');
      const status = approve ? 'approved' : 'rejected';
      await tx.leagueTeam.update({ where: { id: teamId }, data: { status } });
      await audit(tx, {
        leagueId,
        teamId,
        coachId: coach.id,
        action: approve ? 'team-approved' : 'team-rejected',
        before: { status: row.status },
        after: { status },
      });
      return this.teamDetail(teamId, tx);
    });
  }

  /** The team page: roster, values, fixtures; the audit log for its coach and the commissioners. */
  async teamPage(viewer: CoachView | undefined, id: string): Promise<TeamPageResponse> {
    const team = await this.teamDetail(id);
    const fixtures = await this.prisma.fixture.findMany({
      where: { OR: [{ homeTeamId: id }, { awayTeamId: id }] },
      include: fixtureInclude,
      orderBy: [{ round: 'asc' }, { createdAt: 'asc' }],
    });
    const mayAudit =
      viewer !== undefined &&
      (viewer.id === team.coach.id || (await isCommissioner(this.prisma, team.leagueId, viewer.id)));
    return {
      team,
      history: fixtures.map((f) => fixtureView(f)),
      audit: mayAudit ? await this.audit({ teamId: id }) : [],
    };
  }

  async playerPage(id: string): Promise<PlayerPageResponse> {
    const row = await this.prisma.leaguePlayer.findUnique({ where: { id } });
    if (!row) throw new AppError('league/player-not-found', 404, 'There is no such player.');
    const teamRow = await this.#teamRow(this.prisma, row.teamId);
    if (isClassicRow(teamRow)) return this.#classicPlayerPage(teamRow, id);
    const team = teamFromRows(teamRow as TeamRow);
    const player = team.players.find((p) => p.id === id) as LeaguePlayer;
    const played = await this.#playedFixtures(team.id, id);
    const league = await this.#leagueRef(teamRow.leagueId);
    return {
      player: playerView(team, player),
      team: { ...teamRef(teamRow), league, edition: 'bb2025' },
      matches: played.map((f) => fixtureView(f)),
    };
  }

  async #classicPlayerPage(teamRow: FullTeamRow, id: string): Promise<PlayerPageResponse> {
    const team = classicTeamFromRows(teamRow as TeamRow);
    const player = team.players.find((p) => p.id === id);
    if (!player) throw new AppError('league/player-not-found', 404, 'There is no such player.');
    const played = await this.#playedFixtures(team.id, id);
    const league = await this.#leagueRef(teamRow.leagueId);
    return {
      player: classicPlayerView(team, player),
      team: { ...teamRef(teamRow), league, edition: 'classic' },
      matches: played.map((f) => fixtureView(f)),
    };
  }

  /**
   * The team's fixtures whose post-game has been applied and whose line-up had the player, the latest
   * round first (a player's page). Both editions keep the line-ups at kick-off in the same shape.
   */
  async #playedFixtures(teamId: string, playerId: string) {
    const fixtures = await this.prisma.fixture.findMany({
      where: {
        OR: [{ homeTeamId: teamId }, { awayTeamId: teamId }],
        leagueMatch: { is: { applied: true } },
      },
      include: fixtureInclude,
      orderBy: [{ round: 'desc' }],
    });
    return fixtures.filter((f) => {
      const kickoff = f.leagueMatch?.kickoff as {
        lineups?: Record<string, { entries: { playerId: string | null }[] }>;
      } | null;
      const side = f.homeTeamId === teamId ? 'home' : 'away';
      return kickoff?.lineups?.[side]?.entries.some((e) => e.playerId === playerId) ?? false;
    });
  }

  #leagueRef(leagueId: string) {
    return this.prisma.league.findUniqueOrThrow({
      where: { id: leagueId },
      select: { id: true, name: true },
    });
  }

  async audit(where: { leagueId?: string; teamId?: string }): Promise<AuditEntryView[]> {
    const rows = await this.prisma.leagueAuditEntry.findMany({
      where,
      include: { coach: coachSelect },
      orderBy: { at: 'desc' },
      take: 500,
    });
    return rows.map(auditView);
  }

  async leagueAudit(coach: CoachView, leagueId: string): Promise<AuditEntryView[]> {
    await this.#league(this.prisma, leagueId);
    await requireCommissioner(this.prisma, leagueId, coach);
    return this.audit({ leagueId });
  }

  async teamAudit(coach: CoachView, teamId: string): Promise<AuditEntryView[]> {
    const row = await this.#teamRow(this.prisma, teamId);
    if (row.coachId !== coach.id) await requireCommissioner(this.prisma, row.leagueId, coach);
    return this.audit({ teamId });
  }

  /**
   * Between games, the team's coach changes the team through a rules function, in one transaction: refused
   * while the team is playing or its post-game has not run.
   */
  async manage(
    coach: CoachView,
    teamId: string,
    action: string,
    change: (team: LeagueTeam) => LeagueResult<LeagueTeam>,
    playerId?: string,
  ) {
    return inTransaction(this.prisma, async (tx) => {
      const row = await this.#teamRow(tx, teamId);
      requireTeamCoach(row, coach);
      assertBb2025Team(row, action);
      await assertNotBusy(tx, row);
      const before = teamFromRows(row as TeamRow);
      // The re-draft budget already counts the Treasury: nothing is bought or let go until it is spent.
      if (redraftBudgetOf(before) !== null) {
        throw new AppError(
          'league/redraft-open',
          409,
          `${before.name} waits to re-draft: re-draft it first.`,
        );
      }
      const result = change(before);
      await saveTeam(tx, result.value, before);
      await audit(tx, {
        leagueId: row.leagueId,
        teamId,
        playerId: playerId ?? null,
        coachId: coach.id,
        action,
        before: { treasury: before.treasury },
        after: { treasury: result.value.treasury, events: result.events },
      });
      return { team: await this.teamDetail(teamId, tx), value: result.value, events: result.events };
    });
  }

  /** A commissioner changes anything on a team or one of its players; the reason is required and audited. */
  async override(coach: CoachView, teamId: string, body: TeamOverrideRequest) {
    return inTransaction(this.prisma, async (tx) => {
      const row = await this.#teamRow(tx, teamId);
      await requireCommissioner(tx, row.leagueId, coach);
      assertBb2025Team(row, 'this override');
      const before = teamFromRows(row as TeamRow);
      let team: LeagueTeam = { ...before, ...(body.team ?? {}) };
      const changedBefore: Record<string, unknown> = {};
      const changedAfter: Record<string, unknown> = {};
      for (const key of Object.keys(body.team ?? {}) as (keyof LeagueTeam)[]) {
        changedBefore[key] = before[key];
        changedAfter[key] = team[key];
      }
      let playerId: string | null = null;
      if (body.player) {
        const { id, current, skills, ...rest } = body.player;
        const player = team.players.find((p) => p.id === id);
        if (!player)
          throw new AppError('league/player-not-found', 404, `${team.name} has no player "${id}".`);
        playerId = id;
        let parsedSkills: LeaguePlayer['skills'] | undefined;
        if (skills) {
          try {
            parsedSkills = skills.map((s) => parseSkillName(s));
          } catch (error) {
            throw new AppError(
              'validation/invalid-request',
              400,
              `Invalid request: body.player.skills: ${(error as Error).message}.`,
            );
          }
        }
        const updated: LeaguePlayer = {
          ...player,
          ...rest,
          ...(current ? { current: { ...player.current, ...current } } : {}),
          ...(parsedSkills ? { skills: parsedSkills } : {}),
        };
        if (rest.status && rest.status !== 'active' && player.status === 'active')
          updated.endedByMatch = null;
        team = { ...team, players: team.players.map((p) => (p.id === id ? updated : p)) };
        const fields = Object.keys(body.player).filter((k) => k !== 'id') as (keyof LeaguePlayer)[];
        changedBefore.player = Object.fromEntries(fields.map((k) => [k, player[k]]));
        changedAfter.player = Object.fromEntries(fields.map((k) => [k, updated[k]]));
      }
      await saveTeam(tx, team, before);
      await audit(tx, {
        leagueId: row.leagueId,
        teamId,
        playerId,
        coachId: coach.id,
        action: 'override',
        reason: body.reason,
        before: changedBefore,
        after: changedAfter,
      });
      return this.teamDetail(teamId, tx);
    });
  }
}

/** A team playing a fixture, or whose post-game has not run, cannot be managed. */
export async function assertNotBusy(tx: Tx, team: { id: string; name: string }): Promise<void> {
  const busy = await tx.fixture.findFirst({
    where: {
      OR: [{ homeTeamId: team.id }, { awayTeamId: team.id }],
      AND: [{ OR: [{ status: 'live' }, { leagueMatch: { is: { applied: false } } }] }],
    },
  });
  if (busy) {
    throw new AppError(
      'league/team-busy',
      409,
      `${team.name} is playing a match or waiting for its post-game: manage the team afterwards.`,
    );
  }
}

export { fixtureInclude };
