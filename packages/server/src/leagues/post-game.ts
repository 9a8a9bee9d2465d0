import type {
  PostGameChoicesRequest,
  PostGamePending,
  PostGameSidePending,
  PostGameVerifyResponse,
} from '@dugout/client';
import {
  checkPostGameChoices,
  type Dice,
  fixtureResultOf,
  LeagueRuleError,
  type LeagueTeam,
  type MatchState,
  type MatchSummary,
  type PostGame,
  type PostGameChoices,
  postGameOptions,
  runPostGame,
  SeededDice,
  type Side,
  startPostGame,
  summariseMatch,
} from '@dugout/rules';
import type { FastifyBaseLogger } from 'fastify';
import type { PrismaClient } from '../db/database.js';
import { AppError } from '../errors.js';
import { Prisma } from '../generated/prisma/client.js';
import { canonicalJson, sha256Hex } from '../host/canonical.js';
import type { Clock } from '../host/clock.js';
import type { MatchHost } from '../host/match-host.js';
import {
  applyClassicPostGame,
  CLASSIC_PENDING,
  type ClassicKickoff,
  isClassicKickoff,
  verifyClassicPostGame,
} from './classic-post-game.js';
import {
  betweenGamesDice,
  findPostGameSeed,
  postGameSeed,
  reveal,
  rotateBetweenGames,
} from './dice-seeds.js';
import type { Kickoff } from './fixtures.js';
import { inTransaction, ruleRefused } from './service.js';
import { json, saveTeam, type TeamRow, type Tx, teamFromRows } from './store.js';
import type { StoredFixtureResult } from './views.js';

const SIDES = ['home', 'away'] as const;

export interface PostGameOptions {
  prisma: PrismaClient;
  host: MatchHost;
  game: string;
  clock: Clock;
  log: FastifyBaseLogger;
  /** How long coaches have for their post-game choices before the defaults are used. */
  choiceSeconds: number;
}

/** What the post-game ran on, kept with the kick-off snapshot. */
interface AppliedPostGame {
  teams: Record<Side, LeagueTeam>;
  choices: PostGameChoices;
  diceEnd: number;
}

/** What the coaches chose so far, by side (stored on the league match). */
type StoredChoices = Partial<Record<Side, PostGameChoicesRequest>>;

/**
 * The post-game of league matches. When a league match finishes, the match record is read into the
 * rules' summary and the coaches are asked for their choices (MVP nominations, Getting Even keywords,
 * Journeymen to keep) with a deadline. Then the whole sequence (rules' `runPostGame`) runs in ONE
 * transaction that first claims the league match (`applied` false → true): running it again changes
 * nothing, and a failure anywhere rolls back every roster change and the claim. Every die comes from the
 * post-game's own secret seed (dice-seeds.ts), committed when the match ends and revealed once applied:
 * the match's seed is public by then, so continuing its stream would let anyone predict the rolls.
 */
export class PostGameRunner {
  /** Tests: called between writing the two teams, to prove a crash there leaves both rosters as before. */
  failBetweenTeams: (() => void) | undefined;
  /** Tests: rewrite what a match record says (a casualty the bots did not happen to cause). */
  adjustSummary: ((summary: MatchSummary) => MatchSummary) | undefined;
  readonly #timers = new Map<string, unknown>();
  readonly #work = new Set<Promise<unknown>>();
  #stopped = false;

  constructor(private readonly o: PostGameOptions) {}

  /** Hooked to the match host: a match just finished. */
  onMatchFinished = (matchId: string): void => {
    this.#track(this.matchFinished(matchId));
  };

  #track(work: Promise<unknown>): void {
    const p = work.catch((error: unknown) => this.o.log.error({ err: error }, 'league post-game failed'));
    this.#work.add(p);
    void p.finally(() => this.#work.delete(p));
  }

