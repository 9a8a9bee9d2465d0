import path from 'node:path';
import { z } from 'zod';

/** Every setting Dugout reads from the environment, with its default. README.md lists them. */
const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  TURN_SECONDS: z.coerce.number().int().min(10).max(3600).default(240),
  FORFEIT_GRACE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  SOCKET_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  SOCKET_MAX_MESSAGE_BYTES: z.coerce.number().int().min(256).max(1_000_000).default(16_384),
  CHAT_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  SNAPSHOT_EVERY: z.coerce.number().int().min(1).default(25),
  // scale (issue 14)
  PGLITE_SHARED_BUFFERS_MB: z.coerce.number().int().min(1).max(4096).default(16),
  WASM_TIER_UP: z.enum(['true', 'false']).default('false'),
  YOUNG_GENERATION_GROWTH: z.enum(['true', 'false']).default('true'),
  HEAP_GROWTH_PERCENT: z.coerce.number().int().min(0).max(300).default(0),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  MATCH_LEASE_SECONDS: z.coerce.number().min(1).max(300).default(6),
  MATCH_UNLOAD_IDLE_SECONDS: z.coerce.number().int().min(0).default(600),
  // issue 15 (abuse): volume limits, origin, log-in back-off
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).default(100),
  MAX_OPEN_TABLES_PER_COACH: z.coerce.number().int().min(1).default(10),
  MAX_LIVE_BOT_MATCHES_PER_COACH: z.coerce.number().int().min(1).default(3),
  MAX_MATCHES_PER_SOCKET: z.coerce.number().int().min(1).default(10),
  MAX_PENDING_TEAMS_PER_LEAGUE: z.coerce.number().int().min(1).default(2),
  REPLAY_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  BOT_MATCH_IDLE_MINUTES: z.coerce.number().int().min(0).default(60),
  SOCKET_FLOOD_DISCONNECT: z.coerce.number().int().min(1).default(50),
  LOGIN_ATTEMPTS_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  PUBLIC_ORIGIN: z
    .string()
    .regex(
      /^https?:\/\/[^\s,/]+(,\s*https?:\/\/[^\s,/]+)*$/,
      'must be one or more http(s)://host[:port] origins, comma-separated',
    )
    .optional(),
});

export interface Config {
  port: number;
  host: string;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  /** A real Postgres, or undefined for the embedded PGlite under `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  sessionTtlDays: number;
  cookieSecure: 'auto' | boolean;
  trustProxy: boolean;
  /** Login and register attempts per minute and address. */
  authRateLimit: number;
  /** Default turn clock of a new match. */
  turnSeconds: number;
  /** How long a coach may be away before the opponent can claim the win. */
  forfeitGraceSeconds: number;
  /** Messages per second a live connection may send (bursts of twice as many). */
  socketRateLimit: number;
  socketMaxMessageBytes: number;
  /** Chat messages per 10 seconds and sender. */
  chatRateLimit: number;
  /** A match snapshot is stored every this many commands. */
  snapshotEvery: number;
  /** Multi-node mode: Socket.IO and the match host share state through this Redis. */
  redisUrl: string | undefined;
  // issue 15 (abuse)
  limits: Limits;
  /** Origins a browser's live connection may come from; undefined: the server's own host only. */
  publicOrigins: string[] | undefined;
  /** The embedded PGlite's shared buffers, MB (scale, issue 14). */
  pgliteSharedBuffersMb: number;
  /**
   * Whether V8 also compiles hot WebAssembly (PGlite, Prisma's query compiler) with its optimizing
   * compiler; false keeps the baseline code only, some 50 MB less memory (issue 14).
   */
  wasmTierUp: boolean;
  /**
   * Whether V8 may grow its young generation under load (to 2 × 16 MB); false keeps it at its first
   * size (2 × 1 MB): tens of MB less RSS with a few hundred live matches (issue 14).
   */
  youngGenerationGrowth: boolean;
  /**
   * How far V8 lets the old generation grow past what the last full collection kept before the next,
   * percent; 0 leaves it to V8 (which lets a small heap grow several times over) (issue 14).
   */
  heapGrowthPercent: number;
  /** Multi-node: how long a node's hold on a live match lasts unless renewed (a dead node's matches move then). */
  matchLeaseSeconds: number;
  /** A loaded match untouched for this long is unloaded, and loaded again on demand (0: never). */
  matchUnloadIdleSeconds: number;
}

