import { defineConfig } from 'vitest/config';

// Browser journeys: playwright-core driving Debian's Chromium against the real server (one per
// test file, on a free port, with a fresh database). `npm run test:e2e` builds the front end first.
export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    // each file's CPU, its server's and its Chromium's included, when TEST_CPU_PROFILE is set
    setupFiles: ['tests/support/cpu-per-file.ts'],
    pool: 'forks',
    maxWorkers: 2,
    fileParallelism: true,
    // the files of a worker share its server and browser (support/per-file.ts)
    isolate: false,
    // Generous limits for a loaded machine (CI, or other work beside the suite): a waiting step
    // fails after 90 s (browser.ts), expect.poll after 30 s, a whole journey after 5 minutes, a
    // hook (which may start a server and a browser) after 3. A passing run is no slower for them.
    testTimeout: 300_000,
    hookTimeout: 180_000,
    expect: { poll: { timeout: 30_000 } },
  },
});