  /** Resolves once every post-game started so far has settled (tests). */
  async idle(): Promise<void> {
    while (this.#work.size > 0) await Promise.all([...this.#work]);
  }

  stop(): void {
    this.#stopped = true;
    for (const t of this.#timers.values()) this.o.clock.clearTimeout(t);
    this.#timers.clear();
  }

  /** On start: finished league matches whose post-game never ran get it now (or wait for their deadline). */
  async resume(): Promise<void> {
    const open = await this.o.prisma.leagueMatch.findMany({
      where: { applied: false, match: { status: 'finished' } },
      select: { matchId: true },
    });
    for (const m of open) await this.matchFinished(m.matchId);
  }

  /** Reads the finished match into the post-game and asks the coaches; applies at once when nothing is asked. */
  async matchFinished(matchId: string): Promise<void> {
    const prisma = this.o.prisma;
    const lm = await prisma.leagueMatch.findUnique({ where: { matchId }, include: { match: true } });
    if (!lm || lm.applied || lm.match.status !== 'finished') return;
    if (lm.result === null) {
      const kickoff = lm.kickoff as unknown as Kickoff | ClassicKickoff;
      const replay = await this.o.host.replay(matchId, 'spectator');
      const state = replay.view as MatchState;
      let summary = summariseMatch(matchId, state, kickoff.lineups);
      if (this.adjustSummary) summary = this.adjustSummary(summary);
      const result = lm.match.result as { winner: Side | null; reason: string } | null;
      if (!summary.conceded && result && result.reason !== 'played' && result.winner) {
        // A forfeit (or a concession the engine did not record) counts as the loser conceding.
        summary.conceded = { team: result.winner === 'home' ? 'away' : 'home', withoutPenalty: false };
      }
      // Committed before any coach chooses and before any roll.
      await postGameSeed(prisma, lm.id);
      // A classic post-game asks nothing: it runs at once.
      const pending: PostGamePending = isClassicKickoff(kickoff)
        ? CLASSIC_PENDING
        : (() => {
            const pg = startPostGame(summary, kickoff.teams);
            return { home: pendingFor(pg, 'home'), away: pendingFor(pg, 'away') };
          })();
      const deadline = new Date(this.o.clock.now() + this.o.choiceSeconds * 1000);
      await prisma.leagueMatch.updateMany({
        where: { id: lm.id, result: { equals: Prisma.DbNull } },
        data: {
          result: json(summary),
          pending: json(pending),
          deadline,
          diceStart: 0,
        },
      });
      await prisma.fixture.update({ where: { id: lm.fixtureId }, data: { status: 'played' } });
    }
    await this.#settle(lm.id);
  }

  /** Applies now if every coach answered or the deadline passed; otherwise waits for the deadline. */
  async #settle(id: string): Promise<void> {
    const lm = await this.o.prisma.leagueMatch.findUniqueOrThrow({ where: { id } });
    if (lm.applied) return;
    const pending = lm.pending as unknown as PostGamePending;
    const due = lm.deadline === null || lm.deadline.getTime() <= this.o.clock.now();
    if (due || (pending.home.answered && pending.away.answered)) {
      await this.apply(id);
      return;
    }
    if (this.#stopped || this.#timers.has(id)) return;
    const ms = (lm.deadline?.getTime() ?? 0) - this.o.clock.now();
    this.#timers.set(
      id,
      this.o.clock.setTimeout(() => {
        this.#timers.delete(id);
        this.#track(this.apply(id));
      }, ms),
    );
  }

  /** A coach's choices for its side, checked by the rules before they are kept. */
  async choose(id: string, side: Side, body: PostGameChoicesRequest): Promise<void> {
    const lm = await this.o.prisma.leagueMatch.findUniqueOrThrow({ where: { id } });
    if (lm.applied || lm.result === null) {
      throw new AppError(
        'league/post-game-not-waiting',
        409,
        lm.applied ? 'The post-game has already run.' : 'The match is not finished yet.',
      );
    }
    if (isClassicKickoff(lm.kickoff))
      throw new AppError(
        'league/post-game-not-waiting',
        409,
        'A classic (LRB6) post-game asks the coaches nothing: the MVP is drawn at random.',
      );
    const pg = startPostGame(lm.result as unknown as MatchSummary, (lm.kickoff as unknown as Kickoff).teams);
    try {
      checkPostGameChoices(pg, {
        ...(body.mvpNominations ? { mvpNominations: { [side]: body.mvpNominations } } : {}),
        ...(body.gettingEven ? { gettingEven: { [side]: body.gettingEven } } : {}),
        ...(body.hireJourneymen ? { hireJourneymen: { [side]: body.hireJourneymen } } : {}),
        ...(body.hireRaised === undefined ? {} : { hireRaised: { [side]: body.hireRaised } }),
      });
    } catch (error) {
      if (error instanceof LeagueRuleError) throw ruleRefused(error);
      throw error;
    }
    const choices = { ...(lm.choices as StoredChoices), [side]: body };
    const pending = lm.pending as unknown as PostGamePending;
    const updated: PostGamePending = { ...pending, [side]: { ...pending[side], answered: true } };
    const moved = await this.o.prisma.leagueMatch.updateMany({
      where: { id, applied: false },
      data: { choices: json(choices), pending: json(updated) },
    });
    if (moved.count !== 1)
      throw new AppError('league/post-game-not-waiting', 409, 'The post-game has already run.');
    await this.#settle(id);
  }

  /**
   * The post-game sequence, in one transaction. Returns false when it had already run (nothing changes).
   */
  async apply(id: string): Promise<boolean> {
    const timer = this.#timers.get(id);
    if (timer !== undefined) this.o.clock.clearTimeout(timer);
    this.#timers.delete(id);
    return inTransaction(this.o.prisma, async (tx) => {
      const claimed = await tx.leagueMatch.updateMany({
        where: { id, applied: false, NOT: { result: { equals: Prisma.DbNull } } },
        data: { applied: true, appliedAt: new Date(this.o.clock.now()), stage: 'done' },
      });
      if (claimed.count !== 1) return false;
      const lm = await tx.leagueMatch.findUniqueOrThrow({
        where: { id },
        include: { match: true, fixture: true },
      });
      const summary = lm.result as unknown as MatchSummary;
      if (isClassicKickoff(lm.kickoff)) {
        await this.#applyClassic(tx, lm, summary, lm.kickoff);
        return true;
      }
      const before = {
        home: await loadTeam(tx, lm.fixture.homeTeamId),
        away: await loadTeam(tx, lm.fixture.awayTeamId),
      };
      const stored = lm.choices as StoredChoices;
      const choices: PostGameChoices = {
        mvpNominations: pick(stored, (c) => c.mvpNominations),
        gettingEven: pick(stored, (c) => c.gettingEven),
        hireJourneymen: pick(stored, (c) => c.hireJourneymen),
        hireRaised: pick(stored, (c) => c.hireRaised),
      };
      const seedRow = await postGameSeed(tx, lm.id);
      const seed = Buffer.from(seedRow.seed, 'hex');
      const start = 0;
      let dice = new SeededDice(seed, start);
      let run: { postGame: PostGame; events: unknown[] };
      let used = choices;
      try {
        run = runPostGame(startPostGame(summary, before), choices, dice);
      } catch (error) {
        // A choice the rules no longer accept (a commissioner changed the roster meanwhile): defaults.
        if (!(error instanceof LeagueRuleError)) throw error;
        this.o.log.warn({ err: error, leagueMatch: id }, 'post-game choices refused; using the defaults');
        dice = new SeededDice(seed, start);
        used = {};
        run = runPostGame(startPostGame(summary, before), used, dice);
      }
      await saveTeam(tx, run.postGame.teams.home, before.home);
      this.failBetweenTeams?.();
      await saveTeam(tx, run.postGame.teams.away, before.away);
      const line = fixtureResultOf(summary, { home: lm.fixture.homeTeamId, away: lm.fixture.awayTeamId });
      const result: StoredFixtureResult = {
        played: line.played,
        homeTouchdowns: line.homeTouchdowns,
        awayTouchdowns: line.awayTouchdowns,
        homeCasualties: line.homeCasualties,
        awayCasualties: line.awayCasualties,
        conceded: summary.conceded?.team ?? null,
      };
      await tx.fixture.update({
        where: { id: lm.fixtureId },
        data: { status: 'played', result: json(result) },
      });
      // The post-game's rolls are over: its seed is revealed. The teams' between-games rolls so far are
      // over too (revealed); the next ones read fresh seeds, committed now.
      const now = new Date(this.o.clock.now());
      await reveal(tx, seedRow.id, dice.position, now);
      await rotateBetweenGames(tx, lm.fixture.homeTeamId, now);
      await rotateBetweenGames(tx, lm.fixture.awayTeamId, now);
      await tx.leagueMatch.update({
        where: { id },
        data: {
          events: json(run.events),
          diceEnd: dice.position,
          // What the sequence ran on, so anyone can recompute it once the seed is revealed (verify()).
          kickoff: json({
            ...(lm.kickoff as object),
            postGame: { teams: before, choices: used, diceEnd: dice.position },
          }),
        },
      });
      return true;
    });
  }

  /** The classic post-game in the claiming transaction; seeds revealed and rotated as for BB2025. */
  async #applyClassic(
    tx: Tx,
    lm: { id: string; fixtureId: string; fixture: { homeTeamId: string; awayTeamId: string } },
    summary: MatchSummary,
    kickoff: ClassicKickoff,
  ): Promise<void> {
    const seedRow = await postGameSeed(tx, lm.id);
    const ids = { home: lm.fixture.homeTeamId, away: lm.fixture.awayTeamId };
    const run = await applyClassicPostGame(tx, summary, ids, Buffer.from(seedRow.seed, 'hex'));
    await tx.fixture.update({
      where: { id: lm.fixtureId },
      data: { status: 'played', result: json(run.result) },
    });
    const now = new Date(this.o.clock.now());
    await reveal(tx, seedRow.id, run.dice.position, now);
    await rotateBetweenGames(tx, ids.home, now);
    await rotateBetweenGames(tx, ids.away, now);
    const recorded: ClassicKickoff = {
      ...kickoff,
      postGame: { teams: run.before, diceEnd: run.dice.position },
    };
    await tx.leagueMatch.update({
      where: { id: lm.id },
      data: { events: json(run.events), diceEnd: run.dice.position, kickoff: json(recorded) },
    });
  }

