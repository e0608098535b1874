// Proves the contract suite against a second, independent backend: the stand-in of
// stand-in/server.ts, written from the spec alone (its own ids, codes, tokens and encryption),
// served once as written and once per planted difference (each under its own path prefix, which
// also proves that API_BASE_URL may carry one). The whole suite runs against each variant in a
// child vitest (stand-in/vitest.config.ts), read-only, as a QA engineer would run it:
// - as written, no case is red, and the mock's own choices are listed as drift;
// - with CONTRACT_STRICT=mock, those drifting cases are red instead;
// - without CONTRACT_FIXTURES, most lookups find nothing and the summary says so;
// - with each planted difference, exactly the case that checks it is red.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standInFixtures, standInTokens } from './stand-in/fixtures.ts';
import { NT_CODE } from './stand-in/records.ts';
import { PLANTED, type Planted, startStandIn } from './stand-in/server.ts';
import type { CaseDrift } from './verdict.ts';

type Report = { red: string[]; drift: CaseDrift[]; hint?: string; successes: { lookups: number; notFound: number } };

let server: Server;
let out: string;
let output = '';
const reports: Record<string, Report> = {};

beforeAll(async () => {
  const standIn = await startStandIn();
  server = standIn.server;
  out = mkdtempSync(join(tmpdir(), 'contract-stand-in-'));
  writeFileSync(join(out, 'fixtures.json'), JSON.stringify(standInFixtures));
  writeFileSync(join(out, 'tokens.json'), JSON.stringify(standInTokens));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    STAND_IN_ORIGIN: standIn.origin,
    STAND_IN_OUT: out,
    CONTRACT_FIXTURES: join(out, 'fixtures.json'),
    CONTRACT_TOKENS: join(out, 'tokens.json'),
    CONTRACT_NT_CODE: NT_CODE,
  };
  for (const name of ['API_BASE_URL', 'API_TOKEN', 'CONTRACT_WRITE', 'CONTRACT_PROVISIONAL', 'CONTRACT_STRICT'])
    delete env[name];
  for (const name of Object.keys(env)) if (name.startsWith('API_TOKEN_')) delete env[name];
  await new Promise<void>((resolve) => {
    const child = spawn(
      process.execPath,
      ['node_modules/vitest/vitest.mjs', 'run', '--config', 'tests/contract/stand-in/vitest.config.ts'],
      { env, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', () => resolve());
  });
  for (const name of ['clean', 'clean-strict', 'clean-no-fixtures', ...Object.keys(PLANTED)]) {
    try {
      reports[name] = JSON.parse(readFileSync(join(out, `${name}.json`), 'utf8'));
    } catch {
      // the test of that variant says it has no report
    }
  }
}, 600_000);
afterAll(() => server?.close());

const reportOf = (name: string) => {
  const report = reports[name];
  if (!report) throw new Error(`no summary of the ${name} run:\n${output.slice(-3000)}`);
  return report;
};

describe('the contract suite against a stand-in written from the spec', () => {
  it('as written: no red case, the mock’s own choices listed as drift', () => {
    const clean = reportOf('clean');
    expect(clean.red).toEqual([]);
    const notes = clean.drift.flatMap((d) => d.notes.map((note) => `${d.call} ${d.case}: ${note}`));
    // fields the spec does not list, refusal codes it leaves open, data: [] in refusals, a missing provisional route
    expect(notes).toEqual(
      expect.arrayContaining([
        expect.stringContaining('goods.info success: the mock’s fields: the mock sends `data.transfer_count`'),
        expect.stringContaining('common.encrypt no accepted shape: code 400'),
        expect.stringContaining('goods.info unknown code: the envelope: data null'),
        expect.stringContaining('artist.info success: the call: this server has no GET /api/artist/info/:id'),
      ]),
    );
    expect(clean.successes.notFound).toBe(0);
  });

  it('shows each case’s drift under the case itself, not only in the summary', () => {
    // the verbose reporter's lines, without their colours: a case, then its annotations
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the colours' escape sequences
    const lines = output.replace(/\x1b\[[0-9;]*m/g, '').split('\n');
    const annotationsOf = (i: number) => {
      const next = lines.slice(i + 1).findIndex((line) => /^\s*[✓×↓]\s/.test(line));
      return lines.slice(i + 1, next === -1 ? undefined : i + 1 + next);
    };
    const besideTheCase = lines.some(
      (line, i) =>
        /^\s*✓ .*goods\.info > success: GET \/goods\/info answers the contract/.test(line) &&
        annotationsOf(i).some((note) =>
          note.includes('↳ ~ [mock] the mock’s fields: the mock sends `data.transfer_count`'),
        ),
    );
    expect(besideTheCase, output.slice(-3000)).toBe(true);
  });

  it('with CONTRACT_STRICT=mock: the drifting cases are red', () => {
    const clean = reportOf('clean');
    const strict = reportOf('clean-strict');
    expect(strict.drift).toEqual([]);
    expect([...strict.red].sort()).toEqual(clean.drift.map((d) => `${d.call} ${d.case}`).sort());
  });

  it('without CONTRACT_FIXTURES: most lookups find nothing, and the summary says to set it', () => {
    const bare = reportOf('clean-no-fixtures');
    expect(bare.successes.notFound * 2).toBeGreaterThan(bare.successes.lookups);
    expect(bare.hint).toContain('Set CONTRACT_FIXTURES');
    expect(bare.hint).toContain('npm run contract:fixtures');
    expect(reportOf('clean').hint).toBeUndefined();
  });

  for (const [planted, redCase] of Object.entries(PLANTED) as [Planted, string][]) {
    it(`planted '${planted}': ${redCase} is red, and no other case`, () => {
      expect(reportOf(planted).red).toEqual([redCase]);
    });
  }
});
