// The scripts of a screen, for the app to fetch side by side as it starts to load the screen:
// the route table's imports name the screens' stylesheets only (vite.config.ts,
// FIRST_VISIT_IMPORTERS), so that the first visit does not carry every screen's list of files. The
// build writes those lists (route-preloads.json, scripts/route-preloads.ts); the app reads them
// once, when the page is idle or at the first screen it loads, whichever comes first (decision 62).
import { preloadModules } from './screen-modules.ts';

type RoutePreloads = { path: string; files: string[] }[];

/** The build's list (none in development, where the dev server serves each module as asked). */
const fromBuild = async (): Promise<RoutePreloads> => {
  if (!import.meta.env.PROD) return [];
  const answer = await fetch(`${import.meta.env.BASE_URL}route-preloads.json`);
  return answer.ok ? ((await answer.json()) as RoutePreloads) : [];
};

let table: Promise<RoutePreloads> | undefined;

/** The list, asked for once; none (an empty list) when it cannot be had. */
export function screenFilesTable(load: () => Promise<RoutePreloads> = fromBuild): Promise<RoutePreloads> {
  table ??= load().catch(() => []);
  return table;
}

/** Preloads the scripts of the screen of `routePath` (a route table path); answers their addresses. */
export async function preloadScreenFiles(
  routePath: string,
  preload: (hrefs: string[]) => string[] = (hrefs) => preloadModules(hrefs),
): Promise<string[]> {
  const entry = (await screenFilesTable()).find((one) => one.path === routePath);
  return preload((entry?.files ?? []).filter((file) => file.endsWith('.js')));
}

/** Forgets the list, for a test to give its own. */
export const forgetScreenFiles = () => {
  table = undefined;
};
