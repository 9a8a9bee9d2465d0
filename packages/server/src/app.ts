import { randomUUID } from 'node:crypto';
import { CHAT_MAX_LENGTH } from '@dugout/client';
import { webRoot } from '@dugout/client/web-root';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { createAdapter } from '@socket.io/redis-adapter';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { Accounts } from './auth/accounts.js';
import { authRoutes } from './auth/routes.js';
import type { Config } from './config.js';
import { type Database, openDatabase, parsePostgresUrl } from './db/database.js';
import { migrate } from './db/migrate.js';
import { AppError } from './errors.js';
import { bloodBoundModule } from './games/blood-bound/module.js';
import { bloodBowlModule } from './games/blood-bowl/module.js';
import { trenchCrusadeModule } from './games/trench-crusade/module.js';
import { healthRoutes } from './health/routes.js';
import { type Clock, systemClock } from './host/clock.js';
import { type GameModule, GameRegistry } from './host/game-module.js';
import { MatchLeases } from './host/lease.js';
import { MatchHost } from './host/match-host.js';
import { NodeLink } from './host/node-link.js';
import { LeasedOwnership } from './host/ownership.js';
import { LocalPresence, LocalPubSub, type Presence, type PubSub } from './host/presence.js';
import { PrismaMatchStore } from './host/prisma-store.js';
import { RedisClockRecords, RedisPresence, RedisPubSub, whenReady } from './host/redis.js';
import { attachMatchTransport, socketBroadcaster } from './host/socket-transport.js';
import { installErrorHandler } from './http/error-handler.js';
import { type Leagues, registerLeagues } from './leagues/index.js';
import { challengeRoutes } from './lobby/challenge-routes.js';
import { LobbyNotices } from './lobby/notices.js';
import { tableRoutes } from './lobby/table-routes.js';
import { Tables } from './lobby/tables.js';
import { IdleBotMatches } from './matches/idle-bot-matches.js';
import { matchRoutes } from './matches/routes.js';
import { attachRealtime, type DugoutIo } from './realtime/socket.js';
import { serveWebClient } from './web/static.js';

export type DugoutServer = FastifyInstance & {
  readonly io: DugoutIo;
  readonly db: Database;
  readonly host: MatchHost;
  readonly leagues: Leagues;
};

export interface BuildOptions {
  /** An open, migrated database to use (tests); otherwise one is opened from the config and migrated. */
  database?: Database;
  /** Where the web bundle is; defaults to the client package's build. */
  webRoot?: string;
  /** The games hosted; the first is the game of challenges, bot matches and leagues. Default: Blood Bowl. */
  games?: GameModule[];
  /** Time for turn clocks, forfeits and chat limits (tests drive a `ManualClock`). */
  clock?: Clock;
  /** Multi-node seams; defaults are in-process (or Redis when REDIS_URL is set). */
  presence?: Presence;
  pubsub?: PubSub;
  /** Tests only: where match dice seeds come from (a fixed seed gives a known, still verifiable match). */
  seeds?: () => Uint8Array;
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: { write(line: string): void };
}

