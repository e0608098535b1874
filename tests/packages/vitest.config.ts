import { defineConfig } from 'vitest/config';

// npm run test:packages: the packages packed and installed into an empty folder outside the
// repository, as another team would (consumer.packages.ts). Installing compiles better-sqlite3
// from source where no prebuilt binary can be fetched: minutes, hence its own command.
export default defineConfig({
  test: {
    include: ['tests/packages/consumer.packages.ts'],
    environment: 'node',
    testTimeout: 20 * 60_000,
    hookTimeout: 20 * 60_000,
  },
});
