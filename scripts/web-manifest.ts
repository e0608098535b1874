// What the front-end build's manifest says a screen needs: shared by `npm run size` (which
// weighs it) and the build's route preload map (which the server turns into Link headers).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { valueAt } from '../contract/present.ts';
import { type ScreenRoute, screenRoutes } from '../web/src/app/routes.ts';

export const WEB_DIST = 'dist/web';

export type Chunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
export type Manifest = Record<string, Chunk>;

export function readManifest(dist = WEB_DIST): Manifest | null {
  const file = join(dist, '.vite/manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : null;
}

/** The chunks a chunk needs before it runs: itself and its static imports, recursively. */
export function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key]?.imports ?? []) closure(manifest, next, seen);
  return seen;
}

/** Their files, CSS included. */
export function filesOf(manifest: Manifest, keys: Iterable<string>): Set<string> {
  const files = new Set<string>();
  for (const key of keys) {
    const chunk = valueAt(manifest, key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
  }
  return files;
}

/** The page's entry (index.html's script; the static build's early module is an entry too, not this one). */
export const entryKeyOf = (manifest: Manifest) =>
  manifest['index.html'] ? 'index.html' : Object.keys(manifest).find((key) => manifest[key]?.isEntry)!;

/** The app that the entry starts once the page has painted (web/src/main.tsx). */
export const START_KEY = 'src/app/start.tsx';

/** What every first visit loads before its screen: the entry and the app it starts, with their imports. */
export function shellKeysOf(manifest: Manifest): Set<string> {
  const keys = closure(manifest, entryKeyOf(manifest));
  return manifest[START_KEY] ? closure(manifest, START_KEY, keys) : keys;
}

/** The manifest key of a route's screen module, read from its `load` function. */
export function screenKey(route: ScreenRoute): string | undefined {
  // the path of its import(): '../features/…', or '/web/src/features/…' once vitest rewrote it
  const match = /["'`](?:\.\.|\/web\/src)\/(features\/[^"'`]+)["'`]/.exec(route.load.toString());
  return match ? `src/${match[1]}` : undefined;
}

export { screenRoutes };
