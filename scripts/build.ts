// npm run build: builds what changed since the last build (so that `npm start` stays quick on
// the second run): the front end into dist/web, its server build for first paints into dist/ssr
// (server/plugins/first-paint.ts), the static build for the real backend into dist/real (and
// dist/real-ssr: scripts/build-real.ts; the browser journeys serve it from nginx and the edge mode), and the server compiled to plain JavaScript in dist/node
// (tsconfig.server.json), with the files it finds beside its code (the database migrations, the
// seed's pictures) copied next to it.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildReal, REAL_DIST, REAL_SSR } from './build-real.ts';
import { writeRoutePreloads } from './route-preloads.ts';

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
}

const force = process.argv.includes('--force');
const upToDate = (out: string, sources: string[]) =>
  !force && existsSync(out) && newest(out) >= Math.max(...sources.map(newest));

const WEB_SOURCES = ['web', 'contract', 'package-lock.json', 'vite.config.ts'];
const WEB_OUT = 'dist/web/index.html';
const SSR_OUT = 'dist/ssr/entry-server.js';
if (!existsSync('web/index.html')) {
  console.log('build: no web/ yet, nothing to build');
} else {
  if (upToDate(WEB_OUT, WEB_SOURCES)) console.log('build: dist/web is up to date');
  else {
    execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build'], { stdio: 'inherit' });
    console.log(`build: preloads of ${writeRoutePreloads()} screens written`);
  }
  if (upToDate(SSR_OUT, WEB_SOURCES)) console.log('build: dist/ssr is up to date');
  else {
    execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--ssr', '--logLevel', 'warn'], {
      stdio: 'inherit',
    });
    console.log('build: first paints built into dist/ssr');
  }
  if (upToDate(`${REAL_DIST}/_pages/en/index.html`, WEB_SOURCES) && upToDate(REAL_SSR, WEB_SOURCES))
    console.log('build: dist/real is up to date');
  else await buildReal('warn');
}

const SERVER_OUT = 'dist/node';
const SERVER_SOURCES = ['server', 'contract', 'db', 'seeds', 'package-lock.json', 'tsconfig.server.json'];
if (upToDate(join(SERVER_OUT, 'server/server.js'), SERVER_SOURCES)) {
  console.log('build: dist/node is up to date');
} else {
  rmSync(SERVER_OUT, { recursive: true, force: true });
  // --noCheck: emit only (0.3 s instead of 2.4); `npm run typecheck` and npm test check the types
  execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.server.json', '--noCheck'], {
    stdio: 'inherit',
  });
  for (const dir of ['db/migrations', 'seeds/media']) cpSync(dir, join(SERVER_OUT, dir), { recursive: true });
  console.log('build: server compiled into dist/node');
}
