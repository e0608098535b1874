import { defineConfig } from 'vitest/config';

// Browser journeys: playwright-core driving Debian's Chromium against the real server (one per
// test file, on a free port, with a fresh database). `npm run test:e2e` builds the front end first.
export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    fileParallelism: true,
    // the files of a worker share its server and browser (support/per-file.ts)
    isolate: false,
    // Generous limits for a loaded machine (CI, or other work beside the suite): a waiting step
    // fails after 45 s (browser.ts), expect.poll after 15 s, a whole journey after 2 minutes.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    expect: { poll: { timeout: 15_000 } },
  },
});
