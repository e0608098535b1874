// Proves the contract suite safe against a server it does not own: the whole suite, with a
// token for every persona and the provisional calls included (every mode short of
// CONTRACT_WRITE=1), runs against a second server, and no table's content changes. Excepted:
// the treasures' read counter (goods.browse_num), which every lookup counts by design.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { users } from '../../seeds/records/users.ts';
import { flushReads } from '../../server/services/read-counts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

/** Every persona of the seed that nt logs straight in (demo-newphone first asks for a phone). */
const PERSONAS = users.map((user) => user.code).filter((code) => code.startsWith('demo-') && code !== 'demo-newphone');
const READ_COUNTERS: Record<string, string[]> = { goods: ['browse_num'] };

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t?.close());

/** Every row of every table, read counters left out. */
function snapshot(): Record<string, unknown[]> {
  flushReads(t.db);
  const sqlite = t.db.$client;
  const tables = sqlite
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '__drizzle%'",
    )
    .all() as { name: string }[];
  const all: Record<string, unknown[]> = {};
  for (const { name } of tables) {
    const rows = sqlite.prepare(`SELECT * FROM "${name}" ORDER BY rowid`).all() as Record<string, unknown>[];
    for (const row of rows) for (const column of READ_COUNTERS[name] ?? []) delete row[column];
    all[name] = rows;
  }
  return all;
}

function runSuite(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['node_modules/vitest/vitest.mjs', 'run', '--config', 'tests/contract/vitest.config.ts'],
      { env: { ...process.env, ...env, NODE_ENV: 'test' }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code, output }));
  });
}

it('writes nothing on a foreign server without CONTRACT_WRITE, whatever tokens it has', {
  timeout: 120_000,
}, async () => {
  const tokens: Record<string, string> = {};
  for (const persona of PERSONAS) {
    const answer = await t.request.get('/api/auth/nt').query({ code: persona });
    tokens[persona] = answer.body.data.token;
  }
  const dir = mkdtempSync(join(tmpdir(), 'contract-tokens-'));
  writeFileSync(join(dir, 'tokens.json'), JSON.stringify(tokens));
  const before = snapshot();

  const { code, output } = await runSuite({
    API_BASE_URL: base,
    CONTRACT_TOKENS: join(dir, 'tokens.json'),
    // the second server holds the seed: every record the cases name is its own
    CONTRACT_FIXTURES: 'seed',
    CONTRACT_PROVISIONAL: '1',
    CONTRACT_WRITE: '',
  });
  expect(code, output.slice(-4000)).toBe(0);
  // every case that only reads ran, none of them for want of a record
  expect(Number(output.match(/^(\d+) ran: 0 red/m)?.[1]), output.slice(-4000)).toBeGreaterThan(100);
  expect(output).not.toContain('CONTRACT_FIXTURES does not map');

  expect(snapshot()).toEqual(before);
  const uploads = existsSync(t.config.uploadDir) ? readdirSync(t.config.uploadDir, { recursive: true }) : [];
  expect(uploads, 'files uploaded').toEqual([]);
});
