// Checks that the browser and the built front end are there before any journey starts.
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { CHROMIUM_PATH, SCREENSHOTS_DIR } from './paths.ts';

export default function setup() {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}: install it (apt-get install -y chromium-headless-shell, or chromium) or set CHROMIUM_PATH.`,
    );
  }
  if (!existsSync('dist/web/index.html') || !existsSync('dist/node/server/server.js'))
    throw new Error('The app is not built: run `npm run build` first.');
  rmSync(`${SCREENSHOTS_DIR}/failures`, { recursive: true, force: true });
  mkdirSync(`${SCREENSHOTS_DIR}/failures`, { recursive: true });
}
