// Run by vitest in the consumer folder: the contract suite's command, installed with
// @treasure-center/contract, runs the suite against a server as `npm run test:contract` does
// (its runner, its cases, its summary), exits 1 on a red case, and prints the fixtures template.
// Against the packaged mock, on its own seed, two calls only: a few CPU seconds.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startMock } from '@treasure-center/mock';
import { expect, it } from 'vitest';

/**
 * The command as the guide writes it (npx finds the installed package's command), run beside
 * this process, which may hold the mock it is pointed at: what it printed and its exit code.
 */
async function command(args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const child = spawn('npx', ['--no-install', '@treasure-center/contract', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const [status] = await once(child, 'close');
  return { status: status as number | null, stdout, stderr };
}

it('runs the suite against a server: its summary, the failing check of a red case, exit 1', async () => {
  const mock = await startMock({ port: 0 });
  try {
    const dir = mkdtempSync(join(tmpdir(), 'contract-command-'));
    const tokens = join(dir, 'tokens.json');
    writeFileSync(tokens, JSON.stringify({ 'demo-master': await mock.login('demo-master') }));
    // the first goods/info answers "under maintenance": the lookup's success case is red
    await mock.scenario({ calls: { 'goods/info': { code: -100, times: 1 } } });
    const report = join(dir, 'report.json');
    const run = await command([
      '--base',
      mock.url,
      '--tokens',
      tokens,
      '--fixtures',
      'seed',
      '--only',
      'goods.info,auth.me',
      '--report',
      report,
    ]);
    expect(run.status, run.stdout + run.stderr).toBe(1);
    const lines = run.stdout.split('\n');
    expect(lines).toContain(`Contract suite against ${mock.url}`);
    expect(lines).toContain(' ✓ auth.me success: GET /auth/me answers the contract');
    expect(lines).toContainEqual(
      expect.stringMatching(/^ ✗ goods\.info success: GET \/goods\/info answers the contract {2}✗ code/),
    );
    expect(lines).toContainEqual(expect.stringMatching(/^\d+ ran: 1 red, /));
    expect(JSON.parse(readFileSync(report, 'utf8')).red).toEqual(['goods.info success']);
  } finally {
    await mock.close();
  }
});

it('prints the fixtures template, and says how it is used when an option is wrong', async () => {
  const template = await command(['fixtures', '--read-only']);
  expect(template.status).toBe(0);
  expect(JSON.parse(template.stdout).goods['1']).toMatch(/^\[read-only\] the showcase/);
  const wrong = await command(['--bogus']);
  expect(wrong.status).toBe(2);
  expect(wrong.stderr).toMatch(/^ {2}npx @treasure-center\/contract --base <url>/m);
});
