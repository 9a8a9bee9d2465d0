import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  test('defaults: port 3000, PGlite under ./.data, info logs', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      logLevel: 'info',
      databaseUrl: undefined,
      dataDir: path.resolve('.data'),
      sessionTtlDays: 30,
      cookieSecure: 'auto',
      trustProxy: false,
      authRateLimit: 10,
    });
  });

  test('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'debug',
      DATABASE_URL: 'postgres://dugout@db:5432/dugout',
      DATA_DIR: '/var/lib/dugout',
      SESSION_TTL_DAYS: '7',
      COOKIE_SECURE: 'true',
      TRUST_PROXY: 'true',
      AUTH_RATE_LIMIT: '3',
      TURN_SECONDS: '120',
      FORFEIT_GRACE_SECONDS: '60',
      SOCKET_RATE_LIMIT: '50',
      SOCKET_MAX_MESSAGE_BYTES: '4096',
      CHAT_RATE_LIMIT: '3',
      SNAPSHOT_EVERY: '10',
      REDIS_URL: 'redis://cache:6379',
      PGLITE_SHARED_BUFFERS_MB: '32',
      MATCH_LEASE_SECONDS: '4',
      MATCH_UNLOAD_IDLE_SECONDS: '120',
      WASM_TIER_UP: 'true',
      YOUNG_GENERATION_GROWTH: 'false',
      HEAP_GROWTH_PERCENT: '50',
    });
    expect(config).toEqual({
      port: 8080,
      host: '127.0.0.1',
      logLevel: 'debug',
      databaseUrl: 'postgres://dugout@db:5432/dugout',
      dataDir: '/var/lib/dugout',
      sessionTtlDays: 7,
      cookieSecure: true,
      trustProxy: true,
      authRateLimit: 3,
      turnSeconds: 120,
      forfeitGraceSeconds: 60,
      socketRateLimit: 50,
      socketMaxMessageBytes: 4096,
      chatRateLimit: 3,
      snapshotEvery: 10,
      redisUrl: 'redis://cache:6379',
      limits: expect.any(Object),
      pgliteSharedBuffersMb: 32,
      wasmTierUp: true,
      youngGenerationGrowth: false,
      heapGrowthPercent: 50,
      matchLeaseSeconds: 4,
      matchUnloadIdleSeconds: 120,
    });
  });

  test('match defaults: 4-minute turns, 5 minutes of grace before a forfeit', () => {
    expect(loadConfig({})).toMatchObject({
      turnSeconds: 240,
      forfeitGraceSeconds: 300,
      redisUrl: undefined,
      pgliteSharedBuffersMb: 16,
      wasmTierUp: false,
      youngGenerationGrowth: true,
      heapGrowthPercent: 0,
      matchLeaseSeconds: 6,
      matchUnloadIdleSeconds: 600,
    });
  });

  test('an empty variable counts as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  test.each([
    ['PORT', 'eighty', /PORT .*"eighty"/],
    ['PORT', '70000', /PORT .*"70000"/],
    ['LOG_LEVEL', 'loud', /LOG_LEVEL .*"loud"/],
    [
      'DATABASE_URL',
      'mysql://localhost/dugout',
      /DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ URL/,
    ],
    ['COOKIE_SECURE', 'yes', /COOKIE_SECURE/],
    ['SESSION_TTL_DAYS', '0', /SESSION_TTL_DAYS/],
    ['TURN_SECONDS', '5', /TURN_SECONDS/],
    ['REDIS_URL', 'http://cache', /REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/],
    ['MATCH_LEASE_SECONDS', '0', /MATCH_LEASE_SECONDS/],
    ['MATCH_UNLOAD_IDLE_SECONDS', '-1', /MATCH_UNLOAD_IDLE_SECONDS/],
  ])('a bad %s (%s) is refused, naming the variable', (variable, value, message) => {
    let error: unknown;
    try {
      loadConfig({ [variable]: value });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toMatch(message);
    expect((error as ConfigError).problems.map((p) => p.variable)).toEqual([variable]);
  });

  test('every bad variable is reported at once', () => {
    expect(() => loadConfig({ PORT: 'x', LOG_LEVEL: 'y' })).toThrow(/PORT .*LOG_LEVEL|LOG_LEVEL .*PORT/);
  });
});