  /**
   * The check anyone can run on an applied post-game once the match's seed is revealed: the seed matches
   * the commitment, the post-game's dice start where the match's last command left the stream, and the
   * rules' `runPostGame` on the recorded teams and choices with those dice gives the recorded events.
   */
  async verify(fixtureId: string): Promise<PostGameVerifyResponse> {
    const lm = await this.o.prisma.leagueMatch.findUnique({ where: { fixtureId }, include: { match: true } });
    if (!lm?.applied) {
      throw new AppError(
        'league/post-game-not-waiting',
        409,
        'The post-game of this fixture has not run yet.',
      );
    }
    const recorded = (lm.kickoff as unknown as Kickoff & { postGame?: AppliedPostGame }).postGame;
    const problems: string[] = [];
    // Its own seed (issue 15); post-games applied before then continued the match's stream.
    const own = await findPostGameSeed(this.o.prisma, lm.id);
    const seedHex = own ? own.seed : lm.match.seed;
    const commitment = own ? own.commitment : lm.match.seedCommitment;
    const seed = Buffer.from(seedHex, 'hex');
    const commitmentMatches = sha256Hex(seed) === commitment;
    if (!commitmentMatches)
      problems.push('SHA-256 of the revealed seed is not the commitment published before the post-game');
    if (own) {
      if (lm.diceStart !== 0) problems.push("the post-game's dice do not start at the start of its seed");
    } else {
      const last = await this.o.prisma.matchCommand.findFirst({
        where: { matchId: lm.matchId },
        orderBy: { seq: 'desc' },
      });
      if ((last?.diceAfter ?? lm.match.snapshotDice) !== lm.diceStart) {
        problems.push("the post-game's dice do not start where the match's last command left the stream");
      }
    }
    if (isClassicKickoff(lm.kickoff))
      problems.push(
        ...verifyClassicPostGame(lm.kickoff, lm.result as unknown as MatchSummary, seed, lm.events),
      );
    else if (!recorded) problems.push('the post-game did not record what it ran on');
    else {
      const dice = new SeededDice(seed, lm.diceStart ?? 0);
      const again = runPostGame(
        startPostGame(lm.result as unknown as MatchSummary, recorded.teams),
        recorded.choices,
        dice,
      );
      if (canonicalJson(again.events) !== canonicalJson(lm.events))
        problems.push('the events differ from the record');
      if (dice.position !== recorded.diceEnd) problems.push('the dice read differ from the record');
    }
    return {
      fixtureId,
      matchId: lm.matchId,
      ok: problems.length === 0,
      seed: own ? seedHex : lm.match.status === 'finished' ? lm.match.seed : '',
      seedCommitment: commitment,
      commitmentMatches,
      diceStart: lm.diceStart ?? 0,
      diceEnd: (isClassicKickoff(lm.kickoff) ? lm.kickoff.postGame?.diceEnd : recorded?.diceEnd) ?? 0,
      problems,
    };
  }

