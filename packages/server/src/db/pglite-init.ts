import { PGlite } from '@electric-sql/pglite';

/**
 * Creates a new PGlite data dir and exits: `node pglite-init.js DIR`. The server runs this in a child
 * process on a first start, because PGlite's initdb grows the WebAssembly heap to some 600 MB, which a
 * process never gives back; the server then opens the ready data dir at its usual size (issue 14).
 */
async function init(dataDir: string): Promise<void> {
  const db = await PGlite.create({ dataDir });
  await db.close();
}

const dataDir = process.argv[2];
if (!dataDir) {
  console.error('usage: pglite-init.js DATA_DIR');
  process.exit(2);
}
init(dataDir).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exit(1);
  },
);
