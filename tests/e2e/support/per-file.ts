// One server (with its own fresh database) and one browser per test file: started before the
// file's tests, handed to the file, stopped after them.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.ts';
import { type RunningServer, startServer } from './server.ts';

/** `env` sets the server's environment (REFUSAL_STYLE…) for the whole file. */
export function serverAndBrowserForThisFile(
  use: (server: RunningServer, browser: Browser) => void,
  env: Record<string, string> = {},
) {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(env), launchBrowser()]);
    use(server, browser);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
}