/** Volume limits against one address or account hogging the server (issue 15). README lists them. */
export interface Limits {
  /** Live connections at once from one address (per node). */
  connectionsPerAddress: number;
  /** Open lobby tables (challenges included) a coach may have created at once. */
  openTablesPerCoach: number;
  /** Live matches against the bot a coach may have at once. */
  liveBotMatchesPerCoach: number;
  /** Matches one connection may have joined at once. */
  matchesPerSocket: number;
  /** Teams of one coach waiting for approval in one league. */
  pendingTeamsPerLeague: number;
  /** Replay requests per minute and address. */
  replaysPerMinute: number;
  /** A bot match nobody has played for this long ends (0: never). */
  botMatchIdleMinutes: number;
  /** Refused messages in a row (rate limit) after which a connection is closed. */
  floodDisconnectAfter: number;
  /** Failed log-ins an account allows before it must wait (30 s, doubling up to 15 minutes). */
  loginAttemptsPerAccount: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: { variable: string; message: string }[]) {
    super(`Invalid configuration: ${problems.map((p) => `${p.variable} ${p.message}`).join('; ')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and validates the environment; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings count as unset, as in most shells' `VAR= cmd`.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const variable = String(issue.path[0] ?? 'environment');
        const value = env[variable];
        return { variable, message: `${issue.message} (got ${JSON.stringify(value)})` };
      }),
    );
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    sessionTtlDays: e.SESSION_TTL_DAYS,
    cookieSecure: e.COOKIE_SECURE === 'auto' ? 'auto' : e.COOKIE_SECURE === 'true',
    trustProxy: e.TRUST_PROXY === 'true',
    authRateLimit: e.AUTH_RATE_LIMIT,
    turnSeconds: e.TURN_SECONDS,
    forfeitGraceSeconds: e.FORFEIT_GRACE_SECONDS,
    socketRateLimit: e.SOCKET_RATE_LIMIT,
    socketMaxMessageBytes: e.SOCKET_MAX_MESSAGE_BYTES,
    chatRateLimit: e.CHAT_RATE_LIMIT,
    snapshotEvery: e.SNAPSHOT_EVERY,
    redisUrl: e.REDIS_URL,
    limits: {
      connectionsPerAddress: e.MAX_CONNECTIONS_PER_ADDRESS,
      openTablesPerCoach: e.MAX_OPEN_TABLES_PER_COACH,
      liveBotMatchesPerCoach: e.MAX_LIVE_BOT_MATCHES_PER_COACH,
      matchesPerSocket: e.MAX_MATCHES_PER_SOCKET,
      pendingTeamsPerLeague: e.MAX_PENDING_TEAMS_PER_LEAGUE,
      replaysPerMinute: e.REPLAY_RATE_LIMIT,
      botMatchIdleMinutes: e.BOT_MATCH_IDLE_MINUTES,
      floodDisconnectAfter: e.SOCKET_FLOOD_DISCONNECT,
      loginAttemptsPerAccount: e.LOGIN_ATTEMPTS_PER_ACCOUNT,
    },
    publicOrigins: e.PUBLIC_ORIGIN?.split(',').map((o) => o.trim().replace(/\/$/, '')),
    pgliteSharedBuffersMb: e.PGLITE_SHARED_BUFFERS_MB,
    wasmTierUp: e.WASM_TIER_UP === 'true',
    youngGenerationGrowth: e.YOUNG_GENERATION_GROWTH === 'true',
    heapGrowthPercent: e.HEAP_GROWTH_PERCENT,
    matchLeaseSeconds: e.MATCH_LEASE_SECONDS,
    matchUnloadIdleSeconds: e.MATCH_UNLOAD_IDLE_SECONDS,
  };
}
