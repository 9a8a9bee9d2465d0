import type {
  RedraftPageResponse,
  RedraftPreviewResponse,
  RedraftRequest,
  SeasonSummary,
} from '@dugout/client';
import {
  defaultRedraftPlan,
  type LeagueTeam,
  playerValue,
  type RedraftPlan,
  type RedraftResult,
  redraftCandidates,
  redraftCost,
  redraftTeam,
  rehireCost,
} from '@dugout/rules';
import type { FastifyBaseLogger } from 'fastify';
import type { CoachView } from '../auth/accounts.js';
import type { PrismaClient } from '../db/database.js';
import { AppError } from '../errors.js';
import type { Clock } from '../host/clock.js';
import { requireCommissioner, requireTeamCoach } from './permissions.js';
import { assertNotBusy, inTransaction, type LeagueService } from './service.js';
import { audit, saveTeam, type TeamRow, type Tx, teamFromRows } from './store.js';
import { type FullTeamRow, redraftBudgetOf, seasonView, teamInclude } from './views.js';

/** Node's timers hold at most ~24.8 days; a later deadline is re-armed when the timer fires. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

type RedraftRow = NonNullable<Awaited<ReturnType<PrismaClient['redraft']['findUnique']>>>;

/**
 * Re-drafts (§3.21 off-season). After a season ends every team has a re-draft budget (held to the league's
 * cap); its coach re-drafts it into the league's open season with the rules' `redraftTeam`. A commissioner
 * may open the re-draft of a finished season with a deadline: teams that have not re-drafted by then get
 * the rules' `defaultRedraftPlan`, applied by a timer at the deadline (and at start-up for a deadline
 * passed while the server was down), or when the new season is scheduled, whichever comes first.
 */
export class LeagueRedrafts {
  readonly #timers = new Map<string, unknown>();
  readonly #work = new Set<Promise<unknown>>();
  #stopped = false;

  constructor(
    private readonly prisma: PrismaClient,
    private readonly leagues: LeagueService,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  async #team(tx: Tx, teamId: string): Promise<{ row: FullTeamRow; team: LeagueTeam; budget: number }> {
    const row = await tx.leagueTeam.findUnique({ where: { id: teamId }, include: teamInclude });
    if (!row) throw new AppError('league/team-not-found', 404, 'There is no such team.');
    const team = teamFromRows(row as TeamRow);
    const budget = redraftBudgetOf(team);
    if (budget === null) {
      throw new AppError(
        'league/season-not-open',
        409,
        `${team.name} has no re-draft waiting: its season is not over, or it has re-drafted already.`,
      );
    }
    return { row, team, budget };
  }

