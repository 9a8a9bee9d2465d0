// Bundles the web UI into dist/web (served by the server at /). Type-checks it first.
import { execFileSync } from 'node:child_process';
import { copyFile, mkdir, readFile } from 'node:fs/promises';
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
  entryPoints: ['src/web/main.tsx'],
  outfile: 'dist/web/app.js',
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

// The whole JS bundle must stay within 150 KB gzipped (issue 7).
const LIMIT_KB = 150;
const js = await readFile(new URL('dist/web/app.js', here));
const gzKb = gzipSync(js, { level: 9 }).length / 1024;
console.log(
  `web bundle: app.js ${(js.length / 1024).toFixed(1)} KB, ${gzKb.toFixed(1)} KB gzipped (limit ${LIMIT_KB} KB)`,
);
if (gzKb > LIMIT_KB) {
  console.error(`web bundle is over the ${LIMIT_KB} KB gzipped limit`);
  process.exit(1);
}
