// npm run build: builds what changed since the last build (so that `npm start` stays quick on
// the second run): the front end into dist/web, its server build for first paints into dist/ssr
// (server/plugins/first-paint.ts), the static build for the real backend into dist/real (and
// dist/real-ssr: scripts/build-real.ts; the browser journeys serve it from nginx and the edge mode), and the server compiled to plain JavaScript in dist/node
// (tsconfig.server.json), with the files it finds beside its code (the database migrations, the
// seed's pictures) copied next to it.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { buildReal, REAL_DIST, REAL_SSR } from './build-real.ts';
import { buildServer, upToDate as upToDateOf } from './build-server.ts';
import { writeRoutePreloads } from './route-preloads.ts';

const force = process.argv.includes('--force');
const upToDate = (out: string, sources: string[]) => upToDateOf(out, sources, force);

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
  // the prerendered pages are also written by build-real.ts with the server's page assembly
  const pagesSources = [...WEB_SOURCES, 'scripts/build-real.ts', 'server/plugins/first-paint.ts'];
  if (upToDate(`${REAL_DIST}/_pages/en/index.html`, pagesSources) && upToDate(REAL_SSR, WEB_SOURCES))
    console.log('build: dist/real is up to date');
  else await buildReal('warn');
}

buildServer(force);
