import { defineConfig } from 'vitest/config';
import { ContractReporter } from './reporter.ts';

// The contract suite alone (`npm run test:contract`). Against API_BASE_URL it needs no database
// and no native module; against the in-process mock (no API_BASE_URL) it seeds one first.
// Against another server its own reporter lists every case with its drift beside it, folds the
// drift seen in several cases, and counts the skipped ones by reason.
export default defineConfig({
  test: {
    reporters: [process.env.API_BASE_URL ? new ContractReporter() : 'default'],
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/contract/contract.test.ts'],
    globalSetup: process.env.API_BASE_URL ? [] : ['tests/support/global-setup.ts'],
    env: { NODE_ENV: 'test' },
    testTimeout: 30_000,
  },
});