  /** The season a waiting team re-drafts into: its re-draft's, else the league's open season (or null). */
  async #into(tx: Tx, row: FullTeamRow) {
    const redraft = row.seasonId
      ? await tx.redraft.findUnique({ where: { fromSeasonId: row.seasonId } })
      : null;
    if (redraft) return tx.season.findUniqueOrThrow({ where: { id: redraft.intoSeasonId } });
    return tx.season.findFirst({
      where: { leagueId: row.leagueId, status: 'open' },
      orderBy: { number: 'desc' },
    });
  }

  /** What the re-draft page shows: budget, cap, deadline, each player's re-hiring cost, the default. */
  async page(teamId: string): Promise<RedraftPageResponse> {
    const { row, team, budget } = await this.#team(this.prisma, teamId);
    const league = await this.prisma.league.findUniqueOrThrow({ where: { id: row.leagueId } });
    const season = await this.#into(this.prisma, row);
    const redraft = row.seasonId
      ? await this.prisma.redraft.findUnique({ where: { fromSeasonId: row.seasonId } })
      : null;
    return {
      team: await this.leagues.teamDetail(teamId),
      budget,
      cap: league.redraftCap,
      season: season ? seasonView(season) : null,
      deadline: redraft?.deadline.toISOString() ?? null,
      players: redraftCandidates(team).map((p) => ({
        playerId: p.id,
        cost: rehireCost(p),
        agentFee: rehireCost(p) - playerValue(p),
      })),
      defaultPlan: wirePlan(defaultRedraftPlan(team, budget)),
    };
  }

  /** The rules' check of a re-draft, with its cost, changing nothing. */
  async preview(coach: CoachView, teamId: string, plan: RedraftRequest): Promise<RedraftPreviewResponse> {
    const { row, team, budget } = await this.#team(this.prisma, teamId);
    requireTeamCoach(row, coach);
    const r = redraftTeam(team, budget, rulesPlan(plan));
    // A plan with problems still has a cost: the players it names that exist, rookies and staff.
    const rehired = redraftCandidates(team).filter((p) => plan.rehire.includes(p.id));
    const cost = r.ok ? r.cost : redraftCost(team, plan, rehired);
    return { ok: r.ok, problems: r.ok ? [] : r.problems, cost, treasury: budget - cost.total };
  }

  /** The coach's re-draft, in one transaction: the team joins the new season, legal or not at all. */
  async redraft(coach: CoachView, teamId: string, plan: RedraftRequest) {
    return inTransaction(this.prisma, async (tx) => {
      const { row, team, budget } = await this.#team(tx, teamId);
      requireTeamCoach(row, coach);
      await assertNotBusy(tx, row);
      const into = await this.#into(tx, row);
      if (into?.status !== 'open') {
        throw new AppError(
          'league/season-not-open',
          409,
          'The league has no open season to re-draft into: a commissioner opens the next season first.',
        );
      }
      const r = redraftTeam(team, budget, rulesPlan(plan));
      if (!r.ok) {
        throw new AppError(
          'league/invalid-draft',
          400,
          `The re-draft is not legal: ${r.problems.map((p) => p.message).join('; ')}.`,
          { problems: r.problems },
        );
      }
      await this.#apply(tx, row, team, budget, r, into.id, coach.id);
      return this.leagues.teamDetail(teamId, tx);
    });
  }

  async #apply(
    tx: Tx,
    row: FullTeamRow,
    before: LeagueTeam,
    budget: number,
    r: Extract<RedraftResult, { ok: true }>,
    intoSeasonId: string,
    coachId: string | null,
  ): Promise<void> {
    const { redraftBudget: _done, ...team } = r.team as LeagueTeam & { redraftBudget?: number };
    await saveTeam(tx, team, before);
    await tx.leagueTeam.update({ where: { id: row.id }, data: { seasonId: intoSeasonId } });
    await audit(tx, {
      leagueId: row.leagueId,
      teamId: row.id,
      coachId,
      action: coachId === null ? 'redraft-default' : 'redraft',
      before: { redraftBudget: budget, treasury: before.treasury, seasonId: row.seasonId },
      after: { seasonId: intoSeasonId, cost: r.cost, treasury: team.treasury, events: r.events },
    });
  }

  /**
   * A commissioner opens the re-draft of a finished season into the league's open season (opened now as
   * the next season if there is none), or moves its deadline.
   */
  async open(coach: CoachView, leagueId: string, seasonId: string, deadline: string): Promise<SeasonSummary> {
    const result = await inTransaction(this.prisma, async (tx) => {
      await requireCommissioner(tx, leagueId, coach);
      // A classic season's teams carry over as they stand (LRB6 has no off-season re-draft).
      const league = await tx.league.findUnique({
        where: { id: leagueId },
        select: { name: true, edition: true },
      });
      if (league?.edition === 'classic')
        throw new AppError(
          'league/wrong-edition',
          409,
          `${league.name} is a classic (LRB6) league: its teams carry over into the next season as they stand; a re-draft is a BB2025 league's.`,
        );
      const season = await tx.season.findUnique({ where: { id: seasonId }, include: { redraftOf: true } });
      if (!season || season.leagueId !== leagueId) {
        throw new AppError('league/season-not-found', 404, 'There is no such season in this league.');
      }
      if (season.status !== 'finished') {
        throw new AppError('league/season-not-open', 409, `${season.name} is not finished yet.`);
      }
      if (season.redraftOf?.closedAt) {
        throw new AppError('league/season-not-open', 409, `The re-draft of ${season.name} is closed.`);
      }
      const at = new Date(deadline);
      if (season.redraftOf) {
        await tx.redraft.update({ where: { id: season.redraftOf.id }, data: { deadline: at } });
        await audit(tx, {
          leagueId,
          coachId: coach.id,
          action: 'redraft-deadline',
          before: { seasonId, deadline: season.redraftOf.deadline.toISOString() },
          after: { seasonId, deadline: at.toISOString() },
        });
        return { id: season.redraftOf.id, seasonId };
      }
      const into = await this.#intoSeason(tx, coach, leagueId);
      const id = crypto.randomUUID();
      await tx.redraft.create({
        data: { id, leagueId, fromSeasonId: seasonId, intoSeasonId: into.id, deadline: at },
      });
      await audit(tx, {
        leagueId,
        coachId: coach.id,
        action: 'redraft-opened',
        after: { seasonId, intoSeasonId: into.id, deadline: at.toISOString() },
      });
      return { id, seasonId };
    });
    await this.#settle(result.id);
    const season = await this.prisma.season.findUniqueOrThrow({
      where: { id: result.seasonId },
      include: { redraftOf: true },
    });
    return seasonView(season);
  }

  /** The league's open season, or a new one after the last if every season is finished. */
  async #intoSeason(tx: Tx, coach: CoachView, leagueId: string) {
    const seasons = await tx.season.findMany({ where: { leagueId }, orderBy: { number: 'asc' } });
    const open = seasons.find((s) => s.status === 'open');
    if (open) return open;
    const running = seasons.find((s) => s.status !== 'finished');
    if (running) {
      throw new AppError(
        'league/already-scheduled',
        409,
        `${running.name} is under way: it cannot take re-drafts.`,
      );
    }
    const number = (seasons.at(-1)?.number ?? 0) + 1;
    const season = await tx.season.create({
      data: { id: crypto.randomUUID(), leagueId, number, name: `Season ${number}` },
    });
    await audit(tx, {
      leagueId,
      coachId: coach.id,
      action: 'season-created',
      after: { id: season.id, name: season.name },
    });
    return season;
  }

  /**
   * Before a season is scheduled: a re-draft into it whose deadline has passed is closed now (the
   * defaults applied in this transaction); one still open with teams waiting refuses the schedule.
   */
  async beforeSchedule(tx: Tx, seasonId: string): Promise<void> {
    const open = await tx.redraft.findMany({ where: { intoSeasonId: seasonId, closedAt: null } });
    for (const redraft of open) {
      if (redraft.deadline.getTime() <= this.clock.now()) {
        await this.#close(tx, redraft);
        continue;
      }
      const waiting = await this.#waiting(tx, redraft.fromSeasonId);
      if (waiting.length > 0) {
        throw new AppError(
          'league/redraft-open',
          409,
          `${waiting.map((w) => w.team.name).join(', ')} ${waiting.length === 1 ? 'has' : 'have'} not re-drafted yet; the re-draft closes at ${redraft.deadline.toISOString()}.`,
        );
      }
    }
  }

  /** Teams of the finished season still waiting to re-draft. */
  async #waiting(tx: Tx, fromSeasonId: string) {
    const rows = await tx.leagueTeam.findMany({
      where: { seasonId: fromSeasonId, status: 'approved' },
      include: teamInclude,
      orderBy: { createdAt: 'asc' },
    });
    return rows
      .map((row) => ({ row, team: teamFromRows(row as TeamRow) }))
      .filter((t) => redraftBudgetOf(t.team) !== null);
  }

  /** The deadline passed: every team still waiting gets the default re-draft. Runs once. */
  async #close(tx: Tx, redraft: RedraftRow): Promise<void> {
    const claimed = await tx.redraft.updateMany({
      where: { id: redraft.id, closedAt: null },
      data: { closedAt: new Date(this.clock.now()) },
    });
    if (claimed.count !== 1) return;
    for (const { row, team } of await this.#waiting(tx, redraft.fromSeasonId)) {
      const budget = redraftBudgetOf(team) as number;
      const r = redraftTeam(team, budget, defaultRedraftPlan(team, budget), { missedDeadline: true });
      if (!r.ok) {
        // The default plan is built to be legal; a roster a commissioner broke by hand is left waiting.
        this.log.error({ team: team.id, problems: r.problems }, 'default re-draft refused');
        continue;
      }
      await this.#apply(tx, row, team, budget, r, redraft.intoSeasonId, null);
    }
  }

  /** Closes the re-draft if its deadline passed, otherwise waits for it. */
  async #settle(id: string): Promise<void> {
    const redraft = await this.prisma.redraft.findUnique({ where: { id } });
    if (!redraft || redraft.closedAt) return;
    const timer = this.#timers.get(id);
    if (timer !== undefined) this.clock.clearTimeout(timer);
    this.#timers.delete(id);
    const ms = redraft.deadline.getTime() - this.clock.now();
    if (ms <= 0) {
      await inTransaction(this.prisma, async (tx) => {
        const fresh = await tx.redraft.findUniqueOrThrow({ where: { id } });
        await this.#close(tx, fresh);
      });
      return;
    }
    if (this.#stopped) return;
    this.#timers.set(
      id,
      this.clock.setTimeout(
        () => {
          this.#timers.delete(id);
          this.#track(this.#settle(id));
        },
        Math.min(ms, LONGEST_TIMER_MS),
      ),
    );
  }

  #track(work: Promise<unknown>): void {
    const p = work.catch((error: unknown) => this.log.error({ err: error }, 'league re-draft failed'));
    this.#work.add(p);
    void p.finally(() => this.#work.delete(p));
  }

  /** On start: re-drafts still open wait for their deadlines again (or close at once if it passed). */
  async resume(): Promise<void> {
    const open = await this.prisma.redraft.findMany({ where: { closedAt: null }, select: { id: true } });
    for (const r of open) await this.#settle(r.id);
  }

  /** Resolves once every deadline that fired so far has been dealt with (tests). */
  async idle(): Promise<void> {
    while (this.#work.size > 0) await Promise.all([...this.#work]);
  }

  stop(): void {
    this.#stopped = true;
    for (const t of this.#timers.values()) this.clock.clearTimeout(t);
    this.#timers.clear();
  }
}

/** The wire's re-draft as the rules take it (optional fields left out rather than undefined). */
function rulesPlan(plan: RedraftRequest): RedraftPlan {
  return {
    rehire: plan.rehire,
    hire: plan.hire,
    rerolls: plan.rerolls,
    apothecary: plan.apothecary,
    assistantCoaches: plan.assistantCoaches,
    cheerleaders: plan.cheerleaders,
    ...(plan.captain === undefined ? {} : { captain: plan.captain }),
  };
}

const wirePlan = (plan: RedraftPlan): RedraftRequest => ({ ...plan, hire: plan.hire.map((h) => ({ ...h })) });
