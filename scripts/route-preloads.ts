// After the front end is built: for each screen, the files its chunk needs beyond what
// index.html already loads, written to dist/web/route-preloads.json (with its compressed
// siblings). The server sends them as a Link header with the page (server/plugins/
// route-preloads.ts), so that a phone fetches the screen's code with the shell instead of after
// it: one round trip less before the first paint. The app reads the same list to fetch a
// screen's scripts as it loads the screen (web/src/app/screen-files.ts).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { compressFile } from './compress-assets.ts';
import { closure, filesOf, readManifest, screenKey, screenRoutes, shellKeysOf, WEB_DIST } from './web-manifest.ts';

export type RoutePreloads = { path: string; files: string[] }[];

export function routePreloads(dist = WEB_DIST): RoutePreloads | null {
  const manifest = readManifest(dist);
  if (!manifest) return null;
  const shellKeys = shellKeysOf(manifest);
  const shell = filesOf(manifest, shellKeys);
  return screenRoutes.flatMap((route) => {
    const key = screenKey(route);
    if (!key || !manifest[key]) return [];
    const files = [...filesOf(manifest, closure(manifest, key, new Set(shellKeys)))].filter((file) => !shell.has(file));
    return [{ path: route.path, files: files.map((file) => `/${file}`) }];
  });
}

export function writeRoutePreloads(dist = WEB_DIST) {
  const preloads = routePreloads(dist);
  if (!preloads) return 0;
  const file = join(dist, 'route-preloads.json');
  writeFileSync(file, `${JSON.stringify(preloads)}\n`);
  compressFile(file);
  return preloads.length;
}

// `tsx scripts/route-preloads.ts` (after `vite build` alone, as in build:real)
if (process.argv[1]?.endsWith('route-preloads.ts')) console.log(`route preloads: ${writeRoutePreloads()} screens`);
