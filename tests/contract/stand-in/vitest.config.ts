// The contract suite against the stand-in (server.ts), once per variant, in one vitest run:
// each project points API_BASE_URL at its variant's path prefix and writes its summary
// (CONTRACT_REPORT) to STAND_IN_OUT/<project>.json. Started by ../stand-in.test.ts.
import { defineConfig } from 'vitest/config';
import { VARIANTS } from './server.ts';

const origin = process.env.STAND_IN_ORIGIN ?? 'http://127.0.0.1:1';
const out = process.env.STAND_IN_OUT ?? '.';
const project = (name: string, variant: string, env: Record<string, string> = {}) => ({
  test: {
    name,
    root: new URL('../../..', import.meta.url).pathname,
    include: ['tests/contract/contract.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    env: { NODE_ENV: 'test', API_BASE_URL: `${origin}/${variant}`, CONTRACT_REPORT: `${out}/${name}.json`, ...env },
  },
});

export default defineConfig({
  test: {
    // as `npm run test:contract` against a server: each case listed, its drift under it
    reporters: ['verbose'],
    maxWorkers: 2,
    projects: [
      ...VARIANTS.map((variant) => project(variant, variant)),
      project('clean-strict', 'clean', { CONTRACT_STRICT: 'mock' }),
      project('clean-no-fixtures', 'clean', { CONTRACT_FIXTURES: '' }),
    ],
  },
});
