import { defineConfig } from 'vitest/config';

// The contract suite alone (`npm run test:contract`). Against API_BASE_URL it needs no database
// and no native module; against the in-process mock (no API_BASE_URL) it seeds one first.
export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/contract/contract.test.ts'],
    globalSetup: process.env.API_BASE_URL ? [] : ['tests/support/global-setup.ts'],
    env: { NODE_ENV: 'test' },
    testTimeout: 30_000,
  },
});
