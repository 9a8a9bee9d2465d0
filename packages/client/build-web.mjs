// Bundles the web UI into dist/web (served by the server at /). Type-checks it first.
import { execFileSync } from 'node:child_process';
import { copyFile, mkdir } from 'node:fs/promises';
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
});
await copyFile(new URL('src/web/index.html', here), new URL('dist/web/index.html', here));
for (const file of ['styles.css', 'favicon.svg']) {
  await copyFile(new URL(`src/web/${file}`, here), new URL(`dist/web/${file}`, here));
}
