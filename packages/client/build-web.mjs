// Bundles the web UI into dist/web (served by the server at /). Type-checks it first.
import { execFileSync } from 'node:child_process';
import { copyFile, mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const here = new URL('.', import.meta.url);
execFileSync(
  process.execPath,
  [new URL('../../node_modules/typescript/bin/tsc', here).pathname, '-p', 'tsconfig.web.json'],
  {
    cwd: here,
    stdio: 'inherit',
  },
);
await rm(new URL('dist/web/chunks/', here), { recursive: true, force: true });
await mkdir(new URL('dist/web/', here), { recursive: true });

/**
 * The rules engine (practice mode, previews) brings zod, whose `z` namespace keeps every locale and the JSON
 * Schema converters alive (~40 KB gzipped). The web bundle uses neither: keep the English messages only and
 * replace the two converters with functions that throw. If zod changes these files, nothing is trimmed.
 */
const trimZod = {
  name: 'trim-zod',
  setup(b) {
    b.onLoad({ filter: /zod[\\/]v4[\\/]locales[\\/]index\.js$/ }, () => ({
      contents: 'export { default as en } from "./en.js";',
      loader: 'js',
    }));
    b.onLoad({ filter: /zod[\\/]v4[\\/]classic[\\/]external\.js$/ }, async (args) => {
      const stub = (name) =>
        `export const ${name} = () => { throw new Error("${name} is not in the web bundle"); };`;
      const contents = (await readFile(args.path, 'utf8'))
        .replace('export { toJSONSchema } from "../core/json-schema-processors.js";', stub('toJSONSchema'))
        .replace('export { fromJSONSchema } from "./from-json-schema.js";', stub('fromJSONSchema'));
      return { contents, loader: 'js' };
    });
  },
};
await build({
  absWorkingDir: here.pathname,
  entryPoints: { app: 'src/web/main.tsx' },
  outdir: 'dist/web',
  // Korean and Japanese catalogues are loaded on demand (`import()`), as chunks beside app.js (issue 9).
  splitting: true,
  charset: 'utf8',
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  format: 'esm',
  target: 'es2022',
  minify: true,
  sourcemap: true,
  jsx: 'automatic',
  jsxImportSource: 'preact',
  logLevel: 'warning',
  plugins: [trimZod],
});
await copyFile(new URL('src/web/index.html', here), new URL('dist/web/index.html', here));
for (const file of ['styles.css', 'favicon.svg']) {
  await copyFile(new URL(`src/web/${file}`, here), new URL(`dist/web/${file}`, here));
}

// The JS every page loads (app.js) must stay within 150 KB gzipped (issue 7). Korean and Japanese catalogues
// are lazy chunks (issue 9): a page loads at most one, each kept under 12 KB gzipped; the sum is printed too.
const LIMIT_KB = 150;
const CHUNK_LIMIT_KB = 12;
const gz = (bytes) => gzipSync(bytes, { level: 9 }).length / 1024;
const js = await readFile(new URL('dist/web/app.js', here));
const chunks = [];
for (const name of await readdir(new URL('dist/web/chunks/', here)).catch(() => [])) {
  if (name.endsWith('.js'))
    chunks.push({ name, kb: gz(await readFile(new URL(`dist/web/chunks/${name}`, here))) });
}
// Chunks app.js imports statically (code esbuild moved out because a lazy screen shares it) load with the
// first page: they count towards app.js's limit. The others load on demand and count as lazy chunks.
const staticImports = new Set(
  [...js.toString().matchAll(/(?:from|import)\s*"\.\/chunks\/([^"]+)"/g)].map((m) => m[1]),
);
const appKb = gz(js) + chunks.filter((c) => staticImports.has(c.name)).reduce((sum, c) => sum + c.kb, 0);
const lazy = chunks.filter((c) => !staticImports.has(c.name));
chunks.splice(0, chunks.length, ...lazy);
const largestChunk = Math.max(0, ...chunks.map((c) => c.kb));
console.log(
  `web bundle: app.js ${(js.length / 1024).toFixed(1)} KB, with the chunks it imports ${appKb.toFixed(1)} KB gzipped ` +
    `(limit ${LIMIT_KB} KB; ${[...staticImports].join(', ') || 'none'}); ` +
    `lazy chunks ${chunks.map((c) => `${c.name} ${c.kb.toFixed(1)} KB`).join(', ') || 'none'} ` +
    `(limit ${CHUNK_LIMIT_KB} KB each); app.js + largest chunk ${(appKb + largestChunk).toFixed(1)} KB gzipped`,
);
// The league pages (issue 8): a router chunk, then one chunk per page (plus chunks the pages share).
const LEAGUE_PAGES =
  /^(league-screen|league-list|league-page|team-page|player-page|admin-page|draft-page|post-game-page)-/;
const league = chunks.filter((c) => LEAGUE_PAGES.test(c.name));
console.log(
  `web bundle: league pages ${league.map((c) => `${c.name} ${c.kb.toFixed(1)} KB`).join(', ') || 'none'}`,
);
if (appKb > LIMIT_KB) {
  console.error(`web bundle: app.js is over the ${LIMIT_KB} KB gzipped limit`);
  process.exit(1);
}
if (largestChunk > CHUNK_LIMIT_KB) {
  console.error(`web bundle: a lazy chunk is over the ${CHUNK_LIMIT_KB} KB gzipped limit`);
  process.exit(1);
}
