export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Screenshots the journeys keep (and those of failures, in failures/). */
export const SCREENSHOTS_DIR = 'test-results/screenshots';
