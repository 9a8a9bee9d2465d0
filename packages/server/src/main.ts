import v8 from 'node:v8';
import { RosterDataError, validateRosterData } from '@dugout/rules';
import { buildServer } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { MigrationError } from './db/migrate.js';

/** `pnpm start`: validated config, migrations, listen, and a clean stop on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Dugout cannot start. ${error.message}`);
      process.exit(1);
    }
    throw error;
  }

  // Before any WebAssembly is compiled (PGlite, Prisma): V8 keeps both a baseline and an optimized copy
  // of hot code, and PGlite's is large; the baseline alone was as fast under the benchmark's load.
  if (!config.wasmTierUp) v8.setFlagsFromString('--liftoff-only');
  // V8 grows the young generation to 2 × 16 MB under a steady load, and that much stays resident; the
  // states a live match leaves behind live a think time (seconds) and are promoted at any size, so a
  // larger one does not spare the old generation (issue 14). The flag still applies once the heap is set
  // up (its first size stays), unlike the semi-space size flags. Off by default: with the next one the latency
  // mode's round-trip p50 rose (README, Configuration).
  if (!config.youngGenerationGrowth) v8.setFlagsFromString('--semi-space-growth-factor=1');
  // Those promoted states die old: V8 would let the old generation grow to several times what is live
  // before collecting it, and keep the pages.
  if (config.heapGrowthPercent > 0)
    v8.setFlagsFromString(`--heap-growing-percent=${config.heapGrowthPercent}`);

  // The roster data is read without zod when the rules load (the web app shares them); check it in full here.
  try {
    validateRosterData();
  } catch (error) {
    if (error instanceof RosterDataError) {
      console.error(`Dugout cannot start: bad roster data. ${error.message}`);
      process.exit(1);
    }
    throw error;
  }

  let app: Awaited<ReturnType<typeof buildServer>>;
  try {
    app = await buildServer(config);
  } catch (error) {
    if (error instanceof MigrationError) {
      console.error(
        `Dugout cannot start: ${error.message}\nThe database was left as it was before this migration.`,
      );
      process.exit(1);
    }
    throw error;
  }

  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      app.log.info({ signal }, 'shutting down');
      const force = setTimeout(() => process.exit(1), 10_000);
      force.unref();
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  app.log.info(`Dugout is running at http://localhost:${port} (${app.db.description})`);
  if (!process.stdout.isTTY) console.log(`Dugout is running at http://localhost:${port}`);
}

main().catch((error: unknown) => {
  console.error('Dugout failed to start:', error);
  process.exit(1);
});
