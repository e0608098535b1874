import { defineConfig } from 'vitest/config';

// npm run test:packages: the packages packed and installed into an empty folder outside the
// repository, as another team would, on Node 22, 24 and 26 (consumer.packages.ts). Part of
// `npm run test:all` (CI); its own command too, since it installs from the npm registry.
export default defineConfig({
  test: {
    include: ['tests/packages/consumer.packages.ts'],
    environment: 'node',
    testTimeout: 20 * 60_000,
    hookTimeout: 20 * 60_000,
  },
});
