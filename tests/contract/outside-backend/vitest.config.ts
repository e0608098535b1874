// The contract suite against the three backends written from the spec, once per run, in one vitest
// run: each project points API_BASE_URL at its own run of a backend (its own path prefix, its own
// state) and writes its summary (CONTRACT_REPORT) to PROOF_OUT/<project>.json. Started by
// ../outside-backend.test.ts, which starts the backends and writes the files the runs read.
import { defineConfig } from 'vitest/config';
import { ContractReporter } from '../reporter.ts';
import { NT_CODE } from '../stand-in/records.ts';
import { PLANTED } from './server.ts';

const out = process.env.PROOF_OUT ?? '.';
/** The team's own files, as the guide has a newcomer write them. */
const team = {
  CONTRACT_TOKENS: 'tests/contract/outside-backend/tokens.json',
  CONTRACT_FIXTURES: 'tests/contract/outside-backend/fixtures.json',
  CONTRACT_NT_CODE: 'oc-3001-9d2f',
};
const standIn = {
  CONTRACT_TOKENS: `${out}/stand-in-tokens.json`,
  CONTRACT_FIXTURES: `${out}/stand-in-fixtures.json`,
  CONTRACT_NT_CODE: NT_CODE,
};
const project = (name: string, base: string, env: Record<string, string>) => ({
  test: {
    name,
    root: new URL('../../..', import.meta.url).pathname,
    include: ['tests/contract/contract.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    env: { NODE_ENV: 'test', API_BASE_URL: base, CONTRACT_REPORT: `${out}/${name}.json`, ...env },
  },
});
const outside = (run: string, env: Record<string, string> = {}) =>
  project(run, `${process.env.OUTSIDE_ORIGIN ?? 'http://127.0.0.1:1'}/${run}`, { ...team, ...env });
/** The text-ids backend's team files: ids written as numeric strings, sessions as numbers. */
const textIds = {
  CONTRACT_TOKENS: 'tests/contract/text-ids-backend/tokens.json',
  CONTRACT_FIXTURES: 'tests/contract/text-ids-backend/fixtures.json',
  CONTRACT_NT_CODE: '5173942',
  CONTRACT_WRITE: '1',
};

export default defineConfig({
  test: {
    reporters: [new ContractReporter()],
    maxWorkers: 2,
    projects: [
      // as the guide runs it: read-only, the team's tokens and fixtures
      outside('outside', { CONTRACT_RECORD: `${out}/outside.record.json` }),
      outside('outside-full', { CONTRACT_WRITE: '1', CONTRACT_PROVISIONAL: '1' }),
      outside('outside-lacking', { CONTRACT_FIXTURES: `${out}/lacking-fixtures.json` }),
      ...Object.entries(PLANTED).map(([run, planted]) =>
        outside(run, {
          CONTRACT_RECORD: `${out}/${run}.record.json`,
          ...('writes' in planted ? { CONTRACT_WRITE: '1' } : {}),
        }),
      ),
      project('stand-in', `${process.env.STAND_IN_ORIGIN}/v2`, {
        ...standIn,
        CONTRACT_RECORD: `${out}/stand-in.record.json`,
      }),
      // the third backend, with writes: string ids in its answers and its fixtures, collector {}
      project('text-ids', `${process.env.TEXT_IDS_ORIGIN}/text-ids`, {
        ...textIds,
        CONTRACT_RECORD: `${out}/text-ids.record.json`,
      }),
      // with its switches: a not-found answered code "404", "Already liked", goods/info failing with 500
      project('text-ids-breaks', `${process.env.TEXT_IDS_ORIGIN}/not-found-404+liked-message+server-error`, {
        ...textIds,
        CONTRACT_RECORD: `${out}/text-ids-breaks.record.json`,
      }),
      project('stand-in-strict', `${process.env.STAND_IN_ORIGIN}/v2`, { ...standIn, CONTRACT_STRICT: 'mock' }),
    ],
  },
});
