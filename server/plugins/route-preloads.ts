// The Link header that sends a screen's files with its page: dist/web/route-preloads.json
// (written by the build, scripts/route-preloads.ts) lists, for each route of the front end, the
// files its screen needs beyond the shell. Without the file (a build without it), no header.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

type Entry = { path: string; files: string[] };

/** The screen's own chunk and its nearest imports come first; past this, the header only grows. */
const MOST = 24;

const patternOf = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}/?$`);

const linkOf = (file: string) =>
  file.endsWith('.css') ? `<${file}>; rel=preload; as=style; crossorigin` : `<${file}>; rel=modulepreload; crossorigin`;

/** The Link header value for a page's path, or undefined when no route matches. */
export function routePreloadLinks(webRoot: string): (path: string) => string | undefined {
  const file = join(webRoot, 'route-preloads.json');
  if (!existsSync(file)) return () => undefined;
  const routes = (JSON.parse(readFileSync(file, 'utf8')) as Entry[])
    .filter((entry) => entry.files.length > 0)
    .map((entry) => ({ pattern: patternOf(entry.path), link: entry.files.slice(0, MOST).map(linkOf).join(', ') }));
  return (path) => routes.find((route) => route.pattern.test(path))?.link;
}