  /**
   * The dice a team's between-games rolls (advancements, the off-season) read: the team's own secret seed
   * for this stretch between games (dice-seeds.ts). `save()` records the position in the same transaction.
   */
  async streamFor(tx: Tx, teamId: string): Promise<{ dice: Dice; save(): Promise<void> }> {
    return betweenGamesDice(tx, teamId);
  }
}

async function loadTeam(tx: Tx, id: string): Promise<LeagueTeam> {
  return teamFromRows(
    (await tx.leagueTeam.findUniqueOrThrow({ where: { id }, include: { players: true } })) as TeamRow,
  );
}

function pick<T>(
  stored: StoredChoices,
  get: (c: PostGameChoicesRequest) => T | undefined,
): Partial<Record<Side, T>> {
  const out: Partial<Record<Side, T>> = {};
  for (const side of SIDES) {
    const c = stored[side];
    const v = c ? get(c) : undefined;
    if (v !== undefined) out[side] = v;
  }
  return out;
}

/** What a side may choose after this match (rules' `postGameOptions`); nothing to choose counts as answered. */
function pendingFor(pg: PostGame, side: Side): PostGameSidePending {
  const options = postGameOptions(pg)[side];
  const gettingEven = Object.fromEntries(options.gettingEven.map((v) => [v.playerId, v.keywords]));
  const answered =
    options.mvp.candidates.length === 0 &&
    options.journeymen.length === 0 &&
    options.gettingEven.length === 0 &&
    options.raised.length === 0;
  return {
    mvpCandidates: options.mvp.candidates,
    gettingEven,
    journeymen: options.journeymen,
    raised: options.raised,
    answered,
  };
}