/** The whole server, ready to `listen()` or to `inject()` in tests. Closing it closes what it opened. */
export async function buildServer(config: Config, options: BuildOptions = {}): Promise<DugoutServer> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(options.logStream
        ? { stream: options.logStream }
        : process.stdout.isTTY
          ? { transport: { target: 'pino-pretty', options: { colorize: true } } }
          : {}),
    },
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const ownsDatabase = !options.database;
  const db = options.database ?? (await openConfiguredDatabase(config, app));
  if (ownsDatabase) app.addHook('onClose', () => db.close());

  await app.register(fastifyHelmet, {
    // Dugout is often served over plain http on a LAN or localhost; don't force https subrequests.
    contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } },
  });
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError(
        'rate-limited',
        429,
        `Too many attempts: wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
        { retryAfterSeconds: Math.ceil(context.ttl / 1000) },
      ),
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Dugout API',
        description: 'Blood Bowl online: accounts, matches, leagues.',
        version: '0.1.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/docs', staticCSP: true });

  const accounts = new Accounts(db.prisma, config.sessionTtlDays, options.clock ?? systemClock);
  accounts.loginAttemptsPerAccount = config.limits.loginAttemptsPerAccount;
  app.addHook('onReady', () => accounts.fillNameSkeletons());
  const cookies = { secure: config.cookieSecure };
  await app.register(healthRoutes, { db });
  await app.register(authRoutes, { prefix: '/api/auth', accounts, cookies, rateLimit: config.authRateLimit });
  await serveWebClient(app, options.webRoot ?? webRoot);

  const clock = options.clock ?? systemClock;
  // Multi-node mode: presence and pub/sub on Redis, and Socket.IO rooms span the nodes.
  // ioredis reconnects by itself; an error with no listener would reach stderr raw instead of the log.
  const redisError = (error: Error) => app.log.warn({ err: error }, 'redis connection error');
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 3 }) : undefined;
  redis?.on('error', redisError);
  const presence = options.presence ?? (redis ? new RedisPresence(redis, clock) : new LocalPresence(clock));
  const pubsub =
    options.pubsub ?? (config.redisUrl ? RedisPubSub.open(config.redisUrl, redisError) : new LocalPubSub());
  // Multi-node: each live match is owned by one node (a lease); other nodes forward to it over Redis.
  const node = randomUUID();
  const leaseMs = config.matchLeaseSeconds * 1000;
  const multiNode = redis
    ? {
        ownership: new LeasedOwnership(
          new MatchLeases(db.prisma, node, leaseMs),
          systemClock,
          leaseMs,
          app.log,
        ),
        link: new NodeLink(pubsub, node, Math.max(leaseMs, 3_000)),
        clocks: new RedisClockRecords(redis),
      }
    : {};
  const games = new GameRegistry(
    options.games ?? [bloodBowlModule(), trenchCrusadeModule(), bloodBoundModule()],
  );
  const game = games.ids()[0]!;
  const host = new MatchHost({
    games,
    store: new PrismaMatchStore(db.prisma, db.sql),
    clock,
    presence,
    log: app.log,
    settings: {
      defaultTurnSeconds: config.turnSeconds,
      forfeitGraceSeconds: config.forfeitGraceSeconds,
      snapshotEvery: config.snapshotEvery,
      chat: { maxLength: CHAT_MAX_LENGTH, perWindow: config.chatRateLimit, windowMs: 10_000 },
      unloadIdleSeconds: config.matchUnloadIdleSeconds,
    },
    ...multiNode,
    ...(options.seeds ? { seeds: options.seeds } : {}),
  });
  const notices = new LobbyNotices();
  // Before the sockets close (attachRealtime's preClose): no notice may go out on a closed adapter.
  app.addHook('preClose', async () => notices.close());
  host.onListsChanged(() => notices.changed('matches'));
  const tables = new Tables(db.prisma, host, notices, {
    defaultTurnSeconds: config.turnSeconds,
    openTablesPerCoach: config.limits.openTablesPerCoach,
  });
  await app.register(matchRoutes, {
    prefix: '/api/matches',
    accounts,
    host,
    game,
    prisma: db.prisma,
    limits: config.limits,
  });
  await app.register(tableRoutes, { prefix: '/api', accounts, host, tables });
  await app.register(challengeRoutes, { prefix: '/api/challenges', accounts, tables, game });
  const leagues = await registerLeagues(app, accounts, {
    prisma: db.prisma,
    host,
    game,
    clock,
    log: app.log,
    defaultTurnSeconds: config.turnSeconds,
    pendingTeamsPerLeague: config.limits.pendingTeamsPerLeague,
  });

  const io = attachRealtime(
    app,
    accounts,
    { maxHttpBufferSize: Math.max(config.socketMaxMessageBytes * 2, 65_536) },
    {
      connectionsPerAddress: config.limits.connectionsPerAddress,
      trustProxy: config.trustProxy,
      publicOrigins: config.publicOrigins,
    },
  );
  notices.attach(io);
  attachMatchTransport(
    io,
    host,
    {
      messagesPerSecond: config.socketRateLimit,
      burst: config.socketRateLimit * 2,
      maxMessageBytes: config.socketMaxMessageBytes,
      matchesPerSocket: config.limits.matchesPerSocket,
      floodDisconnectAfter: config.limits.floodDisconnectAfter,
    },
    // Socket rate limits run on real time even when a test drives the match clocks by hand.
    systemClock,
    app.log,
  );
  if (redis) {
    const adapterPub = redis.duplicate();
    const adapterSub = redis.duplicate();
    adapterPub.on('error', redisError);
    adapterSub.on('error', redisError);
    // The adapter publishes and unsubscribes without waiting for the reply; a broadcast during shutdown
    // (a presence change as sockets close) or the unsubscribe on close then meets a closed connection and
    // ioredis rejects a promise nobody holds. There is no one left to tell, so those are caught here.
    const settle = (client: Redis, method: 'publish' | 'punsubscribe' | 'unsubscribe') => {
      const original = client[method].bind(client) as (...args: unknown[]) => Promise<unknown>;
      (client as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
        const pending = original(...args);
        pending.catch((error: unknown) => app.log.debug({ err: error }, `redis ${method} failed`));
        return pending;
      };
    };
    settle(adapterPub, 'publish');
    settle(adapterSub, 'punsubscribe');
    settle(adapterSub, 'unsubscribe');
    // The adapter subscribes as it is created: only on a ready connection (see `whenReady`).
    await whenReady(adapterSub);
    io.adapter(createAdapter(adapterPub, adapterSub));
    app.addHook('onClose', async () => {
      await Promise.all(
        [adapterPub.quit(), adapterSub.quit(), redis.quit()].map((p) => p.catch(() => undefined)),
      );
    });
    app.log.info(
      { node },
      'multi-node mode: Socket.IO, presence, clocks and requests to a match owner go through Redis',
    );
  }
  app.addHook('onReady', () => host.start(socketBroadcaster(io, { otherNodes: Boolean(redis) })));
  const idleBotMatches = new IdleBotMatches({
    prisma: db.prisma,
    host,
    clock,
    log: app.log,
    idleMinutes: config.limits.botMatchIdleMinutes,
  });
  app.addHook('onReady', async () => idleBotMatches.start());
  app.addHook('preClose', async () => {
    await idleBotMatches.stop();
    await host.stop();
    if (!options.pubsub) await pubsub.close();
  });
  app.decorate('io', io);
  app.decorate('db', db);
  app.decorate('host', host);
  app.decorate('leagues', leagues);
  return app as unknown as DugoutServer;
}

async function openConfiguredDatabase(config: Config, app: FastifyInstance): Promise<Database> {
  const db = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', ...parsePostgresUrl(config.databaseUrl) }
      : {
          kind: 'pglite',
          dataDir: `${config.dataDir}/pglite`,
          sharedBuffersMb: config.pgliteSharedBuffersMb,
        },
  );
  try {
    const report = await migrate(db.sql);
    for (const name of report.applied) app.log.info({ migration: name }, 'migration applied');
    for (const name of report.modified)
      app.log.warn({ migration: name }, 'applied migration file has changed since');
    app.log.info({ database: db.description, applied: report.applied.length }, 'database ready');
    return db;
  } catch (error) {
    await db.close();
    throw error;
  }
}
