// The server and browser a test file works with. Files that need no settings of their own share
// one server and one browser per worker (vitest runs the journeys without per-file isolation):
// the data goes back to the seed before each file (POST /__mock/reset: the seed, no scenario, an
// empty journal, in about 20 ms), which costs far less than starting a server and a browser for
// every file. A file that sets the server's environment (REFUSAL_STYLE…) gets its own.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.ts';
import { type RunningServer, startServer } from './server.ts';

let shared: Promise<[RunningServer, Browser]> | undefined;

function sharedServerAndBrowser() {
  shared ??= Promise.all([startServer(), launchBrowser()]);
  return shared;
}

/** `env` sets the server's environment (REFUSAL_STYLE…) for the whole file. */
export function serverAndBrowserForThisFile(
  use: (server: RunningServer, browser: Browser) => void,
  env: Record<string, string> = {},
) {
  const own = Object.keys(env).length > 0;
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    if (own) [server, browser] = await Promise.all([startServer(env), launchBrowser()]);
    else {
      [server, browser] = await sharedServerAndBrowser();
      await server.reset();
    }
    use(server, browser);
  });
  afterAll(async () => {
    if (!own) return;
    await browser?.close();
    await server?.stop();
  });
}
