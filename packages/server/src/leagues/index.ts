import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Accounts } from '../auth/accounts.js';
import type { PrismaClient } from '../db/database.js';
import type { Clock } from '../host/clock.js';
import type { MatchHost } from '../host/match-host.js';
import { diceSeedRoutes } from './dice-routes.js';
import { LeagueFixtures } from './fixtures.js';
import { PostGameRunner } from './post-game.js';
import { LeagueRedrafts } from './redraft.js';
import { leagueRoutes, teamRoutes } from './routes.js';
import { LeagueService } from './service.js';

export interface Leagues {
  service: LeagueService;
  fixtures: LeagueFixtures;
  postGame: PostGameRunner;
  redrafts: LeagueRedrafts;
}

export interface LeagueDeps {
  prisma: PrismaClient;
  host: MatchHost;
  /** The game league matches are played in (Blood Bowl). */
  game: string;
  clock: Clock;
  log: FastifyBaseLogger;
  defaultTurnSeconds: number;
  /** Teams of one coach waiting for approval in one league (issue 15; default: no limit). */
  pendingTeamsPerLeague?: number;
  /** Time coaches have for post-game choices (default 48 hours). */
  postGameChoiceSeconds?: number;
}

/** The leagues area: services, the post-game hooked to the match host, and the routes. */
export async function registerLeagues(
  app: FastifyInstance,
  accounts: Accounts,
  deps: LeagueDeps,
): Promise<Leagues> {
  const service = new LeagueService(deps.prisma, deps.defaultTurnSeconds, deps.pendingTeamsPerLeague);
  const postGame = new PostGameRunner({
    prisma: deps.prisma,
    host: deps.host,
    game: deps.game,
    clock: deps.clock,
    log: deps.log,
    choiceSeconds: deps.postGameChoiceSeconds ?? 48 * 3600,
  });
  const redrafts = new LeagueRedrafts(deps.prisma, service, deps.clock, deps.log);
  const fixtures = new LeagueFixtures(
    deps.prisma,
    deps.host,
    deps.game,
    service,
    postGame,
    redrafts,
    deps.clock,
  );
  deps.host.onFinished(postGame.onMatchFinished);
  const routes = { accounts, leagues: service, fixtures, redrafts };
  await app.register(leagueRoutes, { prefix: '/api/leagues', ...routes });
  await app.register(teamRoutes, { prefix: '/api', ...routes });
  await app.register(diceSeedRoutes, { prefix: '/api', prisma: deps.prisma });
  // After the host has started (hooks run in order): finished league matches whose post-game never ran,
  // and re-drafts whose deadline passed while the server was down.
  app.addHook('onReady', async () => {
    await postGame.resume();
    await redrafts.resume();
  });
  app.addHook('preClose', async () => {
    postGame.stop();
    redrafts.stop();
    await postGame.idle();
    await redrafts.idle();
  });
  return { service, fixtures, postGame, redrafts };
}
