// The files of a page's screen: dist/web/route-preloads.json (written by the build,
// scripts/route-preloads.ts) lists, for each route of the front end, the files its screen needs
// beyond the shell. The page goes out with them in a Link header, so that a phone fetches the
// screen with the shell; a page drawn by the server (plugins/first-paint.ts) also links the
// screen's stylesheets in its head. Without the file (a build without it), neither.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { routePattern } from '../route-pattern.ts';

type Entry = { path: string; files: string[] };

/** The screen's own chunk and its nearest imports come first; past this, the header only grows. */
const MOST = 24;

const linkOf = (file: string) =>
  file.endsWith('.css') ? `<${file}>; rel=preload; as=style; crossorigin` : `<${file}>; rel=modulepreload; crossorigin`;

export type ScreenFiles = {
  /** the Link header value */
  link: string;
  /** the Link header value for a page drawn by the server: the stylesheets alone (its scripts come after the first paint) */
  styleLink: string;
  /** the screen's stylesheets */
  styles: string[];
};

/** The files of a page's screen by its path, or undefined when no route matches. */
export function routeFiles(webRoot: string): (path: string) => ScreenFiles | undefined {
  const file = join(webRoot, 'route-preloads.json');
  if (!existsSync(file)) return () => undefined;
  const routes = (JSON.parse(readFileSync(file, 'utf8')) as Entry[])
    .filter((entry) => entry.files.length > 0)
    .map((entry) => ({
      pattern: routePattern(entry.path),
      link: entry.files.slice(0, MOST).map(linkOf).join(', '),
      styleLink: entry.files
        .filter((name) => name.endsWith('.css'))
        .map(linkOf)
        .join(', '),
      styles: entry.files.filter((name) => name.endsWith('.css')),
    }));
  return (path) => routes.find((route) => route.pattern.test(path));
}
