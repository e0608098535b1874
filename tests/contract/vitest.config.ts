import { defineConfig } from 'vitest/config';

// The contract suite alone (`npm run test:contract`). Against API_BASE_URL it needs no database
// and no native module; against the in-process mock (no API_BASE_URL) it seeds one first.
// Against another server every case is listed with its drift under it (the verbose reporter
// shows each test's annotations; the default one only a failing test's).
export default defineConfig({
  test: {
    reporters: [process.env.API_BASE_URL ? 'verbose' : 'default'],
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/contract/contract.test.ts'],
    globalSetup: process.env.API_BASE_URL ? [] : ['tests/support/global-setup.ts'],
    env: { NODE_ENV: 'test' },
    testTimeout: 30_000,
  },
});
