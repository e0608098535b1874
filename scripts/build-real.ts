// npm run build:real: the front end for the real backend, as a folder any static host serves
// (dist/real, beside the mock's dist/web): no demo panel, the .br and .gz siblings of its files,
// the screens' files per route (route-preloads.json), the early start of the page's first calls
// (web/src/early/early-fetch.ts), and the visitor pages prerendered in both languages in
// dist/real/_pages/<lang>/ (the search page whole; the treasure and master pages' frame, drawn
// before their data). Its server build (dist/real-ssr) draws them, and draws the pages with
// their data in the edge mode (API_UPSTREAM; server/edge.ts).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LANGUAGES, type Lang } from '../contract/language.ts';
import { framePage } from '../server/plugins/first-paint.ts';
import { screenRoutes } from '../web/src/app/routes.ts';
import { compressAssets } from './compress-assets.ts';
import { routePreloads, writeRoutePreloads } from './route-preloads.ts';

export const REAL_DIST = 'dist/real';
export const REAL_SSR = 'dist/real-ssr/entry-server.js';
export const PAGES_DIR = '_pages';

/**
 * The prerendered pages: one per visitor route (the route table's `ssr` routes), named for its
 * path's first word, drawn from a sample address. A route without params (the search page) is
 * drawn whole: nothing in it waits for data. deploy/nginx.conf has a location for each
 * (tests/deploy/nginx-conf.test.ts).
 */
export const FRAMES = screenRoutes
  .filter((route) => route.ssr)
  .map(({ path }) => ({
    file: `${path.split('/')[1] || 'index'}.html`,
    route: path,
    sample: path.replace(/:\w+/g, '1'),
    whole: !path.includes(':'),
  }));

type Entry = { renderFrame(path: string, lang: Lang): Promise<{ html: string; title: string } | null> };

export async function prerenderFrames(dist = REAL_DIST, ssrEntry = REAL_SSR): Promise<number> {
  const entry = (await import(pathToFileURL(ssrEntry).href)) as Entry;
  const template = readFileSync(join(dist, 'index.html'), 'utf8');
  const preloads = routePreloads(dist) ?? [];
  let written = 0;
  for (const lang of LANGUAGES) {
    const dir = join(dist, PAGES_DIR, lang);
    mkdirSync(dir, { recursive: true });
    for (const { file, route, sample, whole } of FRAMES) {
      const frame = await entry.renderFrame(sample, lang);
      if (!frame) throw new Error(`no frame for ${route}`);
      const files = preloads.find((preload) => preload.path === route)?.files ?? [];
      const styles = files.filter((name) => name.endsWith('.css'));
      const modules = files.filter((name) => name.endsWith('.js'));
      writeFileSync(join(dir, file), framePage(template, frame, lang, styles, { whole, modules }));
      written++;
    }
  }
  compressAssets(join(dist, PAGES_DIR));
  return written;
}

export async function buildReal(logLevel = 'info') {
  const env = { ...process.env, VITE_BACKEND: 'real' };
  const vite = ['node_modules/vite/bin/vite.js', 'build', '--logLevel'];
  execFileSync(process.execPath, [...vite, logLevel], { stdio: 'inherit', env });
  console.log(`build:real: preloads of ${writeRoutePreloads(REAL_DIST)} screens written`);
  execFileSync(process.execPath, [...vite, 'warn', '--ssr'], { stdio: 'inherit', env });
  console.log(`build:real: ${await prerenderFrames()} pages prerendered into ${REAL_DIST}/${PAGES_DIR}`);
}

if (process.argv[1]?.endsWith('build-real.ts')) await buildReal();
