import { existsSync } from 'node:fs';

/**
 * The browser the journeys drive: CHROMIUM_PATH, else Debian's chromium-headless-shell (Chromium
 * without its windowing layers: the journeys cost about a third less CPU in it than in the full
 * browser's headless mode), else the full Chromium.
 */
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ??
  '/usr/bin/chromium';
/** Screenshots the journeys keep (and those of failures, in failures/). */
export const SCREENSHOTS_DIR = 'test-results/screenshots';
