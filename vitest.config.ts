import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Unit tests sit beside the code (*.test.ts / *.test.tsx); API and contract tests in tests/.
// Browser journeys have their own config (tests/e2e/vitest.config.ts).
export default defineConfig({
  test: {
    globalSetup: ['tests/support/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    // expect.poll's default 1 s is too short on a busy machine
    expect: { poll: { timeout: 5_000 } },
    env: { NODE_ENV: 'test' },
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['{contract,server,db,seeds,scripts}/**/*.test.ts', 'tests/{api,contract}/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'web',
          include: ['web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['web/src/test/setup.ts'],
        },
      },
    ],
  },
});
