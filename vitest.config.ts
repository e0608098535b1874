import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { MALLOC_ARENAS } from './server/malloc-arenas.ts';

// Unit tests sit beside the code (*.test.ts / *.test.tsx); API and contract tests in tests/.
// Browser journeys have their own config (tests/e2e/vitest.config.ts).

// notes each file's CPU when TEST_CPU_PROFILE is set (npm test's summary names the costliest)
const CPU_PER_FILE = 'tests/support/cpu-per-file.ts';

// Web tests share one module graph per worker, which saves loading React, antd-mobile and
// i18next again for every file. A test stands in for a module's functions by spying on them
// (web/src/test/fake-functions.ts), not with vi.mock, which in a shared graph would reach only the
// modules not loaded yet; a file that does replace a module (vi.mock…) gets a graph of its own,
// in a project of its own, by itself.
const webTests = readdirSync('web', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `web/${file}`);
const mocksModules = (file: string) => /\bvi\.(mock|doMock|resetModules)\(/.test(readFileSync(file, 'utf8'));
// The isolated ones run each in a worker thread rather than a process of its own: the same fresh
// module graph, without starting Node again for every file (decision 25).
const web = (name: string, include: string[], isolate: boolean) => ({
  extends: true as const,
  plugins: [react()],
  test: {
    name,
    include,
    isolate,
    pool: isolate ? ('threads' as const) : ('forks' as const),
    environment: 'jsdom',
    setupFiles: [CPU_PER_FILE, 'web/src/test/setup.ts', ...(isolate ? [] : ['web/src/test/fresh-page.ts'])],
  },
});
// drizzle-orm's CommonJS build, as the server's own entry loads it (server/drizzle-as-commonjs.ts):
// as ES modules, its 448 files each look up the package's 179 KB package.json, about a second
// of CPU in every process that loads it (the global setup's, each worker of the server tests).
const require = createRequire(import.meta.url);
const drizzleAsCommonJs = {
  name: 'drizzle-as-commonjs',
  enforce: 'pre' as const,
  resolveId: (id: string) => (/^drizzle-orm(\/|$)/.test(id) ? require.resolve(id) : undefined),
};

/**
 * The contract as outside teams use it: the suite against backends written from the spec alone,
 * Prism's validating proxy and clients generated from the OpenAPI document. Each starts tools of
 * its own (a child vitest, Prism, tsc) and together they cost about 40 CPU seconds, a quarter of
 * the unit step: `npm run test:all` runs them as a step of their own, `npm test` leaves them out
 * (decision 91).
 */
const OUTSIDE_TESTS = [
  'tests/contract/outside-backend.test.ts',
  'tests/contract/prism-proxy.test.ts',
  'tests/contract/generated-clients.test.ts',
];

const server = (name: string, include: string[], exclude: string[] = []) => ({
  extends: true as const,
  test: {
    name,
    include,
    exclude: [...configDefaults.exclude, ...exclude],
    environment: 'node' as const,
    setupFiles: [CPU_PER_FILE],
    // Every API test builds its own app over its own copy of the database (tests/support/app.ts)
    // and nothing here mocks a module, so the files of a worker can share one module graph:
    // Fastify, drizzle and the contract load once per worker instead of once per file
    // (the server tests' run went from about 100 s to 35 s).
    isolate: false,
  },
});

export default defineConfig({
  plugins: [drizzleAsCommonJs],
  test: {
    globalSetup: ['tests/support/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    // above Testing Library's 20 s wait (web/src/test/setup.ts), so that a slow wait fails as
    // itself, with what it was waiting for, not as a test that ran out of time
    testTimeout: 60_000,
    // a hook that builds an app (the first paint's loads the whole front end) on a busy machine
    hookTimeout: 60_000,
    // expect.poll's default 1 s is too short on a busy machine
    expect: { poll: { timeout: 20_000 } },
    // the servers and commands the tests start take the malloc arenas they would ask for as given,
    // rather than starting themselves again (server/malloc-arenas.ts, tested on its own)
    env: { NODE_ENV: 'test', MALLOC_ARENA_MAX: MALLOC_ARENAS },
    projects: [
      server(
        'server',
        [
          '{contract,server,db,seeds,scripts}/**/*.test.ts',
          'tests/{api,contract,deploy,docs,packages,support}/**/*.test.ts',
        ],
        OUTSIDE_TESTS,
      ),
      server('outside', OUTSIDE_TESTS),
      ...(webTests.some(mocksModules) ? [web('web', webTests.filter(mocksModules), true)] : []),
      web(
        'web-shared',
        webTests.filter((file) => !mocksModules(file)),
        false,
      ),
    ],
  },
});
