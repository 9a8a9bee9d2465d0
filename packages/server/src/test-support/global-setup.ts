import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database.js';
import { migrate } from '../db/migrate.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dumped, migrated PGlite data dir: loading it is much faster than creating a database. */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'dugout-test-'));
  const db = await openDatabase({ kind: 'pglite' });
  await migrate(db.sql);
  const tarball = await db.dumpDataDir!();
  await db.close();
  const file = path.join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await tarball.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  if (!process.env.TEST_DATABASE_URL) {
    console.log('TEST_DATABASE_URL is not set: database tests run on embedded PGlite only.');
  } else {
    console.log('Database tests run on embedded PGlite and on the Postgres at TEST_DATABASE_URL.');
  }
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
