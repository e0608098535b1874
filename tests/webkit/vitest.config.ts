import { defineConfig } from 'vitest/config';

// The WebKit journeys (`npm run test:webkit`): one WebKit session (WebKitGTK's MiniBrowser under
// Xvfb, driven through its WebDriver) and one server for the whole run, its files one after the
// other in one worker, sharing both. Needs the build (`npm run build`).
export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/webkit/**/*.webkit.ts'],
    globalSetup: ['tests/webkit/support/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    isolate: false,
    // limits for a loaded machine, as the Chromium journeys' (tests/e2e/vitest.config.ts)
    testTimeout: 300_000,
    hookTimeout: 180_000,
  },
});
